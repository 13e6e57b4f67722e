#!/bin/bash
# Session 70: (19, 3), predicted in PREDICTION2.md before the run (a389899). One BLAS thread, nothing else running.
cd "$(dirname "$0")"
OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python ../conj32-n15-2026-12-06/run_case.py 19 3 > c32_n19_d3.log 2>&1
