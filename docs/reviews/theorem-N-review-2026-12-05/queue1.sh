#!/bin/bash
# reviewer-172 queue: one process at a time
cd /work/main/docs/reviews/theorem-N-review-2026-12-05
while pgrep -f "check.py P 8 13" > /dev/null; do sleep 10; done
./run.sh n12_111.log 2400 check.py P 12 14 11,1
RONLY=1 ./run.sh n12_R.log 1800 check.py P 12 14 10,2 9,3 7,5 6,6 4,4
./run.sh n7.log 1800 check.py P 7 12 1,1 2,1 3,1 4,1 5,1 6,1 2,2 3,2 4,2 5,2 3,3 4,3
touch queue1.done
