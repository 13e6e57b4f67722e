#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 7000000
cd /work/main/docs/reviews/d4r3b-2026-11-30
/usr/bin/time -v nice -n 10 python evalq.py 7 960 12 /tmp/d4r3b_s7a.npz 0 480 > eval_s7a.log 2>&1
/usr/bin/time -v nice -n 10 python evalq.py 7 960 12 /tmp/d4r3b_s7b.npz 480 960 > eval_s7b.log 2>&1
