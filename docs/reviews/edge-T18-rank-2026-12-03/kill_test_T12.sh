#!/bin/bash
# kill -9 + resume test at T = 12: kill 1 during the evaluation, kill 2 mid-elimination after two checkpoints,
# then the same command runs to the end.
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
D=docs/reviews/edge-T18-rank-2026-12-03
LOG=$D/run_T12_kill.log
rm -f $LOG
CMD=".venv/bin/python -u $D/q241_run.py --T 12 --E 4340 --C 4340 --seed 20261204 --q 241 --threads 1 --ckpt-dir /tmp/edge18rev --ckpt-every 10 --eval-block 64 --eval-sync 2 --target 13014 --log $LOG"
nice -n 10 $CMD > $D/run_T12_kill.out1 2>&1 &
PID=$!
until grep -q "eval: " $LOG; do sleep 0.5; done
sleep 1
kill -9 $PID; wait $PID 2>/dev/null
echo "$(date -u '+%F %T') UTC  TEST: kill -9 $PID during the evaluation" >> $LOG
ls -la /tmp/edge18rev | grep T12 >> $LOG
nice -n 10 $CMD > $D/run_T12_kill.out2 2>&1 &
PID=$!
until [ "$(grep -c 'checkpoint: rank' $LOG)" -ge 2 ]; do sleep 0.5; done
sleep 3
kill -9 $PID; wait $PID 2>/dev/null
echo "$(date -u '+%F %T') UTC  TEST: kill -9 $PID mid-elimination (after 2 checkpoints, 3 s into later work)" >> $LOG
ls -la /tmp/edge18rev | grep T12 >> $LOG
nice -n 10 /usr/bin/time -v $CMD > $D/run_T12_kill.out3 2>&1
echo "$(date -u '+%F %T') UTC  TEST: third start finished" >> $LOG
ls -la /tmp/edge18rev | grep T12 >> $LOG
