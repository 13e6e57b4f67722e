#!/bin/bash
# helper-170: one process at a time, each box its own timeout 600
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
H=docs/research/thin-NEC-scoping-2026-12-05
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
for ab in 3,1 4,1 2,2 3,2; do run $H/decomp.py 5 12 6 $ab; done >> $H/decomp_n5.log 2>&1
run $H/upper.py 4 6 9 2,2 2,1 3,1 1,1 > $H/upper_n4.log 2>&1
run $H/upper.py 5 6 11 1,1 2,1 3,1 4,1 2,2 3,2 > $H/upper_n5.log 2>&1
for ab in 1,1 2,1 3,3 5,1 2,2 4,2; do run $H/decomp.py 6 12 6 $ab; done >> $H/decomp_n6.log 2>&1
run $H/upper.py 6 6 12 1,1 2,1 3,3 5,1 2,2 4,2 > $H/upper_n6.log 2>&1
echo done > $H/queue.done
