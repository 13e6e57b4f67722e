#!/bin/bash
# lead (session 61): the P^1 parts (e0_P, R_inf) of the E boxes (6,0) .. (11,0) and of (12,0) at n = 12 (Dmax = n: no
# module degree), beside queue40.sh's (4,0), in 5 GB each (slices drawn block by block); the values go to the cache.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
for a in 6 7 8 9 10 11 12; do
  [ -e /tmp/q41stop ] && break
  VMEM=5000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_n12_p1c.log 2400 $H/etop.py 12 12 $a
done
echo done > queue41.done
