#!/bin/bash
cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
D=docs/research/d4-2026-11-29
# wait for run_mid to finish (one core)
while kill -0 $(cat $D/run_mid.pid) 2>/dev/null; do sleep 5; done
/usr/bin/time -f "%e s %M KB" nice -n 10 python $D/d4_chunked.py family 6 1   # consistency with d4.py
for n in 9 10 11; do /usr/bin/time -f "%e s %M KB" nice -n 10 python $D/d4_chunked.py family $n 1; done
