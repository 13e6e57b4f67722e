#!/bin/bash
cd /work/main/docs/reviews/lower-n8-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
echo "start $(date -u)"; free -m | head -2
/usr/bin/time -f "wall %e s, maxrss %M KB" nice -n 10 python fast_f0.py run 8 29500 101 202
echo "end $(date -u)"
