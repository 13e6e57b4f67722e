#!/bin/bash
# main sweep: rank(C Phi) from the definition vs formula
for a in "3 2 1" "3 3 1" "3 4 1" "3 5 1" "3 6 1" "3 7 1" "3 5 2" "3 6 2" "4 2 1" "4 3 1" "4 4 1" "4 3 2" "5 2 1" "5 3 1" "6 2 1"; do
  /usr/bin/time -f "wall %e s, maxrss %M KB" timeout 115 nice -n 19 python rank_from_definition.py $a || echo "FAILED/TIMEOUT: $a"
done
