#!/bin/bash
# lead (session 53): n = 15, S_p^sigma row 9 with topcheck2.py
cd /work/main/docs/research/thin-B-mirror-2026-12-04
export VMEM=9000000 SWAP=1
./run.sh top_sigma_n15.log 3600 topcheck2.py 15 9,7
echo done > queue18.done
