"""The R = 2 closed form of the verdict against the registry's least cap, T = 8..30."""
from math import comb
from numerics.bounds.registry import least_separation_cap
from numerics.bounds.depth4 import depth4_ideal_bound
f = lambda n: 4 * ((comb(n, 2) + 1) * n - 2) + (comb(n + 2, 3) - 1) * 2 * ((comb(n + 1, 2) + 1) * (n + 1) - 2) - 8 * comb(n + 1, 3)
for n in range(4, 16):
    cap = least_separation_cap(depth=4, M=2, R=2, T=2 * n)[0]
    print(2 * n, f(n), cap, depth4_ideal_bound(R=2, T=2 * n), "OK" if f(n) == cap else "MISMATCH")
