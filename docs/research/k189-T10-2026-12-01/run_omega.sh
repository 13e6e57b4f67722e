#!/bin/bash
# all Lemma-C point ranks at s = 5: seeds 41 and 43 (p = 2147483629), the four classes
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 K189_S=5
ulimit -v 4000000
cd /work/main/docs/research/k189-T10-2026-12-01/
for sd in 41 43; do for a in "3 2" "4 1" "3 1" "2 2"; do
  set -- $a
  f=omega10_s5_${sd}_$1$2.log
  [ -s $f ] && grep -q BOUND $f && continue
  /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python omega10.py $sd $1 $2 > $f 2>&1
done; done
