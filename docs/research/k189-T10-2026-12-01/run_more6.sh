#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
while pgrep -f "run_more5.sh" > /dev/null; do sleep 10; done
PY="nice -n 10 /work/main/.venv/bin/python"
K189_S=4 $PY explore_k45.py 41 100 1 0 > explore_k45_s4_41.log 2>&1
K189_S=5 /usr/bin/time -v $PY explore_k45.py 43 400 1 0 > explore_k45_s5_43.log 2>&1
echo done
