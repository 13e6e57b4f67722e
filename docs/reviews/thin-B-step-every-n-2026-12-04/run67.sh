#!/bin/bash
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main/docs/reviews/thin-B-step-every-n-2026-12-04
nice -n 19 timeout 1200 /work/main/.venv/bin/python check.py 6 RS,PI > check_n6_rs_pi.log 2>&1
nice -n 19 timeout 1200 /work/main/.venv/bin/python check.py 7 RS,PI > check_n7_rs_pi.log 2>&1
nice -n 19 timeout 1200 /work/main/.venv/bin/python check.py 6 L2 > check_n6_L2.log 2>&1
echo done > run67.done
