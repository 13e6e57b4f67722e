#!/bin/bash
# usage: run.sh LOG TIMEOUT script args...
cd /work/main
LOG=docs/research/thin-C-slices-2026-12-05/$1; shift; TO=$1; shift; S=docs/research/thin-C-slices-2026-12-05/$1; shift
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
echo "# $(date -u) cmd: $S $*" >> $LOG
timeout $TO nice -n 19 .venv/bin/python $S "$@" >> $LOG 2>&1
echo "# rc=$? $(date -u)" >> $LOG
