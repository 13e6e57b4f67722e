#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
while kill -0 28729 2>/dev/null; do sleep 5; done
cd /work/main/docs/research/depth3-span-2026-12-02
nice -n 10 /usr/bin/time -f "%e s %M KB" /work/main/.venv/bin/python fibre.py "2,4;3,4;2,5;3,5;4,5" 6 "L0" > fibre_L0.log 2>&1
