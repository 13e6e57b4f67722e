#!/bin/bash
# after chain2: total-degree jets F_r (tri) and boxes at the vertex e_1, n = 5 and 6
ulimit -v 8000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while kill -0 $(cat chain2.pid) 2>/dev/null; do sleep 5; done
for a in "5 1 tri 4" "5 1 tri 5" "5 1 tri 6" "5 1 box 4" "5 1 box 5" "6 1 tri 6" "6 1 box 6"; do
  nice -n 10 $PY tri.py $a >> tri.log 2>&1
done
nice -n 10 $PY -c "
from proofs.general.depth4.corner_blocks import start_jacobian_rank
for n in (6, 7): print('start_jacobian_rank(n=%d, R=3) =' % n, start_jacobian_rank(n=n, R=3))
" > lemmaS.log 2>&1
