#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue7.done ]; do sleep 5; done
./run.sh base_sigma.log 600 base_sigma.py 14 12 13
JS=all ./run.sh local_all.log 600 local.py 15 16 3,3 3,4 4,3 3,5 4,4 5,3 3,6 4,5 5,4 6,3
./run.sh local.log 600 local.py 15 16 3,3 4,4 3,6 6,3 4,5 3,7 5,5 3,2 6,2
echo done > queue8.done
