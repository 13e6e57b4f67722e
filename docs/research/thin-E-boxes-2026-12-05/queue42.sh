#!/bin/bash
# lead (session 61): the second code for (4,0) to its D' = 19 (etop.py: HOLDS at D' = 19), 20 GB (queue39.sh's run to
# D = 17 fitted 9 GB), beside queue41.sh's P^1 parts (5 GB).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
VMEM=20000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_ebox_n12_4_D19.log 4800 $H/ebox_lead.py 12 19 4
echo done > $H/queue42.done
