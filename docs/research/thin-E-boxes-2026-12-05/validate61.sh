#!/bin/bash
# lead (session 61): etop.py with the slices drawn block by block (own_copy.Model.S_blocks, common.rank_blocks) against
# etop_validate.log (same boxes, no cache at n = 5, 6); then rank_blocks with small chunks against one FLINT rank of the
# whole slice, every slice g <= n + 1 of P^1 at n = 5, 6 (blocks_check.py).
H=/work/main/docs/research/thin-E-boxes-2026-12-05
for a in 1 2 3 4 5; do VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_validate61.log 600 $H/etop.py 5 12 $a; done
for a in 3 6 1; do VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_validate61.log 600 $H/etop.py 6 12 $a; done
for n in 5 6; do VMEM=4000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/blocks_check.log 900 $H/blocks_check.py $n; done
echo done > validate61.done
