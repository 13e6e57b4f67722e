#!/bin/bash
# reviewer-168: fourth batch (after queue3): helper-167's controls "target one column lower" read as z G_(a,b) in M_(a-2,b)
cd /work/main/docs/reviews/helper167-review-2026-12-05
while [ ! -f queue3.done ]; do sleep 10; done
./run.sh validate.log 600 mirror.py zt 4 1,3,3,3
./run.sh validate.log 600 mirror.py zt 5 2,3,4,3 1,4,3,4 2,4,4,4
date -u +%FT%TZ > queue4.done
