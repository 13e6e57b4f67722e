#!/bin/bash
# lead (session 62): (5,0)'s module (P^1 part from the cache) to D = 21 at most (at D = 18 top 2517 < R_inf 2541;
# the D = 18 step took ~820 s at 14 GB), 20 GB, one big process; stopped by timeout at about 08:40 UTC.
# (Ran to D = 20, not reached; the lead paused the timeout for the D = 20 step and then stopped it: see etop_n12w.log's last line.)
H=/work/main/docs/research/thin-E-boxes-2026-12-05
VMEM=20000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_n12w.log 7200 $H/etop.py 12 21 5
echo done > $H/queue45.done
