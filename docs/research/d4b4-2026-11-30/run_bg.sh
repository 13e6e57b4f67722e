cd /work/main && source .venv/bin/activate && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
D=docs/research/d4b4-2026-11-30
ulimit -v 3000000
for a in "5 1 1" "6 1 1" "7 1 1" "7 2 0" "8 2 1" "9 1 0"; do /usr/bin/time -f "wall %e s maxrss %M KB" timeout 180 nice -n 10 python $D/wlemma2.py $a; done > $D/wlemma2.log 2>&1
for s in "H4=I,H1=I" "H4=I,H1=up"; do /usr/bin/time -f "wall %e s maxrss %M KB" timeout 180 nice -n 10 python $D/spec.py 8 1 "$s"; done > $D/spec_n8.log 2>&1
