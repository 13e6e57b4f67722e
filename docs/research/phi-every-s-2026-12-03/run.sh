#!/bin/bash
# usage: ./run.sh LOG cmd...   (one small job, nice 19, 3 GB, one thread)
LOG=$1; shift
cd /work/main/docs/research/phi-every-s-2026-12-03
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 3000000
echo "### $(date -u +%H:%M:%S) $*" >> $LOG
timeout 150 nice -n 19 /usr/bin/time -f "wall %e s, maxrss %M KB" /work/main/.venv/bin/python "$@" >> $LOG 2>&1
