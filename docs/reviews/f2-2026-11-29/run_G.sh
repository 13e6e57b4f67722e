#!/bin/sh
# reviewer's G(n, d) runs; each under /usr/bin/time -v
. /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/reviews/f2-2026-11-29
for a in "7 4 2 3" "7 8 3 4" "11 8 3" "7 9 3 4"; do
  echo "== command: nice -n 10 python rv_G.py $a"
  /usr/bin/time -v nice -n 10 python rv_G.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
