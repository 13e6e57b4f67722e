"""Per class: the smallest slack formula_block_rank - 3 ceil(LB) over orbits (T = 16..22)."""
from math import comb
import sys; sys.path.insert(0, '.')
from arith import hull_pp, LBfun, ceil
from numerics.bounds.depth4_blocks import orbit_representatives, formula_block_rank
for T in (16, 18, 20, 22):
    n = T // 2; N1 = comb(n + 2, 3); d1 = comb(n + 1, 2)
    LB, V, c = LBfun(n, hull_pp(n)[3])
    best = {}
    for al, k in orbit_representatives(n1=N1):
        if al[2] >= n: continue
        cls, fr = formula_block_rank(T=T, alpha=al)
        per = 3 * ceil(LB(min(al[1], d1), min(al[2], d1)))
        if cls not in best or fr - per < best[cls][0]: best[cls] = (fr - per, al, per, fr)
    print(T, {k: v for k, v in sorted(best.items())})
