#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/reviews/d4-2026-11-30
source /work/main/.venv/bin/activate
python jac_more.py > jac.log 2>&1
/usr/bin/time -v python ../d4-2026-11-29/rev.py blocks 10 1250 5 family > n10.log 2> time_n10.log
/usr/bin/time -v python ../d4-2026-11-29/rev.py blocks 11 1620 5 family > n11.log 2> time_n11.log
