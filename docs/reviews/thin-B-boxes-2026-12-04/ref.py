"""Referee's own code (thin-B-boxes review). Only W3, H2, p are taken from the lab's special_point(seed=1).
Forms in F_D = k[x,t,z]_D (x) k[c]_n as dense vectors over GF(p), column (alpha, kappa)."""
import sys, itertools, time
from math import comb, factorial
import numpy as np
import flint
from proofs.general.depth4.thin.slices import special_point

SP = special_point(seed=1)
P = int(SP.p)

def monos(D, k=3):
    if k == 1:
        return [(D,)]
    return [(i,) + r for i in range(D, -1, -1) for r in monos(D - i, k - 1)]

class Ctx:
    def __init__(self, n, W3, H2):
        self.n = n; self.W3 = [[int(v) % P for v in row] for row in W3]; self.H2 = [[int(v) % P for v in row] for row in H2]
        self.cm = monos(n); self.nc = len(self.cm); self.cidx = {k: i for i, k in enumerate(self.cm)}
        self._pm = {}
    def pm(self, D):
        if D not in self._pm:
            L = monos(D); self._pm[D] = (L, {a: i for i, a in enumerate(L)})
        return self._pm[D]
    def ncols(self, D):
        return len(self.pm(D)[0]) * self.nc
    # polynomial arithmetic in p: dict alpha->coef
    def lin(self, row):
        return {(1, 0, 0): row[0] % P, (0, 1, 0): row[1] % P, (0, 0, 1): row[2] % P}
    @staticmethod
    def mul(f, g):
        h = {}
        for a, u in f.items():
            for b, v in g.items():
                c = (a[0] + b[0], a[1] + b[1], a[2] + b[2]); h[c] = (h.get(c, 0) + u * v) % P
        return h
    def generators(self):
        """rows: span{h_k q^mu l : |mu| = n-1, k in supp mu}; c^kappa-part (kappa = mu+e_s) = h_k y^kappa."""
        n = self.n; D = n + 1; L, idx = self.pm(D); rows = []
        y = [self.lin(self.W3[r]) for r in range(3)]; h = [self.lin(self.H2[k]) for k in range(3)]
        ypow = {}
        def yk(kappa):
            if kappa not in ypow:
                f = {(0, 0, 0): 1}
                for r in range(3):
                    for _ in range(kappa[r]): f = self.mul(f, y[r])
                ypow[kappa] = f
            return ypow[kappa]
        for mu in monos(n - 1):
            for k in range(3):
                if mu[k] == 0: continue
                v = np.zeros(len(L) * self.nc, dtype=np.int64)
                for s in range(3):
                    kap = tuple(mu[r] + (r == s) for r in range(3))
                    f = self.mul(h[k], yk(kap)); ci = self.cidx[kap]
                    for a, u in f.items(): v[idx[a] * self.nc + ci] = (v[idx[a] * self.nc + ci] + u) % P
                rows.append(v)
        return np.array(rows)
    def theta_box(self, G, a, b):
        """P_(a,b) G on forms of degree n+1: span of C(theta2,i)C(theta3,j) G, i<=a, j<=b (a,b None = infinity)."""
        D = self.n + 1; L, _ = self.pm(D)
        A = D if a is None else min(a, D); B = D if b is None else min(b, D)
        out = []
        for i in range(A + 1):
            for j in range(B + 1):
                w = np.array([comb(al[1], i) * comb(al[2], j) % P for al in L for _ in range(self.nc)], dtype=np.int64)
                out.append(G * w[None, :] % P)
        return rowbasis(np.vstack(out))
    def shift(self, V, D, e):
        """multiply rows (forms of degree D) by the monomial p^e."""
        L, _ = self.pm(D); L2, idx2 = self.pm(D + sum(e))
        cols = np.array([idx2[(al[0] + e[0], al[1] + e[1], al[2] + e[2])] * self.nc + ci for al in L for ci in range(self.nc)])
        W = np.zeros((V.shape[0], len(L2) * self.nc), dtype=np.int64); W[:, cols] = V
        return W
    def module(self, Gb, D):
        """M_D = k[p]_(D-n-1) G_b, degree by degree with row reduction."""
        V = Gb; d = self.n + 1
        while d < D:
            V = rowbasis(np.vstack([self.shift(V, d, e) for e in [(1, 0, 0), (0, 1, 0), (0, 0, 1)]])); d += 1
        return V
    def sigma(self, V, D):
        L, idx = self.pm(D)
        cols = np.array([idx[(al[0], al[2], al[1])] * self.nc + ci for al in L for ci in range(self.nc)])
        W = np.zeros_like(V); W[:, cols] = V
        return W
    # ---------- targets: condition rows ----------
    def ctilde_matrix(self):
        """A[kappa, nu]: c^kappa = sum_nu A c~^nu, c = B c~, B = (W3^T)^-1."""
        Bm = flint.nmod_mat([[self.W3[j][i] for j in range(3)] for i in range(3)], P).inv()
        Bm = [[int(Bm[i, j]) for j in range(3)] for i in range(3)]
        n = self.n; A = np.zeros((self.nc, self.nc), dtype=np.int64)
        nidx = self.cidx
        for kap in self.cm:
            f = {(0, 0, 0): 1}
            for r in range(3):
                for _ in range(kap[r]): f = self.mul(f, {(1, 0, 0): Bm[r][0], (0, 1, 0): Bm[r][1], (0, 0, 1): Bm[r][2]})
            for nu, u in f.items(): A[nidx[kap], nidx[nu]] = u
        return A
    def J_rows(self, D, colon_t=False):
        L, idx = self.pm(D); A = self.ctilde_matrix(); rows = []
        for nu in self.cm:
            supp = [l for l in range(3) if nu[l] > 0]
            if colon_t and 1 in supp: continue
            for al in L:
                if all(al[l] == 0 for l in supp):
                    v = np.zeros(len(L) * self.nc, dtype=np.int64)
                    v[idx[al] * self.nc: (idx[al] + 1) * self.nc] = A[:, self.cidx[nu]]
                    rows.append(v)
        return rows
    def fat_rows(self, D, point, order_of_kappa):
        """c^kappa-part vanishes to order >= e(kappa) at point: all derivatives of order e-1 vanish there."""
        L, idx = self.pm(D); rows = []
        for kap in self.cm:
            e = order_of_kappa(kap)
            if e <= 0: continue
            for be in monos(min(e - 1, D)):  # order >= e > D forces 0: all order-D derivatives
                v = np.zeros(len(L) * self.nc, dtype=np.int64)
                for al in L:
                    if any(al[i] < be[i] for i in range(3)): continue
                    val = 1
                    for i in range(3):
                        val = val * (factorial(al[i]) // factorial(al[i] - be[i])) % P * pow(point[i], al[i] - be[i], P) % P
                    v[idx[al] * self.nc + self.cidx[kap]] = val
                rows.append(v)
        return rows
    def pt3(self, r):  # z_r^(3) = {y_r = t = 0}
        w = self.W3[r]; return (w[2] % P, 0, (-w[0]) % P)
    def pt2(self, r):  # z_r^(2) = {y_r = z = 0}
        w = self.W3[r]; return (w[1] % P, (-w[0]) % P, 0)
    def Y3_rows(self, D, b):
        rows = []
        if b is None: return rows
        for r in range(3): rows += self.fat_rows(D, self.pt3(r), lambda k, r=r: k[r] - b)
        return rows
    def Y2_rows(self, D, a):
        rows = []
        if a is None: return rows
        for r in range(3): rows += self.fat_rows(D, self.pt2(r), lambda k, r=r: k[r] - a)
        return rows
    def T_rows(self, D, a, b):
        """T_(a,b) = J cap Y3_b cap Y2_a (A and B boxes: no divisibility)."""
        return mat(self.J_rows(D) + self.Y3_rows(D, b) + self.Y2_rows(D, a), self.ncols(D))

def mat(rows, ncols):
    return np.array(rows, dtype=np.int64).reshape(len(rows), ncols)

def tofl(V):
    r, c = V.shape
    return flint.nmod_mat(r, c, [int(x) for x in V.ravel()], P)

def rank(V):
    if V.shape[0] == 0: return 0
    return tofl(V % P).rank()

def rowbasis(V):
    if V.shape[0] == 0: return V
    R, r = tofl(V % P).rref()
    return np.array(R.tolist()[:r], dtype=np.int64).reshape(r, V.shape[1])

def nullbasis(C, ncols):
    """basis (rows) of {f : C f = 0}."""
    if C.shape[0] == 0: return np.eye(ncols, dtype=np.int64)
    N, k = tofl(C % P).nullspace()
    return np.array(N.transpose().tolist()[:k], dtype=np.int64).reshape(k, ncols)

def same_space(U, V):
    ru, rv = rank(U), rank(V); ruv = rank(np.vstack([U, V]))
    return ru, rv, ruv, (ru == rv == ruv)

def ctx(n, swap=False):
    W3 = np.array(SP.W3); H2 = np.array(SP.H2)
    if swap:
        W3 = W3[:, [0, 2, 1]]; H2 = H2[:, [0, 2, 1]]
    return Ctx(n, W3, H2)

def log(*a):
    print(time.strftime('%H:%M:%S'), *a, flush=True)
