#!/bin/bash
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
R=docs/reviews/thin-slices-2026-12-02
while pgrep -f "$R/queue2.sh" >/dev/null; do sleep 5; done
/usr/bin/time -v nice -n 10 .venv/bin/python $R/rev_slices.py 9 1 0,1 > $R/rev_n9_seed1.log 2> $R/rev_n9_seed1.err
