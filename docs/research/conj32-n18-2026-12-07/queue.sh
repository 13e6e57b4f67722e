#!/bin/bash
# Session 69: (18, 3) and (18, 4), predicted in PREDICTION.md before the runs. One core, one BLAS thread.
cd "$(dirname "$0")"
RC=../conj32-n15-2026-12-06/run_case.py
for d in 3 4; do OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python $RC 18 $d > c32_n18_d$d.log 2>&1; done
