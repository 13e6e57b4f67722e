#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
while kill -0 $(cat queue3.pid) 2>/dev/null; do sleep 5; done
for R in 2 3 4; do DEGEN=1 nice -n 10 python direct.py base $R 1; DEGEN=1 nice -n 10 python base_split_rv.py $R 1; done
echo QUEUE4 DONE
