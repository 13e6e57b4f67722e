#!/bin/bash
# R = 6 step certificates (one core, sequential)
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/d3-2026-11-29
for m in 6 7; do
  /usr/bin/time -f "%e s %M KB" nice -n 10 python bgamma.py 6 1 $m 1 pair=0,1,2 2>&1 | grep -v "^   short"
done > steps_R6_triples_m67.log
for m in 8 9 10; do
  K=$(python -c "from math import comb; m=$m; t=comb(6+m,m+1)-comb(4+m,m+1); print(int(1.3*t))")
  /usr/bin/time -f "%e s %M KB" nice -n 10 python bgamma.py 6 1 $m 1 pair=0,1 subset=$K 2>&1 | grep -v "^   short"
done > steps_R6_pairs.log
echo done > queue_R6b.done
