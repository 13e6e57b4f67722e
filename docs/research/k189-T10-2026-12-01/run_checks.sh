#!/bin/bash
# sanity checks and the unified functionals, run after run_omega.sh (one core at a time)
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
while pgrep -f run_omega.sh > /dev/null; do sleep 10; done
PY="nice -n 10 /work/main/.venv/bin/python"
# 1. validation of the generalised recurrence at s = 4 against k189's e2e numbers (846, 915, 897 per k)
for a in "2 1" "2 2" "3 1"; do K189_S=4 RANKS=1 $PY e2e10.py 41 100 $a; done > e2e10_s4_41.log 2>&1
# 2. A_k from the definition, s = 5, seed 41
for a in "3 2" "4 1" "3 1" "2 2"; do K189_S=5 $PY cgcheck10.py 41 $a; done > cgcheck10_s5_41.log 2>&1
# 3. end to end, s = 5: vanishing for all four classes (seed 41)
for a in "3 2" "4 1" "3 1" "2 2"; do K189_S=5 $PY e2e10.py 41 120 $a; done > e2e10_s5_41.log 2>&1
# 4. unified functionals: s = 4 (1,1) (k45's 735), s = 5 (2,1), (1,1)
K189_S=4 $PY omegagen_run.py 41 1 1 > omegagen_s4_41_11.log 2>&1
for sd in 41 43; do for a in "2 1" "1 1"; do set -- $a
  /usr/bin/time -v env K189_S=5 $PY omegagen_run.py $sd $1 $2 > omegagen_s5_${sd}_$1$2.log 2>&1; done; done
# 5. their sanity checks
for a in "2 1" "1 1"; do K189_S=5 K189_FUN=gen $PY cgcheck10.py 41 $a; done > cgcheck_gen_s5_41.log 2>&1
for a in "2 1" "1 1"; do K189_S=5 K189_FUN=gen $PY e2e10.py 41 120 $a; done > e2e_gen_s5_41.log 2>&1
K189_S=5 $PY spancheck.py 41 > spancheck_s5_41.log 2>&1
# 6. end-to-end ranks (slow)
K189_S=5 RANKS=1 /usr/bin/time -v $PY e2e10.py 43 400 3 2 > e2e10_s5_43_32_ranks.log 2>&1
echo done
