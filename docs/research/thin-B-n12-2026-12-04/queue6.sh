#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue4.done ]; do sleep 5; done
./run.sh local.log 900 local.py 8 13 3,3 3,4 4,3 3,5 4,4 5,3 3,2 4,2 5,2
while [ ! -f prediction2.done ]; do sleep 5; done
./run.sh rs_n14.log 1500 rs_deficit.py 14 14
./run.sh local.log 900 local.py 14 14 3,3 3,4 4,3 3,5 4,4 5,3 3,6 4,5 5,4 6,3 3,2 4,2 5,2
./run.sh stats2.log 900 stats2.py 14 3,3 3,4 4,3 3,5 4,4 5,3
JS=all ./run.sh rs_prime.log 900 rs_stats.py 14 3,3 3,4 4,3 3,5 4,4 5,3 3,6 6,3 4,5 5,4
echo done > queue6.done
