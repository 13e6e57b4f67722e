#!/bin/bash
# helper-167: replaces the tail of queue3.sh (Top(7) restarted with a longer timeout; killed by me at 00:05 after 2 min)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
./run.sh top_n12.log 1500 topcheck.py 12 7,6
SWAP=1 ./run.sh top_sigma_n12.log 1500 topcheck.py 12 7,6
echo done > queue3.done
