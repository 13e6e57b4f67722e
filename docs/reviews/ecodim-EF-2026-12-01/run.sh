#!/bin/bash
# usage: ./run.sh LOG args...   (one core, nice 10, 3 GB cap)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1
ulimit -v 3000000
log=$1; shift
{ date -u; echo "cmd: own_check.py $*"; /usr/bin/time -f "wall %e s, maxrss %M KB" nice -n 10 /work/main/.venv/bin/python own_check.py "$@"; date -u; } > "$log" 2>&1
