#!/bin/bash
cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 && ulimit -v 5000000
cd docs/reviews/d4b4-2026-11-30
while kill -0 $(cat jets2.pid) 2>/dev/null; do sleep 5; done
for n in 6 7; do /usr/bin/time -f "wall %e s maxrss %M kB" timeout 300 nice -n 10 python blocks.py $n 12 H4=I; done
