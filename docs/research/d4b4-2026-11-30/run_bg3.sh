cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
D=docs/research/d4b4-2026-11-30
ulimit -v 3000000
/usr/bin/time -f "wall %e s maxrss %M KB" timeout 170 nice -n 10 python $D/jetmodel.py 12 2 > $D/jetmodel_generic.log 2>&1
/usr/bin/time -f "wall %e s maxrss %M KB" timeout 170 nice -n 10 python $D/jetmodel.py 12 3 special > $D/jetmodel_special.log 2>&1
