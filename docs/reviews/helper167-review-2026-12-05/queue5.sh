#!/bin/bash
# reviewer-168: replaces the rest of queue2/3/4 (stopped 02:23 because the CPUs are busy with the lead's runs);
# one process at a time, cheapest/most important first
cd /work/main/docs/reviews/helper167-review-2026-12-05
SWAP=1 ./run.sh rs_sigma_family_n11_14.log 1800 mirror.py family 11 13
SWAP=1 ./run.sh rs_sigma_n12_14.log 600 step.py rs 14 1 3,3,pair 3,5,pair 4,3,pair 4,4,pair 5,3,pair 3,2,pair 3,6,pair 4,5,pair 5,4,pair 6,3,pair 9,0,pair 9,6,pair 13,0,pair 3,3,all 3,5,all 4,3,all 4,4,all 5,3,all
./run.sh validate.log 600 mirror.py zt 4 1,3,3,3
./run.sh validate.log 600 mirror.py zt 5 2,3,4,3 1,4,3,4 2,4,4,4
SWAP=1 ./run.sh top_sigma_n13.log 1500 mirror.py top 13 11,3
./run.sh rs_sp_family_n11_14.log 1800 mirror.py family 11 13
date -u +%FT%TZ > queue5.done
