#!/bin/bash
cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
D=docs/research/d4-2026-11-29
while kill -0 32098 2>/dev/null; do sleep 3; done
/usr/bin/time -f "%e s %M KB" nice -n 10 timeout 900 python $D/r3_newbound.py 5 1 0 --flat
