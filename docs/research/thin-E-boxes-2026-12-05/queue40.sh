#!/bin/bash
# lead (session 61): (4,0) on from D = 19 (etop.py restarts at D = 13; queue38.sh's run stopped at Dmax = 18 with
# top 2412 < R_inf 2421) to D = 21, one process, 20 GB (the degree step to D = 18 used about 13 GB).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
VMEM=20000000 $RUN $H/etop_n12.log 6600 $H/etop.py 12 21 4
echo done > queue40.done
