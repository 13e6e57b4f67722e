#!/bin/bash
# Reruns every small certificate of NOTES.md section 7 (R = 2..5) and the sanity checks of section 5.4, one core.
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 4000000
cd /work/main/docs/research/d3-2026-11-29
T() { /usr/bin/time -f "   [%e s, %M KB]" nice -n 10 "$@" 2>&1 | grep -v "^   short"; }
echo "== bases (A_R): dim Z_3 on W^(H,3) = I"
T python endrank.py 2 3 400 400 2 H3I
T python endrank.py 3 3 1000 1000 2 H3I
for R in 2 3 4 5; do T python base_split.py $R 3 2 H3I; done
echo "== base_split at n = 4 (R = 2, 3): the whole Z_4 directly, as a check of the induction"
T python base_split.py 2 4 2 H3I
T python base_split.py 3 4 2 H3I
echo "== steps R = 3: (B) at (6,3), (10,4) directly"
T python onestep.py 3 6 3 1
T python onestep.py 3 10 4 1
echo "== steps: B1 (all gamma at d = 1)"
for m in 3 4; do T python bgamma.py 3 1 $m 1; done
for m in 3 4 5 6; do T python bgamma.py 4 1 $m 1; done
for m in 3 4 5; do T python bgamma.py 5 1 $m 1; done
echo "== steps R = 5: two-support gammas (pairs) at m = 6, 7, 8"
for m in 6 7 8; do T python bgamma.py 5 1 $m 1 pair=0,1; T python bgamma.py 5 1 $m 3 pair=2,4; done
echo "== sanity of 5.4(iv): (B) at d = (R-1)(m+1)+1 where B1 fails (m = 1, 2), and one below"
T python bgamma.py 2 3 1 1
T python bgamma.py 3 5 1 1
T python bgamma.py 3 4 1 1
T python bgamma.py 3 7 2 1
T python bgamma.py 4 7 1 1
echo "== negative controls"
T python bgamma.py 2 1 1 1
T python onestep.py 3 6 3 1 W2I LONES H2I
T python bgamma.py 3 1 3 1 H2C H1I
T python endrank.py 2 2 400 400 2 H3I
echo "== cross-check against the lab's evaluator"
T python crosscheck.py
