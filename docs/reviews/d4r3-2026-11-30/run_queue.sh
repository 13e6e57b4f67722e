#!/bin/bash
# sequential queue (one core); started by the reviewer
cd /work/main; source .venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
cd docs/reviews/d4r3-2026-11-30
while kill -0 $(cat yj_n5_s11.pid) 2>/dev/null; do sleep 5; done
for k in 0 1 2; do /usr/bin/time -f '%e s %M KB' nice -n 10 python brute.py 4 11 k=$k 830 > brute_n4_s11_k$k.log 2>&1; done
/usr/bin/time -f '%e s %M KB' nice -n 10 python brute.py 4 12 k=0 830 > brute_n4_s12_k0.log 2>&1
/usr/bin/time -f '%e s %M KB' nice -n 10 python yj.py 5 12 > yj_n5_s12.log 2>&1
