#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
while pgrep -f "run_checks.sh|run_more.sh|run_more2.sh" > /dev/null; do sleep 10; done
PY="nice -n 10 /work/main/.venv/bin/python"
K189_S=5 RANKS=1 /usr/bin/time -v $PY e2e10.py 43 400 3 2 > e2e10_s5_43_32_ranks.log 2>&1
echo done
