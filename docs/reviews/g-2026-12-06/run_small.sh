#!/bin/sh
# validation at small n (subset columns, own rank); each under /usr/bin/time -v
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/reviews/g-2026-12-06
for a in "7 4 2 3" "7 8 3 4" "11 8 3" "7 9 3 4" "7 10 4 5" "7 11 4 5"; do
  echo "== command: nice -n 10 python rv_G_lean.py $a"
  /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python rv_G_lean.py $a 2>&1 | egrep "p=|built|Elapsed|Maximum res|Traceback|Error|Exit status"
done
