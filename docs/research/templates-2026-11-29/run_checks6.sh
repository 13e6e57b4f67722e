#!/bin/bash
# depth 3-4 shapes the atlas does not certify, cap <= 3000 (NOTES.md section 8)
export PYTHONPATH=/work/main OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
T() { /usr/bin/time -f "  wall %e s, maxrss %M KB" timeout 200 nice -n 10 "$@"; }
T $PY conj15_check.py 3 5 5 4 35 1 1225
T $PY conj15_check.py 4 5 5 4 70 1 1500
T $PY conj15_check_endrand.py 4 2 3 8 21 1 3200
T $PY conj15_check_endrand.py 4 3 3 6 66 1 3600
T $PY conj15_check_endrand.py 4 3 4 6 66 1 3800
