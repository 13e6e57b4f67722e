#!/bin/bash
# lead (session 58, last 40 min): (3,3) by check.py (ntop.py runs beside it from queue25.sh)
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_3_3.log 5400 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 15 3,3
echo done > queue24.done
