#!/bin/bash
# helper-167: n = 13 boundary boxes via Top at the larger index (starts after queue4)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while [ ! -f queue4.done ]; do sleep 5; done
SWAP=1 ./run.sh top_sigma_n13.log 900 topcheck.py 13 11,3
./run.sh top_n13.log 900 topcheck.py 13 10,4
SWAP=1 ./run.sh top_sigma_n13.log 900 topcheck.py 13 10,4
echo done > queue5.done
