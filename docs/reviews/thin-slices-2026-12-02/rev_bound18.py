"""Reviewer's recomputation of helper-126's T = 18 bound (slices only; b not computed by the best Lemma K chord)."""
from collections import defaultdict
from fractions import Fraction
from math import ceil, comb
from numerics.bounds.depth4_blocks import formula_block_rank, orbit_representatives
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound

T, n = 18, 9
d1, N1 = comb(n + 1, 2), comb(n + 2, 3)
X = {0: 56157, 1: 58303, 2: 58663, 10: 59293}  # helper's n = 9 values (b = 0 recomputed by the reviewer if time)

def xb(b):  # concave non-decreasing b -> dim X_(a,b) (Lemma K): the best chord, else monotonicity
    if b in X:
        return X[b]
    best = max(X[c] for c in X if c < b)
    for lo in (c for c in X if c < b):
        for hi in (c for c in X if c > b):
            best = max(best, ceil(Fraction((hi - b) * X[lo] + (b - lo) * X[hi], hi - lo)))
    return best

orbits = orbit_representatives(n1=N1)
inner = interior_bound(T=T)
totL = totN = totF = 0
cls = defaultdict(lambda: [0, 0, 0, 0])
for alpha, k in orbits:
    a1, a2, a3 = alpha
    if a3 >= n:
        continue
    c, fr = formula_block_rank(T=T, alpha=alpha)
    L = outer_block_lower_bound(T=T, alpha=alpha)
    new = max(L, 3 * xb(min(a3, d1))) if min(a2, d1) >= n + 1 else L
    assert new <= fr
    totL += k * L; totN += k * new; totF += k * fr
    for i, v in enumerate((k, k * L, k * new, k * fr)):
        cls[c][i] += v
assert inner + totL == outer_lower_bound(T=T)
print(f"T=18: interior {inner}; Theorem L {inner + totL}; new {inner + totN}; formula {inner + totF}; gap {totF - totL} -> {totF - totN}")
for c in sorted(cls):
    print("  ", c, cls[c])
print("chord values b=3..9:", {b: xb(b) for b in range(3, 10)})
