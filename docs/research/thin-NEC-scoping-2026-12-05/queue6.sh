#!/bin/bash
# helper-170: after queue5.sh; one process at a time, each run its own timeout 600
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while [ ! -f $H/queue5.done ]; do sleep 5; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
for ab in 2,1 3,1 4,1 5,1 2,2 3,2 4,2; do run $H/lcheck.py 6 11 6 $ab; done >> $H/lcheck_n6.log 2>&1
for ab in 2,2 4,3 5,2 2,1; do run $H/lcheck.py 7 11 6 $ab; done >> $H/lcheck_n7.log 2>&1
run $H/lcheck.py 8 11 6 3,3 >> $H/lcheck_n8.log 2>&1
run $H/lcheck.py 8 11 6 5,3 >> $H/lcheck_n8.log 2>&1
run $H/lcheck.py 7 12 6 1,1 >> $H/lcheck_n7.log 2>&1
run $H/lcheck.py 8 12 6 1,1 >> $H/lcheck_n8.log 2>&1
echo done > $H/queue6.done
