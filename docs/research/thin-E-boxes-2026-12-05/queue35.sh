#!/bin/bash
# lead (session 60): a third worker for the E boxes at n = 12, from the other end of queue34.sh's list: per box
# etop.py (7 GB; log etop_n12u.log, not queue34's etop_n12.log) and then ebox_lead.py to its D' (9 GB).  A box that
# already has a RESULT in either log, or whose etop.py is running, is skipped.  Stop between boxes: touch /tmp/q35stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
for a in 10 9 8 7 6; do
  [ -e /tmp/q35stop ] && break
  grep -qF "RESULT n=12 ($a,0):" etop_n12.log etop_n12u.log 2>/dev/null && continue
  pgrep -f "etop.py 12 18 $a\$" > /dev/null && continue
  VMEM=7000000 $RUN $H/etop_n12u.log 5400 $H/etop.py 12 18 $a
  d=$(grep -F "RESULT n=12 ($a,0):" etop_n12u.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
  [ -e /tmp/q35stop ] && break
  [ -n "$d" ] && VMEM=9000000 $RUN $H/lead_ebox_n12_${a}_D$d.log 5400 $H/ebox_lead.py 12 $d $a
done
echo done > queue35.done
