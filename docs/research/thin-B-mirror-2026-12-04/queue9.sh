#!/bin/bash
# lead (session 52): rerun of queue7's failed runs (3 GB was too little), then n = 14, z-route Top^sigma
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=8500000 SWAP=1
./run.sh top_sigma_n13.log 2400 topcheck.py 13 9,5
./run.sh top_sigma_n13.log 3000 topcheck.py 13 8,6
for r in 12 11 10 9 8; do ./run.sh top_sigma_n14.log 3600 topcheck.py 14 $r,$((15-r)); done
echo done > queue9.done
