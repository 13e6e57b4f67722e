cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
D=docs/research/d4b4-2026-11-30
ulimit -v 3000000
for m in 11 12 13 14; do /usr/bin/time -f "wall %e s maxrss %M KB" timeout 175 nice -n 10 python $D/jetmodel_fast.py $m 2; done > $D/jetmodel_fast.log 2>&1
