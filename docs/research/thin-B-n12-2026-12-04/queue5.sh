#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue4.done ] || [ ! -f prediction.done ]; do sleep 5; done
./run.sh rs_n14.log 1500 rs_deficit.py 14 14
./run.sh stats2.log 900 stats2.py 14 3,2 3,3 3,4 4,2 4,3 5,2 3,5 4,4 5,3
JS=all ./run.sh rs_prime.log 900 rs_stats.py 14 3,3 3,4 4,3 3,5 4,4 5,3 3,2 4,2 5,2 3,6 6,3
echo done > queue5.done
