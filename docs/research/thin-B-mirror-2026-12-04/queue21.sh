#!/bin/bash
# lead (session 54): after the running n = 16 Top(11) (started by queue20.sh, whose remaining loop was stopped), the
# n = 16 Tops of rows 10, 9 at S_p only (either point closes a box), then the N boxes at n = 12 (ntop.py, order of
# NOTES §8.2 of docs/research/thin-NEC-scoping-2026-12-05). One process at a time.
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while pgrep -f "topcheck2.py 16 11,6" > /dev/null; do sleep 20; done
export VMEM=9000000
for r in 10 9; do
  ./run.sh top_n16.log 3600 topcheck2.py 16 $r,$((17-r))
done
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 11,1 7,5 6,6 10,2 9,3 8,4 10,1 9,2 8,3 7,4 6,5 4,4; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12.log 5400 $H/ntop.py 12 16 6 $ab
done
echo done > queue21.done
