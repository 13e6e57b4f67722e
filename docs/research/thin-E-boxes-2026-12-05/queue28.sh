#!/bin/bash
# lead (session 60): the E box (1,0) at n = 12 by etop.py (Dmax 18, stops at D'), beside the N queue's (5,1)
# (queue29.sh, 13 GB): 9 GB here, so the two stay under the machine's 23 GB together.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
cd $H
VMEM=9000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_n12.log 5400 $H/etop.py 12 18 1
echo done > queue28.done
