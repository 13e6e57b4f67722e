#!/bin/bash
cd /work/main/docs/reviews/helper164-review-2026-12-04
S6="5,2,3 4,3,4 5,3,4 3,4,5 4,2,3 5,2,4 3,3,4"
./run.sh validate_n6_8.log 900 direct 6 1 $S6
./run.sh validate_n6_8.log 900 block 6 1 $S6
./run.sh validate_n6_8.log 900 direct 7 1 6,2,3 5,2,3
./run.sh validate_n6_8.log 900 block 7 1 6,2,3 5,2,3
./run.sh validate_n6_8.log 1200 direct 8 1 7,2,3 6,2,3
./run.sh validate_n6_8.log 900 block 8 1 7,2,3 6,2,3
./run.sh step_n12_seed2.log 900 block 12 2 11,2,3
./run.sh step_n14_seed2.log 1500 block 14 2 13,2,3
./run.sh step_n14_134.log 1500 block 14 1 13,3,4
echo done > queue.done
