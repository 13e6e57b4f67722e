#!/bin/bash
# sequential queue (one process at a time), from /work/main
cd /work/main
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main
R="nice -n 19 .venv/bin/python docs/research/thin-B-boxes-2026-12-04"
F=docs/research/thin-B-boxes-2026-12-04
for n in 5 6 7 8 9 10 11 12; do $R/base_B_swap.py $n; done > $F/base_B_swap.log 2>&1
$R/loc2.py 6 4,5 3,5 2,5 3,4 > $F/loc2_n6.log 2>&1
$R/loc2.py 7 6,6 6,5 5,6 6,4 4,6 6,3 3,6 6,2 2,6 5,5 5,4 4,5 5,3 3,5 4,4 > $F/loc2_n7.log 2>&1
$R/loc2.py 8 7,7 7,6 6,7 7,2 2,7 7,4 4,7 6,6 > $F/loc2_n8.log 2>&1
