#!/bin/bash
# instance A: kill -9 + resume test at T = 12 (one kill in the evaluation phase, one in the middle of the
# elimination), then the same command to the end; the rank must be 13014.
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
D=docs/reviews/edge-T18-rank-2026-12-03/instA
CK=/tmp/edge18rev/instA/T12kill
LOG=$D/run_T12_kill.log
rm -rf $CK; : > $LOG
CMD="nice -n 10 .venv/bin/python $D/run139.py --T 12 --E 4340 --C 4340 --seed 20261204 --q 241 --target 13014 --ckdir $CK --log $LOG --min-avail-gb 2 --ckpt-min 0.04 --eval-chunk 128"
wait_for() {  # wait until the log has $1 lines matching $2
  while [ "$(grep -c "$2" $LOG)" -lt "$1" ]; do sleep 0.5; done
}
echo "== run 1 (killed in the evaluation phase)" >> $LOG
$CMD > /dev/null 2>&1 & P=$!
wait_for 1 "checkpoint written: {'phase': 'eval'"
sleep 1.3; kill -9 $P; wait $P 2>/dev/null
echo "== kill -9 sent to pid $P at $(date -u +%T) (after its first evaluation checkpoint)" >> $LOG
ls -la $CK >> $LOG
echo "== run 2 (the same command; killed in the middle of the elimination)" >> $LOG
$CMD > /dev/null 2>&1 & P=$!
wait_for 1 "step 5:"
sleep 2.7; kill -9 $P; wait $P 2>/dev/null
echo "== kill -9 sent to pid $P at $(date -u +%T) (after step 5 of the elimination, mid-step)" >> $LOG
ls -la $CK >> $LOG
echo "== run 3 (the same command, to the end)" >> $LOG
$CMD > /dev/null 2>&1
echo "== run 4 (the same command after the end: reports the stored result)" >> $LOG
$CMD > /dev/null 2>&1
grep -E "RANK|resumed|already" $LOG
