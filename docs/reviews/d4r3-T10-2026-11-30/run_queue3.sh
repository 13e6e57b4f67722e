#!/bin/bash
# a-splitting check at T = 6 (seed 606): sum of the 66 block ranks (evalk + rankk) vs the direct rank of P with free
# cut states at the same weights (direct_t6.py)
cd /work/main/docs/reviews/d4r3-T10-2026-11-30
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 9500000
while kill -0 $(cat run_queue2.pid) 2>/dev/null; do sleep 10; done
PY=/work/main/.venv/bin/python
A=$(tail -1 alphas_t6.txt)
D=/tmp/d4r3T10rev/t6
nice -n 10 $PY evalk.py 6 606 100 32 16 $D "$A" > eval_t6.log 2>&1
nice -n 10 $PY rankk.py 6 100 32 $D "$A" > rank_t6.log 2>&1
echo "sum of all 66 block ranks: $(grep '^alpha' rank_t6.log | sed 's/.* rank \([0-9]*\) .*/\1/' | paste -sd+ | bc)" >> rank_t6.log
/usr/bin/time -v nice -n 10 $PY direct_t6.py 606 1000 1000 > direct_t6.log 2>&1
rm -rf $D
