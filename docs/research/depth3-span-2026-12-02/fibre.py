"""Fibre ranks of the depth-3 End span at a fixed layer-1 Start state a0 (helper-125).

rho(a0) = dim span over End inputs u_1..u_n of the functions (b, c) -> y(a0, b, c; u) (c random: the tuple; c = e_k: F_k).
Compared with the depth-2 ideal dimension D = R(((R, n)) - ((R-M, n))) (per k: ((R, n)) - ((R-M, n))).
a0 kinds: generic; z1 = one zero coordinate; s2 = support of size 2; e0 = the coordinate vector e_0.
GF(p) ranks at random points (lower bounds; generically exact)."""
import sys, json, time
import numpy as np
from math import comb
from d3span import draw_weights, mv, step, P, maxrss_mb
from numerics.rank.dense import rank_mod_p


def mset(r, d):
    return comb(r + d - 1, d) if d >= 0 else 0


def fibre_rank(M, R, n, kind, top=None, seed=0, extra=24, p=P):
    w = draw_weights(M, R, seed, p)
    g = np.random.default_rng(5000 + seed * 31 + n)
    a0 = g.integers(1, p, R)
    if kind == "z1":
        a0[R - 1] = 0
    elif kind == "s2":
        a0[2:] = 0
    elif kind == "L0":  # a0 on L_0 = {a : (A2 D(w_m) a)_0 = 0, m = 1..M} (dimension R - M)
        Mt = [[int(w["A2"][0, j] * w["W1"][j, m] % p) for j in range(R)] for m in range(M)]
        a0 = [int(v) for v in g.integers(1, p, R)]
        # solve Mt[:, :M] x = -Mt[:, M:] a0[M:]  (mod p) by Gauss-Jordan
        A = [row[:M] + [(-sum(row[j] * a0[j] for j in range(M, R))) % p] for row in Mt]
        for col in range(M):
            piv = next(r for r in range(col, M) if A[r][col] % p)
            A[col], A[piv] = A[piv], A[col]
            inv = pow(A[col][col], p - 2, p)
            A[col] = [v * inv % p for v in A[col]]
            for r in range(M):
                if r != col and A[r][col]:
                    f = A[r][col]
                    A[r] = [(v - f * wv) % p for v, wv in zip(A[r], A[col])]
        for j in range(M):
            a0[j] = A[j][M]
        a0 = np.array(a0, dtype=np.int64)
        assert all(sum(Mt[m][j] * int(a0[j]) for j in range(R)) % p == 0 for m in range(M))
    elif kind == "e0":
        a0[:] = 0
        a0[0] = 1
    D = (1 if top is not None else R) * (mset(R, n) - mset(R - M, n))
    full = (1 if top is not None else R) * mset(R, n)
    size = full + extra
    x = g.integers(0, p, (size, n, M))
    U = mv(w["W1"], x)  # (Q, n, R)
    b = g.integers(0, p, (size, R))
    if top is None:
        c = g.integers(0, p, (size, R))
    else:
        c = np.zeros((size, R), dtype=np.int64); c[:, top] = 1
    A = np.broadcast_to(a0, (size, size, R))
    B = np.broadcast_to(b[:, None, :], (size, size, R))
    C = np.broadcast_to(c[:, None, :], (size, size, R))
    for j in range(n):
        h1, h2, h3 = step(w, A, B, C, U[None, :, j, :], p)
        if j < n - 1:
            A, B, C = mv(w["H1"], h1), mv(w["H2"], h2), mv(w["H3"], h3)
    Y = (h3 * w["WO"] % p).sum(-1) % p
    Y = Y.astype(np.float64); Y[Y > p // 2] -= p
    return rank_mod_p(Y, p).rank, D, full


if __name__ == "__main__":
    shapes = [tuple(map(int, s.split(","))) for s in sys.argv[1].split(";")]
    nmax = int(sys.argv[2])
    for (M, R) in shapes:
        for n in range(1, nmax + 1):
            for kind in (sys.argv[3].split(",") if len(sys.argv) > 3 else ("generic", "z1", "s2", "e0")):
                for top in (None, 0):
                    t0 = time.time()
                    r, D, full = fibre_rank(M, R, n, kind, top)
                    print(json.dumps(dict(M=M, R=R, n=n, a0=kind, top=top, rank=r, ideal=D, full=full,
                                          secs=round(time.time() - t0, 1), rss_mb=round(maxrss_mb()))), flush=True)
