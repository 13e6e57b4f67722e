#!/bin/bash
# second point for the four m >= 1 classes (after run_all.sh)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/reviews/k189-T10-2026-12-01
while pgrep -f "run_all.sh" > /dev/null; do sleep 5; done
for a in "3 1" "2 2" "2 1" "1 1"; do
  set -- $a
  nice -n 10 /usr/bin/time -v /work/main/.venv/bin/python rv.py 31337 1000000009 $1 $2 > rv_31337_p1e9_9_$1$2.log 2>&1
done
