#!/bin/bash
# L1_4(5): rank F_0 on the family W^(H,3) = I at R = 4, M = 3, n = 5 (T = 10); target V_4(5) - 4 = 41646.
cd /work/main/docs/research/lower-R4-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 H3I=1
echo "start $(date -u)"; free -m | head -2
/usr/bin/time -f "wall %e s, maxrss %M KB" nice -n 5 python ../lower-2026-11-29b/fk_rank.py 4 3 5 41700 6 top0
echo "end $(date -u)"
