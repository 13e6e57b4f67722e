#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 7000000
cd /work/main/docs/reviews/d4r3b-2026-11-30
while kill -0 $(cat run2.pid) 2>/dev/null; do sleep 5; done
/usr/bin/time -v nice -n 10 timeout 400 python yj.py 5 14,3,3 15,3,2 16,2,2 16,3,1 17,2,1 18,1,1 > yj2_s5.log 2>&1
