#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
while pgrep -f "run_more6.sh" > /dev/null; do sleep 10; done
PY="nice -n 10 /work/main/.venv/bin/python"
K189_S=5 $PY explore_k45.py 41 400 1 0 > explore_k45_s5_41.log 2>&1
K189_S=5 $PY explore_edge.py 43 > explore_edge_s5_43.log 2>&1
echo done
