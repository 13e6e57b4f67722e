#!/bin/bash
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 4000000
R=docs/reviews/thin-slices-2026-12-02
while ! grep -q '"b": 0' $R/rev_n9_seed1.log && [ $(date -u +%H%M) -lt 0823 ]; do sleep 5; done
kill 26124 2>/dev/null
sleep 2
/usr/bin/time -v nice -n 10 .venv/bin/python $R/rev_deg.py 8 1 8:0,7:5,8:7,8:6,7:0,1:0,2:2,2:1,1:1,6:0 > $R/rev_deg_n8b_seed1.log 2> $R/rev_deg_n8b_seed1.err
