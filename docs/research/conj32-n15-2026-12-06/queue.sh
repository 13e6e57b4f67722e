#!/bin/bash
# Conjecture 32 at n = 15, 16, one case after another, one BLAS thread (the other core runs other work).
cd "$(dirname "$0")"
for nd in "$@"; do
  set -- $nd
  OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python run_case.py $1 $2 > c32_n$1_d$2.log 2>&1
done
