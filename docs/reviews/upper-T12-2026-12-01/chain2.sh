#!/bin/bash
# sequential chain, one core: Lemma V closures at s = 6 (priority classes), then the edges' Y + J_0 ranks
cd /work/main/docs/reviews/upper-T12-2026-12-01
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 9500000
PY=/work/main/.venv/bin/python
while [ ! -s chain1_done ]; do sleep 5; done
/usr/bin/time -v nice -n 10 $PY rvall.py 777005 2147483497 6 1,1,5584 2,1,6172 3,1,6565 > rvall_s6_a.log 2>&1
for j in 2 3 4 5 6; do
  /usr/bin/time -v nice -n 10 $PY fat1.py 12 777001 2147483497 $j 0 0 > item4_fat_${j}0_k0.log 2>&1
done
/usr/bin/time -v nice -n 10 $PY rvall.py 777005 2147483497 6 2,2,6610 4,1,6784 3,2,6859 5,1,6871 4,2,6964 3,3,6994 > rvall_s6_b.log 2>&1
echo done > chain2_done
