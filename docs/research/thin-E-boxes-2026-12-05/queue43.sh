#!/bin/bash
# lead (session 61): after queue41.sh's (8,0) (stopped there by /tmp/q41stop): the box (n, 0) = (12,0) whole (P^1 part
# and module; at n = 4..7 it held at D' = n + 2, n + 3), then the P^1 parts of (11,0), (10,0), (9,0); 8 GB each.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
while pgrep -f "queue41.sh" > /dev/null; do sleep 20; done
VMEM=8000000 $RUN $H/etop_n12u.log 3600 $H/etop.py 12 18 12
for a in 11 10 9; do
  [ -e /tmp/q43stop ] && break
  VMEM=5000000 $RUN $H/etop_n12_p1c.log 2400 $H/etop.py 12 12 $a
done
echo done > $H/queue43.done
