#!/bin/bash
# Conjecture 15 checks on shapes the atlas does not certify (own code; K = Ke; sampled grid sides)
export PYTHONPATH=/work/main OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while read -r L M R T K side; do
  /usr/bin/time -f "  wall %e s, maxrss %M KB" timeout 170 nice -n 10 $PY conj15_check.py $L $M $R $T $K 1 $side
done <<'LIST'
3 3 4 6 28 1000
2 4 8 6 20 1000
2 4 7 6 20 700
2 5 6 6 35 500
2 5 7 6 35 700
2 3 7 8 15 1400
3 3 4 6 27 1000
2 2 3 6 4 64
2 2 3 6 3 27
2 3 4 6 10 1000
2 3 4 6 9 729
LIST
