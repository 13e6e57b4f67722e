#!/bin/bash
# C3 base: rank P_4 on the family H3 = I at R = 4, M = 3, n = 4, all states (a, b, g) free, side 33950,
# own point (wseed 4401, pseed 4402), p = 16777213
cd /work/main/docs/reviews/lower-R4-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
echo "start $(date -u)"; free -g
nice -n 10 /usr/bin/time -v python big_rank.py 4 3 4 33950 4401 4402 16777213 free
echo "exit $? end $(date -u)"
