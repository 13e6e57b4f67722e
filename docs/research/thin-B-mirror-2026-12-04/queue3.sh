#!/bin/bash
# helper-167: starts after queue2 (one process at a time)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while [ ! -f queue2.done ]; do sleep 5; done
JS=all SWAP=1 ./run.sh rs_prime_sigma.log 900 rs_stats.py 14 3,3 3,4 3,5 4,3 4,4 5,3
JS=one SWAP=0 ./run.sh control_one.log 300 rs_stats.py 7 3,0 3,1 4,0 5,0 3,3 4,2
JS=one SWAP=1 ./run.sh control_one.log 300 rs_stats.py 7 3,0 3,1 4,0 5,0 3,3 4,2
./run.sh top_n12.log 900 topcheck.py 12 9,4
SWAP=1 ./run.sh top_sigma_n12.log 900 topcheck.py 12 9,4
./run.sh top_n12.log 900 topcheck.py 12 8,5
SWAP=1 ./run.sh top_sigma_n12.log 900 topcheck.py 12 8,5
SWAP=1 ./run.sh step_sigma_n12.log 900 blockstep.py 12 10,4
./run.sh top_n12.log 900 topcheck.py 12 7,6
SWAP=1 ./run.sh top_sigma_n12.log 900 topcheck.py 12 7,6
echo done > queue3.done
