#!/bin/bash
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main/docs/reviews/thin-B-step-every-n-2026-12-04
nice -n 19 timeout 420 /work/main/.venv/bin/python check.py 8 RS > check_n8_rs.log 2>&1
nice -n 19 timeout 420 /work/main/.venv/bin/python check.py 9 RS > check_n9_rs.log 2>&1
echo done > run4.done
