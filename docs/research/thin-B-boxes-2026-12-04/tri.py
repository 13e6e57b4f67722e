"""Own trivariate code for the (non-graded) box modules M_(a,b) = k[p] . G_(a,b) and their targets
T_(a,b) = J ∩ Y^mod_(a,b), in any total degree D, at S_p (special_point(seed=1): only W3, H2 are taken from the lab;
generators h_k q^mu l as in the reviewer's own.py, copied here as own_copy.py).

A form of degree D with values in k[c]_n is a vector over (monomial x^(D-g-h) t^g z^h, c-monomial kappa);
column index = mono_index(D)[(g, h)] * nc + kappa_index.  p = (x, t, z) = (p1, p2, p3).
a or b = None means "infinity" (every power of theta_2, resp. theta_3; equivalently n + 1).
"""
from __future__ import annotations

import os
import sys
from math import comb

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from own_copy import P, Model, lab_point, inv  # noqa: E402
from numerics.rank.flint_bridge import flint_rref_mod_p  # noqa: E402


def rref(A):
    A = np.ascontiguousarray(np.asarray(A, dtype=np.int64) % P, dtype=np.uint64)
    if A.shape[0] == 0:
        return A.astype(np.int64), 0
    R, r = flint_rref_mod_p(A, P)
    return np.asarray(R[:r], dtype=np.int64), r


def basis(A):
    return rref(A)[0]


def rank(A):
    if A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    return rref(A)[1]


def monos(D):
    """(g, h) = (t-exponent, z-exponent), g + h <= D."""
    return [(g, h) for g in range(D + 1) for h in range(D + 1 - g)]


