#!/bin/bash
# helper-170: seed 2 (a second point of the same kind) and two mirror boxes (a < b); one process at a time
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
for ab in 1,1 2,1 3,1 4,1 5,1 2,2 3,2 4,2 3,3; do SEED=2 run $H/lcheck.py 6 11 6 $ab; done >> $H/lcheck_seed2_n6.log 2>&1
for ab in 1,3 2,4; do run $H/lcheck.py 6 11 6 $ab; done >> $H/lcheck_mirror_n6.log 2>&1
SEED=2 run $H/lcheck.py 8 11 6 4,4 >> $H/lcheck_seed2_n8.log 2>&1
echo done > $H/queue10.done
