#!/bin/bash
# lead (session 53): n = 16 RS family at both points and RS' at the fifteen predicted members (section 7e);
# starts when Top^sigma(9) at n = 15 (pid 13832) has ended
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while kill -0 13832 2>/dev/null; do sleep 5; done
export VMEM=5000000
./run.sh rs_n16.log 2400 rs_deficit.py 16 16
SWAP=1 ./run.sh rs_sigma_n16.log 2400 rs_deficit.py 16 16
JS=all ./run.sh rs_prime_n16.log 1800 rs_stats.py 16 3,3 3,4 3,5 3,6 3,7 4,3 4,4 4,5 4,6 5,3 5,4 5,5 6,3 6,4 7,3
JS=all SWAP=1 ./run.sh rs_prime_n16.log 1800 rs_stats.py 16 3,3 3,4 3,5 3,6 3,7 4,3 4,4 4,5 4,6 5,3 5,4 5,5 6,3 6,4 7,3
echo done > queue16.done
