#!/bin/bash
# lead (session 52): n = 13 boundary boxes, z-route Top^sigma at the larger index (one process at a time)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
SWAP=1 ./run.sh top_sigma_n13.log 1800 topcheck.py 13 10,4
SWAP=1 ./run.sh top_sigma_n13.log 2400 topcheck.py 13 9,5
SWAP=1 ./run.sh top_sigma_n13.log 3000 topcheck.py 13 8,6
echo done > queue7.done
