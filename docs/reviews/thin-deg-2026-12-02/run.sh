#!/bin/bash
# Independent recomputation of helper-129's 26 degeneration values with helper-128's own code (rev_deg.py, unchanged).
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
R=docs/reviews/thin-deg-2026-12-02
/usr/bin/time -v nice -n 10 .venv/bin/python docs/reviews/thin-slices-2026-12-02/rev_deg.py 8 1 8:5,8:4,8:3,8:2,8:1,7:7,7:6,7:4,7:3,7:2,7:1 > $R/rev_deg_n8c_seed1.log 2> $R/rev_deg_n8c_seed1.err
/usr/bin/time -v nice -n 10 .venv/bin/python docs/reviews/thin-slices-2026-12-02/rev_deg.py 8 1 6:6,6:5,6:4,6:3,6:2,6:1,5:5,5:4,5:3,5:2,5:1,4:4,4:3,4:2,3:3 > $R/rev_deg_n8d_seed1.log 2> $R/rev_deg_n8d_seed1.err
