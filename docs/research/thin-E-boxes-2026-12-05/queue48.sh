#!/bin/bash
# lead (session 63): checks of common.absorb / next_degree (session 63) at small n, one BLAS thread, 4 GB:
# absorb_check.py (arrays against the session-60 step), blocks_check.py (rank_blocks, which absorbs arbitrary rows),
# etop.py 5 12 a and 6 12 a (to compare with etop_validate61.log line for line).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
N=/work/main/docs/research/thin-NEC-scoping-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
export VMEM=4000000
$RUN $N/absorb_check.log 900 $N/absorb_check.py 5 12 1,0 2,0 3,0 4,0 5,0 2,1 3,3
$RUN $N/absorb_check.log 900 $N/absorb_check.py 6 13 1,0 3,0 6,0 1,1 3,3
$RUN $N/absorb_check.log 900 $N/absorb_check.py 8 13 2,1 4,4
$RUN $H/blocks_check63.log 900 $H/blocks_check.py 5
$RUN $H/blocks_check63.log 900 $H/blocks_check.py 6
for na in "5 1" "5 2" "5 3" "5 4" "5 5" "6 3" "6 6" "6 1"; do
  set -- $na
  $RUN $H/etop_validate63.log 600 $H/etop.py $1 12 $2
done
echo done > queue48.done
