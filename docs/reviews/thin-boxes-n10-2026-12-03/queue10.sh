#!/bin/bash
# The lead runs helper-142's n = 9 review pipeline (../thin-boxes-n9-2026-12-03: its own generators, rref, export,
# Singular driver and counting; no lab code) at n = 10, one box at a time on one core, logs in this folder.
# Resumable: a box whose log has a RESULT line with a value is skipped.   usage: ./queue10.sh   (env SINGULAR, TMO)
cd /work/main/docs/reviews/thin-boxes-n10-2026-12-03
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1 LOGDIR=$PWD
export SINGULAR=${SINGULAR:-/work/main/.venv/lib/python3.11/site-packages/sage_wheels/bin/Singular}
ulimit -v 6000000
mkdir -p /tmp/thinrev9
REV=../thin-boxes-n9-2026-12-03
for ab in $(cat boxes_n10_order.txt); do
  a=${ab%:*}; b=${ab#*:}; tag=n10_${a}_${b}
  while [ -e PAUSE ]; do sleep 10; done
  if grep -qE '^RESULT .*dimX=([0-9]+|TIMEOUT)' box_$tag.log 2>/dev/null; then continue; fi
  echo "$(date -u '+%F %T') start $tag" >> queue_progress.log
  nice -n 10 /work/main/.venv/bin/python $REV/runbox.py 10 $a $b ${TMO:-2400} >> queue_py.err 2>&1
  echo "$(date -u '+%F %T') end $tag: $(tail -1 box_$tag.log)" >> queue_progress.log
  /work/main/.venv/bin/python $REV/summary.py 10 > summary_n10.log
done
