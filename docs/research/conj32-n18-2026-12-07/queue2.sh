#!/bin/bash
# Session 70: (18, 5), then (19, 3) if there is time, predicted in PREDICTION2.md before the runs. One BLAS thread.
cd "$(dirname "$0")"
RC=../conj32-n15-2026-12-06/run_case.py
for nd in "18 5" "19 3"; do set -- $nd; OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python $RC $1 $2 > c32_n$1_d$2.log 2>&1; done
