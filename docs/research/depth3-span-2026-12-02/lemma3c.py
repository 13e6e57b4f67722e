"""b-direction multipliers on the j-step models, tuples or per k (helper-125).
For X(n) = T^(j)(n) (j-step model; j = 'S' for the End span itself) test, with multipliers
mu = m(a) * gamma.(b * A2 D(u') a), deg m = n, u' in U random (the 'beta forms'), acting on every component:
  closure:    rank[X(n+1) ; mu.X(n)] == rank X(n+1)
  generation: rank[mu.X(n)] == rank X(n+1)
GF(p) ranks at random points; X(n) elements are random columns of the evaluation (d3span.col_values)."""
import sys, json, time
import numpy as np
from d3span import draw_weights, mv, P, N1, col_values, maxrss_mb
from numerics.rank.dense import rank_mod_p


def cen(Y, p=P):
    Y = Y.astype(np.float64); Y[Y > p // 2] -= p; return Y


def cols_of(w, a, b, c, n, j, ncol, g, p=P):
    R = a.shape[1]; M = w["W1"].shape[1]
    if j == "S":
        cols = {"u": mv(w["W1"], g.integers(0, p, (ncol, n, M)))}
        m = None
    else:
        m = n - j
        cols = {"u": mv(w["W1"], g.integers(0, p, (ncol, j, M))), "q": g.integers(0, p, (ncol, R)),
                "alpha": g.integers(0, p, (ncol, N1(m), R)), "beta": g.integers(0, p, (ncol, m, R))}
    out = np.empty((a.shape[0], ncol), dtype=np.int64)
    for i in range(0, a.shape[0], 32):
        out[i:i + 32] = col_values(w, (a[i:i + 32], b[i:i + 32], c[i:i + 32]), cols, n, m, p)
    return out


def test(M, R, n, j, top, npts, ncol_next, ncol_prod, seed=0, p=P):
    w = draw_weights(M, R, seed, p)
    g = np.random.default_rng(4242 + seed + 7 * n)
    a = g.integers(0, p, (npts, R)); b = g.integers(0, p, (npts, R))
    if top is None:
        c = g.integers(0, p, (npts, R))
    else:
        c = np.zeros((npts, R), dtype=np.int64); c[:, top] = 1
    jn = j if j == "S" else j
    Xn1 = cols_of(w, a, b, c, n + 1, jn, ncol_next, g)
    r_next = rank_mod_p(cen(Xn1), p).rank
    Xn = cols_of(w, a, b, c, n, jn, ncol_prod, g)
    mult = np.ones((npts, ncol_prod), dtype=np.int64)
    for _ in range(n):
        mult = mult * (a @ (g.integers(0, p, (R, ncol_prod)) % p) % p) % p
    up = mv(w["W1"], g.integers(0, p, (ncol_prod, M)))
    gam = g.integers(0, p, (ncol_prod, R))
    for i in range(0, npts, 64):
        z = mv(w["A2"], (a[i:i + 64, None, :] * up[None] % p))
        mult[i:i + 64] = mult[i:i + 64] * (((b[i:i + 64, None, :] * z % p) * gam[None] % p).sum(-1) % p) % p
    Xp = Xn * mult % p
    del Xn, mult
    r_prod = rank_mod_p(cen(Xp), p).rank
    r_union = rank_mod_p(cen(np.concatenate([Xn1, Xp], 1)), p).rank
    return dict(M=M, R=R, n=n, j=j, top=top, npts=npts, rank_next=r_next, rank_products=r_prod, rank_union=r_union,
                closure=(r_union == r_next), generation=(r_prod == r_next))


if __name__ == "__main__":
    for item in sys.argv[1].split(";"):
        f = item.split(",")
        M, R, n = int(f[0]), int(f[1]), int(f[2])
        j = f[3] if f[3] == "S" else int(f[3])
        top = None if int(f[4]) < 0 else int(f[4])
        npts, c1, c2 = int(f[5]), int(f[6]), int(f[7])
        t0 = time.time()
        o = test(M, R, n, j, top, npts, c1, c2)
        o["secs"] = round(time.time() - t0, 1); o["rss_mb"] = round(maxrss_mb())
        print(json.dumps(o), flush=True)
