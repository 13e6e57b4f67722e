#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
# wait for the running n=12 blockstep (started by me) to finish
while pgrep -f "blockstep.py 12 11,3 12,3 11,4 10,4" > /dev/null; do sleep 5; done
./run.sh top_small.log 900 topcheck.py 4 3,2 2,3 3,1 2,2
./run.sh top_small.log 900 topcheck.py 5 4,2 3,3 2,4 4,1 3,2
./run.sh step_n13.log 1500 blockstep.py 13 12,3 12,4 11,4
SEED=2 ./run.sh step_n12_seed2.log 1500 blockstep.py 12 11,3 11,4
echo done > queue1.done
