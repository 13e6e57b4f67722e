#!/bin/bash
# usage: run_seed.sh SEED ALPHAS TAG   -- T = 10 blocks: evaluation (evalk.py) then ranks (rankk.py), then delete the store
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 6500000
cd /work/main/docs/reviews/d4r3-T10c-2026-11-30
PY=/work/main/.venv/bin/python
SEED=$1; A=$2; TAG=$3
D=/tmp/d4r3T10crev/s$SEED
/usr/bin/time -v nice -n 10 $PY evalk.py 10 $SEED 2820 2816 16 $D $A > eval_$TAG.log 2>&1 || exit 1
/usr/bin/time -v nice -n 10 $PY rankk.py 10 2820 2816 $D $A > rank_$TAG.log 2>&1
rm -rf $D
