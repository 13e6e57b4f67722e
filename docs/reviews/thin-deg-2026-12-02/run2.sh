#!/bin/bash
# The tail of the second batch, in parallel (the first process runs the list from its head).
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
R=docs/reviews/thin-deg-2026-12-02
/usr/bin/time -v nice -n 10 .venv/bin/python docs/reviews/thin-slices-2026-12-02/rev_deg.py 8 1 3:3,4:2,4:3,4:4,5:1,5:2,5:3,5:4 > $R/rev_deg_n8e_seed1.log 2> $R/rev_deg_n8e_seed1.err
