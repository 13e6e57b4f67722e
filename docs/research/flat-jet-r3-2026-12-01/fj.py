"""Exact GF(p) model of the R = 3 flat jet lemma (F3) in coefficient form (helper-105).

Objects (interior-2026-12-01/NOTES.md §§1, 5, Lemma D):
  p = (p1,p2,p3) (layer-2 Start state b), c = (c1,c2,c3) (layer-3 Start state), n, m = n-1, d = C(n,2),
  D1 = d_1 = C(n+1,2).  y = W3 p, q = c * y, l(q) = L.q, h = H2 p, M = W3^T diag(L) H3 (so c~'(H3 q) = M q).
  V_0 = span{ l(q) h^kappa h_j (Mq)_j q^tau : |kappa| = d-1, |tau| = m-1 }   (subset of k[p]_D1 (x) k[c]_n)
  J   = (p_l c~_l)_(D1, n), c~ = W3^T diag(L) c.
  F_r = sum_{deg pi <= r} D_pi V_0,  D_pi (p^g c^v) = pi(g) p^g c^v.
Every element is stored by its exact coefficients (rows (gamma, nu)), obtained from values on the lattices
(1, i, j) in p and in c by inverse Vandermonde mod p. Ranks mod p are lower bounds for dims over Q.
"""
from __future__ import annotations

import os
import sys
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.blas import blas_matmul_mod_p  # noqa: E402
from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rank_mod_p  # noqa: E402

P = int(os.environ.get("FJ_P", 1048571))


def lattice(d):
    return [(a, b) for a in range(d + 1) for b in range(d + 1 - a)]


def monos(d):
    """exponents (d-a-b, a, b) in lattice order"""
    return [(d - a - b, a, b) for a, b in lattice(d)]


def vinv(d):
    lat = lattice(d)
    V = np.array([[pow(i, a, P) * pow(j, b, P) % P for a, b in lat] for i, j in lat], dtype=np.uint64)
    return flint_inv_mod_p(V, P).astype(np.int64)


def rank(A):
    return flint_rank_mod_p(np.asarray(A, dtype=np.int64) % P, P, threads=1)[0]


def mm(A, B):
    return blas_matmul_mod_p(np.asarray(A, np.int64) % P, np.asarray(B, np.int64) % P, P)


