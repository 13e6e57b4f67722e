#!/bin/bash
# lead (session 54): n = 16, the last boundary Tops, rows 11, 10, 9 at S_p first (either point closes a box), then S_p^sigma
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000
for r in 11 10 9; do
  ./run.sh top_n16.log 3600 topcheck2.py 16 $r,$((17-r))
done
for r in 11 10 9; do
  SWAP=1 ./run.sh top_sigma_n16.log 3600 topcheck2.py 16 $r,$((17-r))
done
echo done > queue20.done
