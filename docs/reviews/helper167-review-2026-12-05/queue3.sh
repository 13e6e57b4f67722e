#!/bin/bash
# reviewer-168: third batch (after queue2), one process at a time
cd /work/main/docs/reviews/helper167-review-2026-12-05
while [ ! -f queue2.done ]; do sleep 10; done
SWAP=1 ./run.sh step_sigma_n14.log 1500 step.py block 14 1 13,2,3
SWAP=1 ./run.sh top_sigma_n13.log 1200 mirror.py top 13 10,4
./run.sh top_n13.log 1200 mirror.py top 13 10,4
date -u +%FT%TZ > queue3.done
