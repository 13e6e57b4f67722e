#!/bin/bash
# helper-134: per box: python (FLINT rref basis of G_(a,b), M2 order) -> M2 gb; one process at a time, niced, ulimit -v 5000000
cd /work/main/docs/reviews/thin-exact-2026-12-02
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
for ab in "$@"; do
  a=${ab%:*}; b=${ab#*:}; tag=${a}_${b}
  /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python box_basis.py G_n8_s1.npz order_n8.txt $a $b boxbasis_tmp.m2 > box2_n8_$tag.pylog 2> box2_n8_$tag.pyerr
  /usr/bin/time -v nice -n 10 M2 --script compute2.m2 G_n8_s1.m2 boxbasis_tmp.m2 $a $b > box2_n8_$tag.log 2> box2_n8_$tag.err
  rm -f boxbasis_tmp.m2
  echo "$ab $(tail -1 box2_n8_$tag.log) | $(grep -E 'Elapsed' box2_n8_$tag.err | awk '{print $NF}') | $(grep 'Maximum res' box2_n8_$tag.err | awk '{print $NF}') kB | py $(grep -E 'Elapsed' box2_n8_$tag.pyerr | awk '{print $NF}') $(grep 'Maximum res' box2_n8_$tag.pyerr | awk '{print $NF}') kB" >> queue2_summary.log
done
