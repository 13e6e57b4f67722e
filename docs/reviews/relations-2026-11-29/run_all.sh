#!/bin/bash
# Reproduces every number of REPORT.md (one core, nice 19; each command < 2 min; about 7 min in all).
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONDONTWRITEBYTECODE=1
cd /work/main/docs/reviews/relations-2026-11-29
T='/usr/bin/time -f "wall %e s, maxrss %M KB"'
eval $T nice -n 19 python rev_lemma5.py            > log_lemma5.txt 2>&1
eval $T nice -n 19 python rev_psi.py 3 2 7         > log_R3_n2to7.txt 2>&1
eval $T nice -n 19 python rev_psi.py 3 8 8         > log_R3_n8to8.txt 2>&1
eval $T nice -n 19 python rev_psi.py 5 3 3         > log_R5_n3to3.txt 2>&1
eval $T nice -n 19 python rev_psi.py 5 4 4         > log_R5_n4to4.txt 2>&1
eval $T nice -n 19 python rev_psi.py 4 3 5         > log_R4_n3to5.txt 2>&1
JS=0,1 eval $T nice -n 19 python rev_psi.py 4 6 6  > log_R4_n6_j0_1.txt 2>&1
JS=2,3 eval $T nice -n 19 python rev_psi.py 4 6 6  > log_R4_n6_j2_3.txt 2>&1
eval $T nice -n 19 python rev_controls.py lab      > log_controls.txt 2>&1
