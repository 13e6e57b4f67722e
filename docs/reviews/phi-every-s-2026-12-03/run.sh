#!/bin/bash
# usage: ./run.sh LOG python-args...   (one thread, nice 19, 3 GB, 150 s)
LOG=$1; shift
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 3000000
{ echo "### $(date -u +%H:%M:%S) $*"; /usr/bin/time -f "[time %e s, maxrss %M KB]" nice -n 19 timeout 150 /work/main/.venv/bin/python "$@"; } >> "$LOG" 2>&1
tail -n 30 "$LOG"
