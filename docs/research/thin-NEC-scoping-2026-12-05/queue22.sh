#!/bin/bash
# lead (session 58): reviewer-172's check.py (unchanged, run by the lead) to D = 17 on (6,1), then (5,2), beside queue21.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 6,1 5,2; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_${ab/,/_}_D17.log 5400 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 17 $ab
done
echo done > queue22.done
