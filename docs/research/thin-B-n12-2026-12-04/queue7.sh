#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue6.done ]; do sleep 5; done
JS=all ./run.sh local_all.log 600 local.py 12 14 3,3 3,4 4,3 3,5 4,4 5,3
./run.sh step_n14.log 1200 blockstep.py 14 13,3
echo done > queue7.done
