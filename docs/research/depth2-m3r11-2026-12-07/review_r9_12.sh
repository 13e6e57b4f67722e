#!/bin/bash
# Session 70: the 2026-12-02 reviewer's own code (docs/reviews/depth2-m2r6-2026-12-02/rev_d2.py: End coefficient
# rows built from the recurrence, FLINT's nmod_mat rank, p = 40000003, seed 4242), run unchanged by the lead on the
# new R = 9..12 bases with no hand proof and a span of at most 6000: the End span at s0, the Start Jacobian at
# s1 - 1 and s1. One BLAS thread, niced (beside the (3, 12) run).
cd "$(dirname "$0")"
REV=../../reviews/depth2-m2r6-2026-12-02/rev_d2.py
for mr in "4 9 4 6" "5 9 3 4" "6 9 3 4" "4 10 4 6" "5 10 3 5" "6 10 3 4" "5 11 3 5" "6 11 3 4" "6 12 3 5"; do
  set -- $mr
  echo "== (M, R) = ($1, $2): s0 = $3, s1 = $4"
  OPENBLAS_NUM_THREADS=1 /work/main/.venv/bin/python $REV --M $1 --R $2 --s $3
  OPENBLAS_NUM_THREADS=1 /work/main/.venv/bin/python $REV --M $1 --R $2 --s $(($4 - 1)) $4 --start
done
