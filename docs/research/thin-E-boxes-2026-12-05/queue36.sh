#!/bin/bash
# lead (session 60): replaces queue34.sh's worker t, which waited for every etop.py to end (queue35.sh's too) before
# its first box.  etop.py (7 GB, log etop_n12.log, which queue34.sh's worker b reads) for the boxes below, skipping one
# that has a RESULT in etop_n12.log or etop_n12u.log or whose etop.py is running.  Stop between boxes: touch /tmp/q36stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
for a in 4 12 11 5 6 7 8 9; do
  [ -e /tmp/q36stop ] && break
  grep -qF "RESULT n=12 ($a,0):" etop_n12.log etop_n12u.log 2>/dev/null && continue
  pgrep -f "etop.py 12 18 $a\$" > /dev/null && continue
  VMEM=7000000 $RUN $H/etop_n12.log 5400 $H/etop.py 12 18 $a
done
echo done > queue36.done
