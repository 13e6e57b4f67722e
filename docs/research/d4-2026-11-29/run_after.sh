#!/bin/bash
cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
D=docs/research/d4-2026-11-29
while kill -0 $(cat $D/run_r3.pid) 2>/dev/null; do sleep 3; done
/usr/bin/time -f "%e s %M KB" nice -n 10 python $D/d4.py jac 41 > $D/jac41.log 2>&1
for n in 4 5; do for k in 0 1; do /usr/bin/time -f "%e s %M KB" nice -n 10 python $D/pieces.py $n 1 $k > $D/pieces_n${n}_k${k}.log 2>&1; done; done
