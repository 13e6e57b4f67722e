#!/bin/bash
# R = 6 two-support (pair) step certificates at m = 8, 9, 10 with random genuine source elements (one core)
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/d3-2026-11-29
for m in 8 9 10; do
  read K N < <(python -c "from math import comb; m=$m; t=comb(6+m,m+1)-comb(4+m,m+1); print(t+70, t+18)")
  /usr/bin/time -f "%e s %M KB" nice -n 10 python bgamma.py 6 1 $m 1 pair=0,1 randprod=$K npts=$N 2>&1
done > steps_R6_pairs.log
echo done > queue_R6c.done
