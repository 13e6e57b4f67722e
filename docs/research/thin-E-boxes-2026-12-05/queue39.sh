#!/bin/bash
# lead (session 60): ebox_lead.py for (4,0) to D = 17 beside queue38.sh's etop.py (whose own ebox step is switched
# off by /tmp/q38stop), so that both end before the session does.  9 GB.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
VMEM=9000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/lead_ebox_n12_4_D17.log 3000 $H/ebox_lead.py 12 17 4
echo done > $H/queue39.done
