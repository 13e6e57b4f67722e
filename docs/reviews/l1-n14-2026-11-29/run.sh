#!/bin/bash
# usage: ./run.sh LOGNAME [ENV=..] python r14.py seed n d     -- one logged run, one core, nice 10, <= 10 GB virtual
cd /work/main/docs/reviews/l1-n14-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONDONTWRITEBYTECODE=1
ulimit -v 10000000
log=$1; shift
echo "# command: $* ; started $(date -u +%FT%TZ) on $(hostname); ulimit -v $(ulimit -v) kB; $(free -m | awk '/Mem/{print "free: avail " $7 " MB"}')" > $log
nice -n 10 /usr/bin/time -v env "$@" >> $log 2>&1
echo "# finished $(date -u +%FT%TZ) rc=$?" >> $log
