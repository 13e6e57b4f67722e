#!/bin/bash
# lead (session 63): the modules of (10,0) down to (6,0) at n = 12 with the faster degree step, two BLAS threads,
# 22 GB, 2400 s a box, log etop_n12z.log (a box with a RESULT there is skipped).  Stop between boxes: touch /tmp/q51stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
for a in 10 9 8 7 6; do
  [ -e /tmp/q51stop ] && break
  grep -qF "RESULT n=12 ($a,0):" etop_n12z.log 2>/dev/null && continue
  THREADS=2 VMEM=22000000 $RUN $H/etop_n12z.log 2400 $H/etop.py 12 22 $a
done
echo done > queue51.done
