"""Reviewer helper-99's own evaluation of the edge block Q_(N1-1,1,0) of Proposition 12's a-splitting.

Depth-4 RAC, R = M = 3, W^(I,1) = I, T = 2n. Cut at s = n with free cut states
    a = W^(H,1) h^(n,1), b = W^(H,2) h^(n,2), c = W^(H,3) h^(n,3), g = W^(H,4) h^(n,4).
End recurrence (t = n+1 .. T), written from the definition h^(t,l) = (W^(H,l) h^(t-1,l)) * (W^(I,l) h^(t,l-1)):
    t = n+1: h1 = a * u_(n+1)  (= w),  h2 = b * (WI2 h1),  h3 = c * (WI3 h2),  h4 = g * (WI4 h3)
    t > n+1: h1 = (WH1 h1) * u_t,  h2 = (WH2 h2) * (WI2 h1),  h3 = (WH3 h3) * (WI3 h2),  h4 = (WH4 h4) * (WI4 h3)
    y = <WO, h4^(T)>.
Evaluation over the dual numbers GF(p)[t]/(t^2) at w = a * u_(n+1) = (1, t, 0) (a = (1, t, 0), u_(n+1) = (1, 1, 1)):
y is homogeneous of degree N1 in w, so y(1, t, 0) = sum_j Q_(N1-j, j, 0) t^j = Q_(N1,0,0) + t Q_(N1-1,1,0) mod t^2.
The matrix: rows (End point e, i) with u_T = e_i, columns (cut point (b, c), k) with g = e_k; entry = t-coefficient.
Everything (weights, cut points, End points) is drawn uniformly mod p from this script's own seed.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from math import comb

import numpy as np

R = 3


def dmul(x, y, p):
    """(x0 + x1 t)(y0 + y1 t) mod t^2, mod p (p < 2^30: products < 2^60)."""
    return (x[0] * y[0] % p, (x[0] * y[1] % p + x[1] * y[0] % p) % p)


def dmv(W, h, p):
    """W h for a 3x3 integer matrix and h a list of 3 dual arrays; three products < 2^60 sum below 2^62."""
    out = []
    for r in range(R):
        z0 = sum(int(W[r, j]) * h[j][0] for j in range(R)) % p
        z1 = sum(int(W[r, j]) * h[j][1] for j in range(R)) % p
        out.append((z0, z1))
    return out


def dhad(x, y, p):
    return [dmul(x[r], y[r], p) for r in range(R)]


def build(T, C, E, seed, p, chunk=32, log=print, coef=1):
    n = T // 2
    rng = np.random.default_rng(seed)
    WI2, WI3, WI4, WH1, WH2, WH3, WH4 = (rng.integers(0, p, size=(R, R), dtype=np.int64) for _ in range(7))
    WO = rng.integers(0, p, size=R, dtype=np.int64)
    bcut = rng.integers(0, p, size=(R, C), dtype=np.int64)
    ccut = rng.integers(0, p, size=(R, C), dtype=np.int64)
    ends = rng.integers(0, p, size=(n - 2, R, E), dtype=np.int64)  # u_(n+2), ..., u_(T-1)
    zero = np.zeros((1, 1), np.int64)
    one = np.ones((1, 1), np.int64)
    a = [(one, zero), (zero, one), (zero, zero)]  # a = (1, t, 0)
    u1 = [(one, zero)] * R  # u_(n+1) = (1, 1, 1)
    b = [(bcut[r].reshape(C, 1), np.zeros((C, 1), np.int64)) for r in range(R)]
    c = [(ccut[r].reshape(C, 1), np.zeros((C, 1), np.int64)) for r in range(R)]
    M = np.empty((3 * E, 3 * C), dtype=np.uint64)
    t0 = time.time()
    for e0 in range(0, E, chunk):
        e1 = min(E, e0 + chunk)
        # step n+1
        h1 = dhad(a, u1, p)
        h2 = dhad(b, dmv(WI2, h1, p), p)
        h3 = dhad(c, dmv(WI3, h2, p), p)
        x4 = dmv(WI4, h3, p)
        # g = e_k: h4[k] = x4 restricted to coordinate k
        zC = (np.zeros((1, 1), np.int64), np.zeros((1, 1), np.int64))
        h4 = [[x4[r] if r == k else zC for r in range(R)] for k in range(R)]
        # steps n+2 .. T-1
        for tt in range(n - 2):
            u = [(ends[tt, r, e0:e1].reshape(1, -1), np.zeros((1, 1), np.int64)) for r in range(R)]
            h1 = dhad(dmv(WH1, h1, p), u, p)
            h2 = dhad(dmv(WH2, h2, p), dmv(WI2, h1, p), p)
            h3 = dhad(dmv(WH3, h3, p), dmv(WI3, h2, p), p)
            x4 = dmv(WI4, h3, p)
            h4 = [dhad(dmv(WH4, h4[k], p), x4, p) for k in range(R)]
        # step T, u_T = e_i
        pre1, pre2, pre3 = dmv(WH1, h1, p), dmv(WH2, h2, p), dmv(WH3, h3, p)
        pre4 = [dmv(WH4, h4[k], p) for k in range(R)]
        for i in range(R):
            uT = [(one if r == i else zero, zero) for r in range(R)]
            g1 = dhad(pre1, uT, p)
            g2 = dhad(pre2, dmv(WI2, g1, p), p)
            g3 = dhad(pre3, dmv(WI3, g2, p), p)
            x4 = dmv(WI4, g3, p)
            for k in range(R):
                g4 = dhad(pre4[k], x4, p)
                y1 = sum(int(WO[r]) * np.broadcast_to(g4[r][coef], (C, e1 - e0)) for r in range(R)) % p
                # rows 3e + i, columns 3c + k
                M[3 * e0 + i : 3 * e1 : 3, k::3] = y1.T.astype(np.uint64)
        if e0 == 0 or (e0 // chunk) % 20 == 0:
            log(f"  End points {e1}/{E}, {time.time() - t0:.1f}s")
    return M


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--T", type=int, required=True)
    ap.add_argument("--C", type=int, required=True, help="cut points (columns 3C)")
    ap.add_argument("--E", type=int, required=True, help="End points (rows 3E)")
    ap.add_argument("--seed", type=int, default=990101)
    ap.add_argument("--p", type=int, default=1073741789)
    ap.add_argument("--chunk", type=int, default=32)
    ap.add_argument("--coef", type=int, default=1, help="1: t-coefficient Q_(N1-1,1,0); 0: Q_(N1,0,0) (control)")
    args = ap.parse_args()
    assert args.p < 2**30
    T = args.T
    n = T // 2
    N1, N2, N3 = comb(n + 2, 3), comb(n + 1, 2), n
    print(f"T={T} n={n} N=({N1},{N2},{N3}) block alpha=({N1 - 1},1,0) seed={args.seed} p={args.p} "
          f"C={args.C} E={args.E} matrix {3 * args.E} x {3 * args.C}", flush=True)
    t0 = time.time()
    M = build(T, args.C, args.E, args.seed, args.p, args.chunk, log=lambda s: print(s, flush=True), coef=args.coef)
    t1 = time.time()
    print(f"evaluation {t1 - t0:.1f}s", flush=True)
    sys.path.insert(0, "/work/main")
    from numerics.rank.flint_bridge import flint_rank_mod_p

    r, backend = flint_rank_mod_p(M, args.p, threads=1)
    t2 = time.time()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
    print(f"RANK {r} (coef t^{args.coef}, alpha=({N1 - args.coef},{args.coef},0), T={T}, seed={args.seed}, p={args.p}, {3 * args.E}x{3 * args.C}) "
          f"rank {t2 - t1:.1f}s total {t2 - t0:.1f}s maxRSS {rss:.2f} GB backend {backend}", flush=True)


if __name__ == "__main__":
    main()
