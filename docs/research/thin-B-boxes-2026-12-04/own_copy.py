"""Reviewer's own code (independent of the helper's scripts and of SliceModel/thin_generators).

Only the drawn matrices W3, H2 of the point are taken from the lab's `special_point(seed=1)`
(proofs/general/depth4/thin/slices.py); everything else (generators h_k q^mu l, slices, targets,
conditions, ranks mod p) is written here from the definitions in the notes.

Conventions: p = (x, t, z) = (p1, p2, p3); y = W3 p; h = H2 p; q = c (.) y; ctilde = W3^T c; l = sum_l p_l ctilde_l.
A binary form of degree N with values in k[c]_n is a vector indexed by (i, kappa): coefficient of x^(N-i) z^i c^kappa.
"""
from __future__ import annotations

import itertools
from math import comb

import numpy as np

P = 1048571


def inv(a, p=P):
    return pow(int(a) % p, p - 2, p)


# ---------------------------------------------------------------- rank mod p (own elimination)
def rank_mod_p(A, p=P):
    """Rank of an integer matrix mod p by Gaussian elimination (numpy int64; p < 2^21)."""
    A = np.array(A, dtype=np.int64) % p
    if A.size == 0:
        return 0
    if A.shape[0] > A.shape[1]:
        A = A.T.copy()  # rank(A) = rank(A^T); fewer rows to eliminate
    rows, cols = A.shape
    r = 0
    for c in range(cols):
        if r == rows:
            break
        nz = np.nonzero(A[r:, c])[0]
        if nz.size == 0:
            continue
        piv = r + nz[0]
        if piv != r:
            A[[r, piv]] = A[[piv, r]]
        A[r] = A[r] * inv(A[r, c], p) % p
        below = r + 1 + np.nonzero(A[r + 1:, c])[0]
        if below.size:
            f = A[below, c][:, None]
            A[below] = (A[below] - f * A[r][None, :]) % p
        r += 1
    return r


def row_basis(A, p=P):
    """A basis (row echelon, nonzero rows) of the row space of A mod p."""
    A = np.array(A, dtype=np.int64) % p
    if A.size == 0:
        return A.reshape(0, A.shape[1] if A.ndim == 2 else 0)
    rows, cols = A.shape
    r = 0
    for c in range(cols):
        if r == rows:
            break
        nz = np.nonzero(A[r:, c])[0]
        if nz.size == 0:
            continue
        piv = r + nz[0]
        if piv != r:
            A[[r, piv]] = A[[piv, r]]
        A[r] = A[r] * inv(A[r, c], p) % p
        others = r + 1 + np.nonzero(A[r + 1:, c])[0]
        if others.size:
            f = A[others, c][:, None]
            A[others] = (A[others] - f * A[r][None, :]) % p
        r += 1
    return A[:r].copy()


# ---------------------------------------------------------------- monomials
def cmonos(n):
    """c-monomials of degree n, as exponent tuples (lexicographic)."""
    return [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n][::-1]


# ---------------------------------------------------------------- trivariate homogeneous polys as arrays A[t, z]
# (x-exponent = deg - t - z). Multiplication by a linear form a x + b t + c z.
def mul_lin(A, lin, p=P):
    a, b, c = (int(v) % p for v in lin)
    D = A.shape[0]
    out = np.zeros((D + 1, D + 1), np.int64)
    out[:D, :D] += a * A
    out[1:, :D] += b * A
    out[:D, 1:] += c * A
    return out % p


def one():
    return np.ones((1, 1), np.int64)


class Point:
    def __init__(self, W3, H2, p=P):
        self.p = p
        self.W3 = np.array(W3, dtype=np.int64) % p
        self.H2 = np.array(H2, dtype=np.int64) % p
        # B = (W3^T)^(-1) mod p (own 3x3 inverse by adjugate)
        M = [[int(v) for v in row] for row in self.W3.T]
        det = (M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) - M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0])
               + M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0])) % p
        assert det != 0
        di = inv(det, p)
        adj = [[0] * 3 for _ in range(3)]
        for i in range(3):
            for j in range(3):
                m = [[M[r][c] for c in range(3) if c != j] for r in range(3) if r != i]
                adj[j][i] = ((-1) ** (i + j)) * (m[0][0] * m[1][1] - m[0][1] * m[1][0])
        self.B = np.array([[adj[i][j] * di % p for j in range(3)] for i in range(3)], dtype=np.int64)
        assert ((self.B @ self.W3.T) % p == np.eye(3, dtype=np.int64)).all()


