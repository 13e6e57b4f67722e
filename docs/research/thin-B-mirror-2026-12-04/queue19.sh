#!/bin/bash
# lead (session 53): n = 16, the boundary Tops, rows 14 down, alternating S_p and S_p^sigma (topcheck2.py)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000
for r in 14 13 12 11 10 9; do
  ./run.sh top_n16.log 3600 topcheck2.py 16 $r,$((17-r))
  SWAP=1 ./run.sh top_sigma_n16.log 3600 topcheck2.py 16 $r,$((17-r))
done
echo done > queue19.done
