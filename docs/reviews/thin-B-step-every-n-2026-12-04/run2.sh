#!/bin/bash
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main/docs/reviews/thin-B-step-every-n-2026-12-04
while [ ! -f run67.done ]; do sleep 5; done
nice -n 19 timeout 300 /work/main/.venv/bin/python pi_signs.py > pi_signs.log 2>&1
STEPS=5:3,4:5,3:base NOCTRL=1 nice -n 19 timeout 1200 /work/main/.venv/bin/python check.py 6 STEP > check_n6_step.log 2>&1
echo done > run2.done
