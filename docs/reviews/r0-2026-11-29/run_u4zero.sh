#!/bin/bash
# U4 false at i = 0 only, U1-U3 true, W2 invertible: the Theorem's count should still hold if U4 is superfluous
for a in "3 2 9" "3 3 9" "3 4 9" "3 5 9" "3 6 9" "4 2 9" "4 3 9" "4 4 9" "5 2 9" "5 3 9"; do
  /usr/bin/time -f "wall %e s" timeout 115 nice -n 19 python rank_from_definition.py $a u4zero || echo "FAILED/TIMEOUT: $a u4zero"
done
