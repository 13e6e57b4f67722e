"""reviewer-174: own code for the C-box (b = 0) slices at S_p.  Only W3, H2 of special_point(seed) are taken
from the library; generators, slices, targets, conditions and the combinatorial counts are written here from the
definitions (A notes §0/§2, C notes §1/§2).  Ranks: python-flint nmod_mat over GF(1048571).

Binary forms of degree N with values in k[c]_d: vector index i*nc(d) + idx(kappa), coefficient of x^(N-i) z^i c^kappa.
"""
import itertools, os, sys
from math import comb
import numpy as np
import flint

sys.path.insert(0, '/work/main')
P = 1048571


def Cb(x, k):
    return comb(x, k) if x >= k >= 0 else 0


def simplex(d):
    return [k for k in itertools.product(range(d + 1), repeat=3) if sum(k) == d]


def rank(A):
    A = np.asarray(A, dtype=np.int64) % P
    if A.size == 0 or A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    if A.shape[0] > A.shape[1]:
        A = A.T
    r, c = A.shape
    return flint.nmod_mat(r, c, [int(v) for v in A.ravel()], P).rank()


def mulmod(A, B):
    A = np.asarray(A, np.int64) % P
    B = np.asarray(B, np.int64) % P
    assert A.shape[1] < 8_000_000
    return (A @ B) % P


# ---------- trivariate polynomials in (x, t, z) as dicts {(ex, et, ez): coef}
def pmul(a, b):
    out = {}
    for ea, va in a.items():
        for eb, vb in b.items():
            e = (ea[0] + eb[0], ea[1] + eb[1], ea[2] + eb[2])
            out[e] = (out.get(e, 0) + va * vb) % P
    return out


def lin(row):  # a x + b t + c z
    return {(1, 0, 0): int(row[0]) % P, (0, 1, 0): int(row[1]) % P, (0, 0, 1): int(row[2]) % P}


