#!/bin/bash
# lead (session 58, last 40 min): (3,3) by ntop.py to D = 16, beside queue24.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12d.log 5400 $H/ntop.py 12 16 6 3,3
echo done > queue25.done
