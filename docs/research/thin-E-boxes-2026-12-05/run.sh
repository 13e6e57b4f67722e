#!/bin/bash
# usage: run.sh LOG TIMEOUT script args...   (one process at a time; nice 19; 4 GB; 1 thread)
cd /work/main
D=docs/research/thin-E-boxes-2026-12-05
LOG=$D/$1; shift; TO=$1; shift; S=$D/$1; shift
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
echo "# $(date -u) cmd: $S $*" >> $LOG
timeout $TO nice -n 19 .venv/bin/python $S "$@" >> $LOG 2>&1
echo "# rc=$? $(date -u)" >> $LOG
