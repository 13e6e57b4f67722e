#!/bin/bash
# helper-135: per box: box_general.py (FLINT rref of G'_(a,b), M2 order) -> compute2.m2 (M2 gb); one process at a time
# usage: queue.sh n SUMMARY a:b a:b ...
cd /work/main/docs/reviews/thin-general-2026-12-02
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main:.
ulimit -v 5000000
n=$1; summ=$2; shift 2
for ab in "$@"; do
  a=${ab%:*}; b=${ab#*:}; tag=n${n}_${a}_${b}
  /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python box_general.py G_n${n}_gen.npz order_n$n.txt $a $b bb_$tag.m2 > box_$tag.pylog 2> box_$tag.pyerr
  /usr/bin/time -v nice -n 10 M2 --script compute2.m2 G_n${n}_gen.m2 bb_$tag.m2 $a $b > box_$tag.log 2> box_$tag.err
  rm -f bb_$tag.m2
  echo "$ab $(tail -1 box_$tag.log) | $(grep -E 'Elapsed' box_$tag.err | awk '{print $NF}') | $(grep 'Maximum res' box_$tag.err | awk '{print $NF}') kB | py $(grep -E 'Elapsed' box_$tag.pyerr | awk '{print $NF}') $(grep 'Maximum res' box_$tag.pyerr | awk '{print $NF}') kB $(cat box_$tag.pylog)" >> $summ
done
