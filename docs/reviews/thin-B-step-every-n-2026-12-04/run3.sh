#!/bin/bash
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main/docs/reviews/thin-B-step-every-n-2026-12-04
while [ ! -f run2.done ]; do sleep 5; done
CORNER_A=3,4,5 nice -n 19 timeout 600 /work/main/.venv/bin/python check.py 6 CORNER > check_n6_corner.log 2>&1
STEPS=4:5,6:6 NOCTRL=1 nice -n 19 timeout 900 /work/main/.venv/bin/python check.py 7 STEP > check_n7_step.log 2>&1
echo done > run3.done
