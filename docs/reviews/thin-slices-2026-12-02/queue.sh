#!/bin/bash
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
R=docs/reviews/thin-slices-2026-12-02
while kill -0 12072 2>/dev/null; do sleep 5; done
/usr/bin/time -v nice -n 10 .venv/bin/python $R/rev_deg.py 8 1 3:2,4:1,3:1 > $R/rev_deg_n8_seed1.log 2> $R/rev_deg_n8_seed1.err
/usr/bin/time -v nice -n 10 .venv/bin/python $R/rev_slices.py 8 2 0,1,7 --general > $R/rev_n8_seed2_general.log 2> $R/rev_n8_seed2_general.err
