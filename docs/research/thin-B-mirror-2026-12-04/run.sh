#!/bin/bash
# usage: run.sh LOGFILE TIMEOUT cmd...   (from this folder)
log=$1; to=$2; shift 2
ulimit -v ${VMEM:-3000000}   # lead, session 52: VMEM (KiB) overrides the 3 GB default
export OMP_NUM_THREADS=${THREADS:-1} OPENBLAS_NUM_THREADS=${THREADS:-1} FLINT_NUM_THREADS=1 PYTHONPATH=/work/main  # lead, session 63: THREADS (BLAS) overrides 1
echo "# $(date -u +%FT%TZ) cmd: $* (timeout $to)" >> $log
nice -n 19 timeout $to /work/main/.venv/bin/python "$@" >> $log 2>&1
rc=$?   # lead, session 52: before, $? was read after $(date) and was always 0
echo "# $(date -u +%FT%TZ) rc=$rc" >> $log
