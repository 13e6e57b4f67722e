"""Conjecture 49's per-coordinate rank of box (a, b) at T = 2n, with the p-degree d1 replaced by a free degree D
(an independent re-implementation; at D = d1 it equals formula_block_rank(...)//3, checked in closed_form.py)."""
from math import comb
from numerics.bounds.depth4_blocks import local_colength

def C(x, k):
    return comb(x, k) if x >= k >= 0 else 0

def c_k(k, D1, D2):
    return sum((-1) ** (i + 1) * comb(k, i) * C(D1 - i + 2, 2) * C(D2 - i + 2, 2) for i in range(1, k + 1))

def codimY(n, a2, a3, D):
    tot = 0
    for k1 in range(n + 1):
        for k2 in range(n + 1 - k1):
            kap = (k1, k2, n - k1 - k2)
            g = [max(v - a2 - a3, 0) for v in kap]
            G = sum(g)
            div = C(D + 2, 2) - C(D - G + 2, 2)
            fat = sum(C(max(v - x, 0) - gi + 1, 2) for v, gi in zip(kap, g) for x in (a3, a2))
            lam = sum(local_colength(kap[i], kap[j], a2=a2, a3=a3) for i in range(3) for j in range(i + 1, 3))
            tot += div + fat + lam
    return tot

def formula_D(n, a, b, D):
    """(class, value) with a >= b, 1 <= a <= n (a = n stands for every a >= n), b <= n - 1."""
    a = min(a, n)
    if b >= 1 and a >= n:
        return "A", c_k(3, D, n) - 3 * C(n - b + 3, 4)
    if b >= 1 and a + b >= n + 1:
        return "B", c_k(3, D, n) - 3 * C(n - a + 3, 4) - 3 * C(n - b + 3, 4)
    if b >= 1:
        return "N", c_k(3, D, n) - codimY(n, a, b, D) - 3 * (n - a - b + 1)
    e = c_k(2, D, n) - codimY(n, a, 0, D) + 3 * C(n + 1, 2) + 3 * C(n - a + 1, 2) - (9 if a == 1 else 0)
    return ("C" if a >= n else "E"), e
