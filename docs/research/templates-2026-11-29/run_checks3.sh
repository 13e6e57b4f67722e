#!/bin/bash
# depth-2 saturation families (M, T) = (5, 6) and (3, 8): certificates at R = M+1 .. R* (NOTES.md, section 5)
export PYTHONPATH=/work/main OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while read -r L M R T K side; do
  /usr/bin/time -f "  wall %e s, maxrss %M KB" timeout 170 nice -n 10 $PY conj15_check.py $L $M $R $T $K 1 $side
done <<'LIST'
2 5 8 6 35 1100
2 5 9 6 35 1500
2 3 8 8 15 2300
2 5 10 6 35 2100
2 5 11 6 35 2750
2 5 12 6 35 2850
2 3 9 8 15 2900
LIST
