#!/bin/bash
# queue10.sh for two workers: the boxes with a <= 10 (the ten (11, b) contain (10, b) and have the same rank per
# coordinate in Conjecture 49, so the bound does not need them), in the order of boxes_n10_order.txt, or reversed with
# REVERSE=1; a box whose log exists (done, or running in the other worker) is skipped, so a box killed mid-run needs its
# log deleted.   usage: ./queue10b.sh & REVERSE=1 ./queue10b.sh &   (env SINGULAR, TMO)
cd /work/main/docs/reviews/thin-boxes-n10-2026-12-03
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1 LOGDIR=$PWD
export SINGULAR=${SINGULAR:-/work/main/.venv/lib/python3.11/site-packages/sage_wheels/bin/Singular}
ulimit -v 6000000
mkdir -p /tmp/thinrev9
REV=../thin-boxes-n9-2026-12-03
order=$(grep -oE '\b([1-9]|10):[0-9]+\b' boxes_n10_order.txt)
[ "${REVERSE:-0}" = 1 ] && order=$(echo "$order" | tac)
for ab in $order; do
  a=${ab%:*}; b=${ab#*:}; tag=n10_${a}_${b}
  while [ -e PAUSE ]; do sleep 10; done
  ( set -o noclobber; : > box_$tag.log ) 2>/dev/null || continue  # atomic: the other worker has it, or it is done
  echo "$(date -u '+%F %T') start $tag" >> queue_progress.log
  nice -n 10 /work/main/.venv/bin/python $REV/runbox.py 10 $a $b ${TMO:-2400} >> queue_py.err 2>&1
  echo "$(date -u '+%F %T') end $tag: $(tail -1 box_$tag.log)" >> queue_progress.log
  /work/main/.venv/bin/python $REV/summary.py 10 > summary_n10.log
done
