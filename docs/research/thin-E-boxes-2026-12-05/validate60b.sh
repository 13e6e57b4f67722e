#!/bin/bash
# lead (session 60): ebox_lead.py against the reviewer's ebox.py logs at n = 6, 7 (same command, CHECKS=1).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
export CHECKS=1
VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ebox_lead_validate.log 900 $H/ebox_lead.py 6 12 1 2 3 4 5 6
VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/ebox_lead_validate.log 1800 $H/ebox_lead.py 7 12 1 2 3 4 5 6 7
echo done > validate60b.done
