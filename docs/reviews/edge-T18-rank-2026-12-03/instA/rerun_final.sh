#!/bin/bash
# instance A: every quick check again on the final code (md5 in code_md5.txt)
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
D=docs/reviews/edge-T18-rank-2026-12-03/instA
(cd $D && md5sum -c code_md5.txt)
TM="/usr/bin/time -f wall_%e_s_peak_%M_KB"
$TM nice -n 10 .venv/bin/python $D/check_eval_a.py 6,40,30 8,60,50 10,50,70 12,40,60 18,6,20 8,200,300 12,30,400 18,10,100 > $D/final_check_eval.log 2>&1
$TM nice -n 10 .venv/bin/python $D/check_eval241.py > $D/final_check_eval241.log 2>&1
$TM nice -n 10 .venv/bin/python $D/test_el.py > $D/final_test_el.log 2>&1
for T in 8 10 12; do
  case $T in 8) E=495; t=1473;; 10) E=1615; t=4833;; 12) E=4340; t=13014;; esac
  rm -rf /tmp/edge18rev/instA/final_T$T
  $TM nice -n 10 .venv/bin/python $D/run139.py --T $T --E $E --C $E --seed 20261204 --q 241 --target $t \
     --ckdir /tmp/edge18rev/instA/final_T$T --log $D/final_run_T$T.log --min-avail-gb 2 > /dev/null 2> $D/final_run_T$T.time
done
grep -h -E "ALL|matrices|RANK" $D/final_*.log
