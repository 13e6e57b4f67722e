#!/bin/bash
cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
D=docs/research/d4-2026-11-29
nice -n 10 python $D/d4.py jac > $D/jac.log 2>&1
for job in "family 6" "generic 6" "family 7" "family 8" "generic 7"; do
  /usr/bin/time -f "%e s %M KB" nice -n 10 python $D/d4.py $job 1
done
