"""reviewer: interior orbits (sorted, alpha_i >= n, |alpha| = N1) with max alpha < D_win = d1 + 3(n-1); and c_3 formula"""
from math import comb
from numerics.bounds.depth4 import common_support_count
for n in range(4, 16):
    N1, d1 = comb(n + 2, 3), comb(n + 1, 2); Dw = d1 + 3 * (n - 1)
    cnt = 0
    for a1 in range(n, N1 + 1):
        for a2 in range(a1, N1 + 1):
            a3 = N1 - a1 - a2
            if a3 < a2: break
            if a3 < Dw: cnt += 1
    N = comb(d1 + 2, 2)
    f = N * comb(n + 2, 2) - 3 * (d1 + n)
    print(n, "orbits below D_win:", cnt, " c3 formula", f, "lab", common_support_count(R=3, degrees=(d1, n)), "min max", -(-N1 // 3), "D_win", Dw)
