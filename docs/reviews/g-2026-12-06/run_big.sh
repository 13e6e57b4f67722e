#!/bin/sh
# one big case per call: ./run_big.sh SEED n d  -> log rv_G_n{n}_d{d}.log (refuses after 02:05 UTC)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/reviews/g-2026-12-06
log=rv_G_n$2_d$3${RV_TAG}.log
now=$(date -u +%H%M)
if [ "$now" -ge 0205 ] && [ "$now" -lt 1200 ]; then echo "not started: past 02:05 UTC" >> $log; exit 1; fi
if pgrep -f "run_case.py 17 8" > /dev/null; then export RV_MAXGB=9; else export RV_MAXGB=14; fi
{ echo "== $(date -u) command: RV_DTYPE=${RV_DTYPE:-float64} RV_MAXGB=$RV_MAXGB nice -n 10 python rv_G_lean.py $1 $2 $3"; free -g;
  /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python rv_G_lean.py $1 $2 $3 2>&1;
  echo "== end $(date -u)"; } >> $log 2>&1
