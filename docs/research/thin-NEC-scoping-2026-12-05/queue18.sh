#!/bin/bash
# lead (session 56): reviewer-172's check.py (unchanged, run by the lead) on (7,4), (6,5) (D' = 14), then on the
# D' = 15 boxes in queue17.sh's order, one at a time
# stopped by the lead (session 56) after (5,5) (end of session); the boxes after it were not run
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 7,4 6,5; do
  VMEM=9000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_${ab/,/_}.log 1800 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 14 $ab
done
for ab in 9,1 8,2 7,3 6,4 5,5 8,1 7,2 6,3 5,4; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_${ab/,/_}.log 5400 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 15 $ab
done
echo done > queue18.done
