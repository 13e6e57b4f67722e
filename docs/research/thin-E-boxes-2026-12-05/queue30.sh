#!/bin/bash
# lead (session 60): after queue28.sh ((1,0) by etop.py), etop.py for (2,0) at 9 GB beside the N queue; once the N
# queue (queue29.sh) is done, the reviewer's ebox.py (second code) for (1,0) to etop.py's D', at 13 GB, alone.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
N=/work/main/docs/research/thin-NEC-scoping-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
EB=/work/main/docs/reviews/corollary-E-review-2026-12-05/ebox.py
cd $H
while [ ! -e queue28.done ]; do sleep 20; done
[ -e /tmp/q30stop ] || VMEM=9000000 $RUN $H/etop_n12.log 5400 $H/etop.py 12 18 2
while [ ! -e $N/queue29.done ]; do sleep 20; done
d=$(grep -F "RESULT n=12 (1,0):" etop_n12.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
[ -e /tmp/q30stop ] || { [ -n "$d" ] && VMEM=13000000 $RUN $H/lead_ebox_n12_1_D$d.log 5400 $EB 12 $d 1; }
echo done > queue30.done
