#!/bin/bash
# lead (session 60): the last N box at n = 12, (5,1): ntop.py (Dmax 19, stops at D'), then check.py run to
# ntop.py's D' exactly (one process at a time: about 11-13 GB at D = 18, 19).
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
CHK=/work/main/docs/reviews/theorem-N-review-2026-12-05/check.py
cd $H
VMEM=13000000 $RUN $H/ntop_n12g.log 5400 $H/ntop.py 12 19 6 5,1
d=$(grep -F "RESULT n=12 (5,1):" ntop_n12g.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
[ -n "$d" ] && VMEM=13000000 $RUN $H/lead_check_n12_5_1_D$d.log 5400 $CHK P 12 $d 5,1
echo done > queue29.done
