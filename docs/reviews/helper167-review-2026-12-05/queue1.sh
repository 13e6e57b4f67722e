#!/bin/bash
# reviewer-168: order of runs, one process at a time (each via run.sh: nice -n 19, ulimit -v 3 GB, 1 thread, timeout)
cd /work/main/docs/reviews/helper167-review-2026-12-05
SWAP=1 ./run.sh rs_sigma_family_small.log 1200 mirror.py family 4 10
SWAP=1 ./run.sh rs_sigma_n12_14.log 900 step.py rs 12 1 3,3,pair 3,3,all 8,0,pair 8,1,pair 8,2,pair 8,3,pair 8,4,pair 8,5,pair 9,0,pair 9,1,pair 9,2,pair 9,3,pair 9,4,pair 10,0,pair 10,3,pair 11,0,pair 11,2,pair
SWAP=1 ./run.sh rs_sigma_n12_14.log 900 step.py rs 13 1 4,3,pair 4,3,all 9,0,pair 9,5,pair
SWAP=1 ./run.sh rs_sigma_n12_14.log 900 step.py rs 14 1 3,4,all 3,4,pair
SWAP=1 ./run.sh top_sigma_n12.log 2400 mirror.py top 12 9,4
./run.sh rs_sp_family_small.log 1200 mirror.py family 4 10
date -u +%FT%TZ > queue1.done
