#!/bin/bash
# every class at T = 8 and T = 10, seed 1 (and the T = 10 ones at seed 2), one core, 5 GB
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 5000000
D=docs/research/closures-port-2026-12-01
for seed in 1; do
for c in "8 19 1 0" "8 18 1 1" "8 17 2 1" "8 16 2 2" "8 16 3 1" "10 30 3 2" "10 30 4 1" "10 31 3 1" "10 31 2 2" "10 32 2 1" "10 33 1 1" "10 34 1 0"; do
  set -- $c
  nice -n 10 /usr/bin/time -v .venv/bin/python $D/run_class.py $1 $2 $3 $4 $seed > $D/class_T$1_$2_$3_$4_seed$seed.log 2>&1
done
done
