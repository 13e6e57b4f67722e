#!/bin/bash
# fourth sequential queue (one core), waits for run_queue3.sh; started by the reviewer
cd /work/main; source .venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
cd docs/reviews/d4r3-2026-11-30
while kill -0 $(cat run_queue3.pid) 2>/dev/null; do sleep 5; done
/usr/bin/time -f '%e s %M KB' nice -n 10 python brute.py 4 12 all 2400 --js=1,4,10,16 > brute_n4_s12_all.log 2>&1
