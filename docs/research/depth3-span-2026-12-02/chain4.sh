#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
while kill -0 27630 2>/dev/null; do sleep 5; done
cd /work/main/docs/research/depth3-span-2026-12-02
nice -n 10 /usr/bin/time -f "%e s %M KB" /work/main/.venv/bin/python lemma3c.py "2,4,2,1,0,1900,1900,2500;3,4,2,2,-1,5000,5000,6000;2,3,3,2,-1,3000,3000,3000;2,3,4,S,-1,7400,7400,7400;2,3,4,2,-1,7400,7400,7400;2,4,3,2,0,6000,6000,6000" > lemma3c.log 2>&1
