#!/bin/bash
# usage: run1.sh LOG script args...   (nice 19, 1 thread, 3 GB, timeout 900)
cd /work/main/docs/reviews/ebox-lead-review-2026-12-06
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 3000000
log=$1; shift
echo "# $(date -u +%FT%TZ) cmd: $* (nice 19, ulimit -v 3000000, timeout 900, git $(git -C /work/main rev-parse --short HEAD))" > $log
nice -n 19 timeout 900 /work/main/.venv/bin/python "$@" >> $log 2>&1
echo "# $(date -u +%FT%TZ) rc=$?" >> $log
