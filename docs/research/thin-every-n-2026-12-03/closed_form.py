"""Closed form of formula/3 for the thin boxes, checked against the lab's formula_block_rank.

Q(n,a,b) := D - formula/3, D = C(d1+2,2) C(n+2,2), d1 = C(n+1,2).
Claimed decomposition (see NOTES section 1):
  Q = 3(d1+n) + sum_kappa [ div + fat + lam ] + extra  with extra by class.
"""
import sys
from math import comb
from numerics.bounds.depth4_blocks import formula_block_rank, start_codimension, local_colength
from numerics.bounds.depth4 import common_support_count, corner_bound

def C(x, k):
    return comb(x, k) if x >= k >= 0 else 0

def target(n, a, b):
    T = 2 * n; n1 = comb(n + 2, 3)
    cls, r = formula_block_rank(T=T, alpha=(n1 - a - b, a, b))
    assert r % 3 == 0
    return cls, r // 3

def my_codim(n, a, b):
    """Independent closed form: returns (class, Q)."""
    d1 = C(n + 1, 2)
    base = 3 * (d1 + n)                      # codim of J (c_3 = D - 3(d1+n))
    # Y^mod conditions: fat points of order (k-b)^+ and (k-a)^+ (minus divisibility) and divisibility Y^g
    def kappa_sum(a2, a3, lam=True):
        tot = 0
        for k1 in range(n + 1):
            for k2 in range(n + 1 - k1):
                kap = (k1, k2, n - k1 - k2)
                g = [max(v - a2 - a3, 0) for v in kap]
                G = sum(g)
                div = C(d1 + 2, 2) - C(d1 - G + 2, 2)
                fat = sum(C(max(v - x, 0) - gi + 1, 2) for v, gi in zip(kap, g) for x in (a3, a2))
                l = sum(local_colength(kap[i], kap[j], a2=a2, a3=a3) for i in range(3) for j in range(i + 1, 3)) if lam else 0
                tot += div + fat + l
        return tot
    if b >= 1 and a >= n:
        return "A", base + 3 * C(n - b + 3, 4)
    if b >= 1 and a + b >= n + 1:
        return "B", base + 3 * C(n - a + 3, 4) + 3 * C(n - b + 3, 4)
    if b == 0 and a >= n:
        # flat edge: e(n)
        return "C", None
    if b == 0:
        return "E", None
    return "N", base + kappa_sum(a, b) + 3 * (n - a - b + 1)

if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for n in range(4, N + 1):
        d1 = C(n + 1, 2); Dm = C(d1 + 2, 2) * C(n + 2, 2)
        bad = 0
        rows = []
        for a in range(1, n + 1):
            for b in range(0, min(a, n - 1) + 1):
                cls, t = target(n, a, b)
                mc, q = my_codim(n, a, b)
                Q = Dm - t
                rows.append((a, b, cls, Q - 3 * (d1 + n)))
                if q is not None and (q != Q or mc != cls):
                    bad += 1; print("MISMATCH", n, a, b, cls, mc, Q, q)
        print(n, "boxes", len(rows), "mismatches", bad)
        if n <= 8:
            print("  Q - 3(d1+n):", [(a, b, c, x) for a, b, c, x in rows])
