#!/bin/bash
# usage: ./run.sh LOG TIMEOUT script.py args... (from /work/main: one process, nice -n 19, ulimit -v 3 GB, 1 thread; env SWAP passes through)
LOG=$1; TO=$2; shift 2
cd /work/main
echo "### $(date -u +%FT%TZ) $*" >> docs/reviews/helper167-review-2026-12-05/$LOG
( ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  nice -n 19 timeout $TO /work/main/.venv/bin/python docs/reviews/helper167-review-2026-12-05/"$@" ) >> docs/reviews/helper167-review-2026-12-05/$LOG 2>&1
echo "### exit $? $(date -u +%FT%TZ)" >> docs/reviews/helper167-review-2026-12-05/$LOG
