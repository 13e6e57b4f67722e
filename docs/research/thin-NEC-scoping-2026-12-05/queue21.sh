#!/bin/bash
# lead (session 58): ntop.py on (4,4) to D = 16 (check.py holds there at D' = 15), then (6,1), (5,2) to D = 17
# (both missed at D = 15 in check.py), one at a time
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12d.log 5400 $H/ntop.py 12 16 6 4,4
for ab in 6,1 5,2; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12d.log 5400 $H/ntop.py 12 17 6 $ab
done
echo done > queue21.done
