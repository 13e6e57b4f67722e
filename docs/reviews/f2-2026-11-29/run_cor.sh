#!/bin/sh
. /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/reviews/f2-2026-11-29
for a in "7 3 2 3 4 5 6 7 8 9 10" "7 4 3 4 5 6 7 8 9"; do
  echo "== command: nice -n 10 python rv_cor.py $a"
  /usr/bin/time -v nice -n 10 python rv_cor.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
for a in "7 3 3 gen 3 4 5 6 7" "7 3 3 ctrl 3 4 5 6 7" "7 3 4 gen 4 5 6 7 8" "7 4 3 gen 3 4 5 6 7" "7 4 3 ctrl 5 6 7"; do
  echo "== command: nice -n 10 python rv_mp.py $a"
  /usr/bin/time -v nice -n 10 python rv_mp.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
for a in "7 2 1 2 3 4 5" "7 3 2 3 4 5 6 7" "7 4 2 3 4 8 9"; do
  echo "== command: nice -n 10 python rv_X.py $a"
  /usr/bin/time -v nice -n 10 python rv_X.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
