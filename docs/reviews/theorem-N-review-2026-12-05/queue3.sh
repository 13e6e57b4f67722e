#!/bin/bash
# reviewer-172 queue 3: after queue2.done; lean rref path validated at n = 6, then n = 12 (7,5) top
cd /work/main/docs/reviews/theorem-N-review-2026-12-05
while [ ! -f queue2.done ]; do sleep 10; done
LEAN=1 ./run.sh n6_lean.log 600 check.py P 6 12 3,3 1,1
LEAN=1 E0=7 ./run.sh n12_top.log 1700 check.py P 12 14 7,5
touch queue3.done