class Tri:
    def __init__(self, n, seed=1, swap=False):
        pt, _ = lab_point(seed)
        if swap:  # exchange p2 <-> p3: columns 2, 3 of W3 and H2
            from own_copy import Point
            W3 = pt.W3[:, [0, 2, 1]]
            H2 = pt.H2[:, [0, 2, 1]]
            pt = Point(W3, H2)
        self.pt = pt
        self.m = Model(n, pt)
        self.n = n
        self.nc = self.m.nc
        self.cm = self.m.cm
        self._mi = {}
        self._G = None
        self._Gab = {}
        self._M = {}

    def mi(self, D):
        if D not in self._mi:
            self._mi[D] = {gh: i for i, gh in enumerate(monos(D))}
        return self._mi[D]

    def width(self, D):
        return comb(D + 2, 2) * self.nc

    # ---------------------------------------------------------------- generators
    def G(self):
        if self._G is None:
            n, nc, m = self.n, self.nc, self.m
            D = n + 1
            mi = self.mi(D)
            rows = np.zeros((len(m.gens), self.width(D)), np.int64)
            for gi, (mu, k) in enumerate(m.gens):
                for s in range(3):
                    kap = list(mu); kap[s] += 1; kap = tuple(kap)
                    A = m.hy[(k, kap)]
                    ci = m.cidx[kap]
                    for (g, h), j in mi.items():
                        rows[gi, j * nc + ci] = (rows[gi, j * nc + ci] + A[g, h]) % P
            self._G = rows
        return self._G

    def eig(self, D):
        """theta_2, theta_3 eigenvalue per column in degree D."""
        ms = monos(D)
        g = np.repeat(np.array([x[0] for x in ms], np.int64), self.nc)
        h = np.repeat(np.array([x[1] for x in ms], np.int64), self.nc)
        return g, h

    def Gab(self, a, b):
        n = self.n
        A = n + 1 if a is None else min(a, n + 1)
        B = n + 1 if b is None else min(b, n + 1)
        key = (A, B)
        if key not in self._Gab:
            G = self.G()
            g, h = self.eig(n + 1)
            mats = []
            for i in range(A + 1):
                for j in range(B + 1):
                    mats.append(G * (g ** i % P)[None, :] % P * (h ** j % P)[None, :] % P)
            self._Gab[key] = basis(np.concatenate(mats))
        return self._Gab[key]

    # ---------------------------------------------------------------- module multiplication
    def mul_mono(self, R, D, e):
        """Multiply rows R (degree D) by the monomial x^e0 t^e1 z^e2 (e = (e0, e1, e2)); result in degree D + |e|."""
        D2 = D + sum(e)
        mi, mi2 = self.mi(D), self.mi(D2)
        nc = self.nc
        out = np.zeros((R.shape[0], self.width(D2)), np.int64)
        for (g, h), j in mi.items():
            j2 = mi2[(g + e[1], h + e[2])]
            out[:, j2 * nc:(j2 + 1) * nc] = R[:, j * nc:(j + 1) * nc]
        return out

    def M(self, a, b, D):
        """Basis of M_(a,b) in degree D (built degree by degree: M_(D) = x M_(D-1) + t M_(D-1) + z M_(D-1))."""
        n = self.n
        A = n + 1 if a is None else min(a, n + 1)
        B = n + 1 if b is None else min(b, n + 1)
        if D < n + 1:
            return np.zeros((0, self.width(D)), np.int64)
        key = (A, B, D)
        if key not in self._M:
            if D == n + 1:
                self._M[key] = self.Gab(A, B)
            else:
                R = self.M(A, B, D - 1)
                self._M[key] = basis(np.concatenate([self.mul_mono(R, D - 1, e) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1))]))
        return self._M[key]

    # ---------------------------------------------------------------- targets
    def J_rows(self, D, colon=(0, 0)):
        """Condition rows of (J : t^colon0 z^colon1) in degree D (c-tilde components in the monomial ideals)."""
        mi, nc = self.mi(D), self.nc
        Mct = self.m.Mct
        rows = []
        for nu_i, nu in enumerate(self.cm):
            S = [l for l in range(3) if nu[l] > 0]
            if (1 in S and colon[0] > 0) or (2 in S and colon[1] > 0):
                continue  # (p_l : l in S) : t or z is the unit ideal
            for (g, h), j in mi.items():
                al = (D - g - h, g, h)
                if any(al[l] > 0 for l in S):
                    continue
                r = np.zeros(self.width(D), np.int64)
                r[j * nc:(j + 1) * nc] = self.Mct[nu_i] if False else Mct[nu_i]
                rows.append(r)
        return rows

    def fat_rows(self, D, P0, order_of):
        """Rows: for every kappa, all derivatives of order e-1 (e = order_of(kappa)) of the c^kappa part vanish at P0."""
        mi, nc = self.mi(D), self.nc
        rows = []
        for ki, kap in enumerate(self.cm):
            e = order_of(kap)
            if e <= 0:
                continue
            for i in range(e):
                for j in range(e - i):
                    k = e - 1 - i - j
                    r = np.zeros(self.width(D), np.int64)
                    for (g, h), col in mi.items():
                        al = D - g - h
                        if al < i or g < j or h < k:
                            continue
                        v = ff(al, i) * ff(g, j) * ff(h, k) % P
                        v = v * pw(P0[0], al - i) % P * pw(P0[1], g - j) % P * pw(P0[2], h - k) % P
                        r[col * nc + ki] = v
                    rows.append(r)
        return rows

    def points(self):
        W3 = self.pt.W3
        z3 = [(int(W3[r, 2]) % P, 0, (-int(W3[r, 0])) % P) for r in range(3)]   # y_r = t = 0
        z2 = [((-int(W3[r, 1])) % P, int(W3[r, 0]) % P, 0) for r in range(3)]   # y_r = z = 0
        return z2, z3

    def T_rows(self, a, b, D, colon=(0, 0), withJ=True):
        n = self.n
        A = n + 1 if a is None else a
        B = n + 1 if b is None else b
        z2, z3 = self.points()
        rows = self.J_rows(D, colon) if withJ else []
        for r in range(3):
            rows += self.fat_rows(D, z3[r], lambda kap, r=r: max(kap[r] - B, 0))
            rows += self.fat_rows(D, z2[r], lambda kap, r=r: max(kap[r] - A, 0))
        if not rows:
            return np.zeros((0, self.width(D)), np.int64)
        return np.array(rows, np.int64) % P

    def dimT(self, a, b, D, colon=(0, 0)):
        return self.width(D) - rank(self.T_rows(a, b, D, colon))

    def T_basis(self, a, b, D, colon=(0, 0)):
        """A basis of the target (kernel of the condition rows)."""
        C = self.T_rows(a, b, D, colon)
        return nullspace(C, self.width(D))


def nullspace(C, w):
    if C.shape[0] == 0:
        return np.eye(w, dtype=np.int64)
    R, r = rref(C)
    piv = []
    for i in range(r):
        nz = np.nonzero(R[i])[0]
        piv.append(nz[0])
    free = [j for j in range(w) if j not in set(piv)]
    N = np.zeros((len(free), w), np.int64)
    for k, f in enumerate(free):
        N[k, f] = 1
        for i, pc in enumerate(piv):
            N[k, pc] = (-R[i, f]) % P
    return N


def ff(a, k):
    v = 1
    for i in range(k):
        v = v * (a - i) % P
    return v


def pw(x, e):
    return pow(int(x) % P, e, P) if e > 0 else 1


def contained(A, B):
    """row space of A ⊆ row space of B?"""
    if A.shape[0] == 0:
        return True
    return rank(np.concatenate([B, A])) == rank(B)


def matmul(A, B):
    A = np.asarray(A, np.int64) % P
    B = np.asarray(B, np.int64) % P
    lo = B & 1023
    hi = B >> 10
    return ((A @ lo) % P + ((A @ hi) % P) * 1024) % P
