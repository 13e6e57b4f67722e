#!/bin/bash
# lead (session 55; log renamed lead_check_n12_8_3.log afterwards): reviewer-172's check.py (unchanged, run by the lead) on (8,3) at n = 12, as queue13.sh / queue14.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
VMEM=8000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_8_3.log 1200 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 14 8,3
echo done > queue16.done
