#!/bin/bash
# lead (session 63): the second code (ebox_lead.py) for (10,0) down to (6,0) at n = 12, each to its D' in
# etop_n12z.log once that RESULT is there (beside queue51.sh: one core, FLINT), 12 GB; nothing runs past 11:40 UTC.
# Stop between boxes: touch /tmp/q52stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
for a in 10 9 8 7 6; do
  while [ ! -e /tmp/q52stop ] && ! grep -qF "RESULT n=12 ($a,0):" etop_n12z.log 2>/dev/null; do
    [ -e queue51.done ] && break; sleep 20
  done
  [ -e /tmp/q52stop ] && break
  d=$(grep -F "RESULT n=12 ($a,0):" etop_n12z.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
  left=$(( $(date -d "11:40" +%s) - $(date +%s) ))
  [ -n "$d" ] && [ $left -gt 300 ] && VMEM=12000000 $RUN $H/lead_ebox_n12_${a}_D$d.log $left $H/ebox_lead.py 12 $d $a
done
echo done > queue52.done
