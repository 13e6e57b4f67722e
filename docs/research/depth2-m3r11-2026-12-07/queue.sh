#!/bin/bash
# Session 70: Proposition 59's bases at (3, 11), then (3, 12); two BLAS threads, nothing else large running.
cd "$(dirname "$0")"
for R in 11 12; do OPENBLAS_NUM_THREADS=2 /usr/bin/time -v /work/main/.venv/bin/python base_3.py $R > base_3_$R.log 2>&1; done
