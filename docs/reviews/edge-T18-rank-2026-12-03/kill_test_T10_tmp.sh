#!/bin/bash
# kill -9 after the evaluation is complete but before any elimination checkpoint, plant an interrupted
# checkpoint write (garbage .tmp), restart with the same command: the .tmp must be removed, the evaluation file
# reused (no recompilation), and the rank right.
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
D=docs/reviews/edge-T18-rank-2026-12-03
LOG=$D/run_T10_kill_tmp.log
rm -f $LOG
CMD=".venv/bin/python -u $D/q241_run.py --T 10 --E 1615 --C 1615 --seed 20261204 --q 241 --threads 1 --ckpt-dir /tmp/edge18rev --ckpt-every 3600 --target 4833 --log $LOG"
nice -n 10 $CMD > $D/run_T10_kill_tmp.out1 2>&1 &
PID=$!
until grep -q "evaluation done" $LOG; do sleep 0.2; done
sleep 2
kill -9 $PID; wait $PID 2>/dev/null
head -c 50000000 /dev/urandom > /tmp/edge18rev/elim_T10_E1615_C1615_s20261204_q241_kb1152.ckpt.tmp
echo "$(date -u '+%F %T') UTC  TEST: kill -9 $PID after the evaluation (elimination running, no elim checkpoint yet); planted a 50 MB garbage .tmp" >> $LOG
ls -la /tmp/edge18rev | grep T10 >> $LOG
nice -n 10 $CMD > $D/run_T10_kill_tmp.out2 2>&1
echo "$(date -u '+%F %T') UTC  TEST: second start finished" >> $LOG
ls -la /tmp/edge18rev | grep T10 >> $LOG
