#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
while pgrep -f "run_checks.sh|run_more.sh" > /dev/null; do sleep 10; done
PY="nice -n 10 /work/main/.venv/bin/python"
(K189_S=4 $PY spancheck2.py 41; K189_S=5 $PY spancheck2.py 41; K189_S=5 $PY spancheck2.py 43) > spancheck2.log 2>&1
# a second prime (k189's p = 10^9 + 7, seed 7) for the two classes on reviewed inputs and one m = 2 class
for a in "3 2" "4 1"; do set -- $a; K189_P=1000000007 K189_S=5 $PY omega10.py 7 $1 $2 > omega10_s5_p1e9_7_$1$2.log 2>&1; done
K189_P=1000000007 K189_S=5 $PY omegagen_run.py 7 2 1 > omegagen_s5_p1e9_7_21.log 2>&1
echo done
