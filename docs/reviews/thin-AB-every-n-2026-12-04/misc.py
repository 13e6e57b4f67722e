"""(i) Lemma 1's count: sum_kappa sum_r C((kappa_r - b)^+ + 1, 2) == 3 C(n-b+3, 4), n = 4..30, all b (exact integers).
(ii) Slice 0 at b = 0 (why Lemma 8 starts at b = 1) and b = 1, 2 at n = 5, N = 6..12 (own code).
(iii) Remark of NOTES §6: dim T_0^(1)(n+4) = sum_kappa (5 + |supp kappa|) - (n+5) - 2n."""
import itertools
from math import comb
import numpy as np
from own import *
bad = 0
for n in range(4, 31):
    ks = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    for b in range(0, n):
        lhs = sum(comb(max(k[r] - b, 0) + 1, 2) for k in ks for r in range(3))
        bad += lhs != 3 * comb(n - b + 3, 4)
print("(i) Lemma 1 count identity, n = 4..30, b = 0..n-1: mismatches =", bad)
pt, _ = lab_point(1)
n = 5
m = Model(n, pt)
for b in (0, 1, 2):
    out = []
    for N in range(6, 13):
        S = m.S(0, N, b); C = m.conditions(0, N, b)
        dS = rank_mod_p(S); dT = (N + 1) * m.nc - rank_mod_p(C)
        out.append(f"N={N}: {dS}/{dT}")
    print(f"(ii) n=5, b={b}, slice 0 dim S/dim T:", ", ".join(out))
print("   rank over k[x,z] proxy: dim K_0(pi_0 G) =", row_basis(m.pi(0)).shape[0], " C(n+1,2) =", comb(n + 1, 2))
for n in range(5, 12):
    ks = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    m = Model(n, pt)
    N = n + 4
    dT = (N + 1) * m.nc - rank_mod_p(m.conditions(0, N, 1))
    cf = sum(5 + sum(1 for v in k if v) for k in ks) - (n + 5) - 2 * n
    print(f"(iii) n={n}: dim T_0^(1)(n+4) = {dT}, closed form = {cf}, equal: {dT == cf}")
