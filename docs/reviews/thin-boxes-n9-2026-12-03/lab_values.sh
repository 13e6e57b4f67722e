#!/bin/bash
# helper-142: the lab's recorded values and Conjecture 49's formula at n = 9 (run ONLY after the computations).
cd /work/main
.venv/bin/python -c "from proofs.general.depth4.thin import general_boxes as g, exact_boxes as e; print(g.GENERAL_DIMS[9]); print(e.EXACT_DIMS[9]); print(g.boxes_at(9))"
.venv/bin/python -c "
from numerics.bounds.depth4_blocks import formula_block_rank, start_degrees
T = 18; N1 = start_degrees(depth=4, T=T)[0]
for a in range(0, 11):
    for b in range(0, min(a, 8) + 1):
        c, r = formula_block_rank(T=T, alpha=(N1 - a - b, a, b))
        print('F', a, b, c, r // 3, r % 3)
"
