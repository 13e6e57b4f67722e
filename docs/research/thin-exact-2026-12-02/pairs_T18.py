"""The (a,b) boxes (a <= n) used by the T = 18 blocks, with class and weight k*(formula - Theorem L), descending."""
from math import comb
from numerics.bounds.depth4_blocks import formula_block_rank, orbit_representatives
from proofs.general.depth4.box_jet import outer_block_lower_bound
T, n = 18, 9
w = {}
for al, k in orbit_representatives(n1=comb(n + 2, 3)):
    if al[2] >= n: continue
    _, a2, a3 = sorted(al, reverse=True)
    a, b = min(a2, comb(n + 1, 2)), min(a3, comb(n + 1, 2))
    cls, f = formula_block_rank(T=T, alpha=al)
    low = outer_block_lower_bound(T=T, alpha=al)
    key = (a, b) if a <= n else (n + 1, b)
    e = w.setdefault(key, [set(), 0]); e[0].add(cls); e[1] += k * (f - low)
for key, (c, g) in sorted(w.items(), key=lambda t: -t[1][1]):
    print(key, sorted(c), g)
