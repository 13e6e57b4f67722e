#!/bin/bash
# reviewer-172 queue 2: starts after queue1.done; one process at a time
cd /work/main/docs/reviews/theorem-N-review-2026-12-05
while [ ! -f queue1.done ]; do sleep 10; done
FULL=1 ./run.sh n6_d1.log 1500 check.py P 6 21 5,1
E0=4 ./run.sh n12_top.log 1500 check.py P 12 14 10,2
E0=5 ./run.sh n12_top.log 1500 check.py P 12 14 9,3
./run.sh n5.log 900 check.py cells 5 12 1,1 2,1 3,1 4,1 2,2 3,2
touch queue2.done
