"""formula_D(n, a, 0, d1) (thin-every-n) vs the library's formula_block_rank // 3 for the boxes (a, 0), n = 4..8."""
import sys
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from math import comb
from formula_D import formula_D
from numerics.bounds.depth4_blocks import formula_block_rank, start_degrees
for n in range(4, 9):
    d1 = comb(n + 1, 2); N1 = start_degrees(depth=4, T=2 * n)[0]
    for a in range(1, n + 2):
        cl, r = formula_block_rank(T=2 * n, alpha=(N1 - a, a, 0))
        f = formula_D(n, a, 0, d1)
        print(f'n={n} a={a}: formula_D={f} block_rank={r} ({cl}) r/3={r/3} equal={f[1]*3 == r}', flush=True)
