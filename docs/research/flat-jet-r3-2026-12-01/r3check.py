"""(R3) check: K_N = sum_{mu full} k_d grad(G_mu) has, at every Gamma, dim = dim (J^Gamma cap C_full);
G_mu = c^mu y^mu l(q), l = sum_l p_l c~_l, c~ = W3^T c (special point S). Exact ranks mod p."""
import sys
from math import comb
import numpy as np
from fj import P, rank, monos
from pieces import setup, mul, pw
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng, W3, H2, y, h = setup(n, seed)
m, D1 = n - 1, comb(n + 1, 2)
cm = monos(n); cidx = {v: i for i, v in enumerate(cm)}
full = [mu for mu in monos(m) if min(mu) >= 1]
# vectors [p^gamma] G_mu in k[c]_n, for gamma in Delta_n (index by (a2, a3))
vec = {}
for mu in full:
    ymu = mul(mul(pw(y[0], mu[0]), pw(y[1], mu[1])), pw(y[2], mu[2]))  # degree m
    for a2 in range(n + 1):
        for a3 in range(n + 1 - a2):
            g = (n - a2 - a3, a2, a3)
            v = np.zeros(len(cm), np.int64)
            for l in range(3):
                if g[l] == 0:
                    continue
                gl = list(g); gl[l] -= 1
                coef = int(ymu[gl[1], gl[2]])
                for k in range(3):
                    nu = list(mu); nu[k] += 1
                    v[cidx[tuple(nu)]] = (v[cidx[tuple(nu)]] + coef * int(W3[k, l])) % P
            vec.setdefault(g, []).append(v)
tot, bad = 0, 0
for G in monos(D1):
    vs = [v for g, L in vec.items() if all(g[i] <= G[i] for i in range(3)) for v in L]
    r = rank(np.stack(vs, 1)) if vs else 0
    s = sum(1 for x in G if x > 0)
    exp = comb(n - 1, 2) if s == 3 else (comb(n - 1, 2) - 1 if s == 2 else comb(n - 2, 2))
    tot += r; bad += (r != exp)
N = comb(D1 + 2, 2)
formula = N * comb(n - 1, 2) - 3 * (D1 - 1) - 3 * (n - 2)
print(f"n={n} seed={seed}: dim K_N = {tot}, dim J_full formula = {formula}, Gammas off = {bad}")