class Model:
    def __init__(self, n, seed=1, special=False, params=None):
        self.n, self.m = n, n - 1
        self.d, self.D1 = comb(n, 2), comb(n + 1, 2)
        rng = np.random.default_rng(seed)
        r = lambda *s: rng.integers(1, P, size=s, dtype=np.int64)  # noqa: E731
        self.W3, self.H2, self.M, self.L = r(3, 3), r(3, 3), r(3, 3), r(3)
        if special:
            self.M = np.eye(3, dtype=np.int64)
            self.L = np.ones(3, dtype=np.int64)
        if params:
            for k, v in params.items():
                setattr(self, k, np.array(v, dtype=np.int64) % P)
        self.pm, self.cm = monos(self.D1), monos(n)
        self.npp, self.npc = len(self.pm), len(self.cm)
        self.rows = self.npp * self.npc
        self.plat = np.array([[1, a, b] for a, b in lattice(self.D1)], dtype=np.int64)
        self.clat = np.array([[1, a, b] for a, b in lattice(n)], dtype=np.int64)
        self.vp, self.vc = vinv(self.D1), vinv(n)
        self.gam = np.array(self.pm, dtype=np.int64)  # (npp, 3)
        self.nu = np.array(self.cm, dtype=np.int64)

    # values on the lattice grid, shape (npp, npc)
    def grid(self):
        pv = [self.plat[:, k][:, None] * np.ones((1, self.npc), np.int64) for k in range(3)]
        cv = [self.clat[:, k][None, :] * np.ones((self.npp, 1), np.int64) for k in range(3)]
        return pv, cv

    def lin(self, W, x):
        return [sum(int(W[r, k]) * x[k] for k in range(3)) % P for r in range(3)]

    def to_coeffs(self, vals):
        """vals (npp, npc, k) -> coefficient matrix (npp*npc, k)"""
        k = vals.shape[2]
        a = mm(self.vp, vals.reshape(self.npp, -1)).reshape(self.npp, self.npc, k)
        a = a.transpose(1, 0, 2).reshape(self.npc, -1)
        a = mm(self.vc, a).reshape(self.npc, self.npp, k).transpose(1, 0, 2)
        return np.ascontiguousarray(a.reshape(self.rows, k))

    def basic(self):
        pv, cv = self.grid()
        y = self.lin(self.W3, pv)
        q = [cv[k] * y[k] % P for k in range(3)]
        h = self.lin(self.H2, pv)
        Mq = self.lin(self.M, q)
        ell = sum(int(self.L[k]) * q[k] for k in range(3)) % P
        ct = self.lin((self.W3.T * self.L[None, :]) % P, cv)  # c~ = W3^T diag(L) c
        return pv, cv, y, q, h, Mq, ell, ct

    def powers(self, x, e):
        out = [[np.ones_like(x[0])] for _ in range(3)]
        for k in range(3):
            for _ in range(e):
                out[k].append(out[k][-1] * x[k] % P)
        return out

    def v0_values(self):
        pv, cv, y, q, h, Mq, ell, ct = self.basic()
        hp, qp = self.powers(h, self.d), self.powers(q, self.m)
        gens = []
        for j in range(3):
            for ka in monos(self.d - 1):
                base = ell * h[j] % P * Mq[j] % P * (hp[0][ka[0]] * hp[1][ka[1]] % P * hp[2][ka[2]] % P) % P
                for ta in monos(self.m - 1):
                    gens.append(base * (qp[0][ta[0]] * qp[1][ta[1]] % P * qp[2][ta[2]] % P) % P)
        return np.stack(gens, axis=2)

    def j_values(self):
        pv, cv, y, q, h, Mq, ell, ct = self.basic()
        pp, cp = self.powers(pv, self.D1), self.powers(cv, self.n)
        gens = []
        for l in range(3):
            for g in monos(self.D1 - 1):
                base = pv[l] * ct[l] % P * (pp[0][g[0]] * pp[1][g[1]] % P * pp[2][g[2]] % P) % P
                for v in monos(self.n - 1):
                    gens.append(base * (cp[0][v[0]] * cp[1][v[1]] % P * cp[2][v[2]] % P) % P)
        return np.stack(gens, axis=2)

    def V0(self):
        if not hasattr(self, "_v0"):
            self._v0 = self.to_coeffs(self.v0_values())
        return self._v0

    def J(self):
        if not hasattr(self, "_j"):
            self._j = self.to_coeffs(self.j_values())
        return self._j

    def pis(self, r):
        return [(a, b) for a in range(r + 1) for b in range(r + 1 - a)]

    def pi_vec(self, ab):
        a, b = ab
        g = self.gam
        v = np.ones(self.npp, np.int64)
        for _ in range(a):
            v = v * g[:, 1] % P
        for _ in range(b):
            v = v * g[:, 2] % P
        return np.repeat(v, self.npc)  # per row

    def krylov_cols(self, B, r, ncols, rng):
        """random columns D_pi (B x) spanning Kr_r(span B) = sum_{deg pi<=r} D_pi span(B) (w.h.p.)"""
        ps = self.pis(r)
        X = mm(B, rng.integers(0, P, size=(B.shape[1], ncols), dtype=np.int64))
        for t in range(ncols):
            X[:, t] = X[:, t] * self.pi_vec(ps[t % len(ps)]) % P
        return X

    def target_dim(self):
        n, D1 = self.n, self.D1
        return comb(D1 + 2, 2) * comb(n + 2, 2) - 3 * (D1 + n)


def colbasis(A):
    """a column basis (as columns) of A mod P via random projection + rank check (small sizes)."""
    r = rank(A)
    rng = np.random.default_rng(7)
    B = mm(A, rng.integers(0, P, size=(A.shape[1], r + 5), dtype=np.int64))
    assert rank(B) == r
    return B, r
