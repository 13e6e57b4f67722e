"""§6 Reduction: does formula_block_rank of a non-interior orbit depend only on (min(alpha_2, n), alpha_3)?"""
from math import comb
from numerics.bounds.depth4_blocks import orbit_representatives, formula_block_rank
for T in (10, 12, 14, 16, 18, 20, 22):
    n = T // 2; N1 = comb(n + 2, 3)
    bad, pairs = [], set()
    for al, k in orbit_representatives(n1=N1):
        if al[2] >= n: continue
        a, b = min(al[1], n), al[2]
        pairs.add((a, b))
        f1 = formula_block_rank(T=T, alpha=al); f2 = formula_block_rank(T=T, alpha=(N1 - a - b, a, b))
        if f1 != f2: bad.append((al, f1, f2))
    print(f"T={T}: {len(pairs)} distinct (min(a2,n), a3) pairs; orbits where formula differs from the thin-box rep: {len(bad)} {bad[:3]}")
