#!/bin/bash
# usage: run.sh LOG args...   (one core, nice 15, 3 GB virtual memory)
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 3000000
log=docs/research/edge-split-2026-12-03/$1; shift
echo "# $(date -u +%FT%TZ) split.py $*" >> $log
nice -n 15 /usr/bin/time -v .venv/bin/python docs/research/edge-split-2026-12-03/split.py "$@" >> $log 2> >(grep -E "Elapsed|Maximum resident" >> $log)
