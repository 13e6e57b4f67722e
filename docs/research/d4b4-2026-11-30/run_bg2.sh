cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
D=docs/research/d4b4-2026-11-30
ulimit -v 3000000
for a in "5 1 1" "6 2 1" "7 1 1" "8 1 0" "8 2 1" "9 1 0" "10 1 1"; do /usr/bin/time -f "wall %e s maxrss %M KB" timeout 180 nice -n 10 python $D/wcum.py $a; done > $D/wcum.log 2>&1
for a in "4 1 1" "5 2 1" "6 1 1" "7 1 0"; do /usr/bin/time -f "wall %e s maxrss %M KB" timeout 180 nice -n 10 python $D/jetcheck.py $a; done > $D/jetcheck.log 2>&1
