#!/bin/bash
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main:/work/main/docs/reviews/thin-slices-2026-12-02
ulimit -v 4000000
R=docs/reviews/thin-slices-2026-12-02
while pgrep -f "$R/queue.sh" >/dev/null; do sleep 5; done
/usr/bin/time -v nice -n 10 .venv/bin/python $R/rev_direct_n5.py 1 6:0,6:1,6:3,5:5,4:1,3:2 > $R/rev_direct_n5_seed1.log 2> $R/rev_direct_n5_seed1.err
