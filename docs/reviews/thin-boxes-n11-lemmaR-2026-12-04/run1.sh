#!/bin/bash
# one box under the session's resource rules: run1.sh n a b [B]
cd "$(dirname "$0")"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 NUMBA_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v ${ULIMIT_V:-6000000}
nice -n 19 /work/main/.venv/bin/python lemmaR_box.py "$@"
