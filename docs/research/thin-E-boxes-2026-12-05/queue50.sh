#!/bin/bash
# lead (session 63): the second code (ebox_lead.py, the reviewer's ebox.py; session 63: stacked multiples go to FLINT
# without the mod-P copy, and only the rank rows come back) after queue49.sh ends: a check at n = 6 against
# ebox_lead_validate.log, then (12,0) and (11,0) to etop.py's D', then (5,0) to D = 21 (22 GB, until 11:50 UTC at most).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
while [ ! -e queue49.done ]; do sleep 20; done
VMEM=4000000 $RUN $H/ebox_lead_validate63.log 900 $H/ebox_lead.py 6 12 1 2 3 4 5 6
for a in 12 11; do
  [ -e /tmp/q50stop ] && break
  d=$(grep -F "RESULT n=12 ($a,0):" etop_n12y.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
  [ -n "$d" ] && VMEM=12000000 $RUN $H/lead_ebox_n12_${a}_D$d.log 1800 $H/ebox_lead.py 12 $d $a
done
left=$(( $(date -d "11:50" +%s) - $(date +%s) ))
[ ! -e /tmp/q50stop ] && [ $left -gt 600 ] && VMEM=22000000 $RUN $H/lead_ebox_n12_5_D21.log $left $H/ebox_lead.py 12 21 5
echo done > queue50.done
