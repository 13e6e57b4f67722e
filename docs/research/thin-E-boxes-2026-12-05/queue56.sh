#!/bin/bash
# lead (session 65): the second code for the last two E boxes at n = 12, one after the other (each D' step needs
# 12-17 GB; never two together): (7,0) at D' = 19, then (6,0) at D' = 20, two threads, 20 GB; nothing runs past
# 17:35 UTC. Stop before the next starts: touch /tmp/q56stop (the lead did, at 16:25 UTC: (6,0) runs in queue57.sh).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
left=$(( $(date -d "17:35" +%s) - $(date +%s) ))
[ ! -e /tmp/q56stop ] && [ $left -gt 300 ] && THREADS=2 VMEM=20000000 $RUN $H/lead_ebox_n12_7_D19.log $left $H/ebox_lead.py 12 19 7
left=$(( $(date -d "17:35" +%s) - $(date +%s) ))
[ ! -e /tmp/q56stop ] && [ $left -gt 300 ] && THREADS=2 VMEM=20000000 $RUN $H/lead_ebox_n12_6_D20.log $left $H/ebox_lead.py 12 20 6
echo done > queue56.done
