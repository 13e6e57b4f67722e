#!/bin/bash
# lead (session 53): n = 15, S_p rows 9, 8 with topcheck2.py (bounded memory; topcheck.py ran out of 11 GB at row 9)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000
for r in 9 8; do ./run.sh top_n15.log 3600 topcheck2.py 15 $r,$((16-r)); done
echo done > queue17.done
