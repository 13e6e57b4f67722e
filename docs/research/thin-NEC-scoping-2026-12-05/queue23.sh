#!/bin/bash
# lead (session 58): (4,3) by both codes, one after the other (ntop.py to D = 16, then check.py P 12 16), beside queue22.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12d.log 5400 $H/ntop.py 12 16 6 4,3
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_4_3_D16.log 5400 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 16 4,3
echo done > queue23.done
