#!/bin/bash
# item 1: rank(Y_alpha + J_0) at class (1,1), T = 12; helper-100's point: seed 777001, p = 2147483497
cd /work/main/docs/reviews/upper-T12-2026-12-01
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 9500000
/usr/bin/time -v nice -n 10 /work/main/.venv/bin/python fat1.py 12 777001 2147483497 1 1 0 > item1_fat_11_k0.log 2>&1
