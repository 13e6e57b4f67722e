#!/bin/bash
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4500000
while kill -0 $(cat queue2.pid) 2>/dev/null; do sleep 5; done
for R in 2 3 4 5 6; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] direct.py t2 $R 1" nice -n 10 python direct.py t2 $R 1; done
for R in 2 3 4 5 6; do /usr/bin/time -f "   [wall=%e s maxrss=%M KB] direct.py t4 $R 2" nice -n 10 python direct.py t4 $R 2; done
/usr/bin/time -f "   [wall=%e s maxrss=%M KB] sympy_check 3 2 2 1" nice -n 10 python sympy_check.py 3 2 2 1
/usr/bin/time -f "   [wall=%e s maxrss=%M KB] sympy_check 3 3 2 1" timeout 400 nice -n 10 python sympy_check.py 3 3 2 1
echo QUEUE3 DONE
