#!/bin/sh
# G(n, d): Θ(I_X in bidegree (d, n-1)) = M''_(n, d+n)?  (t_fill.py of the l1 helper, src = X; the log's label
# "dim M''_(n-1,d)" is dim I_X there.)
cd ../l1-2026-11-29
for a in "4 1 2 3" "5 1 2 3" "6 2 3 4" "7 2 3" "8 2 3"; do
  set -- $a; n=$1; shift
  /usr/bin/time -f "wall %e s maxrss %M KB" python t_fill.py 1 $n X "$@"
done
