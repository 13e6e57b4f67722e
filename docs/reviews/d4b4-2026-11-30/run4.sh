#!/bin/bash
cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 && ulimit -v 5000000
cd docs/reviews/d4b4-2026-11-30
for a in "5 41 0 special_bad e1" "7 41 0 special_bad e1" "15 38 0 generic e1" "16 39 1 generic e1"; do /usr/bin/time -f "wall %e s maxrss %M kB" timeout 295 nice -n 10 python jets.py $a; done
