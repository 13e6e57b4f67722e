#!/bin/bash
# the slow tests (one core, 5 GB), then the T = 10 classes at a second point (seed 2)
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 5000000
D=docs/research/closures-port-2026-12-01
nice -n 10 /usr/bin/time -v .venv/bin/python -m pytest tests/proofs/general/depth4/test_closures.py -n 0 -m slow --durations=0 > $D/pytest_slow.log 2>&1
for c in "10 30 3 2" "10 30 4 1" "10 31 3 1" "10 31 2 2" "10 32 2 1" "10 33 1 1" "10 34 1 0"; do
  set -- $c
  nice -n 10 /usr/bin/time -v .venv/bin/python $D/run_class.py $1 $2 $3 $4 2 > $D/class_T$1_$2_$3_$4_seed2.log 2>&1
done
