#!/bin/bash
# usage: ./run.sh LOG TIMEOUT args... (runs step.py from /work/main, one process, nice, 3 GB, 1 thread)
LOG=$1; TO=$2; shift 2
cd /work/main
echo "### $(date -u +%FT%TZ) step.py $*" >> docs/reviews/helper164-review-2026-12-04/$LOG
( ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  nice -n 19 timeout $TO /work/main/.venv/bin/python docs/reviews/helper164-review-2026-12-04/step.py "$@" ) >> docs/reviews/helper164-review-2026-12-04/$LOG 2>&1
echo "### exit $? $(date -u +%FT%TZ)" >> docs/reviews/helper164-review-2026-12-04/$LOG
