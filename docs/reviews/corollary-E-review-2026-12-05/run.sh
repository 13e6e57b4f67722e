#!/bin/bash
# usage: run.sh LOG TIMEOUT script args...   (one process at a time; command line and rc inside the log)
LOG=$1; TO=$2; shift 2
cd /work/main/docs/reviews/corollary-E-review-2026-12-05
( ulimit -v 6000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  echo "# cmd: $* ($(date -u))"; nice -n 19 timeout $TO /work/main/.venv/bin/python "$@"; echo "# rc=$? ($(date -u))" ) > $LOG 2>&1
