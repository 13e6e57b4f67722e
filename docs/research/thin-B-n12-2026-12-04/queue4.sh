#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue2.done ]; do sleep 5; done
for n in 8 9 10 11 12 13; do ./run.sh stats2.log 900 stats2.py $n 3,2 3,3 3,4 4,2 4,3 5,2; done
./run.sh obstruction.log 900 obstruction.py 12 3,3
SEED=2 ./run.sh rs_family_seed2.log 1500 rs_deficit.py 4 11
SEED=2 ./run.sh rs_family_seed2.log 1500 rs_deficit.py 13 13
echo done > queue4.done
