#!/bin/bash
# sequential chain, one core: validation of rvall.py at s = 5, local jets at s = 6, kernel counts at s = 6
cd /work/main/docs/reviews/upper-T12-2026-12-01
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 9500000
PY=/work/main/.venv/bin/python
while [ ! -s item1_done ]; do sleep 5; done
/usr/bin/time -v nice -n 10 $PY rvall.py 4711 2147483497 5 1,1,2250 3,2,2796 > rvall_s5_validation.log 2>&1
/usr/bin/time -v nice -n 10 $PY jets.py 777002 2147483497 6 12 54,1,1 53,2,1 52,3,1 52,2,2 51,4,1 51,3,2 50,5,1 50,4,2 50,3,3 55,1,0 54,2,0 53,3,0 52,4,0 51,5,0 50,6,0 > jets_s6.log 2>&1
/usr/bin/time -v nice -n 10 $PY lemma2.py 777003 2147483497 6 > lemma2_s6.log 2>&1
/usr/bin/time -v nice -n 10 $PY kg.py 777004 2147483497 6 > kg_s6.log 2>&1
/usr/bin/time -v nice -n 10 $PY kg.py 777004 2147483497 4 > kg_s4.log 2>&1
echo done > chain1_done
