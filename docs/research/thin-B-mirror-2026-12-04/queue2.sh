#!/bin/bash
# helper-167: starts after queue1 (one process at a time)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while [ ! -f queue1.done ]; do sleep 5; done
JS=all SWAP=1 ./run.sh rs_prime_sigma.log 900 rs_stats.py 12 3,3
JS=all SWAP=1 ./run.sh rs_prime_sigma.log 1200 rs_stats.py 13 3,3 3,4 4,3
SWAP=1 ./run.sh rs_sigma_n14.log 1800 rs_stats.py 14 9,0 9,1 9,2 9,3 9,4 9,5 9,6 10,0 10,1 10,2 10,3 10,4 10,5 11,0 11,1 11,2 11,3 11,4 12,0 12,1 12,2 12,3 13,0 13,1 13,2 14,0 14,1
SWAP=1 ./run.sh rs_sigma_n14.log 2400 rs_stats.py 14 3,0 3,1 3,2 3,3 3,4 3,5 3,6 3,7 3,8 3,9 3,10 3,11 3,12 4,0 4,1 4,2 4,3 4,4 4,5 4,6 4,7 4,8 4,9 4,10 4,11 5,0 5,1 5,2 5,3 5,4 5,5 5,6 5,7 5,8 5,9 5,10 6,0 6,1 6,2 6,3 6,4 6,5 6,6 6,7 6,8 6,9 7,0 7,1 7,2 7,3 7,4 7,5 7,6 7,7 7,8 8,0 8,1 8,2 8,3 8,4 8,5 8,6 8,7
echo done > queue2.done
