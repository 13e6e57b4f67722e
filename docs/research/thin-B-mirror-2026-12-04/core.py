"""Own small code (helper, 2026-12-04) for the B-region steps.

Only the drawn matrices W3, H2 of the lab's special_point(seed=1) are taken from the lab, and FLINT's rref mod p
(numerics.rank.flint_bridge) for ranks.  Everything else is written from the definitions:
p = (x, t, z); y = W3 p; h = H2 p; generators v = h_k q^mu l (|mu| = n-1, k in supp mu), whose c^kappa-part is
h_k y^kappa for kappa = mu + e_s (s = 1, 2, 3).

A trivariate form of degree D with values in k[c]_n is a vector indexed by (kappa, g, h): coefficient of
c^kappa x^(D-g-h) t^g z^h  (g = t-exponent, h = z-exponent).
"""
from __future__ import annotations

import itertools
from math import comb

import numpy as np

P = 1048571


def inv(a):
    return pow(int(a) % P, P - 2, P)


def rref(A):
    from numerics.rank.flint_bridge import flint_rref_mod_p
    A = np.ascontiguousarray(np.asarray(A, dtype=np.int64) % P, dtype=np.uint64)
    if A.shape[0] == 0 or A.shape[1] == 0:
        return np.zeros((0, A.shape[1]), np.int64), 0
    R, r = flint_rref_mod_p(A, P)
    return np.asarray(R[:r], dtype=np.int64), r


def rank(A):
    return rref(A)[1]


def basis(A):
    return rref(A)[0]


def contained(A, B):
    """deficit: rank(B + A) - rank(B); 0 iff rowspan A ⊆ rowspan B."""
    if A.shape[0] == 0:
        return 0
    rB = rank(B) if B.shape[0] else 0
    return rank(np.concatenate([B, A]) if B.shape[0] else A) - rB


def point(seed=1, swap=False):
    from proofs.general.depth4.thin.slices import special_point
    sp = special_point(seed=seed)
    assert sp.p == P
    W3 = np.array(sp.W3, dtype=np.int64) % P
    H2 = np.array(sp.H2, dtype=np.int64) % P
    if swap:
        W3 = W3[:, [0, 2, 1]]; H2 = H2[:, [0, 2, 1]]
    return W3, H2


def cmonos(n):
    return [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n][::-1]


def mul_lin(A, lin):
    """A: array [g, h] of a form of degree D (x-exponent D - g - h); lin = (l_x, l_t, l_z). Returns degree D+1."""
    D1 = A.shape[0]
    out = np.zeros((D1 + 1, D1 + 1), np.int64)
    out[:D1, :D1] += A * int(lin[0])
    out[1:, :D1] += A * int(lin[1])
    out[:D1, 1:] += A * int(lin[2])
    return out % P


class Model:
    def __init__(self, n, seed=1, swap=False, W3=None, H2=None):
        self.n = n
        self.W3, self.H2 = point(seed, swap)
        if W3 is not None:
            self.W3 = np.array(W3, dtype=np.int64) % P
        if H2 is not None:
            self.H2 = np.array(H2, dtype=np.int64) % P
        self.cm = cmonos(n)
        self.nc = len(self.cm)
        self.cidx = {k: i for i, k in enumerate(self.cm)}
        ypow = {}
        for kap in self.cm:
            A = np.ones((1, 1), np.int64)
            for r in range(3):
                for _ in range(kap[r]):
                    A = mul_lin(A, self.W3[r])
            ypow[kap] = A
        mus = [m for m in itertools.product(range(n), repeat=3) if sum(m) == n - 1]
        self.gens = [(mu, k) for mu in mus for k in range(3) if mu[k] > 0]
        D = n + 1
        G = np.zeros((len(self.gens), self.nc, D + 1, D + 1), np.int64)
        for i, (mu, k) in enumerate(self.gens):
            for s in range(3):
                kap = list(mu); kap[s] += 1; kap = tuple(kap)
                G[i, self.cidx[kap]] = mul_lin(ypow[kap], self.H2[k])
        self.G4 = G  # [gen, kappa, g, h]

    # ---- trivariate
    def flat(self, A4):
        """[rows, kappa, g, h] -> rows x (kappa, g, h) with g + h <= D only (fixed column order)."""
        D = A4.shape[2] - 1
        mask = np.add.outer(np.arange(D + 1), np.arange(D + 1)) <= D
        return A4[:, :, mask].reshape(A4.shape[0], -1) % P

    def theta_rows(self, A4, f):
        """apply f(theta_2, theta_3) (f: function of (g, h) -> int) to forms A4 [rows, kappa, g, h]."""
        D = A4.shape[2] - 1
        F = np.zeros((D + 1, D + 1), np.int64)
        for g in range(D + 1):
            for h in range(D + 1 - g):
                F[g, h] = f(g, h) % P
        return A4 * F[None, None] % P

    def Gab4(self, a, b):
        """G_(a,b) spanning set as [rows, kappa, g, h] (a, b = None for infinity)."""
        n = self.n
        A = n + 1 if a is None else min(a, n + 1)
        B = n + 1 if b is None else min(b, n + 1)
        out = []
        for i in range(A + 1):
            for j in range(B + 1):
                out.append(self.theta_rows(self.G4, lambda g, h, i=i, j=j: comb(g, i) * comb(h, j)))
        return np.concatenate(out)

    def mul(self, A4, e):
        """multiply [rows, kappa, g, h] (degree D) by x^e0 t^e1 z^e2."""
        D = A4.shape[2] - 1
        s = sum(e)
        out = np.zeros(A4.shape[:2] + (D + 1 + s, D + 1 + s), np.int64)
        out[:, :, e[1]:e[1] + D + 1, e[2]:e[2] + D + 1] = A4
        return out

    def lin_mult(self, A4):
        return np.concatenate([self.mul(A4, e) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1))])

    # ---- slices: pi_g(v) = t^g coefficient, a binary form of degree n+1-g; as [rows, kappa, h]
    def pi(self, g):
        return self.G4[:, :, g, :self.n + 2 - g].copy()
