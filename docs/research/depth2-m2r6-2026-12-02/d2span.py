"""Depth-2 End span S_s and Start dominance over GF(p) (helper script, research note depth2-m2r6-2026-12-02).

Notation (NOTES.md): H = W^{H,1}, A = W^{I,2}, B = W^{H,2}, c = W^O (C = 1), U = col W^{I,1}.
End polynomial with free cut states (a, g):  y = sum_k g_k P_k(a),
    P^T = c^T D(A l_s) B D(A l_{s-1}) B ... B D(A l_1),   l_1 = D(u_1) a,  l_j = D(u_j) H l_{j-1}.
S_s = span over End inputs of the vector (P_1..P_R) in (Sym^s)^R.  dim S_s is computed as the GF(p) rank of
Y[end sample, (k, a-point)] = P_k(a-point): a lower bound on dim S_s over Q at the drawn integer weights.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.dense import rank_mod_p  # noqa: E402

P = 11863279  # default_prime(256): BLAS backend exact


def mset(n, k):
    if k == 0:
        return 1
    if n <= 0:
        return 0
    return comb(n + k - 1, k)


def ideal_bound(M, R, s):
    return R * (mset(R, s) - mset(max(R - M, 0), s))


def end_cap(M, R, s):
    out = 1
    for j in range(1, s + 1):  # depth 2: N_e = s - j + 1
        out *= mset(min(R, M), s - j + 1)
    return out


def draw_weights(M, R, seed, p=P):
    g = np.random.default_rng(seed)
    W1 = g.integers(0, p, (R, M))
    H = g.integers(0, p, (R, R))
    A = g.integers(0, p, (R, R))
    B = g.integers(0, p, (R, R))
    c = g.integers(0, p, R)
    return W1, H, A, B, c


def mm(X, Y, p=P):
    """X (R,R) @ Y (..., R, N) mod p, exact: entries < 2^24, R <= 16 terms < 2^52."""
    return np.einsum("ij,...jn->...in", X, Y) % p


def end_values(w, xs, apts, p=P):
    """xs (Q, s, M) End inputs, apts (R, N) a-points -> (Q, R, N) values P_k(a_n)."""
    W1, H, A, B, c = w
    Q, s, M = xs.shape
    us = np.einsum("rm,qsm->qsr", W1, xs) % p  # (Q, s, R)
    ell = us[:, 0, :, None] * apts[None] % p  # (Q, R, N)
    vs = [mm(A, ell)]
    for j in range(1, s):
        ell = us[:, j, :, None] * mm(H, ell) % p
        vs.append(mm(A, ell))
    r = c[None, :, None] * vs[-1] % p
    for j in range(s - 2, -1, -1):
        r = mm(B.T, r) * vs[j] % p
    return r


def end_span_rank(M, R, s, seed, margin=16, chunk=64, p=P, dtype=np.float64):
    w = draw_weights(M, R, seed, p)
    g = np.random.default_rng(10_000 + 1000 * seed + s)
    Na = mset(R, s) + margin
    D = ideal_bound(M, R, s)
    rows = min(D, end_cap(M, R, s)) + margin
    apts = g.integers(0, p, (R, Na))
    Y = np.empty((rows, R * Na), dtype=dtype)
    for i in range(0, rows, chunk):
        q = min(chunk, rows - i)
        xs = g.integers(0, p, (q, s, M))
        Y[i:i + q] = end_values(w, xs, apts, p).reshape(q, -1)
    Y[Y > p // 2] -= p  # centred
    return rank_mod_p(Y, p, overwrite=True).rank, D, Y.shape


def start_jacobian_rank(M, R, s, seed, p=P):
    """Rank over GF(p) of the Jacobian of (x^1..x^s) -> (a, g) at a random integer point (default initial
    states W^{H,l} h^{0,l} = 1)."""
    W1, H, A, B, c = draw_weights(M, R, seed, p)
    g = np.random.default_rng(20_000 + seed)
    n = s * M
    xs = g.integers(0, p, (s, M))
    h1 = h2 = None
    d1 = d2 = None
    for t in range(s):
        u = W1 @ xs[t] % p
        du = np.zeros((R, n), dtype=np.int64)
        du[:, t * M:(t + 1) * M] = W1
        if t == 0:
            Hh1, dHh1 = np.ones(R, dtype=np.int64), np.zeros((R, n), dtype=np.int64)
            Bh2, dBh2 = np.ones(R, dtype=np.int64), np.zeros((R, n), dtype=np.int64)
        else:
            Hh1, dHh1 = H @ h1 % p, H @ d1 % p
            Bh2, dBh2 = B @ h2 % p, B @ d2 % p
        h1n = Hh1 * u % p
        d1n = (dHh1 * u[:, None] + Hh1[:, None] * du) % p
        Ah, dAh = A @ h1n % p, A @ d1n % p
        h2n = Bh2 * Ah % p
        d2n = (dBh2 * Ah[:, None] + Bh2[:, None] * dAh) % p
        h1, d1, h2, d2 = h1n, d1n, h2n, d2n
    J = np.concatenate([H @ d1 % p, B @ d2 % p], axis=0).astype(np.float64)
    J[J > p // 2] -= p
    return rank_mod_p(J, p).rank


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--M", type=int, required=True)
    ap.add_argument("--R", type=int, required=True)
    ap.add_argument("--s", type=int, nargs="+", required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--start", action="store_true")
    ap.add_argument("--f32", action="store_true", help="float32 centred matrix (half the memory)")
    a = ap.parse_args()
    for s in a.s:
        t0 = time.time()
        if a.start:
            r = start_jacobian_rank(a.M, a.R, s, a.seed)
            print(json.dumps(dict(kind="start_jacobian", M=a.M, R=a.R, s=s, T=2 * s, seed=a.seed, p=P, rank=r,
                                  full=2 * a.R, secs=round(time.time() - t0, 2))), flush=True)
        else:
            r, D, shape = end_span_rank(a.M, a.R, s, a.seed, dtype=np.float32 if a.f32 else np.float64)
            cap = end_cap(a.M, a.R, s)
            print(json.dumps(dict(kind="end_span", M=a.M, R=a.R, s=s, T=2 * s, seed=a.seed, p=P, rank=r, D=D,
                                  cap=cap, full=(r == D), shape=list(shape), secs=round(time.time() - t0, 2))),
                  flush=True)
