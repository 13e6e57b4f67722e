#!/bin/bash
# lead (session 60): etop.py with the chunked slice rank (common.rank_chunked) against etop_validate.log (same boxes).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
for a in 1 2 3 4 5; do VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_validate60.log 600 $H/etop.py 5 12 $a; done
for a in 3 6 1; do VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_validate60.log 600 $H/etop.py 6 12 $a; done
echo done > validate60.done
