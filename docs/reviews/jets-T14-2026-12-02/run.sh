#!/bin/bash
# usage: ./run.sh LOG cmd args...  (one core, nice, memory cap, /usr/bin/time -v)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 MKL_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 6000000
log=$1; shift
/usr/bin/time -v nice -n 10 /work/main/.venv/bin/python "$@" > "$log" 2>&1
