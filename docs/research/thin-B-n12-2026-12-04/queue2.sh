#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue1.done ]; do sleep 5; done
PAIRS="3,2 3,3 3,4 3,5 4,2 4,3 4,4 5,2 5,3"
for n in 8 9 10 11 12 13; do ./run.sh rs_stats_pair.log 1200 rs_stats.py $n $PAIRS; done
for s in 1 2; do
  SEED=$s JS=all ./run.sh rs_prime.log 1200 rs_stats.py 12 3,3 3,2 3,4 4,3
  SEED=$s JS=all ./run.sh rs_prime.log 1200 rs_stats.py 13 3,3 3,4 4,3 3,2 4,4
  SEED=$s JS=triple ./run.sh rs_prime.log 1200 rs_stats.py 13 4,3
done
SEED=2 ./run.sh rs_stats_pair.log 1200 rs_stats.py 13 3,3 3,4 4,3
./run.sh top_n12_13.log 1500 topcheck.py 12 11,2 11,1
./run.sh top_n12_13.log 1500 topcheck.py 13 12,2 11,3
echo done > queue2.done
