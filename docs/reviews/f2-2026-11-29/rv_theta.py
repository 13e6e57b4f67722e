"""Reviewer's own evaluation of Theta, the target M'' and the two-step model (f2 review, 2026-11-29).

Independent of the helper's scripts: only numpy and python-flint. Prime P (default 1048559), weights drawn
from numpy's default_rng(seed) as integers in [1, P).

Notation (l1 notes): u = x1 w1 + x2 w2; zeta_m(a) = W2 (a * w_m); mu_m(a, b) = ell . (b * zeta_m(a));
lambda_x = x1 mu_1 + x2 mu_2; psi_x(a, b) = (H1 (a * u), H2 (b * W2 (a * u))); T_x f = lambda_x * (f o psi_x).
b*(a) = (ell * zeta_1(a)) x (ell * zeta_2(a)); a_i* = (W2[i] * w1) x (W2[i] * w2), P_i = (a_i*, e_i);
Q_j = (e_j, b_0j) with H2 (b_0j * c_j) proportional to b*(H1 e_j), c_j = W2 e_j.
"""
from __future__ import annotations

import itertools
import math
import os

import flint
import numpy as np

P = int(os.environ.get("RV_PRIME", "1048559"))


def inv(x):
    return pow(int(x) % P, -1, P)


def cross(u, v):
    return np.array([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]],
                    dtype=object) % P


def exps(k):
    return [e for e in itertools.product(range(k + 1), repeat=3) if sum(e) == k][::-1]


def mat_inv(M):
    Mi = flint.nmod_mat([[int(v) for v in row] for row in M], P).inv()
    return np.array([[int(Mi[i, j]) for j in range(3)] for i in range(3)], dtype=np.int64)


class Weights:
    def __init__(self, seed, sub_h2=False):
        g = np.random.default_rng(seed)
        r = lambda *s: g.integers(1, P, s).astype(np.int64)
        self.W1, self.W2, self.H1, self.H2, self.ell = r(3, 2), r(3, 3), r(3, 3), r(3, 3), r(3)
        if sub_h2:
            self.H2 = np.eye(3, dtype=np.int64)
        self.w = [self.W1[:, 0], self.W1[:, 1]]
        W2o = [[int(v) for v in row] for row in self.W2]
        self.astar = []
        for i in range(3):
            a = cross(np.array(W2o[i], dtype=object) * np.array([int(v) for v in self.w[0]], dtype=object) % P,
                      np.array(W2o[i], dtype=object) * np.array([int(v) for v in self.w[1]], dtype=object) % P)
            self.astar.append(np.array([int(v) for v in a], dtype=np.int64))
        self.H2inv = mat_inv(self.H2)
        self.Q = []
        for j in range(3):
            e = np.zeros(3, dtype=np.int64); e[j] = 1
            bs = self.bstar(self.H1.dot(e) % P)
            c = self.W2[:, j] % P
            b0 = self.H2inv.dot(bs) % P * np.array([inv(v) for v in c]) % P
            self.Q.append((e, b0))

    def zeta(self, A, m):  # A (N,3) -> (N,3)
        return (A * self.w[m] % P).dot(self.W2.T) % P

    def mu(self, A, B, m):
        return (B * self.zeta(A, m) % P).dot(self.ell) % P

    def bstar(self, a):
        a = np.asarray(a, dtype=np.int64).reshape(1, 3)
        z1 = (self.ell * self.zeta(a, 0)[0]) % P
        z2 = (self.ell * self.zeta(a, 1)[0]) % P
        c = cross(np.array([int(v) for v in z1], dtype=object), np.array([int(v) for v in z2], dtype=object))
        return np.array([int(v) for v in c], dtype=np.int64)

    def u(self, x):
        return (x[0] * self.w[0] + x[1] * self.w[1]) % P

    def lam(self, A, B, x):
        return (x[0] * self.mu(A, B, 0) + x[1] * self.mu(A, B, 1)) % P

    def psi(self, A, B, x):
        pa = A * self.u(x) % P
        q = B * (pa.dot(self.W2.T) % P) % P
        return pa.dot(self.H1.T) % P, q.dot(self.H2.T) % P


def mono_vals(X, E):
    """X (N,3), E list of exponent triples -> (N, len(E)) values mod P."""
    X = np.asarray(X, dtype=np.int64) % P
    top = max(max(e) for e in E) if E else 0
    pw = [np.ones((X.shape[0], 3), dtype=np.int64)]
    for _ in range(top):
        pw.append(pw[-1] * X % P)
    out = np.empty((X.shape[0], len(E)), dtype=np.int64)
    for k, e in enumerate(E):
        out[:, k] = pw[e[0]][:, 0] * pw[e[1]][:, 1] % P * pw[e[2]][:, 2] % P
    return out


def ix_generators(d, m):
    """Generators of I_X in bidegree (d, m): mu_k * a^al * b^be, |al| = d-1, |be| = m-1 (list of (k, al, be))."""
    return [(k, al, be) for k in range(2) for al in exps(d - 1) for be in exps(m - 1)]


