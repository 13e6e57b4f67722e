#!/bin/sh
# Proposition P (sub-family W^(H,2) = I): dims of the sources and Theta ranks there
. /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 RV_SUBH2=1
cd /work/main/docs/reviews/f2-2026-11-29
for a in "7 3 3 4 5 6 7" "13 4 3 4 5 6 9" "7 5 4 5 6"; do
  echo "== command: RV_SUBH2=1 nice -n 10 python rv_cor.py $a"
  /usr/bin/time -v nice -n 10 python rv_cor.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
