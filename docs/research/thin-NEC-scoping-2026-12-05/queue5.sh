#!/bin/bash
# helper-170: after queue4.sh; one process at a time
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while [ ! -f $H/queue4.done ]; do sleep 5; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
run $H/upper.py 8 6 8 4,4 7,1 > $H/upper_n8.log 2>&1
run $H/upper.py 6 6 8 3,3 1,1 > $H/upper_n6.log 2>&1
run $H/upper.py 7 6 8 3,3 6,1 > $H/upper_n7.log 2>&1
echo done > $H/queue5.done
