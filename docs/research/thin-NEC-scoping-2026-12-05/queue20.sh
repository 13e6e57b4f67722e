#!/bin/bash
# lead (session 57): reviewer-172's check.py (unchanged, run by the lead) on the remaining D' = 15 boxes in
# queue19.sh's order, one at a time
# stopped by the lead (session 57) at 18:34 UTC: done (8,1) .. (5,2) (nine boxes); (4,3) killed at D = 15
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 8,1 7,2 6,3 5,4 7,1 6,2 5,3 4,4 6,1 5,2 4,3 5,1 4,2 3,3 4,1 3,2 3,1 2,2 2,1; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_${ab/,/_}.log 5400 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 15 $ab
done
echo done > queue20.done
