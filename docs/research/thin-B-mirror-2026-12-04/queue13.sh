#!/bin/bash
# lead (session 53): n = 15, S_p rows 9, 8 (closes the boxes (9,7), (8,8))
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=11000000
for r in 9 8; do ./run.sh top_n15.log 3600 topcheck.py 15 $r,$((16-r)); done
echo done > queue13.done
