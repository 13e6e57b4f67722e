#!/bin/bash
# lead (session 61): (5,0)'s module (P^1 part from the cache) as far as the session allows (stopped by timeout at about
# 05:50 UTC), 14 GB, (its own log: a first start wrote into etop_n12u.log beside queue43.sh's (12,0) (8 GB)).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
VMEM=14000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_n12v.log 2900 $H/etop.py 12 19 5
echo done > $H/queue44.done
