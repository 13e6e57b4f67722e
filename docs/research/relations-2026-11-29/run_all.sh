#!/bin/bash
# Reproduce every VERIFIED item of NOTE.md (one core, < 1 min in all).
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/scratch/rel
nice -n 19 python claim_check.py > claim_check.out
for a in "3 12" "4 7" "5 5" "6 4"; do nice -n 19 python special_point.py $a; done > special_point.out
