#!/bin/bash
# lead (session 63): the modules of the E boxes (12,0) down to (6,0) at n = 12 (their P^1 parts are in the cache),
# after queue47.sh ((5,0)) ends; two BLAS threads, 22 GB, 2400 s a box, log etop_n12y.log.  A box with a RESULT in
# etop_n12y.log is skipped.  Stop between boxes: touch /tmp/q49stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
while [ ! -e queue47.done ]; do sleep 20; done
for a in 12 11 10 9 8 7 6; do
  [ -e /tmp/q49stop ] && break
  grep -qF "RESULT n=12 ($a,0):" etop_n12y.log 2>/dev/null && continue
  THREADS=2 VMEM=22000000 $RUN $H/etop_n12y.log 2400 $H/etop.py 12 22 $a
done
echo done > queue49.done
