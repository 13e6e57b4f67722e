#!/bin/bash
# lead (session 55): n = 16 Top^sigma of rows 11, 10, 9 (the last three B boxes (6,11), (7,10), (8,9) by the z-route),
# then the remaining D' = 14 N boxes at n = 12 (ntop.py, prediction of NOTES §8.2 of docs/research/thin-NEC-scoping-2026-12-05).
# One process at a time.
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000
for r in 11 10 9; do
  SWAP=1 ./run.sh top_sigma_n16.log 3600 topcheck2.py 16 $r,$((17-r))
done
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 8,4 10,1 9,2 8,3 7,4 6,5; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12.log 5400 $H/ntop.py 12 16 6 $ab
done
echo done > queue22.done
# lead (session 55): stopped after (9,2) had started; (8,3), (7,4), (6,5) went to ../thin-NEC-scoping-2026-12-05/queue11.sh, queue12.sh (two cores)
