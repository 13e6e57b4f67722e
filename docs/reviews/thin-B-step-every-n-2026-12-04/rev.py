"""Independent reviewer's own model (does NOT import helper-161's code).

Only W3, H2 of proofs.general.depth4.thin.slices.special_point(seed) are taken from the lab; ranks via python-flint
nmod_mat over GF(p), p = 1048571.

Objects (A notes §0): p = (x, t, z); y = W3 p; h = H2 p; G = span{h_k q^mu l : |mu| = n-1, k in supp mu}, whose
c^kappa-part is h_k y^kappa for kappa = mu + e_s.  A vector = array over (p-monomial (i, g, h) of degree D) x
(c-monomial kappa of degree n); i = x-exponent, g = t-exponent, h = z-exponent.
"""
from __future__ import annotations

import itertools
import sys
import time
from math import comb

import numpy as np
import flint

P = 1048571


def point(seed=1):
    from proofs.general.depth4.thin.slices import special_point
    sp = special_point(seed=seed)
    return np.array(sp.W3, dtype=object), np.array(sp.H2, dtype=object)


def monos(D):
    return [(D - g - h, g, h) for g in range(D + 1) for h in range(D + 1 - g)]


def cmonos(n):
    return [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]


def pmul(A, lin):
    """A: dict (i,g,h)->int; lin: (coef x, coef t, coef z)."""
    out = {}
    for (i, g, h), c in A.items():
        for d, l in zip(((1, 0, 0), (0, 1, 0), (0, 0, 1)), lin):
            key = (i + d[0], g + d[1], h + d[2])
            out[key] = (out.get(key, 0) + c * int(l)) % P
    return out


def rank(rows):
    rows = [r for r in rows]
    if not rows:
        return 0
    M = np.array(rows, dtype=np.int64) % P
    m, w = M.shape
    return flint.nmod_mat(m, w, [int(v) for v in M.ravel()], P).rank()


def basis(rows, w):
    if len(rows) == 0:
        return np.zeros((0, w), dtype=np.int64)
    M = np.array(rows, dtype=np.int64) % P
    m = M.shape[0]
    R, r = flint.nmod_mat(m, w, [int(v) for v in M.ravel()], P).rref()
    E = np.array([int(x) for x in R.entries()], dtype=np.int64).reshape(m, w)
    return E[:r]


class Model:
    def __init__(self, n, seed=1):
        self.n = n
        self.W3, self.H2 = point(seed)
        self.cm = cmonos(n)
        self.ci = {k: i for i, k in enumerate(self.cm)}
        self.nc = len(self.cm)
        self.mon = {D: monos(D) for D in (n + 1, n + 2)}
        self.mi = {D: {m: i for i, m in enumerate(self.mon[D])} for D in self.mon}
        gens = []
        for mu in cmonos(n - 1):
            for k in range(3):
                if mu[k] == 0:
                    continue
                v = np.zeros((len(self.mon[n + 1]), self.nc), dtype=np.int64)
                for s in range(3):
                    kap = list(mu); kap[s] += 1; kap = tuple(kap)
                    A = {(0, 0, 0): 1}
                    for r in range(3):
                        for _ in range(kap[r]):
                            A = pmul(A, self.W3[r])
                    A = pmul(A, self.H2[k])
                    for m, c in A.items():
                        v[self.mi[n + 1][m], self.ci[kap]] += c
                gens.append((mu, k, v % P))
        self.gens = gens
        self.G = [g[2] for g in gens]
        self.w1 = len(self.mon[n + 1]) * self.nc
        self.Gb = basis([v.ravel() for v in self.G], self.w1)   # basis of G
        self.Gbv = [r.reshape(len(self.mon[n + 1]), self.nc) for r in self.Gb]

    # theta-operators: function f(g,h) on Delta applied diagonally
    def apply(self, f, v):
        D = self.n + 1
        d = np.array([f(g, h) % P for (_, g, h) in self.mon[D]], dtype=np.int64)
        return (d[:, None] * v) % P

    def O_funcs(self, a, b):
        return [(lambda g, h, i=i, j=j: comb(g, i) * comb(h, j)) for i in range(a + 1) for j in range(b + 1)]

    def Gab(self, a, b):
        rows = [self.apply(f, v).ravel() for f in self.O_funcs(a, b) for v in self.Gbv]
        return basis(rows, self.w1)

    def mulvar(self, v, var):
        """v: degree n+1 vector (flat) -> degree n+2 vector (flat) times x (0), t (1), z (2)."""
        D = self.n + 1
        v = v.reshape(len(self.mon[D]), self.nc)
        out = np.zeros((len(self.mon[D + 1]), self.nc), dtype=np.int64)
        for idx, (i, g, h) in enumerate(self.mon[D]):
            e = [i, g, h]; e[var] += 1
            out[self.mi[D + 1][tuple(e)]] = v[idx]
        return out.ravel()

    def M(self, basisrows):
        return [self.mulvar(r, var) for r in basisrows for var in range(3)]

    def rho(self, g0, j, v):
        """rho_(g0,j)(v) = t^g0 C(theta_z, j) pi_g0(v) as trivariate vector."""
        return self.apply(lambda g, h: comb(h, j) if g == g0 else 0, v)

    # binary slices
    def pi(self, g0, v, j=None):
        """pi_g0(v) (binary form of degree n+1-g0, indexed by z-exponent h = 0..n+1-g0), optionally C(theta_z, j)."""
        D = self.n + 1
        N = D - g0
        out = np.zeros((N + 1, self.nc), dtype=np.int64)
        for idx, (i, g, h) in enumerate(self.mon[D]):
            if g == g0:
                c = 1 if j is None else comb(h, j)
                out[h] = (c * v[idx]) % P
        return out

    def RS(self, bp, g0, J):
        """deficit of RS(b', g; J): C(th_z,b') pi_g(G) in sum_j [C(th_z,j)pi_g G + x C(th_z,j) pi_{g+1} G + z ...]."""
        n = self.n
        N = n + 1 - g0
        tgt = [self.pi(g0, v, bp).ravel() for v in self.Gbv]
        span = []
        for j in J:
            for v in self.Gbv:
                span.append(self.pi(g0, v, j).ravel())
                if g0 + 1 <= n + 1:
                    q = self.pi(g0 + 1, v, j)          # degree N-1, index h
                    xq = np.zeros((N + 1, self.nc), dtype=np.int64); xq[:N] = q   # x*: h unchanged
                    zq = np.zeros((N + 1, self.nc), dtype=np.int64); zq[1:] = q   # z*: h+1
                    span.append(xq.ravel()); span.append(zq.ravel())
        r0 = rank(span)
        return rank(span + tgt) - r0, r0

    def Pi(self, g0):
        """x-free coefficients t^g0 z^(n+1-g0) of G."""
        idx = self.mi[self.n + 1][(0, g0, self.n + 1 - g0)]
        return [v[idx] for v in self.Gbv]


def cstar1(W3):
    """c*1 = (W3^T)^(-1) e_1 mod p."""
    A = flint.nmod_mat(3, 3, [int(W3[j][i]) % P for i in range(3) for j in range(3)], P)
    Ai = A.inv()
    return [int(Ai[i, 0]) for i in range(3)]
