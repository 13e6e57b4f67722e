#!/bin/bash
# lead (session 65): the second code for (6,0) at D' = 20 once queue56.sh's (7,0) is done (queue56.sh stopped before
# its (6,0) by /tmp/q56stop, to give this run a later deadline), two threads, 20 GB; nothing runs past 17:50 UTC.
# Stop before it starts: touch /tmp/q57stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
while [ ! -e /tmp/q57stop ] && [ ! -e queue56.done ]; do sleep 10; done
left=$(( $(date -d "17:50" +%s) - $(date +%s) ))
[ ! -e /tmp/q57stop ] && [ $left -gt 300 ] && THREADS=2 VMEM=20000000 $RUN $H/lead_ebox_n12_6_D20.log $left $H/ebox_lead.py 12 20 6
echo done > queue57.done
