#!/bin/bash
cd /work/main/docs/reviews/helper164-review-2026-12-04
while [ ! -f queue.done ]; do sleep 10; done
./run.sh rs.log 900 rs 13 1 3,3,pair 3,3,all 3,4,all 4,3,all
./run.sh step_n13.log 1500 block 13 1 12,2,3
echo done > queue2.done
