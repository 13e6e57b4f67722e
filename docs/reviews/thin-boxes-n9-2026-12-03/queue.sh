#!/bin/bash
# helper-142: run boxes one at a time (one core), skipping boxes whose log already has a RESULT line with a value
# (or TIMEOUT); rebuilds the summary after each box.
# usage: queue.sh n SUMMARY a:b a:b ...      (env TMO: Singular timeout in s, default 1200)
cd /work/main/docs/reviews/thin-boxes-n9-2026-12-03
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1
ulimit -v 5000000
n=$1; summ=$2; shift 2
for ab in "$@"; do
  a=${ab%:*}; b=${ab#*:}; tag=n${n}_${a}_${b}
  while [ -e PAUSE ]; do sleep 10; done
  if grep -qE '^RESULT .*dimX=([0-9]+|TIMEOUT)' box_$tag.log 2>/dev/null; then continue; fi
  # wait while memory is short (< 2 GB available)
  while [ "$(free -g | awk '/^Mem:/{print $7}')" -lt 2 ]; do echo "$(date -u +%T) waiting for memory" >> queue_wait.log; sleep 60; done
  echo "$(date -u '+%F %T') start $tag" >> queue_progress.log
  /work/main/.venv/bin/python runbox.py $n $a $b ${TMO:-1200} ${NRT:+noredtail} >> queue_py.err 2>&1
  echo "$(date -u '+%F %T') end $tag: $(tail -1 box_$tag.log)" >> queue_progress.log
  /work/main/.venv/bin/python summary.py $n > $summ
done
