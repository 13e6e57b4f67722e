#!/bin/sh
# larger G(n, d) runs with the lab's BLAS rank (RV_RANK=blas); first a cross-check of the rank routine at n = 8
. /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 RV_RANK=blas PYTHONPATH=/work/main
cd /work/main/docs/reviews/f2-2026-11-29
for a in "7 8 3 4" "7 10 4 5"; do
  echo "== command: RV_RANK=blas nice -n 10 python rv_G.py $a"
  /usr/bin/time -v nice -n 10 python rv_G.py $a 2>&1 | egrep "p=|Elapsed|Maximum res|Traceback|Error"
done
