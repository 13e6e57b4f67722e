"""Window model for Conjecture 40 (depth 4, R = 3): X_alpha = span{[w^beta](P * l(q) f(H2 p, H3 q)) :
beta <= alpha, |beta| = D, f in J'} per output coordinate, at one integer point mod p (H4 = I, all rows of W4 = L).

p = b . W2 w, q = c . W3 p, P = (h1 h2 h3)^(n-1), h = H1 w, J' = (m'_1, m'_2, m'_3) in bidegree (C(n,2), n-1),
m'_j(b', c') = sum_r L_r c'_r (W3 (b' . W2 e_j))_r.  Elements of k[b, c]_(d1, n) are stored as
(coefficient of b^gamma) x (value at c-point j); window element = M[beta, gamma] * [p^gamma] Psi_f(p, c_j).
"""
import sys, time, json
import numpy as np
from math import comb
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_inv_mod_p

import os
PR = int(os.environ.get("RAC_P", "1048571"))  # prime < 2^20: float64 products of residues exact for inner length <= 8192


def mm(A, B):
    """A @ B mod PR via float64 in chunks of inner length <= 4096."""
    A = np.asarray(A, dtype=np.float64); B = np.asarray(B, dtype=np.float64)
    out = np.zeros((A.shape[0], B.shape[1]), dtype=np.float64)
    for s in range(0, A.shape[1], 4096):
        out = np.fmod(out + np.fmod(A[:, s:s + 4096] @ B[s:s + 4096], PR), PR)
    return out.astype(np.int64)


def lattice(d):
    return [(a, b) for a in range(d + 1) for b in range(d + 1 - a)]


def vinv(d):
    lat = lattice(d)
    V = np.array([[pow(i, a, PR) * pow(j, b, PR) % PR for a, b in lat] for i, j in lat], dtype=np.uint64)
    return flint_inv_mod_p(V, PR).astype(np.int64), lat  # coeff (a,b) <-> exponent (d-a-b, a, b)


def monos(d):
    return [(d - a - b, a, b) for a, b in lattice(d)]


