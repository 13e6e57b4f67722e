#!/bin/bash
cd /work/main/docs/reviews/upper-T12-2026-12-01
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 9500000
PY=/work/main/.venv/bin/python
while [ ! -s chain2_done ]; do sleep 5; done
/usr/bin/time -v nice -n 10 $PY jets.py 880001 1000000007 6 12 53,3,0 > jets_s6_530_second.log 2>&1
/usr/bin/time -v nice -n 10 $PY labcmp.py > labcmp_jets.log 2>&1
/usr/bin/time -v nice -n 10 $PY fat1.py 12 880001 1000000007 3 0 0 > item4_fat_30_k0_second.log 2>&1
/usr/bin/time -v nice -n 10 $PY labcmp.py span > labcmp_span.log 2>&1
echo done > chain3_done
