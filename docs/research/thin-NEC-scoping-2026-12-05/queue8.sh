#!/bin/bash
# helper-170: after queue7.sh; one process at a time, each run its own timeout 600
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while [ ! -f $H/queue7.done ]; do sleep 5; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
run $H/upper.py 8 6 8 2,2 6,2 5,1 4,3 2,1 3,1 4,1 6,1 3,2 4,2 5,2 > $H/upper_n8c.log 2>&1
run $H/upper.py 7 6 8 3,1 4,1 5,1 3,2 4,2 > $H/upper_n7c.log 2>&1
for ab in 6,1 4,2 5,2 3,2 4,1 3,1 2,1; do run $H/lcheck.py 8 11 6 $ab; done >> $H/lcheck_n8.log 2>&1
echo done > $H/queue8.done