class Model:
    def __init__(self, n, seed=1, H1=None, extra_c=0):
        self.n = n
        rng = np.random.default_rng(seed)
        R = lambda: rng.integers(1, PR, size=(3, 3), dtype=np.int64)
        self.W2, self.W3, self.H2, self.H3, self.H1r = R(), R(), R(), R(), R()
        self.L = rng.integers(1, PR, size=3, dtype=np.int64)
        self.d1 = comb(n + 1, 2)             # w-degree of Psi, = N_2
        self.N1 = comb(n + 2, 3)
        self.Np = comb(n + 1, 3)             # N' = N_1 at level n-1
        self.e = self.Np - 3 * (n - 1)
        self.D = self.d1 + 3 * (n - 1)
        self.nc = comb(n + 2, 2) + extra_c   # c-points
        self.cpts = rng.integers(0, PR, size=(self.nc, 3), dtype=np.int64)
        self.rng = rng

    # ---- V_0 : p-coefficients x c-values of l(q) b'^kappa c'^nu m'_j(b', c') ----
    def V0(self, extra=0):
        n, d1 = self.n, self.d1
        Vi, lat = vinv(d1)
        P = np.array([[1, a, b] for a, b in lat], dtype=np.int64)        # (np, 3) lattice p-points
        npt = len(lat)
        # grid: rows (gamma-point i, c-point j) -> flatten i-major later; build arrays (npt, nc)
        p = [P[:, r][:, None] * np.ones((1, self.nc), np.int64) for r in range(3)]
        c = [np.ones((npt, 1), np.int64) * self.cpts[:, r][None, :] for r in range(3)]
        mv = lambda W, x: [sum(int(W[r, j]) * x[j] for j in range(3)) % PR for r in range(3)]
        had = lambda x, y: [a * b % PR for a, b in zip(x, y)]
        q = had(c, mv(self.W3, p))
        bp = mv(self.H2, p)
        cp = mv(self.H3, q)
        ell = sum(int(self.L[r]) * q[r] for r in range(3)) % PR
        # m'_j(b', c') = sum_r L_r c'_r sum_l W3[r,l] b'_l W2[l,j]
        mp = []
        for j in range(3):
            acc = 0
            for r in range(3):
                inner = sum(int(self.W3[r, l]) * int(self.W2[l, j]) % PR * bp[l] for l in range(3)) % PR
                acc = (acc + int(self.L[r]) * cp[r] % PR * inner) % PR
            mp.append(acc)
        Np2 = comb(n, 2)
        def pw(x, k):
            out = [np.ones_like(x[0])]
            return out
        bpow = [[np.ones_like(bp[0])] for _ in range(3)]
        cpow = [[np.ones_like(cp[0])] for _ in range(3)]
        for r in range(3):
            for k in range(Np2):
                bpow[r].append(bpow[r][-1] * bp[r] % PR)
            for k in range(n):
                cpow[r].append(cpow[r][-1] * cp[r] % PR)
        cols = []
        for j in range(3):
            for ka in monos(Np2 - 1):
                bk = bpow[0][ka[0]] * bpow[1][ka[1]] % PR * bpow[2][ka[2]] % PR
                base = ell * mp[j] % PR * bk % PR
                for nu in monos(n - 2):
                    cols.append(base * (cpow[0][nu[0]] * cpow[1][nu[1]] % PR * cpow[2][nu[2]] % PR) % PR)
        vals = np.stack(cols, axis=-1)                                   # (npt, nc, G)
        G = vals.shape[-1]
        coef = mm(Vi, vals.reshape(npt, -1)).reshape(npt, self.nc, G)   # p-coefficients
        return coef.reshape(npt * self.nc, G)                            # rows (gamma, j)

    # ---- target J = (m_1, m_2, m_3) at level n in the same representation (sanity) ----
    def J(self):
        n, d1 = self.n, self.d1
        # m_j(b,c) = sum_r L_r c_r (W3 (b . W2 e_j))_r : b-coefficient of b_l is W2[l,j] * sum_r L_r c_r W3[r,l]
        ct = [(sum(int(self.L[r]) * int(self.W3[r, l]) * self.cpts[:, r] for r in range(3))) % PR for l in range(3)]
        cm = monos(n - 1)
        cv = [(self.cpts[:, 0] ** 0)]
        cols = []
        M = monos(d1); idx = {m: i for i, m in enumerate(M)}
        for j in range(3):
            for ga in monos(d1 - 1):
                for nu in cm:
                    col = np.zeros((len(M), self.nc), np.int64)
                    cnu = np.ones(self.nc, np.int64)
                    for r in range(3):
                        for _ in range(nu[r]):
                            cnu = cnu * self.cpts[:, r] % PR
                    for l in range(3):
                        g2 = list(ga); g2[l] += 1
                        col[idx[tuple(g2)]] = (col[idx[tuple(g2)]] + int(self.W2[l, j]) * ct[l] % PR * cnu) % PR
                    cols.append(col.reshape(-1))
        return np.stack(cols, axis=-1)

    # ---- window functionals M[beta, gamma] = [w^beta](P (W2 w)^gamma) ----
    def Mmat(self, H1):
        n, d1, D = self.n, self.d1, self.D
        Vi, lat = vinv(D)
        Wp = np.array([[1, a, b] for a, b in lat], dtype=np.int64)
        h = (Wp @ (H1.T % PR)) % PR if False else np.stack([(Wp * (H1[r] % PR)).sum(1) % PR for r in range(3)], 1)
        P = np.ones(len(lat), np.int64)
        for r in range(3):
            for _ in range(n - 1):
                P = P * h[:, r] % PR
        v = np.stack([(Wp * (self.W2[r] % PR)).sum(1) % PR for r in range(3)], 1)
        vp = [[np.ones(len(lat), np.int64)] for _ in range(3)]
        for r in range(3):
            for _ in range(d1):
                vp[r].append(vp[r][-1] * v[:, r] % PR)
        vals = np.stack([P * vp[0][g[0]] % PR * vp[1][g[1]] % PR * vp[2][g[2]] % PR for g in monos(d1)], 1)
        coef = mm(Vi, vals)                                              # rows: beta in monos(D) order
        return {m: coef[i] for i, m in enumerate(monos(D))}


def window(model, alpha):
    D = model.D
    return [b for b in monos(D) if all(b[i] <= alpha[i] for i in range(3))]


def xrank(model, B0R, Mrows, betas, ncols):
    """rank of span{ diag(M[beta]) * column } with columns of B0R assigned round-robin to betas."""
    npt = len(monos(model.d1)); nc = model.nc
    Ms = np.stack([Mrows[b] for b in betas], 0)                          # (nb, npt)
    # a basis of the window space Lambda_alpha (rref), so that no column is spent on a zero or dependent functional
    from numerics.rank.flint_bridge import flint_rref_mod_p
    Rr, rr = flint_rref_mod_p(Ms.astype(np.uint64), PR)
    Ms = np.array(Rr, dtype=np.int64)[:rr]
    assign = np.arange(ncols) % len(Ms)
    scale = Ms[assign].T
    A = (B0R.reshape(npt, nc, ncols) * scale[:, None, :]) % PR
    return flint_rank_mod_p(A.reshape(npt * nc, ncols).astype(np.uint64), PR, threads=1)[0]
