#!/bin/bash
# lead (session 60): the E boxes at n = 12 after (1,0), (2,0): per box etop.py (Dmax 18, stops at D', 9 GB: the
# P^1 slices at d1 are 35730 x 7007), then the reviewer's ebox.py (second code) to etop.py's D'. One process at a
# time here, beside the N queue (queue29.sh, 13 GB). Stop between boxes: touch /tmp/q31stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
EB=/work/main/docs/reviews/corollary-E-review-2026-12-05/ebox.py
cd $H
for a in 3 4 12 11 5 6 7 8 9 10; do
  [ -e /tmp/q31stop ] && break
  VMEM=9000000 $RUN $H/etop_n12.log 5400 $H/etop.py 12 18 $a
  d=$(grep -F "RESULT n=12 ($a,0):" etop_n12.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
  [ -e /tmp/q31stop ] && break
  [ -n "$d" ] && VMEM=6000000 $RUN $H/lead_ebox_n12_${a}_D$d.log 3000 $EB 12 $d $a
done
echo done > queue31.done
