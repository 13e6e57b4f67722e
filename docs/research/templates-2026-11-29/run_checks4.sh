#!/bin/bash
# reruns with larger grid samples (the 2750-2900 samples fell short), and Theorem A at T = 6, R = 6, 7
export PYTHONPATH=/work/main OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while read -r L M R T K side; do
  /usr/bin/time -f "  wall %e s, maxrss %M KB" timeout 200 nice -n 10 $PY conj15_check.py $L $M $R $T $K 1 $side
done <<'LIST'
2 6 6 6 56 800
2 7 7 6 84 1100
2 5 11 6 35 3700
2 5 12 6 35 3700
2 3 9 8 15 3700
LIST
