"""Corollary check: for which n does some interior alpha (all alpha_i >= n, |alpha| = C(n+2,3)) have max alpha < D?"""
from math import comb
for n in range(4, 31):
    N1, d1 = comb(n + 2, 3), comb(n + 1, 2); D = d1 + 3 * (n - 1)
    # smallest possible max coordinate among interior alpha: ceil(N1/3) (always >= n here)
    mn = -(-N1 // 3)
    bad = [(a1, a2, N1 - a1 - a2) for a1 in range(n, N1) for a2 in range(n, a1 + 1)
           if n <= N1 - a1 - a2 <= a2 and a1 < D]
    print(n, "N1", N1, "D", D, "min max", mn, "orbits with max<D:", len(bad))
