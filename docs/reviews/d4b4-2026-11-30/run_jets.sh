#!/bin/bash
cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 && ulimit -v 5000000
cd docs/reviews/d4b4-2026-11-30
while kill -0 $(cat blocks.pid) 2>/dev/null; do sleep 5; done
for n in 4 5 6 7 8 9 10; do timeout 300 nice -n 10 python jets.py $n 31 0 generic e1; done
for n in 4 5 6 7 8; do timeout 300 nice -n 10 python jets.py $n 32 0 special e1; done
for n in 5 7; do timeout 300 nice -n 10 python jets.py $n 33 1 generic e2; done
for n in 11 12; do timeout 300 nice -n 10 python jets.py $n 31 1 generic e1; done
