#!/bin/bash
# reviewer's sweep; each line logged with /usr/bin/time
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
T="/usr/bin/time -f wall_%e_s_cpu_%U+%S_s_maxrss_%M_KB"
$T nice -n 10 python pd.py both 1 3 1 2 3 4 5 6 7 8 > sweep_n3.log 2>&1
$T nice -n 10 python pd.py both 1 4 2 3 4 5 6 7 8 9 10 11 12 > sweep_n4.log 2>&1
$T nice -n 10 python pd.py both 1 5 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 > sweep_n5.log 2>&1
PRIME=998244353 $T nice -n 10 python pd.py both 3 4 2 3 4 10 12 > sweep_p2_n4.log 2>&1
PRIME=998244353 $T nice -n 10 python pd.py both 3 5 3 4 5 6 15 > sweep_p2_n5.log 2>&1
$T nice -n 10 python pd.py both 4 6 4 5 6 7 8 9 10 > sweep_n6.log 2>&1
for c in offpoint order+1 order-1; do CONTROL=$c $T nice -n 10 python pd.py geo 5 4 2 3 4 5 10; done > controls.log 2>&1
echo ALLDONE >> controls.log