def lab_point(seed=1):
    """The drawn W3, H2 of the lab's special_point (the only lab code used for the objects)."""
    from proofs.general.depth4.thin.slices import special_point
    sp = special_point(seed=seed)
    assert sp.p == P
    return Point(sp.W3, sp.H2), sp


class Model:
    """Generators v = h_k q^mu l (|mu| = n-1, k in supp mu): c^kappa-part h_k y^kappa for kappa = mu + e_s."""

    def __init__(self, n, pt: Point):
        self.n, self.pt, self.p = n, pt, pt.p
        p = self.p
        self.cm = cmonos(n)
        self.nc = len(self.cm)
        self.cidx = {k: i for i, k in enumerate(self.cm)}
        W3, H2 = pt.W3, pt.H2
        # y^kappa for every kappa of degree n (arrays A[t, z])
        self.ypow = {}
        for kap in self.cm:
            A = one()
            for r in range(3):
                for _ in range(kap[r]):
                    A = mul_lin(A, W3[r], p)
            self.ypow[kap] = A
        self.hy = {(k, kap): mul_lin(self.ypow[kap], H2[k], p) for k in range(3) for kap in self.cm}
        self.mus = [m for m in itertools.product(range(n), repeat=3) if sum(m) == n - 1]
        self.gens = [(mu, k) for mu in self.mus for k in range(3) if mu[k] > 0]
        self._pi = {}
        self._K = {}
        # c -> ctilde change of basis: c = B ctilde;  c^kappa = prod_r (sum_l B_rl ct_l)^kappa_r
        self.Mct = self._c_to_ct()

    def _c_to_ct(self):
        """Matrix Mct[nu, kappa]: the ctilde^nu coefficient of the form c^kappa (so F_nu = sum_kappa Mct F_kappa)."""
        p, n = self.p, self.n
        # represent forms in ctilde as dict over exponent tuples
        out = np.zeros((self.nc, self.nc), np.int64)
        for j, kap in enumerate(self.cm):
            poly = {(0, 0, 0): 1}
            for r in range(3):
                for _ in range(kap[r]):
                    new = {}
                    for e, v in poly.items():
                        for l in range(3):
                            e2 = list(e); e2[l] += 1; e2 = tuple(e2)
                            new[e2] = (new.get(e2, 0) + v * int(self.pt.B[r, l])) % p
                    poly = new
            for e, v in poly.items():
                out[self.cidx[e], j] = v
        return out

    def pi(self, h):
        """Rows: pi_h(v) for each generator, as vectors over (i = z-exponent 0..n+1-h, kappa)."""
        if h in self._pi:
            return self._pi[h]
        n, nc = self.n, self.nc
        deg = n + 1 - h
        rows = np.zeros((len(self.gens), (deg + 1) * nc), np.int64)
        for g, (mu, k) in enumerate(self.gens):
            for s in range(3):
                kap = list(mu); kap[s] += 1; kap = tuple(kap)
                A = self.hy[(k, kap)]  # shape (n+2, n+2): [t, z]
                ci = self.cidx[kap]
                for i in range(deg + 1):
                    rows[g, i * nc + ci] = (rows[g, i * nc + ci] + A[h, i]) % self.p
        self._pi[h] = rows
        return rows

    def K(self, h, b):
        """Basis of K_b(pi_h G) = sum_(j <= b) theta_z^j pi_h G (theta_z scales z^i by i)."""
        if (h, b) in self._K:
            return self._K[(h, b)]
        W = self.pi(h)
        deg = self.n + 1 - h
        theta = np.repeat(np.arange(deg + 1), self.nc)
        mats = [W]
        cur = W
        for _ in range(b):
            cur = cur * theta[None, :] % self.p
            mats.append(cur)
        B = row_basis(np.concatenate(mats))
        self._K[(h, b)] = B
        return B

    def S_blocks(self, g, N, b, hs=None):
        """The row blocks of S (lead, session 61: a generator, so that a rank can absorb them a few at a time
        without the whole matrix, 72693 x 6734 at n = 12, g = 5, N = d1 - 5)."""
        n, nc = self.n, self.nc
        for h in range(0, min(g, n + 1) + 1):
            if hs is not None and h not in hs:
                continue
            m = N - n - 1 + h
            if m < 0:
                continue
            Kb = self.K(h, b)
            if Kb.shape[0] == 0:
                continue
            deg = n + 1 - h
            for j in range(m + 1):  # multiplier x^(m-j) z^j shifts the z-exponent by j
                R = np.zeros((Kb.shape[0], (N + 1) * nc), np.int64)
                R[:, j * nc:(j + deg + 1) * nc] = Kb
                yield R

    def S(self, g, N, b, hs=None):
        """Spanning rows of S_g(N + g) = sum_(h <= min(g, n+1)) k[x,z]_(N-n-1+h) K_b(pi_h G), binary degree N."""
        blocks = list(self.S_blocks(g, N, b, hs))
        if not blocks:
            return np.zeros((0, (N + 1) * self.nc), np.int64)
        return np.concatenate(blocks)

    # ------------------------------------------------------------ the target slice T_g(N + g): condition rows
    def conditions(self, g, N, b, with_J=True, with_Y=True):
        n, nc, p = self.n, self.nc, self.p
        rows = []
        if with_J:
            for nu_i, nu in enumerate(self.cm):
                if not (nu[1] == 0 or g == 0):
                    continue
                S = {l for l in (0, 2) if nu[l] > 0}
                # F_nu at z-exponent i: sum_kappa Mct[nu, kappa] F[i, kappa]
                def comp(i):
                    r = np.zeros((N + 1) * nc, np.int64)
                    r[i * nc:(i + 1) * nc] = self.Mct[nu_i]
                    return r
                if S == {0}:
                    rows.append(comp(N))  # x | F_nu: no z^N term
                elif S == {2}:
                    rows.append(comp(0))  # z | F_nu: no x^N term
                elif S == {0, 2}:
                    if N == 0:
                        rows.append(comp(0))
                else:  # S empty: nu = n e_2, only when g == 0
                    for i in range(N + 1):
                        rows.append(comp(i))
        if with_Y:
            W3 = self.pt.W3
            for r in range(3):
                rho = (int(W3[r, 2]) % p, (-int(W3[r, 0])) % p)  # ybar_r(rho) = 0
                for ki, kap in enumerate(self.cm):
                    e = max(kap[r] - g - b, 0)
                    # F_kappa(rho_x + s, rho_z): coefficient of s^j for j < e vanishes
                    for j in range(min(e, N + 1)):
                        row = np.zeros((N + 1) * nc, np.int64)
                        for i in range(N + 1):
                            ex = N - i
                            if ex < j:
                                continue
                            val = comb(ex, j) * pow(rho[0], ex - j, p) * pow(rho[1], i, p) % p
                            row[i * nc + ki] = val
                        rows.append(row)
        if not rows:
            return np.zeros((0, (N + 1) * nc), np.int64)
        return np.array(rows, dtype=np.int64) % p

    def dimT(self, g, N, b):
        C = self.conditions(g, N, b)
        return (N + 1) * self.nc - rank_mod_p(C), C


def ev_matrix(N, nc, P0, p=P):
    """Evaluation at P0 = (x0, z0): maps (N+1)*nc vectors to nc values."""
    x0, z0 = P0
    E = np.zeros(((N + 1) * nc, nc), np.int64)
    for i in range(N + 1):
        v = pow(x0, N - i, p) * pow(z0, i, p) % p
        for c in range(nc):
            E[i * nc + c, c] = v
    return E


def matmul_mod(A, B, p=P):
    """A @ B mod p without int64 overflow (split B into 10-bit chunks)."""
    A = np.asarray(A, np.int64) % p
    B = np.asarray(B, np.int64) % p
    lo = B & 1023
    hi = B >> 10
    # entries < 2^21 * 2^10 * inner; inner up to ~1e4 -> < 2^45 ok
    return ((A @ lo) % p + ((A @ hi) % p) * 1024) % p
