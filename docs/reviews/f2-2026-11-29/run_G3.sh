#!/bin/sh
# n = 11 (the helper's prediction): separate jobs, each < 10 min
. /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 RV_RANK=blas PYTHONPATH=/work/main
cd /work/main/docs/reviews/f2-2026-11-29
for a in "7 11 4" "7 11 5"; do
  echo "== command: RV_RANK=blas nice -n 10 timeout 590 python rv_G.py $a"
  /usr/bin/time -v nice -n 10 timeout 590 python rv_G.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error|Exit status"
done
