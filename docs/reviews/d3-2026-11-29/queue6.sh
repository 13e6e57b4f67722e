#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
while kill -0 $(cat queue5.pid) 2>/dev/null; do sleep 5; done
for R in 3 4 5 6; do nice -n 10 python steps_rv.py $R 2 0,1 3; done
for R in 2 3 4 5 6; do for m in 1 2 3 5; do SPECIAL=1 nice -n 10 python steps_rv.py $R $m 0,1 4 | grep -v "^SPECIAL"; done; done
echo QUEUE6 DONE
