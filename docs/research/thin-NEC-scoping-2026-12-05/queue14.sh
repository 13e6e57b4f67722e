#!/bin/bash
# lead (session 55; log renamed lead_check_n12_10_1.log afterwards): after queue12.sh, reviewer-172's own code (check.py, unchanged, run by the lead) on the n = 12 box 10,1
# that ntop.py settled this session: P(e, a), e0_P, R_inf and top(13), top(14) recomputed independently of ntop.py.
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
while [ ! -f queue12.done ]; do sleep 20; done
VMEM=8000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_check_n12_10_1.log 1500 /work/main/docs/reviews/theorem-N-review-2026-12-05/check.py P 12 14 10,1
echo done > queue14.done