def eval_gens(W, gens, A, B):
    """Values (N, G) of the generators at points (A, B)."""
    d1, m1 = sum(gens[0][1]), sum(gens[0][2])
    Ea, Eb = exps(d1), exps(m1)
    va, vb = mono_vals(A, Ea), mono_vals(B, Eb)
    mus = [W.mu(A, B, 0), W.mu(A, B, 1)]
    ia = {e: i for i, e in enumerate(Ea)}; ib = {e: i for i, e in enumerate(Eb)}
    out = np.empty((A.shape[0], len(gens)), dtype=np.int64)
    for c, (k, al, be) in enumerate(gens):
        out[:, c] = mus[k] * va[:, ia[al]] % P * vb[:, ib[be]] % P
    return out


def theta_evals(W, gens, coeff, A, B, xs, per_x, rng):
    """Columns: T_x of random elements of span(gens @ coeff), at points (A, B); per_x random elements per x."""
    cols = []
    for x in xs:
        a2, b2 = W.psi(A, B, x)
        V = eval_gens(W, gens, a2, b2)  # (N, G)
        if coeff is not None:
            V = mulmod(V, coeff)
        R = rng.integers(0, P, (V.shape[1], per_x)).astype(np.int64)
        V = mulmod(V, R)
        cols.append(V * W.lam(A, B, x)[:, None] % P)
    return np.concatenate(cols, axis=1)


def mulmod(A, B):
    A = np.asarray(A, dtype=np.int64) % P; B = np.asarray(B, dtype=np.int64) % P
    out = np.zeros((A.shape[0], B.shape[1]), dtype=np.int64)
    CH = 4096  # 4096 * p^2 < 2^53? p^2 ~ 2^40 -> 2^52 < 2^63 fine for int64
    for s in range(0, A.shape[1], CH):
        out = (out + A[:, s:s + CH].dot(B[s:s + CH]) % P) % P
    return out


def rank(M):
    M = np.asarray(M, dtype=np.int64) % P
    if os.environ.get("RV_RANK") == "blas":  # the lab's plain GF(p) rank routine (large cases, less memory)
        from numerics.rank.blas import blas_rank_mod_p
        F = M.astype(np.float64)
        del M
        F[F > P // 2] -= P
        return int(blas_rank_mod_p(F, P, overwrite=True))
    return flint.nmod_mat(M.shape[0], M.shape[1], M.ravel().tolist(), P).rank()


def nullspace(M):
    M = np.asarray(M, dtype=np.int64) % P
    X, nul = flint.nmod_mat(M.shape[0], M.shape[1], M.ravel().tolist(), P).nullspace()
    return np.array([[int(X[i, j]) for j in range(nul)] for i in range(M.shape[1])], dtype=np.int64)


def h(n, k):
    K = 2 * math.comb(k + 1, 2) * math.comb(n + 1, 2) - math.comb(k, 2) * math.comb(n, 2)
    r = math.comb(n + 3, 4) - math.comb(n + 1, 2)
    return K - 3 * r - 3


def hp(n, k):
    return h(n, k) + 3


def jet_rows(W, gens, pt_a, pt_b, order, ndir, rng):
    """Rows: Taylor coefficients t^0..t^(order-1) of each generator along pt + t v, ndir random v in k^6."""
    rows = []
    for _ in range(ndir):
        v = rng.integers(0, P, 6).astype(np.int64)
        # evaluate generators at pt + t v for t = 0..deg, interpolate in t (degree of gens = d + m)
        deg = sum(gens[0][1]) + sum(gens[0][2]) + 2
        ts = np.arange(deg + 1, dtype=np.int64)
        A = (pt_a[None, :] + ts[:, None] * v[None, :3]) % P
        B = (pt_b[None, :] + ts[:, None] * v[None, 3:]) % P
        Vt = eval_gens(W, gens, A, B)  # (deg+1, G): values at t = 0..deg
        # Vandermonde inverse: coefficients c_k with sum_k c_k t^k = value
        Vd = [[pow(int(t), k, P) for k in range(deg + 1)] for t in ts]
        Vi = flint.nmod_mat(Vd, P).inv()
        Vi = np.array([[int(Vi[i, j]) for j in range(deg + 1)] for i in range(deg + 1)], dtype=np.int64)
        C = mulmod(Vi, Vt)  # (deg+1, G) Taylor coefficients
        rows.append(C[:order])
    return np.concatenate(rows, axis=0)


def mpp_basis(W, m, d, rng, with_Q=True, fat=True):
    """Coefficient vectors (over ix_generators(d, m)) spanning M''_{m,d} (or M'_{m,d}) inside I_X."""
    gens = ix_generators(d, m)
    rows = []
    if fat:
        for i in range(3):
            e = np.zeros(3, dtype=np.int64); e[i] = 1
            ndir = math.comb(m - 1 + 5, 5) + 6
            rows.append(jet_rows(W, gens, W.astar[i], e, m, ndir, rng))
    if with_Q:
        for (e, b0) in W.Q:
            rows.append(eval_gens(W, gens, e[None, :], b0[None, :]))
    C = np.concatenate(rows, axis=0) if rows else np.zeros((0, len(gens)), dtype=np.int64)
    return gens, (nullspace(C) if rows else None)
