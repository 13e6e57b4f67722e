#!/bin/bash
# reviewer-168 (02:52): last batch, one process at a time; anything still running at 03:35 is stopped by me
cd /work/main/docs/reviews/helper167-review-2026-12-05
SWAP=1 ./run.sh step_sigma_n14.log 1500 step.py block 14 1 13,2,3
./run.sh rs_sp_family_n11_14.log 900 mirror.py family 13 13
SWAP=1 ./run.sh top_sigma_n12.log 1200 mirror.py top 12 7,6
date -u +%FT%TZ > queue10.done
