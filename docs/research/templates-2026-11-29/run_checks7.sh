#!/bin/bash
# probes where the Start map cannot be dominant (s < L): T = 4 and 6 at depths 4-6
export PYTHONPATH=/work/main OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while read -r L M R T K side; do
  /usr/bin/time -f "  wall %e s, maxrss %M KB" timeout 170 nice -n 10 $PY conj15_check.py $L $M $R $T $K 1 $side
done <<'LIST'
5 2 2 4 6 36
6 2 2 4 7 49
5 3 3 4 21 441
6 3 3 4 28 784
4 4 4 4 35 1225
5 4 4 4 56 1200
5 2 2 6 16 1200
6 2 2 6 22 1500
5 2 3 6 16 1200
5 2 2 4 5 25
6 3 3 4 27 729
LIST
