#!/bin/bash
# helper-170: after the running decomp (pid 17482) ends; one process at a time; each run its own timeout 600
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
while kill -0 17482 2>/dev/null; do sleep 5; done
ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1
cd /work/main
run() { PYTHONPATH=/work/main timeout 600 nice -n 19 .venv/bin/python "$@"; echo "[rc=$?]"; }
run $H/upper.py 4 6 7 2,2 2,1 3,1 1,1 > $H/upper_n4.log 2>&1
run $H/eprofile.py 4 9 2 1 3 > $H/eprofile_n4.log 2>&1
run $H/upper.py 5 6 9 1,1 2,1 3,1 4,1 2,2 > $H/upper_n5.log 2>&1
run $H/lcheck.py 6 10 6 3,3 >> $H/lcheck_n6.log 2>&1
run $H/lcheck.py 8 11 6 4,4 >> $H/lcheck_n8.log 2>&1
run $H/lcheck.py 7 11 6 3,3 >> $H/lcheck_n7.log 2>&1
run $H/lcheck.py 6 11 6 1,1 >> $H/lcheck_n6.log 2>&1
run $H/lcheck.py 7 11 6 6,1 >> $H/lcheck_n7.log 2>&1
run $H/lcheck.py 8 11 6 7,1 >> $H/lcheck_n8.log 2>&1

echo done > $H/queue4.done
