#!/bin/bash
# one process at a time; helper-170
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
H=docs/research/thin-NEC-scoping-2026-12-05
PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python $H/decomp.py 4 10 6 2,2 2,1 3,1 1,1 > $H/decomp_n4.log 2>&1
PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python $H/decomp.py 5 15 6 1,1 2,1 3,1 4,1 2,2 3,2 > $H/decomp_n5.log 2>&1
PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python $H/decomp.py 6 14 6 1,1 2,1 3,3 5,1 > $H/decomp_n6.log 2>&1
echo done > $H/run_small.done
