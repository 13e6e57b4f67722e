#!/bin/bash
# lead (session 52): n = 15, S_p^sigma rows (in parallel with queue11)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000 SWAP=1
for r in 13 12 11 10 9; do ./run.sh top_sigma_n15.log 3600 topcheck.py 15 $r,$((16-r)); done
echo done > queue12.done
