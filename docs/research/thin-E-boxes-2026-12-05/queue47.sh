#!/bin/bash
# lead (session 63): (5,0) at n = 12 with common.next_degree's BLAS reduction (session 63), two BLAS threads, 22 GB:
# D = 13..20 must reprint etop_n12w.log's lines; then D = 21, 22.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
cd $H
THREADS=2 VMEM=22000000 $RUN $H/etop_n12x.log 7200 $H/etop.py 12 22 5
echo done > queue47.done
