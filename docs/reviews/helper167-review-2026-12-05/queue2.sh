#!/bin/bash
# reviewer-168: second batch, one process at a time (each via run.sh: nice -n 19, ulimit -v 3 GB, 1 thread, timeout)
cd /work/main/docs/reviews/helper167-review-2026-12-05
./run.sh top_small.log 600 mirror.py top 4 3,1
./run.sh top_small.log 600 mirror.py top 5 4,1 3,2
SWAP=1 ./run.sh top_sigma_n12.log 1500 mirror.py top 12 8,5
SWAP=1 ./run.sh top_sigma_n12.log 1800 mirror.py top 12 7,6
SWAP=1 ./run.sh rs_sigma_family_n11_14.log 1500 mirror.py family 11 14
SWAP=1 ./run.sh step_sigma_n12.log 1200 step.py block 12 1 10,3,4
SWAP=1 ./run.sh top_sigma_n13.log 1500 mirror.py top 13 11,3
./run.sh top_n12.log 1500 mirror.py top 12 9,4 8,5 7,6
./run.sh rs_sp_family_n11_14.log 1500 mirror.py family 11 14
./run.sh validate.log 900 mirror.py zt 6 4,3,5,3 4,2,5,3 3,4,4,4
date -u +%FT%TZ > queue2.done
