#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
run() { /usr/bin/time -f "   [wall=%e s maxrss=%M KB] args: $*" nice -n 10 python steps_rv.py "$@"; }
for m in 3 4; do run 3 $m all 1; done
for m in 3 4 5 6; do run 4 $m all 1; done
for m in 3 4 5; do run 5 $m all 1; done
for m in 6 7 8; do run 5 $m 0,1 1; done
for m in 3 4 5 6 7; do run 6 $m 0,1,2 1; done
for m in 8 9 10; do run 6 $m 0,1 1; done
echo QUEUE DONE
