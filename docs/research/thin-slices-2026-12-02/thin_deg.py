r"""Lower bounds on dim X_(a,b) for ANY (a, b) at the special point, by a one-variable degeneration (helper-126).

(K1) with both operators: X_(a,b) = sum_(i<=a, j<=b) theta_2^i theta_3^j (k[p]_(d-1) G) = k[p]_(d-1) . G_(a,b),
G_(a,b) := sum_(i<=a, j<=b) theta_2^i theta_3^j G  (a space of forms of p-degree n + 1 with values in k[c]_n).
Degeneration (PROVED, elementary): for a variable v in {p_1, p_2, p_3} let in(f) be the part of f of lowest
(or highest) v-degree. in(u f) = in(u) in(f) for f in k[p], u in k[p] (x) k[c]_n (k[p] a domain), and for any space X,
dim X = dim in(X) with in(X) := span{in(x)} (graded: the v-filtration's quotients). in(X) contains
in(k[p]_(d-1) G_(a,b)) ⊇ k[p]_(d-1) . in(G_(a,b)), which is graded by v-degree, so
    dim X_(a,b) >= sum_g dim ( slice g of k[p]_(d-1) . in(G_(a,b)) ),
and the slices are the small spaces of slices_xab.py (binary forms in the other two variables (x) k[c]_n).
For a >= n + 1 and v = p_2, G_(a,b) is p_2-graded (in(G) = G) and this is the exact value of slices_xab.py.

usage: python thin_deg.py n seed [--modes=p2lo,p2hi,...] a,b [a,b ...]
  prints the bound for each mode (v = p_1, p_2, p_3; lowest/highest; default all six)
"""
from __future__ import annotations

import json
import os
import sys
import time
from math import comb

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from slices_xab import P, Slices, basis_rows, monos, rank  # noqa: E402


def g_ab(S, a, b):
    """Basis rows of G_(a,b) over (p-monomial of degree n+1, c-monomial)."""
    n, nc, p = S.n, S.nc, S.p
    pm = monos(n + 1)
    G = S.gen.reshape(len(pm) * nc, -1).T % p
    th2 = np.repeat(np.array([m[1] for m in pm]), nc)
    th3 = np.repeat(np.array([m[2] for m in pm]), nc)
    B = basis_rows(G, p)
    for th, k in ((th2, a), (th3, b)):
        base = B
        for _ in range(k):  # K_(j+1) = base + theta K_j
            B2 = basis_rows(np.concatenate([base, B * th[None, :] % p]), p)
            if B2.shape[0] == B.shape[0]:
                break
            B = B2
    return B


def initial(S, B, v, highest):
    """in(rowspace B) w.r.t. the degree in p_v (v = 0, 1, 2), graded: dict h -> rows over (s, c), where the slice h
    of k[p]_(n+1) is p_v^h times the binary forms of degree n+1-h in the other two variables (s = exponent of the
    later of them)."""
    n, nc, p = S.n, S.nc, S.p
    pm = monos(n + 1)
    o = [u for u in range(3) if u != v]
    order = []  # columns grouped by slice h (ascending for lowest, descending for highest)
    hs = list(range(n + 2))
    if highest:
        hs = hs[::-1]
    blocks = {}
    for h in hs:
        m = n + 1 - h
        idx = []
        for s in range(m + 1):
            e = [0, 0, 0]
            e[v], e[o[0]], e[o[1]] = h, m - s, s
            i = pm.index(tuple(e))
            idx.extend(range(i * nc, (i + 1) * nc))
        blocks[h] = (len(order), len(order) + len(idx))
        order.extend(idx)
    R = basis_rows(B[:, order], p)  # rref: a row with pivot in block h vanishes on earlier blocks
    out = {h: np.zeros((0, blocks[h][1] - blocks[h][0]), np.int64) for h in hs}
    for row in R:
        piv = int(np.nonzero(row)[0][0])
        for h in hs:
            lo, hi = blocks[h]
            if lo <= piv < hi:
                out[h] = np.concatenate([out[h], row[None, lo:hi]])
                break
    return out


def bound(S, a, b, v, highest, rng):
    B = g_ab(S, a, b)
    K = initial(S, B, v, highest)
    saved = S.K
    S.K = {(h, -1): K[h] for h in K}
    tot = 0
    for g in range(S.d1 + 1):
        r, _, _ = S.slice_rank(g, -1, rng)
        tot += r
    S.K = saved
    return tot, B.shape[0]


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    modes = ["p1lo", "p1hi", "p2lo", "p2hi", "p3lo", "p3hi"]
    for s in sys.argv[3:]:
        if s.startswith("--modes="):
            modes = s.split("=")[1].split(",")
    pairs = [tuple(int(x) for x in s.split(",")) for s in sys.argv[3:] if not s.startswith("--")]
    t0 = time.time()
    S = Slices(n, seed)
    rng = np.random.default_rng(777 + seed)
    print(f"n={n} seed={seed} p={S.p}", flush=True)
    for a, b in pairs:
        t = time.time()
        res = {}
        for mode in modes:
            v, hi = int(mode[1]) - 1, mode.endswith("hi")
            res[mode], dg = bound(S, a, b, v, hi, rng)
        print(json.dumps(dict(a=a, b=b, dim_G_ab=dg, bounds=res, best=max(res.values()),
                              secs=round(time.time() - t, 1))), flush=True)
    print(f"total secs {time.time() - t0:.1f}")


if __name__ == "__main__":
    main()
