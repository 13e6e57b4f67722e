#!/bin/bash
# reviewer's runs, sequential, one core
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/reviews/k189-T10-2026-12-01
for a in "4 1" "3 1" "2 2" "2 1" "1 1"; do
  set -- $a
  nice -n 10 /usr/bin/time -v /work/main/.venv/bin/python rv.py 9090 2147483647 $1 $2 > rv_9090_$1$2.log 2>&1
done
for a in "3 2" "4 1"; do
  set -- $a
  nice -n 10 /usr/bin/time -v /work/main/.venv/bin/python rv.py 31337 1000000009 $1 $2 > rv_31337_p1e9_9_$1$2.log 2>&1
done
