#!/bin/bash
cd /work/main/docs/reviews/lower-n8-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
run() { echo "== $(date -u +%T) python rank_small.py $*"; /usr/bin/time -f "   wall %e s maxrss %M KB" nice -n 10 python rank_small.py "$@"; }
run 5 generic top0 2450 7 8 16777213
run 5 H3I top0 2450 7 8 16777213
run 5 H3I top1 2450 7 8 16777213
run 5 H3I top2 2450 7 8 16777213
run 5 H3I top0 2450 21 22 11863279
run 5 H3I free 7300 7 9 16777213
run 6 H3I top0 6300 7 10 16777213
echo "== done $(date -u +%T)"
