#!/bin/bash
# pipeline validation at T = 8 against the reviewed ranks of d4r3b / Prop. 38 (1473, 2205, 2790, 2826, 2844)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 9500000
cd /work/main/docs/reviews/d4r3-T10-2026-11-30
PY=/work/main/.venv/bin/python
A="0,1,19/1,1,18/2,3,15/3,3,14/4,8,8/19,1,0"
/usr/bin/time -v nice -n 10 $PY evalk.py 8 31 990 960 16 /tmp/d4r3T10rev/t8 $A > eval_t8check.log 2>&1
/usr/bin/time -v nice -n 10 $PY rankk.py 8 990 960 /tmp/d4r3T10rev/t8 $A > rank_t8check.log 2>&1
rm -rf /tmp/d4r3T10rev/t8
