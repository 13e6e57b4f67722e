#!/bin/bash
# Session 70: (18, 5), predicted in PREDICTION2.md before the run (a first start at 05:37 was stopped after 5 min:
# it slowed the two-thread (3, 12) run tenfold; (19, 3) ran afterwards, queue3.sh). One BLAS thread.
cd "$(dirname "$0")"
RC=../conj32-n15-2026-12-06/run_case.py
OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python $RC 18 5 > c32_n18_d5.log 2>&1
