#!/bin/bash
# lead (session 55): the rest of queue22.sh (stopped after (9,2) had started) on two cores, once helper-172 finished:
# this queue (8,3) after (9,2) into ntop_n12.log; queue12.sh (7,4), (6,5) into ntop_n12b.log at the same time.
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
while pgrep -f "ntop.py 12 16 6 9,2" > /dev/null; do sleep 20; done
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12.log 5400 $H/ntop.py 12 16 6 8,3
echo done > queue11.done
