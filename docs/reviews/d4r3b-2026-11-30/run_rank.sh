#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 7000000
cd /work/main/docs/reviews/d4r3b-2026-11-30
while kill -0 $(cat eval.pid) 2>/dev/null; do sleep 5; done
/usr/bin/time -v nice -n 10 python rankq.py /tmp/d4r3b_s7a.npz /tmp/d4r3b_s7b.npz 0 44 > rank_s7_reps.log 2>&1
/usr/bin/time -v nice -n 10 python rankq.py /tmp/d4r3b_s7a.npz /tmp/d4r3b_s7b.npz 44 58 > rank_s7_extras.log 2>&1
