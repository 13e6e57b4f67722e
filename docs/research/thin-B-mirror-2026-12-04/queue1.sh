#!/bin/bash
# helper-167: one process at a time, in this order
cd /work/main/docs/research/thin-B-mirror-2026-12-04
./run.sh validate_swap.log 600 validate_swap.py 4 5
SWAP=1 ./run.sh rs_sigma_n12_13.log 1500 rs_deficit.py 12 13
SWAP=1 ./run.sh rs_sigma_small.log 900 rs_deficit.py 4 11
echo done > queue1.done
