#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
while kill -0 27378 2>/dev/null; do sleep 5; done
cd /work/main/docs/research/depth3-span-2026-12-02
nice -n 10 /usr/bin/time -f "%e s %M KB" /work/main/.venv/bin/python targets.py "2,3,3,2,-1;2,3,3,1,-1;2,3,4,3,-1;2,3,4,2,-1;2,3,4,1,-1;2,3,5,4,-1;2,3,5,3,-1;2,3,5,2,-1" 0 > targets2.log 2>&1
