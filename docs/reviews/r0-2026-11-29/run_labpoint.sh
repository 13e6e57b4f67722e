#!/bin/bash
# rank(C Phi) from the definition at the lab's seed-0 weight draw, prime 2^31 - 1 (U1-U4 printed), and the
# u4fail control rerun with det(W2) printed
for a in "3 2 0" "3 3 0" "3 4 0" "3 5 0" "3 6 0" "3 7 0" "4 2 0" "4 3 0" "4 4 0" "5 2 0" "5 3 0" "6 2 0" "6 3 0"; do
  /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a lab || echo "FAILED/TIMEOUT: $a lab"
done
for a in "3 4 6" "4 3 6" "3 4 8" "4 3 8"; do
  /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a u4fail || echo "FAILED/TIMEOUT: $a u4fail"
done
