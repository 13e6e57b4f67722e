#!/bin/bash
# negative controls (must differ from the formula) and genericity probes (U4 false / U2 false)
for mode in offline order+1 order-1; do
  for a in "3 3 5" "3 4 5" "3 5 5" "4 3 5"; do
    /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a $mode || echo "FAILED/TIMEOUT: $a $mode"
  done
done
for a in "3 2 6" "3 3 6" "3 4 6" "3 5 6" "3 6 6" "4 2 6" "4 3 6" "4 4 6" "5 2 6" "5 3 6" "3 4 7" "4 3 7"; do
  /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a u4fail || echo "FAILED/TIMEOUT: $a u4fail"
done
for a in "3 2 6" "3 3 6" "3 4 6" "3 5 6" "4 2 6" "4 3 6" "4 4 6"; do
  /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a u2fail || echo "FAILED/TIMEOUT: $a u2fail"
done
