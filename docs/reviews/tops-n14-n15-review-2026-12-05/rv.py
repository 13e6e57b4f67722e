"""Reviewer-166's own code for checking helper-164's notes (thin-B-n12-2026-12-04).
[Copied by reviewer-168 (2026-12-05) from docs/reviews/helper164-review-2026-12-04/rv.py; only change: Model(n, seed,
swap) -- swap=True builds the exchanged point S_p^sigma of Lemma Sw (B notes §1): W3^s = W3 P, H2^s = H2 P,
P = permutation (2 3), i.e. columns 2 and 3 (indices 1, 2) of W3 and H2 exchanged.]

Written from the definitions only (helper-161 NOTES §0/§1, B notes §0); no code of helper-161/164 is imported or copied.
From the lab only special_point (W3, H2, p).

Objects.  p = (x, t, z).  y = W3 p (y_r = sum_l W3[r,l] p_l), h = H2 p, q = c * y, l = sum_r q_r.
G = span{ h_k q^mu l : |mu| = n-1, k in supp mu } in k[p]_(n+1) (x) k[c]_n; the c^kappa-part of h_k q^mu l is
h_k y^kappa for kappa = mu + e_s (s = 1,2,3).
A trivariate form of degree d is an array A[g, h] (g = t-degree, h = z-degree, x-degree d-g-h), with a
trailing c-axis (index of kappa).  theta_2 = t d/dt acts by g, theta_3 = z d/dz by h.
"""
import os
import sys
import time
from math import comb

import numpy as np
import flint

from proofs.general.depth4.thin.slices import special_point


def inv(a, p):
    return pow(int(a) % p, p - 2, p)


class Model:
    def __init__(self, n, seed=1, swap=False):
        P = special_point(seed=seed)
        self.p = p = int(P.p)
        self.n = n
        self.swap = swap
        W3 = np.asarray(P.W3, dtype=np.int64) % p
        H2 = np.asarray(P.H2, dtype=np.int64) % p
        if swap:  # Lemma Sw: W3^sigma = W3 P, H2^sigma = H2 P (columns 2, 3 exchanged)
            W3 = W3[:, [0, 2, 1]].copy()
            H2 = H2[:, [0, 2, 1]].copy()
        self.W3, self.H2 = W3, H2
        kap = [(i, j, n - i - j) for i in range(n + 1) for j in range(n + 1 - i)]
        self.kap = kap
        self.kidx = {k: i for i, k in enumerate(kap)}
        self.Nk = Nk = len(kap)
        # linear forms as (cx, ct, cz)
        ylin = [W3[r] for r in range(3)]
        hlin = [H2[k] for k in range(3)]
        # y^kappa for |kappa| = e, built by DP
        ypow = {(0, 0, 0): np.array([[1]], dtype=np.int64)}
        for e in range(1, n + 1):
            for i in range(e + 1):
                for j in range(e + 1 - i):
                    k = (i, j, e - i - j)
                    r = next(rr for rr in range(3) if k[rr] > 0)
                    km = list(k); km[r] -= 1
                    ypow[k] = self.linmul(ypow[tuple(km)], ylin[r])
        d = n + 1
        gens = []
        self.genlabels = []
        for i in range(n):
            for j in range(n - i):
                mu = (i, j, n - 1 - i - j)
                for k in range(3):
                    if mu[k] == 0:
                        continue
                    V = np.zeros((d + 1, d + 1, Nk), dtype=np.int64)
                    for s in range(3):
                        ka = list(mu); ka[s] += 1; ka = tuple(ka)
                        V[:, :, self.kidx[ka]] = self.linmul(ypow[ka], hlin[k])
                    gens.append(V)
                    self.genlabels.append((mu, k))
        self.G = np.array(gens, dtype=np.int64)  # (NG, n+2, n+2, Nk)
        self.NG = len(gens)
        assert self.NG == 3 * comb(n, 2)

    def linmul(self, A, c):
        """form A of degree d (shape (d+1, d+1)) times cx x + ct t + cz z."""
        p = self.p
        d = A.shape[0] - 1
        B = np.zeros((d + 2, d + 2) + A.shape[2:], dtype=np.int64)
        B[:d + 1, :d + 1] += int(c[0]) * A
        B[1:, :d + 1] += int(c[1]) * A
        B[:d + 1, 1:] += int(c[2]) * A
        return B % p

    # ---- operators on degree n+1 (functions of (g, h)) ----
    def grid(self):
        d = self.n + 1
        g = np.arange(d + 1)[:, None] * np.ones((1, d + 1), dtype=np.int64)
        h = np.ones((d + 1, 1), dtype=np.int64) * np.arange(d + 1)[None, :]
        return g, h

    def binom_fn(self, vals, j):
        return np.vectorize(lambda v: comb(int(v), j) % self.p)(vals).astype(np.int64)

    def lagrange_fn(self, vals, s, a):
        """f_s(val), f_s the Lagrange polynomial of nodes 0..a with f_s(s') = delta."""
        p = self.p
        den = 1
        for m in range(a + 1):
            if m != s:
                den = den * ((s - m) % p) % p
        dinv = inv(den, p)

        def f(v):
            num = 1
            for m in range(a + 1):
                if m != s:
                    num = num * ((int(v) - m) % p) % p
            return num * dinv % p
        return np.vectorize(f)(vals).astype(np.int64)

    def apply(self, fn, X=None):
        """apply the operator with symbol fn(g, h) (array (n+2, n+2)) to every generator."""
        X = self.G if X is None else X
        return (X * fn[None, :, :, None]) % self.p

    # ---- multiplication by x, t, z: degree n+1 -> n+2 ----
    def mulvar(self, X, var):
        NG, d1, _, Nk = X.shape
        Y = np.zeros((NG, d1 + 1, d1 + 1, Nk), dtype=np.int64)
        if var == 'x':
            Y[:, :d1, :d1] = X
        elif var == 't':
            Y[:, 1:, :d1] = X
        elif var == 'z':
            Y[:, :d1, 1:] = X
        return Y


def to_nmod(rows, p):
    """rows: 2D int64 array -> flint nmod_mat (setting the nonzeros only)."""
    m, c = rows.shape
    M = flint.nmod_mat(max(m, 1), max(c, 1), p)
    ii, jj = np.nonzero(rows)
    vals = rows[ii, jj]
    for i, j, v in zip(ii.tolist(), jj.tolist(), vals.tolist()):
        M[i, j] = v
    return M


def rank(rows, p):
    if rows.shape[0] == 0:
        return 0
    return to_nmod(rows, p).rank()


def flat_cols(D):
    """valid (g, h) of degree D, ordered by g then h."""
    return [(g, h) for g in range(D + 1) for h in range(D + 1 - g)]


def flatten(Y, cols):
    """Y: (N, D+1, D+1, Nk) -> (N, len(cols)*Nk)."""
    gi = np.array([c[0] for c in cols]); hi = np.array([c[1] for c in cols])
    Z = Y[:, gi, hi, :]
    return Z.reshape(Y.shape[0], -1)


def log(*a):
    print(*a, flush=True)
