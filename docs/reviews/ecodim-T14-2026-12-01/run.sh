#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 3000000
cd /work/main/docs/reviews/ecodim-T14-2026-12-01
PYTHONPATH=/work/main exec nice -n 10 /usr/bin/time -v /work/main/.venv/bin/python "$@"
