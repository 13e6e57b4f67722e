#!/bin/bash
# usage: run.sh LOGFILE TIMEOUT cmd...   (from this folder)
log=$1; to=$2; shift 2
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main
echo "# $(date -u +%FT%TZ) cmd: $* (timeout $to)" >> $log
nice -n 19 timeout $to /work/main/.venv/bin/python "$@" >> $log 2>&1
echo "# $(date -u +%FT%TZ) rc=$?" >> $log
