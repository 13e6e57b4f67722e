#!/bin/bash
# reviewer-168: after queue5: the direct step used by the (3,10) certificate at n = 12, then (if time) Step^s_(13,3) at n = 14
cd /work/main/docs/reviews/helper167-review-2026-12-05
while [ ! -f queue5.done ]; do sleep 10; done
SWAP=1 ./run.sh step_sigma_n12.log 1800 step.py block 12 1 10,3,4
date -u +%FT%TZ > queue6.done
