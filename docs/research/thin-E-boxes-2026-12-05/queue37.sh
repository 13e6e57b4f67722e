#!/bin/bash
# lead (session 60): (5,0) by etop.py at 11 GB (queue35.sh's (10,0) ran out of 7 GB building one P^1 slice at d1,
# 72693 x 6734 int64, 3.65 GB, twice during the concatenation), then ebox_lead.py to its D'.  Log etop_n12u.log.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
VMEM=11000000 $RUN $H/etop_n12u.log 5400 $H/etop.py 12 18 5
d=$(grep -F "RESULT n=12 (5,0):" etop_n12u.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
[ -e /tmp/q37stop ] || { [ -n "$d" ] && VMEM=9000000 $RUN $H/lead_ebox_n12_5_D$d.log 5400 $H/ebox_lead.py 12 $d 5; }
echo done > queue37.done
