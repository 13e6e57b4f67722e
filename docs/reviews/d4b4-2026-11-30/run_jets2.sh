#!/bin/bash
cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 && ulimit -v 5000000
cd docs/reviews/d4b4-2026-11-30
for a in "10 34 1 special e1" "12 35 0 special e2" "13 36 0 generic e1" "14 37 1 generic e1"; do /usr/bin/time -f "wall %e s maxrss %M kB" timeout 300 nice -n 10 python jets.py $a; done
