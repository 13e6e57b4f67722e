#!/bin/bash
# Session 68: G(17, 8) on one core; on the other, the n = 16 predictions not run in session 67, then (17, 3), (17, 4).
# One BLAS thread each.
cd "$(dirname "$0")"
RC=../conj32-n15-2026-12-06/run_case.py
run() { OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python $RC $1 $2 > $3/c32_n$1_d$2.log 2>&1; }
run 17 8 . &
(run 16 5 ../conj32-n15-2026-12-06; run 16 6 ../conj32-n15-2026-12-06; run 16 7 ../conj32-n15-2026-12-06; run 17 3 .; run 17 4 .) &
wait
