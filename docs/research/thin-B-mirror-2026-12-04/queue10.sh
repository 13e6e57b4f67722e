#!/bin/bash
# lead (session 52): n = 15, one process at a time
cd /work/main/docs/research/thin-B-mirror-2026-12-04
SWAP=1 ./run.sh rs_sigma_n15.log 1500 rs_deficit.py 15 15
( cd ../thin-B-n12-2026-12-04 && ../thin-B-mirror-2026-12-04/run.sh ../thin-B-mirror-2026-12-04/local_n15.log 900 local.py 15 15 3,4 4,3 \
  && JS=all ../thin-B-mirror-2026-12-04/run.sh ../thin-B-mirror-2026-12-04/local_n15.log 900 local.py 15 15 3,4 4,3 )
F="3,3 3,4 3,5 3,6 4,3 4,4 4,5 5,3 5,4 6,3"
JS=all ./run.sh rs_prime_n15.log 1500 rs_stats.py 15 $F
JS=all SWAP=1 ./run.sh rs_prime_n15.log 1500 rs_stats.py 15 $F
export VMEM=9000000
for r in 13 12 11 10 9; do ./run.sh top_n15.log 3600 topcheck.py 15 $r,$((16-r)); SWAP=1 ./run.sh top_sigma_n15.log 3600 topcheck.py 15 $r,$((16-r)); done
echo done > queue10.done
