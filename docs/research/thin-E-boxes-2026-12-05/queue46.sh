#!/bin/bash
# lead (session 62): beside queue45.sh, the P^1 parts of (9,0), (10,0), (11,0) (targets T_a(e) and slices at d1 go
# to the shared cache), then (12,0)'s P^1 part; 5 GB each (stop between boxes with /tmp/q46stop).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
for a in 9 10 11 12; do
  [ -e /tmp/q46stop ] && break
  VMEM=5000000 $RUN $H/etop_n12_p1d.log 2700 $H/etop.py 12 12 $a
done
echo done > $H/queue46.done
