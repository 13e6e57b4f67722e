"""counts and arithmetic for T = 12 (n = s = 6): interior blocks, orbits, c_3, the product"""
from math import comb
from itertools import permutations
n = 6; N1 = comb(n + 2, 3)
blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if min(a, b, N1 - a - b) >= n]
orbits = {tuple(sorted(x, reverse=True)) for x in blocks}
print("N1 =", N1, "interior blocks =", len(blocks), "= C(N1-3s+2,2) =", comb(N1 - 3 * n + 2, 2), "orbits =", len(orbits))
print("orbit sizes sum =", sum(len(set(permutations(o))) for o in orbits))
mm = lambda d: comb(3 + d - 1, d) if d >= 0 else 0
c3 = lambda d1, d2: sum((-1) ** (i + 1) * comb(3, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, 4))
print("c3(21,6) =", c3(21, 6), " c3(15,5) =", c3(15, 5), " c3(10,4) =", c3(10, 4))
print("3*c3(21,6) =", 3 * c3(21, 6), " 780*21009 =", 780 * 21009, " = 16387020 ?", 780 * 21009 == 16387020)
