#!/bin/bash
# Sequential queue of recomputations (one core). Results -> results.jsonl, progress -> run.log
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
cd "$(dirname "$0")"
run() { echo "=== $(date -u +%T) start: $*" >> run.log; timeout 900 python recompute.py "$@" >> results.jsonl 2>> run.log; echo "=== $(date -u +%T) end rc=$?: $*" >> run.log; }
run 3 2 3 10 8388 --random 20261128 --prime 33553417 --chunk 16
run 2 2 5 22 6435 --chunk 16
run 2 2 6 16 6732 --chunk 16
run 2 3 6 16 7452 --chunk 16
run 3 3 3 10 8388 --chunk 16
run 3 4 3 10 8388 --chunk 16
run 2 2 5 24 8645 --chunk 16
run 3 2 4 10 9856 --chunk 16
run 3 2 5 10 9856 --chunk 16
run 3 2 6 10 9856 --chunk 16
run 2 2 6 18 10692 --chunk 16
run 2 2 5 26 11375 --chunk 16
