"""helper-135: Conjecture 49's per-coordinate rank formula_block_rank(T=2n, alpha=(N1-a-b, a, b))[1] // 3."""
import sys
from numerics.bounds.depth4_blocks import formula_block_rank, start_degrees
for n in (4, 5, 6, 8, 9):
    T = 2 * n; N1 = start_degrees(depth=4, T=T)[0]
    for a in range(0, n + 2):
        for b in range(0, a + 1):
            c, r = formula_block_rank(T=T, alpha=(N1 - a - b, a, b))
            print(n, a, b, c, r // 3, r % 3)
