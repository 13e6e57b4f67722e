"""Reviewer's recomputation of helper-126's T = 16 bound from the dims (helper-128).

usage: rev_bound.py  (dims hard-coded below, with their source)
"""
from collections import defaultdict
from math import comb

from numerics.bounds.depth4_blocks import formula_block_rank, orbit_representatives
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound

T, n = 16, 8
d1, N1 = comb(n + 1, 2), comb(n + 2, 3)
# dim X_(a,b) for a >= n+1 (seed 1, p = 1048571): helper's values; the reviewer's run replaces them where recomputed
X = {0: 29427, 1: 30873, 2: 31125, 3: 31293, 4: 31398, 5: 31458, 6: 31488, 7: 31500, 8: 31503, 9: 31503}
DEG = {(3, 2): 29418, (4, 1): 29380, (3, 1): 28317}  # helper's degeneration bounds (not all recomputed)

orbits = orbit_representatives(n1=N1)
assert sum(k for _, k in orbits) == comb(N1 + 2, 2)
inner = interior_bound(T=T)
res = {}
for use_deg in (False, True):
    totL = totN = totF = 0
    cls = defaultdict(lambda: [0, 0, 0, 0])
    for alpha, k in orbits:
        a1, a2, a3 = alpha
        assert a1 >= a2 >= a3
        if a3 >= n:
            continue
        c, fr = formula_block_rank(T=T, alpha=alpha)
        L = outer_block_lower_bound(T=T, alpha=alpha)
        a, b = min(a2, d1), min(a3, d1)
        new = L
        if a >= n + 1:
            assert b in X
            new = max(L, 3 * X[b])
        elif use_deg:
            cand = [v for (x, y), v in DEG.items() if x <= a and y <= b]
            if cand:
                new = max(L, 3 * max(cand))
        assert new <= fr, (alpha, new, fr)
        totL += k * L
        totN += k * new
        totF += k * fr
        s = cls[c]
        s[0] += k
        s[1] += k * L
        s[2] += k * new
        s[3] += k * fr
    assert inner + totL == outer_lower_bound(T=T)
    res[use_deg] = inner + totN
    print(f"use_deg={use_deg}: interior {inner}; Theorem L total {inner + totL}; new {inner + totN}; "
          f"formula {inner + totF}; gap {totF - totL} -> {totF - totN}")
    for c in sorted(cls):
        print(f"   {c}: blocks {cls[c][0]}, L {cls[c][1]}, new {cls[c][2]}, formula {cls[c][3]}, gap {cls[c][3]-cls[c][2]}")
# the (A) blocks with alpha_2 >= 9, and where new reaches the formula
cntA9 = sum(k for (a1, a2, a3), k in orbits if a3 < n and a3 >= 1 and formula_block_rank(T=T, alpha=(a1, a2, a3))[0] == "A"
            and a2 >= n + 1)
print("A blocks with alpha_2 >= 9:", cntA9)
for m in range(0, n):
    fr = {formula_block_rank(T=T, alpha=(a1, a2, a3))[1] for (a1, a2, a3), k in orbits if a3 == m and a2 >= n + 1}
    print(f"alpha_3 = {m}, alpha_2 >= 9: formula/3 values {sorted(f // 3 for f in fr)}, 3 | all: {all(f % 3 == 0 for f in fr)}; X = {X[m]}")
