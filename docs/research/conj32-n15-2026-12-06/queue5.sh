#!/bin/bash
# The remaining predictions, after the Proposition 74 commit: (15, 5) and (16, 3) side by side, then (15, 6); one
# BLAS thread each.
cd "$(dirname "$0")"
run() { OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python run_case.py $1 $2 > c32_n$1_d$2.log 2>&1; }
run 15 5 & run 16 3 & wait
run 15 6
