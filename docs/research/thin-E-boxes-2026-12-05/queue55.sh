#!/bin/bash
# lead (session 64): the second code for (8,0) at D' = 18 once queue53.sh's (5,0) is done (queue53.sh stopped after
# (5,0) by /tmp/q53stop), with two threads (FLINT and BLAS, ebox_lead.py reads OMP_NUM_THREADS), 20 GB; nothing runs
# past 15:02 UTC. Stop before it starts: touch /tmp/q55stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
while [ ! -e /tmp/q55stop ] && [ ! -e queue53.done ]; do sleep 10; done
left=$(( $(date -d "15:02" +%s) - $(date +%s) ))
[ ! -e /tmp/q55stop ] && [ $left -gt 300 ] && THREADS=2 VMEM=20000000 $RUN $H/lead_ebox_n12_8_D18.log $left $H/ebox_lead.py 12 18 8
echo done > queue55.done
