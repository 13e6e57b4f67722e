#!/bin/bash
# The 76 n = 11 thin boxes (1 <= a <= 11, b <= min(a, 10)) with the Lemma R pipeline (lemmaR_box.py), one box at a
# time per worker, in the order of ../thin-boxes-n11-2026-12-03/boxes_n11_order.txt (REVERSE=1: reversed), so two
# workers (one forward, one reversed) meet in the middle. A worker claims a box by creating box_R_n11_A_B.log
# (noclobber); a box killed mid-run needs its log deleted before a restart. A file PAUSE in this folder pauses the
# workers between boxes. If a box gives "NO_CERTIFICATE up to B" (B = n + 8 = 19), it is rerun once with B2 (default 23).
#   start:  cd docs/reviews/thin-boxes-n11-lemmaR-2026-12-04
#           nohup ./queue.sh > queue_w1.out 2>&1 &  REVERSE=1 nohup ./queue.sh > queue_w2.out 2>&1 &
#   pause:  touch PAUSE      resume: rm PAUSE      compare: /work/main/.venv/bin/python compare_lab.py
cd "$(dirname "$0")"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 NUMBA_NUM_THREADS=1 MKL_NUM_THREADS=1 LOGDIR=$PWD
export SINGULAR=${SINGULAR:-/work/main/.venv/lib/python3.11/site-packages/sage_wheels/bin/Singular}
export TMO=${TMO:-7200}
ulimit -v ${ULIMIT_V:-6000000}
N=11; B1=${B1:-19}; B2=${B2:-23}
order=$(grep -oE '\b([1-9]|1[01]):[0-9]+\b' ../thin-boxes-n11-2026-12-03/boxes_n11_order.txt)
[ "$(echo "$order" | wc -l)" = 76 ] || { echo "expected 76 boxes"; exit 1; }
[ "${REVERSE:-0}" = 1 ] && order=$(echo "$order" | tac)
for ab in $order; do
  a=${ab%:*}; b=${ab#*:}; tag=n${N}_${a}_${b}
  while [ -e PAUSE ]; do sleep 10; done
  ( set -o noclobber; : > box_R_$tag.log ) 2>/dev/null || continue
  echo "$(date -u '+%F %T') start $tag B=$B1" >> queue_progress.log
  nice -n ${NICE:-19} /work/main/.venv/bin/python lemmaR_box.py $N $a $b $B1 >> queue_py.err 2>&1
  if tail -1 box_R_$tag.log | grep -q NO_CERTIFICATE; then
    mv box_R_$tag.log box_R_${tag}_B${B1}.log; : > box_R_$tag.log
    echo "$(date -u '+%F %T') rerun $tag B=$B2" >> queue_progress.log
    nice -n ${NICE:-19} /work/main/.venv/bin/python lemmaR_box.py $N $a $b $B2 >> queue_py.err 2>&1
  fi
  echo "$(date -u '+%F %T') end $tag: $(tail -1 box_R_$tag.log)" >> queue_progress.log
done
