#!/bin/bash
# lead (session 55): see queue11.sh
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
for ab in 7,4 6,5; do
  VMEM=11000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ntop_n12b.log 5400 $H/ntop.py 12 16 6 $ab
done
echo done > queue12.done
