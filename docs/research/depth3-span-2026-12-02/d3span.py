"""Depth-3 End spans with free Start states (helper-125, 2026-12-02).

States at the cut: a = W^{H,1} h^{s,1}, b = W^{H,2} h^{s,2}, c = W^{H,3} h^{s,3}; End inputs u_j = W1 x_j.
One End step from (a, b, c) with input u:  h1 = a*u, h2 = b*(A2 h1), h3 = c*(A3 h2); the next cut states are
(H1 h1, H2 h2, H3 h3).  y = WO . h3(last step).

Spaces (as spans of functions of (a, b, c), linear in c):
  S_n        : span over u_1..u_n of y                                     (the End polynomial; = free_state_rank)
  Shat_m(n)  : span over u_1..u_{n-m}, Q in W(N1(m), m)^R of sum_i (H3 h3)_i Q_i(H1 h1, H2 h2)
               after n-m steps  (= span Phi_{u1}..Phi_{u_{n-m}}(W(N1(m), m)); Shat_{n-1}(n) = one-step model)
  top=k      : c = e_k (the coefficient F_k).
Ranks: GF(p) ranks (p = 11863279) of evaluation matrices at random points/columns: lower bounds, generically exact.
"""
import sys, time, json, argparse, resource
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from numerics.rank.dense import rank_mod_p  # noqa: E402

P = 11863279


def N1(n):
    return n * (n + 1) // 2


def mset(r, d):
    return comb(r + d - 1, d) if d >= 0 else 0


def draw_weights(M, R, seed, p=P):
    g = np.random.default_rng(seed)
    w = {"W1": g.integers(1, p, (R, M))}
    for k in ("A2", "A3", "H1", "H2", "H3"):
        w[k] = g.integers(1, p, (R, R))
    w["WO"] = g.integers(1, p, R)
    return w


def mv(X, h, p=P):
    """h @ X.T mod p over the last axis (entries < p < 2^24, R <= 16 terms: no overflow)."""
    return np.einsum("...j,ij->...i", h, X) % p


def step(w, a, b, c, u, p=P):
    h1 = a * u % p
    h2 = b * mv(w["A2"], h1) % p
    h3 = c * mv(w["A3"], h2) % p
    return h1, h2, h3


def col_values(w, pts, cols, n, m, p=P):
    """Evaluation block: rows = points (a, b, c) (each (P, R)), columns = dict of per-column data.
    m = None: S_n (y with fixed WO).  m >= 0: Shat_m(n): n - m steps, then q . H3 h3 * prod alpha_r.(H1 h1) *
    prod beta_r.(H2 h2), bidegree (N1(m), m) for the product."""
    a, b, c = pts
    U = cols["u"]  # (Q, steps, R)
    Q = U.shape[0]
    steps = U.shape[1]
    A = np.broadcast_to(a[:, None, :], (a.shape[0], Q, a.shape[1]))
    B = np.broadcast_to(b[:, None, :], A.shape)
    C = np.broadcast_to(c[:, None, :], A.shape)
    for j in range(steps):
        h1, h2, h3 = step(w, A, B, C, U[None, :, j, :], p)
        if j < steps - 1 or m is not None:
            A, B, C = mv(w["H1"], h1), mv(w["H2"], h2), mv(w["H3"], h3)
    if m is None:
        return (h3 * w["WO"] % p).sum(-1) % p
    val = (C * cols["q"][None] % p).sum(-1) % p
    for r in range(cols["alpha"].shape[1]):
        val = val * ((A * cols["alpha"][None, :, r, :] % p).sum(-1) % p) % p
    for r in range(cols["beta"].shape[1]):
        val = val * ((B * cols["beta"][None, :, r, :] % p).sum(-1) % p) % p
    return val


def span_rank(M, R, n, m=None, top=None, seed=0, size=None, chunk=64, p=P, dtype=np.float64, fix_c=None):
    """Rank of the evaluation matrix (size x size)."""
    w = draw_weights(M, R, seed, p)
    g = np.random.default_rng(1000 + 97 * seed + 13 * n + (0 if m is None else 1 + m) + (0 if top is None else 50 + top))
    steps = n if m is None else n - m
    x = g.integers(0, p, (size, steps, M))
    cols = {"u": mv(w["W1"], x)}
    if m is not None:
        cols["q"] = g.integers(0, p, (size, R))
        cols["alpha"] = g.integers(0, p, (size, N1(m), R))
        cols["beta"] = g.integers(0, p, (size, m, R))
    a = g.integers(0, p, (size, R))
    b = g.integers(0, p, (size, R))
    if top is None:
        c = g.integers(0, p, (size, R))
    else:
        c = np.zeros((size, R), dtype=np.int64)
        c[:, top] = 1
    Y = np.empty((size, size), dtype=dtype)
    for i in range(0, size, chunk):
        v = col_values(w, (a[i:i + chunk], b[i:i + chunk], c[i:i + chunk]), cols, n, m, p)
        v[v > p // 2] -= p
        Y[i:i + chunk] = v
    return rank_mod_p(Y, p, overwrite=True).rank


def maxrss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--M", type=int)
    ap.add_argument("--R", type=int)
    ap.add_argument("--n", type=int)
    ap.add_argument("--m", type=int, default=None)
    ap.add_argument("--top", type=int, default=None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--size", type=int)
    a = ap.parse_args()
    t0 = time.time()
    r = span_rank(a.M, a.R, a.n, a.m, a.top, a.seed, a.size)
    print(json.dumps(dict(M=a.M, R=a.R, n=a.n, m=a.m, top=a.top, seed=a.seed, size=a.size, rank=r,
                          full=(r >= a.size), secs=round(time.time() - t0, 1), rss_mb=round(maxrss_mb()))), flush=True)
