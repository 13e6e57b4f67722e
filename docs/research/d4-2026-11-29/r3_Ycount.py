"""Upper bound on dim Y_j (R = 3, depth 4, edge blocks) at generic weights: every generator of Y_j's c^κ part is
G_κ · h with G_κ = Π_i n_i1^((κ_i - j)^+) and mult_(z_i) h >= min(κ_i, j); fat points impose independent
conditions when deg >= Σ mult - 1. Prints Σ_κ [((3, N2 - deg G_κ)) - Σ_i C(min(κ_i, j) + 1, 2)] per j."""
import itertools, sys
from math import comb
R = 3
def ms(r, d): return comb(r + d - 1, d) if d >= 0 else 0
n = int(sys.argv[1]) if len(sys.argv) > 1 else 4
N2, s = comb(n + 1, 2), n
for j in range(0, s + 1):
    tot = 0
    for kap in itertools.product(range(s + 1), repeat=R):
        if sum(kap) != s: continue
        degG = sum(max(k - j, 0) for k in kap)
        m = [min(k, j) for k in kap]
        assert N2 - degG >= sum(m) - 1
        tot += ms(R, N2 - degG) - sum(comb(x + 1, 2) for x in m)
    print(f"n={n} j={j} upper bound on dim Y_j: {tot}")
