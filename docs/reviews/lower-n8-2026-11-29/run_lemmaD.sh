#!/bin/bash
cd /work/main/docs/reviews/lower-n8-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
echo "start $(date -u)"
/usr/bin/time -f "wall %e s, maxrss %M KB" nice -n 10 python lemmaD_n6.py 18800 303 404
echo "end $(date -u)"
