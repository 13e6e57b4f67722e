#!/bin/bash
# second n = 8 certificate: another family point and another prime (16777213, BLAS panel 127)
cd /work/main/docs/reviews/lower-n8-2026-11-29
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
echo "start $(date -u)"; free -m | head -2
nice -n 10 python -c "
import time
from fast_f0 import *
from numerics.rank.blas import blas_rank_mod_p
p = 16777213
Y, *_ = build(5, 2450, 51, 52, p)
t0 = time.time(); rf = flint_rank(Y.astype(np.float64), p); t1 = time.time()
rb = blas_rank_mod_p(Y.copy(), p, overwrite=True)
print(f'validate p={p} n=5 2450 pts: flint {rf}, blas {rb} ({t1-t0:.1f}s, {time.time()-t1:.1f}s)', flush=True)
"
/usr/bin/time -f "wall %e s, maxrss %M KB" nice -n 10 python fast_f0.py run 8 29500 111 222 16777213
echo "end $(date -u)"
