#!/bin/bash
# reviewer-169: FIRST version of run.sh (05:02-05:35Z; used for calib.log and the stopped first n = 13 (9,5) runs);
# replaced at 05:35Z by run.sh + worker.sh (gate pattern 'topcheck' also matches the lead's topcheck2.py; timeout = deadline)
# usage: ./run.sh LOG TIMEOUT EST_S VMEM_KIB script.py args...   (env SWAP passes through)
D=/work/main/docs/reviews/tops-n13-n14-review-2026-12-05
LOG=$1; TO=$2; EST=$3; VM=$4; shift 4
cd /work/main
exec 9>$D/gate.lock
if pgrep -f topcheck.py >/dev/null; then flock -x 9; MODE=x; else flock -s 9; MODE=s; fi
DL=$(date -u -d 'today 07:05' +%s); NOW=$(date -u +%s); LEFT=$((DL-NOW))
if [ $LEFT -lt $EST ]; then echo "### $(date -u +%FT%TZ) SKIPPED (left ${LEFT}s < est ${EST}s) $*" >> $D/$LOG; exit 0; fi
[ $TO -gt $LEFT ] && TO=$LEFT
echo "### $(date -u +%FT%TZ) $* SWAP=${SWAP:-0} (gate $MODE, ulimit -v $VM, timeout $TO, avail $(free -g | awk '/Mem/{print $7}') GB)" >> $D/$LOG
( ulimit -v $VM; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  nice -n 19 timeout $TO /work/main/.venv/bin/python /work/main/docs/reviews/helper167-review-2026-12-05/"$@" ) >> $D/$LOG 2>&1
echo "### exit $? $(date -u +%FT%TZ)" >> $D/$LOG
