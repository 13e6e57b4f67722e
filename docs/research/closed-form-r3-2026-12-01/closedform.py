"""CONJECTURED closed form for sep(4, M >= 3, 3, T), T = 2s >= 8: a sum over the S_3-orbits of alpha of block ranks,
every term a finite expression in s (no point ranks). Self-contained apart from Proposition 12's per-block bound
(numerics.bounds.depth4.corner_bound) and its ideal counts c_k (common_support_count)."""
import sys
from functools import cache
from itertools import permutations, product
from math import comb
from numerics.bounds.depth4 import corner_bound, common_support_count
from lamformula import lam_formula

def C(n, k): return comb(n, k) if n >= k >= 0 else 0

def codim_Y(s, a2, a3):
    """D - dim Y_alpha (local model): divisibility by n_i1^g_i, fat points at z_i^(2), z_i^(3), colengths at q_ii'."""
    n2 = C(s + 1, 2); tot = 0
    for kap in product(range(s + 1), repeat=3):
        if sum(kap) != s: continue
        g = [max(v - a2 - a3, 0) for v in kap]
        fat = sum(C(max(v - a, 0) - gi + 1, 2) for v, gi in zip(kap, g) for a in (a2, a3))
        lam = sum(lam_formula(kap[i], kap[j], a2, a3) for i in range(3) for j in range(i + 1, 3))
        tot += C(n2 + 2, 2) - C(n2 - sum(g) + 2, 2) + fat + lam
    return tot

def edge_kernel(s):
    d = C(s + 1, 2) - s; dim_p = C(d + 2, 2) * C(s + 1, 2); q = 3 * s + 3 * (d - 1)
    return 6 * (dim_p - q) - (3 * C(d - 1, 2) * C(s, 2) - 6 * q + 27)

@cache
def blocks(s):
    T = 2 * s; n1, n2 = C(s + 2, 3), C(s + 1, 2)
    D = C(n2 + 2, 2) * C(s + 2, 2)
    c = {k: common_support_count(R=3, degrees=(n2, s), k=k) for k in (2, 3)}
    fatdef = lambda m: 9 * C(s - m + 3, 4) if m < s else 0
    def edge(j):  # 1 <= j <= s (j = s: the flat edges, case (C))
        r = 3 * (c[2] - codim_Y(s, j, 0) + 3 * C(s + 1, 2) + 3 * C(s - j + 1, 2))
        return min(r, edge_kernel(s)) if j == 1 else r
    out = {}
    for a1 in range(n1 + 1):
        for a2 in range(n1 + 1 - a1):
            a3 = n1 - a1 - a2
            if not a1 >= a2 >= a3: continue
            a = (a1, a2, a3); b = corner_bound(R=3, T=T, alpha=a); o = len(set(permutations(a)))
            if a3 >= s: case, r = "interior", b
            elif a3 >= 1 and a2 >= s: case, r = "A", b - fatdef(a3)
            elif a3 >= 1 and a2 + a3 >= s + 1: case, r = "B", b - fatdef(a2) - fatdef(a3)
            elif a3 == 0 and a2 >= s: case, r = "C", min(b, edge(s))
            elif a2 == 0: case, r = "V", b
            elif a3 == 0: case, r = "E", min(b, edge(a2))
            else: case, r = "N", min(b, 3 * (c[3] - codim_Y(s, a2, a3) - 3 * (s - a2 - a3 + 1)))
            out[a] = (o, case, b, r)
    return out

def sep(s): return sum(o * r for o, _, _, r in blocks(s).values())

if __name__ == "__main__":
    for s in map(int, sys.argv[1:]):
        bl = blocks(s)
        byc = {}
        for o, case, b, r in bl.values():
            x = byc.setdefault(case, [0, 0, 0]); x[0] += o; x[1] += o * r; x[2] += o * b
        print(2 * s, sep(s), {k: tuple(v) for k, v in sorted(byc.items())}, flush=True)
