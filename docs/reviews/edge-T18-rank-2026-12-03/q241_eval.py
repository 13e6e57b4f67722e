"""Independent evaluation of the edge block Q_(N1-1,1,0) (depth 4, R = 3, j = 1), reviewer helper-139.

Derived from the lab's algorithm (proofs/general/depth4/edge_block.py, function edge_block): dual numbers
GF(P)[t]/(t^2), w = (1, t, 0), the point from proofs.general.depth4.near_vertex.draw_point (the integers drawn there,
residues mod the lab's PRIME = 1048571, used as integers and reduced mod our prime P).

Reformulation (same product, different association): the lab computes
    Z = diag(v) H4^T diag(D_1) H4^T ... diag(D_L) H4^T diag(WO) W4 diag(s3) W3 diag(s2) W2 diag(s1)
backwards (storing D_1..D_L).  We compute it forwards, R <- R H4^T diag(D_t) as the D_t appear, then multiply by the
constant C1 = H4^T diag(WO) W4 and the final diag(s3) W3 diag(s2) W2 diag(s1).  out[3y+i, kC+x] = t^1-coefficient of
Z[k, i] at (End point y, cut point x).  The per-pair straight-line code is GENERATED with the weights baked in as
integer constants (mod P) and compiled by numba; every product/sum is reduced mod P (int64, < 2^43 before reduction
at P = 1048571).
"""

from __future__ import annotations

from math import comb

import numba
import numpy as np

from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4.near_vertex import draw_point

R3 = 3


def dual_mv(W, h, P):
    """W (3x3 int) times a 3-vector of duals h: list of 3 (a0, a1) numpy arrays."""
    return [tuple(sum(int(W[r, m]) * h[m][e] for m in range(R3)) % P for e in range(2)) for r in range(R3)]


def dual_mul(a, b, P):
    return ((a[0] * b[0]) % P, (a[0] * b[1] + a[1] * b[0]) % P)


def precompute(T, E, C, seed, P):
    """Point (draw_point integers) reduced mod P, and the x-only / y-only arrays."""
    n = T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    X_all = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    assert C <= X_all, (C, X_all)
    weights, b0, c0, ends = draw_point(seed=seed, X=X_all, Y=E, n=n)
    W2, W3, W4, H1, H2, H3, H4, WO = [np.asarray(w, dtype=np.int64) % P for w in weights]
    b = np.asarray(b0[:, :C], np.int64) % P
    c = np.asarray(c0[:, :C], np.int64) % P
    ends = np.asarray(ends, np.int64) % P  # (n-2, 3, E)
    L = n - 2
    one, zero = np.int64(1), np.int64(0)
    w = [(one, zero), (zero, one), (zero, zero)]
    # x-only: h2 = b o (W2 w), h3 = c o (W3 h2), v = W4 h3, s2_0 = H2 h2, s3_0 = H3 h3
    W2w = dual_mv(W2, w, P)
    h2 = [((b[r] * W2w[r][0]) % P, (b[r] * W2w[r][1]) % P) for r in range(R3)]
    W3h2 = dual_mv(W3, h2, P)
    h3 = [((c[r] * W3h2[r][0]) % P, (c[r] * W3h2[r][1]) % P) for r in range(R3)]
    v = dual_mv(W4, h3, P)
    s2 = dual_mv(H2, h2, P)
    s3 = dual_mv(H3, h3, P)
    XA = np.empty((18, C), np.int64)  # rows: [s2 (r,e)], [s3 (r,e)], [v (r,e)]
    for blk, arr in enumerate((s2, s3, v)):
        for r in range(R3):
            for e in range(2):
                XA[blk * 6 + 2 * r + e] = arr[r][e]
    # y-only: s1 chain.  s1 = H1 w; per step: s1 = s1 o u; G2_t = W2 s1; s1 = H1 s1.
    s1 = dual_mv(H1, w, P)
    s1 = [(np.full(E, a0, np.int64), np.full(E, a1, np.int64)) for a0, a1 in s1]
    YA = np.empty((E, L * 6 + 6), np.int64)
    for t in range(L):
        u = ends[t]
        s1 = [((s1[r][0] * u[r]) % P, (s1[r][1] * u[r]) % P) for r in range(R3)]
        g = dual_mv(W2, s1, P)
        for r in range(R3):
            for e in range(2):
                YA[:, t * 6 + 2 * r + e] = g[r][e]
        s1 = dual_mv(H1, s1, P)
    for r in range(R3):
        for e in range(2):
            YA[:, L * 6 + 2 * r + e] = s1[r][e]
    C1 = (H4.T @ np.diag(WO) @ W4) % P  # exact: entries < 3 * 2^40 in int64
    consts = dict(W2=W2, W3=W3, W4=W4, H2=H2, H3=H3, H4T=H4.T.copy(), C1=C1)
    return L, XA, np.ascontiguousarray(YA), consts


