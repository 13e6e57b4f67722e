"""Is the one-step model (per k) closed under a b-direction multiplier?  (helper-125)
Test: rank[V_k(n+1) ; X . V_k(n)] == rank V_k(n+1) ?  X = (i) m(a) l(b), m of degree n+1 (all bilinear-type
multipliers of bidegree (n+1, 1)); (ii) m(a) * (gamma . (b * z_u'(a))) with m of degree n, u' in U random
(the 'beta' forms of another input).  Also the a-direction control (Lemma 3'): m(a) of degree n+1 times
V_k at bidegree (N1(n), n) lies in the span at bidegree (N1(n)+n+1, n) (not on the End curve; built directly)."""
import sys, json, time
import numpy as np
from d3span import draw_weights, mv, step, P, N1, col_values, maxrss_mb
from numerics.rank.dense import rank_mod_p
from math import comb


def mset(r, d):
    return comb(r + d - 1, d)


def onestep_cols(w, a, b, c, n, ncol, g, p=P, extra_a=0):
    """ncol random elements of Shat_{n-1}(n) (one step, free inner of bidegree (N1(n-1)+extra_a, n-1)) at points."""
    R = a.shape[1]; M = w["W1"].shape[1]
    x = g.integers(0, p, (ncol, 1, M))
    cols = {"u": mv(w["W1"], x), "q": g.integers(0, p, (ncol, R)),
            "alpha": g.integers(0, p, (ncol, N1(n - 1) + extra_a, R)), "beta": g.integers(0, p, (ncol, n - 1, R))}
    out = np.empty((a.shape[0], ncol), dtype=np.int64)
    for i in range(0, a.shape[0], 32):
        out[i:i + 32] = col_values(w, (a[i:i + 32], b[i:i + 32], c[i:i + 32]), cols, n, n - 1, p)
    return out  # (points, ncol)


def test(M, R, n, k=0, seed=0, p=P):
    w = draw_weights(M, R, seed, p)
    g = np.random.default_rng(777 + seed + 10 * n)
    dim_next = mset(R, N1(n + 1)) * mset(R, n + 1)
    npts = dim_next + 16
    a = g.integers(0, p, (npts, R)); b = g.integers(0, p, (npts, R))
    c = np.zeros((npts, R), dtype=np.int64); c[:, k] = 1
    Vn1 = onestep_cols(w, a, b, c, n + 1, dim_next + 16, g)
    r0 = rank_mod_p(cen(Vn1), p).rank
    out = {"M": M, "R": R, "n": n, "dim V_k(n+1)": r0, "ambient": dim_next}
    nmul = 3 * mset(R, N1(n)) * mset(R, n)  # enough products
    Vn = onestep_cols(w, a, b, c, n, nmul, g)
    # (i) m(a) l(b), deg m = N1(n+1) - N1(n) = n + 1
    mult = np.ones((npts, nmul), dtype=np.int64)
    for _ in range(n + 1):
        mult = mult * (a @ (g.integers(0, p, (R, nmul)) % p) % p) % p
    mult = mult * (b @ g.integers(0, p, (R, nmul)) % p) % p
    X1 = Vn * mult % p
    out["(i) rank with m(a)l(b).V_k(n)"] = rank_mod_p(cen(np.concatenate([Vn1, X1], 1)), p).rank
    del X1
    # (ii) m(a) * gamma.(b * A2 D(u') a), deg m = n
    mult = np.ones((npts, nmul), dtype=np.int64)
    for _ in range(n):
        mult = mult * (a @ (g.integers(0, p, (R, nmul)) % p) % p) % p
    up = mv(w["W1"], g.integers(0, p, (nmul, M)))  # (nmul, R)
    gam = g.integers(0, p, (nmul, R))
    for i in range(0, npts, 64):
        z = mv(w["A2"], (a[i:i + 64, None, :] * up[None] % p))  # (64, nmul, R)
        mult[i:i + 64] = mult[i:i + 64] * (((b[i:i + 64, None, :] * z % p) * gam[None] % p).sum(-1) % p) % p
    X2 = Vn * mult % p
    out["(ii) rank with m(a)(gamma.b*z_u').V_k(n)"] = rank_mod_p(cen(np.concatenate([Vn1, X2], 1)), p).rank
    return out


def cen(Y, p=P):
    Y = Y.astype(np.float64); Y[Y > p // 2] -= p; return Y


if __name__ == "__main__":
    for item in sys.argv[1].split(";"):
        M, R, n = map(int, item.split(","))
        t0 = time.time()
        o = test(M, R, n)
        o["secs"] = round(time.time() - t0, 1); o["rss_mb"] = round(maxrss_mb())
        print(json.dumps(o), flush=True)