class Rev:
    def __init__(self, n, seed=1, W3=None, H2=None):
        if W3 is None:
            from proofs.general.depth4.thin.slices import special_point
            sp = special_point(seed=seed)
            assert sp.p == P
            W3, H2 = sp.W3, sp.H2
        self.W3 = np.array(W3, np.int64) % P
        self.H2 = np.array(H2, np.int64) % P
        self.n = n
        self.K = simplex(n); self.nc = len(self.K); self.ki = {k: i for i, k in enumerate(self.K)}
        self.L = simplex(n - 1); self.nl = len(self.L); self.li = {k: i for i, k in enumerate(self.L)}
        self.y = [lin(self.W3[r]) for r in range(3)]
        self.h = [lin(self.H2[k]) for k in range(3)]
        self._ypow = {}
        self.gens = [(mu, k) for mu in self.L for k in range(3) if mu[k] > 0]
        self._pi = {}
        # rho_r: root of ybar_r = w_r1 x + w_r3 z  ->  (x, z) = (w_r3, -w_r1)
        self.rho = [(int(self.W3[r, 2]), (-int(self.W3[r, 0])) % P) for r in range(3)]

    def ypow(self, kap):
        if kap not in self._ypow:
            a = {(0, 0, 0): 1}
            for r in range(3):
                for _ in range(kap[r]):
                    a = pmul(a, self.y[r])
            self._ypow[kap] = a
        return self._ypow[kap]

    # ---- pi_h of a generator h_k q^mu l (c^kappa-part: h_k y^kappa, kappa = mu + e_s); extra gens allowed
    def pi_row(self, mu, k, h):
        n, nc = self.n, self.nc
        deg = n + 1 - h
        row = np.zeros((deg + 1) * nc, np.int64)
        for s in range(3):
            kap = list(mu); kap[s] += 1; kap = tuple(kap)
            poly = pmul(self.h[k], self.ypow(kap))
            for (ex, et, ez), v in poly.items():
                if et == h:
                    row[ez * nc + self.ki[kap]] = (row[ez * nc + self.ki[kap]] + v) % P
        return row

    def pi(self, h, gens=None):
        gens = self.gens if gens is None else gens
        key = (h, tuple(gens))
        if key not in self._pi:
            self._pi[key] = np.array([self.pi_row(mu, k, h) for mu, k in gens], np.int64).reshape(len(gens), -1)
        return self._pi[key]

    def S(self, g, N, gens=None):
        """S_g(N) = sum_{h <= min(g, n+1)} k[x,z]_{N-n-1+h} pi_h G, binary degree N (rows span)."""
        n, nc = self.n, self.nc
        blocks = []
        for h in range(0, min(g, n + 1) + 1):
            m = N - n - 1 + h
            if m < 0:
                continue
            W = self.pi(h, gens)
            deg = n + 1 - h
            for j in range(m + 1):
                R = np.zeros((W.shape[0], (N + 1) * nc), np.int64)
                R[:, j * nc:(j + deg + 1) * nc] = W
                blocks.append(R)
        if not blocks:
            return np.zeros((0, (N + 1) * nc), np.int64)
        return np.concatenate(blocks)

    # ---- the ideal I = (lbar, t ct2): slice g, binary degree N, spanning rows
    def lin_c_times(self, coeffs_per_r, N, mdeg):
        """rows: (sum_r c_r * L_r(x,z)) * x^(mdeg-j) z^j c^lam, lam in Delta_{n-1}; L_r given as (ax, az) binary linear
        (mdeg = N - 1) or a constant (mdeg = N)."""
        n, nc = self.n, self.nc
        rows = []
        for j in range(mdeg + 1):
            for lam in self.L:
                row = np.zeros((N + 1) * nc, np.int64)
                for r in range(3):
                    kap = list(lam); kap[r] += 1; kap = self.ki[tuple(kap)]
                    cr = coeffs_per_r[r]
                    if len(cr) == 2:  # binary linear form ax x + az z
                        ax, az = cr
                        row[j * nc + kap] += ax          # x * x^(mdeg-j) z^j -> z-exponent j
                        row[(j + 1) * nc + kap] += az    # z * ... -> z-exponent j+1
                    else:
                        row[j * nc + kap] += cr[0]
                rows.append(row % P)
        return np.array(rows, np.int64).reshape(len(rows), (N + 1) * nc)

    def Irows(self, g, N):
        W3 = self.W3
        parts = []
        if N >= 1:
            parts.append(self.lin_c_times([(int(W3[r, 0]), int(W3[r, 2])) for r in range(3)], N, N - 1))  # lbar
        if g >= 1:
            parts.append(self.lin_c_times([(int(W3[r, 1]),) for r in range(3)], N, N))  # ct2 = sum_r w_r2 c_r
        if not parts:
            return np.zeros((0, (N + 1) * self.nc), np.int64)
        return np.concatenate(parts)

    # ---- Y^mod conditions on slice g: ybar_r^{e} | F_kappa, e = (kappa_r - g)^+ (as columns of a functional matrix)
    def Ycond(self, g, N, order=None):
        """functionals (rows) : the s^j coefficient (j < e) of F_kappa(rho_r + s v_r).  order(kappa, r) -> e."""
        n, nc = self.n, self.nc
        rows = []
        for r in range(3):
            rx, rz = self.rho[r]
            # direction v with ybar_r(v) != 0
            v = (1, 0) if int(self.W3[r, 0]) % P else (0, 1)
            # coefficient table: (rx + s vx)^(N-i) (rz + s vz)^i = sum_j T[i, j] s^j
            T = np.zeros((N + 1, N + 1), np.int64)
            for i in range(N + 1):
                a = [1]
                for _ in range(N - i):
                    a = pmul1(a, (rx, v[0]))
                for _ in range(i):
                    a = pmul1(a, (rz, v[1]))
                T[i, :len(a)] = a
            for kap in self.K:
                e = order(kap, r) if order else max(kap[r] - g, 0)
                for j in range(min(e, N + 1)):
                    row = np.zeros((N + 1) * nc, np.int64)
                    row[np.arange(N + 1) * nc + self.ki[kap]] = T[:, j]
                    rows.append(row)
        if not rows:
            return np.zeros((0, (N + 1) * nc), np.int64)
        return np.array(rows, np.int64) % P

    def dim_cap(self, Rows, Cond):
        """dim(rowspace(Rows) ∩ ker Cond) = rank(Rows) - rank(Rows Cond^T)."""
        r1 = rank(Rows)
        if Cond.shape[0] == 0 or Rows.shape[0] == 0:
            return r1
        return r1 - rank(mulmod(Rows, Cond.T))

    def dimT(self, g, N):
        return self.dim_cap(self.Irows(g, N), self.Ycond(g, N))

    def dimS(self, g, N, gens=None):
        return rank(self.S(g, N, gens))

    # ---- closed forms (from the definitions; Lemma C1 / Lemma C2 counts)
    def count_T(self, g, N):
        n = self.n
        if g == 0:
            return Cb(n + 1, 2) * (N - n + 1) if N >= n else 0
        return (N + 1) * Cb(n + 1, 2) + N * n - sum(max(k[r] - g, 0) for k in self.K for r in range(3))


def pmul1(a, lf):
    """univariate poly a(s) times (c0 + c1 s)."""
    c0, c1 = lf
    out = [0] * (len(a) + 1)
    for i, v in enumerate(a):
        out[i] = (out[i] + v * c0) % P
        out[i + 1] = (out[i + 1] + v * c1) % P
    return out
