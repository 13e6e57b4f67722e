#!/bin/bash
# helper-170: starts after queue.sh; one process at a time, each run its own timeout 600
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while [ ! -f $H/queue.done ]; do sleep 10; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
for ab in 3,2 4,1; do run $H/lcheck.py 6 11 6 $ab; done >> $H/lcheck_n6.log 2>&1
for ab in 1,1 3,3 6,1 2,2 4,3; do run $H/lcheck.py 7 12 6 $ab; done >> $H/lcheck_n7.log 2>&1
for ab in 4,4 1,1 7,1 3,2; do run $H/lcheck.py 8 13 6 $ab; done >> $H/lcheck_n8.log 2>&1
run $H/eprofile.py 4 10 2 1 >> $H/eprofile_n4.log 2>&1
echo done > $H/queue2.done
