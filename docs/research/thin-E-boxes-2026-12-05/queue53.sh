#!/bin/bash
# lead (session 64): the second code (ebox_lead.py) for (5,0) at D' = 21 alone (its D = 21 step about 17 GB),
# then (6,0) at D' = 20, (7,0) at 19, (8,0) at 18 while time is left; nothing runs past 14:30 UTC.
# Stop between boxes: touch /tmp/q53stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
for ad in 5:21 6:20 7:19 8:18; do
  a=${ad%:*}; d=${ad#*:}
  [ -e /tmp/q53stop ] && break
  left=$(( $(date -d "14:30" +%s) - $(date +%s) ))
  [ $left -gt 300 ] || break
  VMEM=22000000 $RUN $H/lead_ebox_n12_${a}_D$d.log $left $H/ebox_lead.py 12 $d $a
done
echo done > queue53.done
