#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 7000000
cd /work/main/docs/research/d4r3-2026-11-30
/usr/bin/time -v nice -n 10 python blocks.py 2 1000 10 store_s2.npz > blocks_s2.log 2>&1
/usr/bin/time -v nice -n 10 python ranks.py store_s2.npz full-only > ranks_s2.log 2>&1
