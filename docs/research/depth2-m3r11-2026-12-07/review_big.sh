#!/bin/bash
# Session 70: the 2026-12-02 reviewer's rev_d2.py, run unchanged by the lead, at (4, 11) and (3, 9) (spans 8701 and
# 9315), beside the (18, 5) run. One BLAS thread.
cd "$(dirname "$0")"
REV=../../reviews/depth2-m2r6-2026-12-02/rev_d2.py
for mr in "4 11 4 7" "3 9 5 8"; do
  set -- $mr
  echo "== (M, R) = ($1, $2): s0 = $3, s1 = $4"
  OPENBLAS_NUM_THREADS=1 /work/main/.venv/bin/python $REV --M $1 --R $2 --s $3
  OPENBLAS_NUM_THREADS=1 /work/main/.venv/bin/python $REV --M $1 --R $2 --s $(($4 - 1)) $4 --start
done
