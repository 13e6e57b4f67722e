#!/bin/bash
# The n = 11 thin boxes (T = 22) with helper-142's review pipeline (../thin-boxes-n9-2026-12-03/runbox.py), one box a
# time per worker: the 76 boxes with a <= 11, b <= min(a, 10) (the eleven (12, b) contain (11, b) and have the same rank
# per coordinate in Conjecture 49), in the order of boxes_n11_order.txt, or reversed with REVERSE=1. A worker claims a
# box by creating its log (noclobber), so a box killed mid-run needs its log deleted; a file PAUSE pauses between
# boxes.   usage: nohup ./queue11.sh > queue_b1.out 2>&1 &  REVERSE=1 nohup ./queue11.sh > queue_b2.out 2>&1 &
cd "$(dirname "$0")"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1 LOGDIR=$PWD
export SINGULAR=${SINGULAR:-/work/main/.venv/lib/python3.11/site-packages/sage_wheels/bin/Singular}
ulimit -v 8000000
mkdir -p /tmp/thinrev9
REV=../thin-boxes-n9-2026-12-03
order=$(grep -oE '\b([1-9]|1[01]):[0-9]+\b' boxes_n11_order.txt)
[ "${REVERSE:-0}" = 1 ] && order=$(echo "$order" | tac)
for ab in $order; do
  a=${ab%:*}; b=${ab#*:}; tag=n11_${a}_${b}
  while [ -e PAUSE ]; do sleep 10; done
  ( set -o noclobber; : > box_$tag.log ) 2>/dev/null || continue
  echo "$(date -u '+%F %T') start $tag" >> queue_progress.log
  nice -n 10 /work/main/.venv/bin/python $REV/runbox.py 11 $a $b ${TMO:-5400} >> queue_py.err 2>&1
  echo "$(date -u '+%F %T') end $tag: $(tail -1 box_$tag.log)" >> queue_progress.log
  /work/main/.venv/bin/python $REV/summary.py 11 > summary_n11.log
done
