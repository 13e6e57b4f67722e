#!/bin/bash
# helper-170: after queue8.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while [ ! -f $H/queue8.done ]; do sleep 5; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python $H/upper.py 5 6 9 3,2 > $H/upper_n5b.log 2>&1
echo done > $H/queue9.done
