#!/bin/bash
# instance A: a kill -9 at T = 10 followed by a junk half-written ckpt.bin.tmp (as a kill during a checkpoint write
# leaves it), then the same command (must ignore the .tmp and end at 4833); and a command with other parameters on the
# same checkpoint directory (must refuse).
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
D=docs/reviews/edge-T18-rank-2026-12-03/instA
CK=/tmp/edge18rev/instA/T10kill
LOG=$D/run_T10_kill.log
rm -rf $CK; : > $LOG
CMD="nice -n 10 .venv/bin/python $D/run139.py --T 10 --E 1615 --C 1615 --seed 20261204 --q 241 --target 4833 --ckdir $CK --log $LOG --min-avail-gb 2 --ckpt-min 0.02"
$CMD > /dev/null 2>&1 & P=$!
while [ "$(grep -c "step 2:" $LOG)" -lt 1 ]; do sleep 0.3; done
kill -9 $P; wait $P 2>/dev/null
echo "== kill -9 sent to pid $P after step 2; now a junk ckpt.bin.tmp of 5 MB" >> $LOG
head -c 5000000 /dev/urandom > $CK/ckpt.bin.tmp
ls -la $CK >> $LOG
echo "== a command with seed 20261205 on the same ckdir (must refuse)" >> $LOG
nice -n 10 .venv/bin/python $D/run139.py --T 10 --E 1615 --C 1615 --seed 20261205 --q 241 --ckdir $CK --log $LOG --min-avail-gb 2 >> $LOG 2>&1
echo "== exit $?; now the same command as before" >> $LOG
$CMD > /dev/null 2>&1
ls -la $CK >> $LOG
grep -E "RANK|resumed|refusing|==" $LOG
