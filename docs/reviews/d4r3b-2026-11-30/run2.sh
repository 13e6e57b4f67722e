#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 7000000
cd /work/main/docs/reviews/d4r3b-2026-11-30
/usr/bin/time -v nice -n 10 timeout 450 python yj.py 5 12,5,3 14,4,2 15,4,1 9,9,2 10,9,1 7,10,3 > yj_s5.log 2>&1
/usr/bin/time -v nice -n 10 python evalq.py 8 960 12 /tmp/d4r3b_s8a.npz 0 480 > eval_s8a.log 2>&1
/usr/bin/time -v nice -n 10 python evalq.py 8 960 12 /tmp/d4r3b_s8b.npz 480 960 > eval_s8b.log 2>&1
/usr/bin/time -v nice -n 10 python rankq.py /tmp/d4r3b_s8a.npz /tmp/d4r3b_s8b.npz 0 44 > rank_s8_reps.log 2>&1
rm -f /tmp/d4r3b_s8a.npz /tmp/d4r3b_s8b.npz
