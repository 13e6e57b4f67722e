#!/bin/bash
# lead (session 52): replaces the tail of queue10 (stopped at 03:10Z while its Top(13) at n = 15 kept running): S_p rows
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while pgrep -f "topcheck.py 15 13,3" > /dev/null; do sleep 5; done
export VMEM=9000000
for r in 12 11 10 9 8; do ./run.sh top_n15.log 3600 topcheck.py 15 $r,$((16-r)); done
echo done > queue11.done
