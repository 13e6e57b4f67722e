#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
while kill -0 $(cat queue_steps.pid) 2>/dev/null; do sleep 5; done
for R in 4 5 6; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] base_split_rv.py $R 1" nice -n 10 python base_split_rv.py $R 1; done
for a in "2 1 4" "2 1 5" "2 1 6" "3 1 4"; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] direct.py base $a" nice -n 10 python direct.py base $a; done
echo QUEUE2 DONE
