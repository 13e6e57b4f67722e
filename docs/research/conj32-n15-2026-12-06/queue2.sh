#!/bin/bash
# Conjecture 32 at n = 15, 16 after (15, 3) fell short: one case after another, one BLAS thread.
cd "$(dirname "$0")"
while pgrep -f "run_case.py 15 4" > /dev/null; do sleep 5; done
for nd in "$@"; do
  set -- $nd
  OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python run_case.py $@ > c32_n$1_d$2${3:+_s$3}${4:+_$4}.log 2>&1
done
