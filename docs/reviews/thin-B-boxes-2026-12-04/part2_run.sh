#!/bin/bash
# usage (from /work/main): part2_run.sh LOGNAME ARGS...   -- one process, resource rules of the lab
cd /work/main
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main
F=docs/reviews/thin-B-boxes-2026-12-04
log=$1; shift
nice -n 19 timeout 2400 /work/main/.venv/bin/python $F/part2.py "$@" >> $F/$log 2>&1
