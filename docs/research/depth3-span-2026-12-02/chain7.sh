#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
while kill -0 784 2>/dev/null; do sleep 5; done
cd /work/main/docs/research/depth3-span-2026-12-02
nice -n 10 /usr/bin/time -f "%e s %M KB" /work/main/.venv/bin/python lemma3c.py "2,3,3,S,-1,900,700,3000;2,4,3,S,-1,900,700,3000;2,5,3,S,-1,900,700,3000;3,4,2,S,-1,1100,900,3000;3,5,2,S,-1,1100,900,3000;2,3,2,S,-1,300,100,600;4,5,2,S,-1,7000,6800,7000" > lemma3c_S.log 2>&1
