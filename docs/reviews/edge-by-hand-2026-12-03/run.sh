#!/bin/bash
# usage: ./run.sh LOG args...   (runs myphi.py-like script with limits, appends to LOG)
log=$1; shift
cd /work/main
ulimit -v 2000000
{ echo "### $(date -u +%FT%TZ) cmd: python $*"; PYTHONPATH=/work/main OMP_NUM_THREADS=1 nice -n 10 /usr/bin/time -f "elapsed %e s, maxrss %M KB" timeout 120 .venv/bin/python "$@"; } >> docs/reviews/edge-by-hand-2026-12-03/$log 2>&1
tail -n 8 docs/reviews/edge-by-hand-2026-12-03/$log
