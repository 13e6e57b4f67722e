#!/bin/bash
# lead (session 52): n = 13 boundary boxes, t-route Tops at the larger index (one process at a time)
cd /work/main/docs/research/thin-B-mirror-2026-12-04
./run.sh top_n13.log 1800 topcheck.py 13 10,4
./run.sh top_n13.log 2400 topcheck.py 13 9,5
./run.sh top_n13.log 3000 topcheck.py 13 8,6
./run.sh top_n13.log 3600 topcheck.py 13 7,7
echo done > queue6.done