class _Gen:
    def __init__(self, P):
        self.P, self.lines, self.k = P, [], 0

    def new(self):
        self.k += 1
        return f"z{self.k}"

    def emit(self, s):
        self.lines.append(s)

    def red(self, expr):
        nm = self.new()
        self.emit(f"{nm} = ({expr}) % {self.P}")
        return nm

    def dmul(self, a, b):
        return (self.red(f"{a[0]} * {b[0]}"), self.red(f"{a[0]} * {b[1]} + {a[1]} * {b[0]}"))

    def lin(self, coefs, xs):
        """sum_m coefs[m] * xs[m] for duals xs, integer constants coefs (zeros skipped)."""
        out = []
        for e in range(2):
            terms = [f"{int(cf)} * {x[e]}" for cf, x in zip(coefs, xs) if int(cf) % self.P]
            out.append(self.red(" + ".join(terms)) if terms else "0")
        return tuple(out)

    def mv(self, W, h):
        return [self.lin([W[r, m] for m in range(R3)], h) for r in range(R3)]

    def rowmat(self, Rm, W):
        """Rm (3x3 of duals) times constant W."""
        return [[self.lin([W[l, m] for l in range(R3)], [Rm[k][l] for l in range(R3)]) for m in range(R3)]
                for k in range(R3)]


def kernel_source(L, consts, P):
    g = _Gen(P)
    W2, W3, W4, H2, H3, H4T, C1 = (consts[k] for k in ("W2", "W3", "W4", "H2", "H3", "H4T", "C1"))
    half = P // 2
    # y-only locals
    ylines = []
    for t in range(L):
        for r in range(R3):
            for e in range(2):
                ylines.append(f"g{t}_{r}_{e} = YA[y, {t * 6 + 2 * r + e}]")
    for r in range(R3):
        for e in range(2):
            ylines.append(f"f_{r}_{e} = YA[y, {L * 6 + 2 * r + e}]")
    # per-pair body
    a2 = [(f"XA[{2 * r}, x]", f"XA[{2 * r + 1}, x]") for r in range(R3)]
    a3 = [(f"XA[{6 + 2 * r}, x]", f"XA[{6 + 2 * r + 1}, x]") for r in range(R3)]
    vv = [(f"XA[{12 + 2 * r}, x]", f"XA[{12 + 2 * r + 1}, x]") for r in range(R3)]
    # load into locals
    def load(lst, tag):
        res = []
        for r, (e0, e1) in enumerate(lst):
            g.emit(f"{tag}{r}_0 = {e0}")
            g.emit(f"{tag}{r}_1 = {e1}")
            res.append((f"{tag}{r}_0", f"{tag}{r}_1"))
        return res
    a2, a3, vv = load(a2, "a2_"), load(a3, "a3_"), load(vv, "v_")
    Rm = [[vv[k] if k == m else ("0", "0") for m in range(R3)] for k in range(R3)]
    first = True
    for t in range(L):
        gt = [(f"g{t}_{r}_0", f"g{t}_{r}_1") for r in range(R3)]
        a2 = [g.dmul(a2[r], gt[r]) for r in range(R3)]
        e = g.mv(W3, a2)
        a3 = [g.dmul(a3[r], e[r]) for r in range(R3)]
        D = g.mv(W4, a3)
        if first:  # Rm = diag(v): (Rm H4T)[k][m] = v_k * H4T[k, m]
            RH = [[g.lin([H4T[k, m]], [vv[k]]) for m in range(R3)] for k in range(R3)]
            first = False
        else:
            RH = g.rowmat(Rm, H4T)
        Rm = [[g.dmul(RH[k][m], D[m]) for m in range(R3)] for k in range(R3)]
        a2 = g.mv(H2, a2)
        a3 = g.mv(H3, a3)
    if first:  # L = 0 (not used: T >= 6 gives L >= 1)
        raise ValueError("L must be >= 1")
    Rm = g.rowmat(Rm, C1)
    Rm = [[g.dmul(Rm[k][m], a3[m]) for m in range(R3)] for k in range(R3)]
    Rm = g.rowmat(Rm, W3)
    Rm = [[g.dmul(Rm[k][m], a2[m]) for m in range(R3)] for k in range(R3)]
    Rm = g.rowmat(Rm, W2)
    for k in range(R3):
        for i in range(R3):
            a = Rm[k][i]
            z = g.red(f"{a[0]} * f_{i}_1 + {a[1]} * f_{i}_0")
            g.emit(f"if {z} > {half}:")
            g.emit(f"    {z} -= {P}")
            g.emit(f"out[3 * yy + {i}, {k} * C + x] = {z}")
    pair = g.lines
    src = ["def fill(out, XA, YA, y0, y1, C):",
           "    for yy in numba.prange(y1 - y0):",
           "        y = y0 + yy"]
    src += ["        " + s for s in ylines]
    src += ["        for x in range(C):"]
    src += ["            " + s for s in pair]
    return "\n".join(src) + "\n"


_CACHE = {}


def make_filler(T, E, C, seed, P):
    L, XA, YA, consts = precompute(T, E, C, seed, P)
    src = kernel_source(L, consts, P)
    ns = {"numba": numba, "np": np}
    exec(compile(src, f"<q241_kernel T={T} seed={seed} P={P}>", "exec"), ns)
    fill = numba.njit(parallel=True, nogil=True, cache=False)(ns["fill"])
    return fill, XA, YA, src


def edge_rows(T, E, C, seed, P, y0, y1, dtype=np.int64, filler=None):
    """Rows 3*y0 .. 3*y1 of the block (centred residues mod P) as dtype."""
    fill, XA, YA, _ = filler or make_filler(T, E, C, seed, P)
    out = np.empty((3 * (y1 - y0), 3 * C), dtype)
    fill(out, XA, YA, y0, y1, C)
    return out
