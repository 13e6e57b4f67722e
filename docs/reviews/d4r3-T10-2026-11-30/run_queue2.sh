#!/bin/bash
# third run (written 2026-11-30 ~17:16 UTC, after 3 of the seed-4242 ranks were seen, before any other):
# the SAME RAC as seed 4242 (evalk.py draws everything from default_rng(seed) in a fixed order), other orbit members
# for the S_3 check, two flat edge blocks (Prop. 35 upper bound 7155 < Prop. 12's 7650: a check that the code does
# not overshoot a reviewed upper bound), and (25,5,5), (12,12,11): all alpha_i >= s, not among the 14 (not claimed).
cd /work/main/docs/reviews/d4r3-T10-2026-11-30
while kill -0 $(cat run_queue.pid) 2>/dev/null; do sleep 10; done
A3="24,5,6/6,24,5/6,5,24/5,24,6/14,16,5/5,14,16/10,13,12/20,15,0/0,20,15/25,5,5/12,12,11"
echo "$A3" > alphas_s4242b.txt
./run_seed.sh 4242 "$A3" s4242b
