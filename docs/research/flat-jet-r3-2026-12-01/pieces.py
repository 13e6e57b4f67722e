"""The pieces of the reduction at the special point S (M = I, L = 1), exact ranks mod p (helper-105).

Forms of degree D in p are dense arrays A[a, b] = coefficient of p1^(D-a-b) p2^a p3^b (a + b <= D).
theta_2, theta_3 multiply by a, b.  y = W3 p, h = H2 p.

  vertex  : dim k[p]_(d-1) . Kr_n(h_k y_k^n)          (claim [A-vertex]: = C(D1+2,2) - 1, and every element
            vanishes at P0_k = {h_k = y_k = 0})
  edge    : dim Ed_12 = sum_{a=1}^{m-1} sum_{j=1,2} k[p]_(d-1) . Kr_n(h_j y1^a y2^(m-a) (y1 e_(a+1) + y2 e_a))
            in (k[p]_D1)^(n-1)   (claim [A-edge]: = (n-1) C(D1+2,2) - 3)
  full    : dim K_N (graded full-support part) against dim J_full (claim (R3), proved by hand)
usage: python pieces.py n seed [vertex|edge|full|all]
"""
import sys
import time
from math import comb

import numpy as np

from fj import P, mm, rank


def zero(D):
    return np.zeros((D + 1, D + 1), np.int64)


def lin(v):
    A = zero(1)
    A[0, 0], A[1, 0], A[0, 1] = v[0] % P, v[1] % P, v[2] % P
    return A


def mul(A, B):
    da, db = A.shape[0] - 1, B.shape[0] - 1
    C = zero(da + db)
    nz = np.argwhere(B != 0)
    for a, b in nz:
        C[a:a + da + 1, b:b + da + 1] = (C[a:a + da + 1, b:b + da + 1] + A * B[a, b]) % P
    return C


def pw(A, e):
    out = zero(0)
    out[0, 0] = 1
    for _ in range(e):
        out = mul(out, A)
    return out


def flat(A):
    D = A.shape[0] - 1
    return np.array([A[a, b] for a in range(D + 1) for b in range(D + 1 - a)], np.int64)


def theta(A, a2, a3):
    D = A.shape[0] - 1
    ii, jj = np.meshgrid(np.arange(D + 1), np.arange(D + 1), indexing="ij")
    f = np.ones_like(A)
    for _ in range(a2):
        f = f * ii % P
    for _ in range(a3):
        f = f * jj % P
    return A * f % P


def rand_form(D, rng):
    A = zero(D)
    for a in range(D + 1):
        for b in range(D + 1 - a):
            A[a, b] = rng.integers(0, P)
    return A


def kr_basis(f, r):
    """basis-spanning list of pi(theta) f, deg pi <= r (monomials theta2^a theta3^b)"""
    return [theta(f, a, b) for a in range(r + 1) for b in range(r + 1 - a)]


def span_times_forms(vecs, e, ncols, rng):
    """random columns phi * v, phi random of degree e, v random combination of vecs (each vec: list of forms,
    one per coordinate).  Returns matrix (coords*dim, ncols)."""
    out = []
    k = len(vecs)
    for t in range(ncols):
        coef = rng.integers(0, P, size=k)
        comb_v = [sum(int(coef[i]) * vecs[i][c] for i in range(k)) % P for c in range(len(vecs[0]))]
        phi = rand_form(e, rng)
        out.append(np.concatenate([flat(mul(phi, x)) for x in comb_v]))
    return np.stack(out, axis=1)


def setup(n, seed):
    rng = np.random.default_rng(seed)
    W3 = rng.integers(1, P, size=(3, 3))
    H2 = rng.integers(1, P, size=(3, 3))
    y = [lin(W3[k]) for k in range(3)]
    h = [lin(H2[k]) for k in range(3)]
    return rng, W3, H2, y, h


def vertex(n, seed, k=0):
    rng, W3, H2, y, h = setup(n, seed)
    d, D1 = comb(n, 2), comb(n + 1, 2)
    f = mul(h[k], pw(y[k], n))
    vecs = [[v] for v in kr_basis(f, n)]
    N = comb(D1 + 2, 2)
    X = span_times_forms(vecs, d - 1, N + 20, rng)
    rk = rank(X)
    # P0 = h_k = y_k = 0 : cross product of coefficient rows
    a, b = W3[k] % P, H2[k] % P
    P0 = [(a[1] * b[2] - a[2] * b[1]) % P, (a[2] * b[0] - a[0] * b[2]) % P, (a[0] * b[1] - a[1] * b[0]) % P]
    # evaluation functional on degree-D1 forms
    inv = pow(int(P0[0]), P - 2, P)
    s, t = P0[1] * inv % P, P0[2] * inv % P
    ev = np.array([pow(int(s), a_, P) * pow(int(t), b_, P) % P for a_ in range(D1 + 1) for b_ in range(D1 + 1 - a_)],
                  np.int64)
    vals = (ev @ (X % P)) % P if False else np.array([int(sum(int(ev[i]) * int(X[i, c]) for i in range(len(ev))) % P)
                                                     for c in range(min(5, X.shape[1]))])
    return rk, N, vals


def edge(n, seed, r=None):
    """Ed_12 with Krylov order r (default n)."""
    rng, W3, H2, y, h = setup(n, seed)
    m, d, D1 = n - 1, comb(n, 2), comb(n + 1, 2)
    r = n if r is None else r
    vecs = []
    for a in range(1, m):  # mu = (a, m - a, 0)
        base = mul(pw(y[0], a), pw(y[1], m - a))
        for j in (0, 1):
            g = mul(h[j], base)
            comp1, comp0 = mul(g, y[0]), mul(g, y[1])  # coefficient of e_(a+1) and e_a
            for a2 in range(r + 1):
                for a3 in range(r + 1 - a2):
                    vec = [zero(n + 1) for _ in range(n - 1)]  # coordinates e_1..e_(n-1) -> index b-1
                    vec[a] = theta(comp1, a2, a3)  # e_(a+1)
                    vec[a - 1] = theta(comp0, a2, a3)  # e_a
                    vecs.append(vec)
    N = comb(D1 + 2, 2)
    tgt = (n - 1) * N - 3
    X = span_times_forms(vecs, d - 1, tgt + 30, rng)
    return rank(X), tgt


if __name__ == "__main__":
    n, seed, what = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    t0 = time.time()
    if what in ("vertex", "all"):
        for k in range(3):
            rk, N, vals = vertex(n, seed, k)
            print(f"n={n} seed={seed} vertex k={k}: dim k_(d-1) Kr_n(h y^n) = {rk} of C(D1+2,2) = {N}; "
                  f"values at P0 of 5 columns: {list(vals)}  ({time.time()-t0:.1f}s)", flush=True)
    if what in ("edge", "all"):
        rk, tgt = edge(n, seed)
        print(f"n={n} seed={seed} edge 12: dim Ed_12 = {rk}, claimed (n-1)C(D1+2,2)-3 = {tgt}  ({time.time()-t0:.1f}s)",
              flush=True)
