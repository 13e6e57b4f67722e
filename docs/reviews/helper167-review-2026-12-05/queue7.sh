#!/bin/bash
# reviewer-168 (02:43): replaces the rest of queue5/queue6 (stopped): wait for the running Top^s(11) (pid 12293),
# then the direct Step^s_(10,4) at n = 12 (used by the (3,10) certificate), then the S_p family at n = 12 only
cd /work/main/docs/reviews/helper167-review-2026-12-05
while kill -0 12293 2>/dev/null; do sleep 5; done
SWAP=1 ./run.sh step_sigma_n12.log 1800 step.py block 12 1 10,3,4
./run.sh rs_sp_family_n11_14.log 1200 mirror.py family 12 12
date -u +%FT%TZ > queue7.done
