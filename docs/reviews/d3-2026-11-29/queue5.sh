#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
for R in 5 6; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] base_split_rv.py $R 2" nice -n 10 python base_split_rv.py $R 2; done
for m in 3 4 5 6 7; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] steps_rv.py 6 $m 1,3,5 2" nice -n 10 python steps_rv.py 6 $m 1,3,5 2; done
for m in 8 9; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] steps_rv.py 6 $m 2,4 2" nice -n 10 python steps_rv.py 6 $m 2,4 2; done
echo QUEUE5 DONE
