#!/bin/bash
# Reproduces every number in NOTES.md (one core; the n = 8 rank needs ~4 GB and ~32 min, the R = 4 base ~5 GB).
set -e
cd "$(dirname "$0")"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
PY=/work/main/.venv/bin/python
# §1 dominance (Jacobian ranks)
for R in 3 4 5; do for n in 2 3 4 5 6; do $PY dominance.py $R $((R-1)) $n 1 thesis; done; done
for R in 6 7 8; do for n in 3 4; do $PY dominance.py $R $((R-1)) $n 1 thesis; done; done
for s in 2 3; do for n in 5 6; do $PY dominance.py 3 2 $n $s free; done; done
# validation against the lab (generic weights): 2385, 7146
$PY fk_rank.py 3 2 5 2500 1 top0
$PY fk_rank.py 3 2 5 7300 2 free
# §3 base at R = 3 (family H3 = I): 2382 x 3, 7146; condition (b)
for m in top0 top1 top2; do H3I=1 $PY fk_rank.py 3 2 5 2500 2 $m; done
H3I=1 $PY fk_rank.py 3 2 5 7300 2 free
for s in 1 2 4 11; do $PY check_base.py $s 5; done; $PY check_base.py 11 8
# §4 L1 certificates: 6234 (n = 6), 29427 (n = 8)
H3I=1 $PY fk_rank.py 3 2 6 6300 4 top0
H3I=1 $PY fk_rank.py 3 2 8 29500 11 top0
# §4b R = 4: (b), L1_4(4) = 8470, base rank P_4 = 33880
for s in 6 7; do $PY check_base_R.py 4 $s 4; done
H3I=1 $PY fk_rank.py 4 3 4 8550 6 top0
H3I=1 $PY fk_rank.py 4 3 4 33950 6 free
# sanity checks of Lemma D and L1(7); exploration
H3I=1 $PY fk_rank.py 3 2 5 4800 3 sub2
H3I=1 $PY fk_rank.py 3 2 6 12500 12 sub2
H3I=1 $PY fk_rank.py 3 2 6 18750 14 free
H3I=1 $PY fk_rank.py 3 2 7 14300 13 top0
$PY theta_pool.py 5 2500 21 20 50 100 140 148 149 150 160 200 616
$PY theta_pool.py 6 6300 22 100 280 284 290 320
# exploratory special points (§5b)
H3I=1 H2I=1 $PY fk_rank.py 3 2 5 2500 2 top0
H3I=1 H2I=1 H1I=1 $PY fk_rank.py 3 2 5 2500 2 top0
H3I=1 H1I=1 $PY fk_rank.py 3 2 5 2500 2 top0
