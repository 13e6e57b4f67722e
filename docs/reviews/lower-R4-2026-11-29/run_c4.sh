#!/bin/bash
# C4: rank F_0 on the family H3 = I at R = 4, M = 3, n = 5, side 41700, own point (wseed 4101, pseed 4102), p = 16777213
cd /work/main/docs/reviews/lower-R4-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
echo "start $(date -u)"; free -g
nice -n 10 /usr/bin/time -v python big_rank.py 4 3 5 41700 4101 4102 16777213 top0
echo "exit $? end $(date -u)"
