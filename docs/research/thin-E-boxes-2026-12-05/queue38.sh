#!/bin/bash
# lead (session 60): (4,0) again at 13 GB (queue36.sh's run, 7 GB, ran out of memory in the degree step to D = 17,
# 10674 x 15561); its P^1 numbers now come from etop_cache_n12_seed1.json.  Then ebox_lead.py to its D' at 13 GB.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
VMEM=13000000 $RUN $H/etop_n12.log 5400 $H/etop.py 12 18 4
d=$(grep -F "RESULT n=12 (4,0):" etop_n12.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
[ -e /tmp/q38stop ] || { [ -n "$d" ] && VMEM=13000000 $RUN $H/lead_ebox_n12_4_D$d.log 5400 $H/ebox_lead.py 12 $d 4; }
echo done > queue38.done
