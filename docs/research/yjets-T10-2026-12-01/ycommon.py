"""Shared helpers for yjets.py / ysyz.py (any s; R = 3).  Generalises d4r3-2026-11-30/jets.py, jets2.py, syz.py.

Setting: s = T/2, N_2 = C(s+1, 2), l_i = sum_j w_j n_ij(b), n_ij(b) = sum_m W3[i,m] W2[m,j] b_m (as in jets2.py and
fat_points._weights: n[i, j, m] = W3[i, m] W2[m, j]).  For |kappa| = s, the generators of Y_alpha(kappa) are
g_beta = [w^beta] l^kappa, beta <= alpha, |beta| = s.  Y_alpha(kappa) = (g_beta)_{N_2} inside S_{N_2}.
"""
import sys
from itertools import product
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

P = 1048573  # < 2^20 (same prime as d4r3's jets/syz)


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


def rank(rows):
    if len(rows) == 0:
        return 0
    A = np.array(rows, dtype=np.int64) % P
    return flint_rank_mod_p(A.astype(np.uint64), P, threads=1)[0]


def cross(x, y):
    return [(x[1] * y[2] - x[2] * y[1]) % P, (x[2] * y[0] - x[0] * y[2]) % P, (x[0] * y[1] - x[1] * y[0]) % P]


def padd(f, g, c=1):
    out = dict(f)
    for e, v in g.items():
        out[e] = (out.get(e, 0) + c * v) % P
    return out


def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = (e1[0] + e2[0], e1[1] + e2[1], e1[2] + e2[2])
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return out


def pscale(f, c):
    return {e: v * c % P for e, v in f.items()}


def is_zero(f):
    return all(v % P == 0 for v in f.values())


class Setting:
    def __init__(self, seed, s):
        self.s = s
        self.n2 = comb(s + 1, 2)
        self.M = monos(self.n2)
        self.I = {e: t for t, e in enumerate(self.M)}
        self.rng = np.random.default_rng(seed)
        W2, W3 = (self.rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(2))
        n = np.einsum("im,mj->ijm", W3, W2) % P
        self.nl = [[[int(v) for v in n[i, jj]] for jj in range(3)] for i in range(3)]
        self.lin = [[{tuple(int(x == m) for x in range(3)): self.nl[i][jj][m] for m in range(3)} for jj in range(3)]
                    for i in range(3)]
        # the nine points z_i^(l) pairwise distinct, and the lines L_i = {n_i1 = 0} pairwise distinct
        z = [cross(self.nl[i][j0], self.nl[i][j1]) for i in range(3) for (j0, j1) in ((1, 2), (0, 2), (0, 1))]
        self.distinct = all(any(cross(z[a], z[b])) for a in range(9) for b in range(a + 1, 9)) and all(
            any(cross(self.nl[i][0], self.nl[i2][0])) for i in range(3) for i2 in range(i + 1, 3))
        self.powers = {}

    def power(self, kappa):
        """l^kappa as dict w-exponent -> b-poly."""
        if kappa not in self.powers:
            F = {(0, 0, 0): {(0, 0, 0): 1}}
            for i in range(3):
                for _ in range(kappa[i]):
                    G = {}
                    for wexp, f in F.items():
                        for dj in range(3):
                            w2 = tuple(wexp[x] + (x == dj) for x in range(3))
                            G[w2] = padd(G.get(w2, {}), pmul(f, self.lin[i][dj]))
                    F = G
            self.powers[kappa] = F
        return self.powers[kappa]

    def gens(self, kappa, alpha):
        return {b: f for b, f in self.power(kappa).items() if all(b[x] <= alpha[x] for x in range(3))}

    def vec(self, f):
        v = np.zeros(len(self.M), dtype=np.int64)
        for e, c in f.items():
            v[self.I[e]] = c % P
        return v

    def ideal_rows(self, gens):
        """rows of the products g * b^mu, |mu| = N_2 - s (their span is Y_alpha(kappa) at this point)."""
        return [self.vec(pmul(f, {mon: 1})) for f in gens for mon in monos(self.n2 - self.s)]

    def jet_rows(self, q, order_lo, order_hi):
        """Functionals on S_{N_2}: the Taylor coefficients of order in [lo, hi] at q (affine chart q_c = 1)."""
        c = next(x for x in range(3) if q[x] % P)
        inv = pow(q[c], P - 2, P)
        qn = [v * inv % P for v in q]
        o1, o2 = [x for x in range(3) if x != c]
        out = {}
        for tot in range(order_lo, order_hi + 1):
            for a in range(tot + 1):
                b = tot - a
                r = np.zeros(len(self.M), dtype=np.int64)
                for e in self.M:
                    if e[o1] >= a and e[o2] >= b:
                        r[self.I[e]] = comb(e[o1], a) * pow(qn[o1], e[o1] - a, P) % P * comb(e[o2], b) % P \
                            * pow(qn[o2], e[o2] - b, P) % P
                out[(a, b)] = r
        return out

    def lift(self, q, f):
        """f times x_c^(N_2 - deg f), x_c a coordinate with q_c != 0 (so the jets of f and of the lift agree up to
        a unit: the lift's jet at q is the jet of f times a unit, and vanishing orders are the same)."""
        c = next(t for t in range(3) if q[t] % P)
        d = sum(next(iter(f)))
        return pmul(f, {tuple((self.n2 - d) * int(t == c) for t in range(3)): 1})
