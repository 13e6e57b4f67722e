#!/bin/bash
# reviewer-171: adapted from reviewer-169's run.sh (tops-n13-n14-review-2026-12-05/run.sh): my folder, deadline 09:55 UTC.
# usage: SWAP=s ./run.sh LOG EST_S VMEM_KIB script.py args...
#  - skips the run (logs SKIPPED, exit 0) if fewer than EST_S seconds are left before 09:55 UTC; timeout = time left
#  - nice -n 19, ulimit -v VMEM_KIB, one thread; exit status of the run goes to the log and is returned
D=/work/main/docs/reviews/tops-n14-n15-review-2026-12-05
LOG=$1; EST=$2; VM=$3; shift 3
cd /work/main
DL=$(date -u -d 'today 09:55' +%s); NOW=$(date -u +%s); TO=$((DL-NOW))
if [ $TO -lt $EST ]; then echo "### $(date -u +%FT%TZ) SKIPPED (left ${TO}s < est ${EST}s) $* SWAP=${SWAP:-0}" >> $D/$LOG; exit 200; fi
echo "### $(date -u +%FT%TZ) $* SWAP=${SWAP:-0} (ulimit -v $VM, timeout $TO, est $EST, avail $(free -g | awk '/Mem/{print $7}') GB)" >> $D/$LOG
( ulimit -v $VM; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  exec nice -n 19 timeout $TO /work/main/.venv/bin/python /work/main/docs/reviews/helper167-review-2026-12-05/"$@" ) >> $D/$LOG 2>&1
RC=$?
echo "### exit $RC $(date -u +%FT%TZ)" >> $D/$LOG
exit $RC
