#!/bin/bash
# lead (session 52): rerun of queue6's failed runs (3 GB was too little: ArrayMemoryError), then n = 14, t-route Tops
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=8500000
./run.sh top_n13.log 2400 topcheck.py 13 9,5
./run.sh top_n13.log 3000 topcheck.py 13 8,6
./run.sh top_n13.log 3600 topcheck.py 13 7,7
for r in 12 11 10 9 8; do ./run.sh top_n14.log 3600 topcheck.py 14 $r,$((15-r)); done
echo done > queue8.done
