#!/bin/bash
# reviewer-169: adapted from reviewer-168's run.sh (helper167-review-2026-12-05/run.sh).
# usage: ./run.sh LOG EST_S VMEM_KIB script.py args...   (env SWAP passes through; called by worker.sh with the gate held)
#  - skips the run if fewer than EST_S seconds are left before the deadline 07:03 UTC; timeout = time left to the deadline
#  - nice -n 19, ulimit -v VMEM_KIB, one thread
D=/work/main/docs/reviews/tops-n13-n14-review-2026-12-05
LOG=$1; EST=$2; VM=$3; shift 3
cd /work/main
DL=$(date -u -d 'today 07:03' +%s); NOW=$(date -u +%s); TO=$((DL-NOW))
if [ $TO -lt $EST ]; then echo "### $(date -u +%FT%TZ) SKIPPED (left ${TO}s < est ${EST}s) $* SWAP=${SWAP:-0}" >> $D/$LOG; exit 0; fi
echo "### $(date -u +%FT%TZ) $* SWAP=${SWAP:-0} (gate ${GATE:-?}, ulimit -v $VM, timeout $TO, avail $(free -g | awk '/Mem/{print $7}') GB)" >> $D/$LOG
( ulimit -v $VM; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  nice -n 19 timeout $TO /work/main/.venv/bin/python /work/main/docs/reviews/helper167-review-2026-12-05/"$@" ) >> $D/$LOG 2>&1
echo "### exit $? $(date -u +%FT%TZ)" >> $D/$LOG
