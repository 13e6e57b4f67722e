"""helper-139's evaluation of the edge block Q_(N1-1,1,0) (j = 1), ported from the lab's
proofs.general.depth4.edge_block.edge_block (dual numbers GF(p)[t]/(t^2)), at the integer point of
proofs.general.depth4.near_vertex.draw_point, with the prime p a parameter.

Every operation of the lab's algorithm is a ring operation on integers (no division), so running it mod any prime p
on draw_point's integers (its residues mod 1048571, read as integers, reduced mod p) gives the integer block at that
integer point, reduced mod p.

Layout (the lab's): rows 3 y + i (End point y, u_T = e_i), columns k C + x (cut point x, g = e_k), C = cuts.

Kernel: per End point y and per block of 256 cut points, the lab's steps as short loops over the cut points
(structure of arrays, vectorisable), float64 arithmetic with the branch-free reduction r = a - p floor(a/p + 1/2) to a representative
|r| <= p/2 + 1 (floor may be off by one near a half; the bound holds either way), and the canonical residue (with one
correction each way) only at the outputs; every intermediate is an integer of size below 3 p (p/2 + 1) < 2^41 at
p < 2^20 (a sum of at most 3 products of a canonical residue (weights, per-End-point factors, in [0, p)) or a representative by a representative), exact in float64. The x loop is the inner (vectorisable) loop, End points are split over numba threads (prange).
"""
from __future__ import annotations

from math import comb

import numba
import numpy as np

from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4.near_vertex import draw_point

R = 3


def point(*, T: int, seed: int, Y: int, cuts: int):
    """draw_point's integers (exactly as the lab's edge_block draws them) and the sizes."""
    n = T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    X_all = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    assert cuts <= X_all
    weights, b0, c0, ends = draw_point(seed=seed, X=X_all, Y=Y, n=n)
    return n, X_all, weights, b0[:, :cuts], c0[:, :cuts], ends


# ---------------------------------------------------------------- dual-number helpers on int64 numpy arrays (mod p)
def _dmul(a, b, p):
    return ((a[0] * b[0]) % p, (a[0] * b[1] + a[1] * b[0]) % p)


def _dlin(coefs, xs, p):
    return tuple(sum(int(c) * x[e] for c, x in zip(coefs, xs)) % p for e in range(2))


def _dmv(W, h, p):
    return [_dlin([W[r, m] for m in range(R)], h, p) for r in range(R)]


def precompute(*, T: int, seed: int, Y: int, cuts: int, p: int):
    """Per-x arrays (X, 18): s2 = H2 h2, s3 = H3 h3, v = W4 h3 (3 duals each, coefficient-major: [r0t0, r0t1, ...]);
    per-y arrays (Y, 6 S + 18): e_t = W2 s1_t for the S = n - 2 middle steps, then A0[r][i] = W2[r,i] s1[i];
    the weights mod p (for baking), S."""
    n, X_all, weights, b0, c0, ends = point(T=T, seed=seed, Y=Y, cuts=cuts)
    W2, W3, W4, H1, H2, H3, H4, WO = [np.asarray(w, np.int64) % p for w in weights]
    b0 = np.asarray(b0, np.int64) % p
    c0 = np.asarray(c0, np.int64) % p
    ends = np.asarray(ends, np.int64) % p
    X = cuts
    one, zero = np.ones(X, np.int64), np.zeros(X, np.int64)
    w = [(one, zero), (zero, one), (zero, zero)]  # w = (1, t, 0)
    h2 = [tuple(x * b0[r] % p for x in d) for r, d in enumerate(_dmv(W2, w, p))]
    h3 = [tuple(x * c0[r] % p for x in d) for r, d in enumerate(_dmv(W3, h2, p))]
    v = _dmv(W4, h3, p)
    s2 = _dmv(H2, h2, p)
    s3 = _dmv(H3, h3, p)
    PX = np.empty((X, 18), np.float64)
    for blk, st in enumerate((s2, s3, v)):
        for r in range(R):
            for e in range(2):
                PX[:, 6 * blk + 2 * r + e] = st[r][e]
    S = n - 2
    oneY, zeroY = np.ones(Y, np.int64), np.zeros(Y, np.int64)
    wy = [(oneY, zeroY), (zeroY, oneY), (zeroY, zeroY)]
    s1 = _dmv(H1, wy, p)
    PY = np.empty((Y, 6 * S + 18), np.float64)
    for t in range(S):
        u = ends[t]
        s1 = [tuple(x * u[r] % p for x in s1[r]) for r in range(R)]
        e = _dmv(W2, s1, p)
        for r in range(R):
            for k in range(2):
                PY[:, 6 * t + 2 * r + k] = e[r][k]
        s1 = _dmv(H1, s1, p)
    for r in range(R):
        for i in range(R):
            for k in range(2):
                PY[:, 6 * S + 6 * r + 2 * i + k] = (int(W2[r, i]) * s1[i][k]) % p
    return dict(W3=W3, W4=W4, H2=H2, H3=H3, H4=H4, WO=WO, S=S, PX=PX, PY=PY, X=X, Y=Y)


# ---------------------------------------------------------------- the kernel (loops over a block of cut points)
@numba.njit(inline="always")
def _md(a, P, IP):
    """a representative of a mod P with |r| <= P/2 + 1 (floor may be off by one near a half; the bound holds)."""
    return a - P * np.floor(a * IP + 0.5)


@numba.njit(inline="always")
def _canon(a, P, IP):
    r = a - P * np.floor(a * IP)
    if r < 0.0:
        r += P
    if r >= P:
        r -= P
    return r


def _kern_py(y0, y1, row0, PX, PY, Wt, S, P, center, out):
    """Fill out[3 (y - row0) + i, k X + x] for End points y0 <= y < y1. Wt: (6, 3, 3) = W3, W4, H2, H3, H4, and
    WO in Wt[5, 0, :]. Values are float64 representatives |r| <= P/2 + 1; every sum below is of at most 3
    products of such or of one such and a canonical residue in [0, P), an integer below 3 P (P/2 + 1) < 2^41 for
    P < 2^20, exact in float64."""
    IP = 1.0 / P
    H = (P - 1.0) // 2.0
    X = PX.shape[0]
    XB = 256
    W3, W4, H2, H3, H4 = Wt[0], Wt[1], Wt[2], Wt[3], Wt[4]
    for yy in numba.prange(y1 - y0):
        y = y0 + yy
        yl = y - row0
        S2 = np.empty((3, 2, XB))
        S3 = np.empty((3, 2, XB))
        N2 = np.empty((3, 2, XB))
        N3 = np.empty((3, 2, XB))
        DD = np.empty((S + 1, 3, 2, XB))
        AA = np.empty((3, 3, 2, XB))
        BB = np.empty((3, 3, 2, XB))
        for xb in range(0, X, XB):
            xn = min(XB, X - xb)
            for r in range(3):
                for e in range(2):
                    for xi in range(xn):
                        S2[r, e, xi] = PX[xb + xi, 2 * r + e]
                        S3[r, e, xi] = PX[xb + xi, 6 + 2 * r + e]
                        DD[S, r, e, xi] = PX[xb + xi, 12 + 2 * r + e]  # v, the last factor
            for t in range(S):
                # s2 <- s2 * e_t  (e_t = W2 s1_t, per End point)
                for r in range(3):
                    e0 = PY[y, 6 * t + 2 * r]
                    e1 = PY[y, 6 * t + 2 * r + 1]
                    for xi in range(xn):
                        a0 = S2[r, 0, xi]
                        a1 = S2[r, 1, xi]
                        N2[r, 0, xi] = _md(a0 * e0, P, IP)
                        N2[r, 1, xi] = _md(a0 * e1 + a1 * e0, P, IP)
                # s3 <- s3 * (W3 s2)
                for r in range(3):
                    c0, c1, c2 = W3[r, 0], W3[r, 1], W3[r, 2]
                    for xi in range(xn):
                        f0 = _md(c0 * N2[0, 0, xi] + c1 * N2[1, 0, xi] + c2 * N2[2, 0, xi], P, IP)
                        f1 = _md(c0 * N2[0, 1, xi] + c1 * N2[1, 1, xi] + c2 * N2[2, 1, xi], P, IP)
                        a0 = S3[r, 0, xi]
                        a1 = S3[r, 1, xi]
                        N3[r, 0, xi] = _md(a0 * f0, P, IP)
                        N3[r, 1, xi] = _md(a0 * f1 + a1 * f0, P, IP)
                # D_t = W4 s3; s2 <- H2 s2; s3 <- H3 s3
                for r in range(3):
                    for e in range(2):
                        c0, c1, c2 = W4[r, 0], W4[r, 1], W4[r, 2]
                        d0, d1, d2 = H2[r, 0], H2[r, 1], H2[r, 2]
                        g0, g1, g2 = H3[r, 0], H3[r, 1], H3[r, 2]
                        for xi in range(xn):
                            DD[t, r, e, xi] = _md(c0 * N3[0, e, xi] + c1 * N3[1, e, xi] + c2 * N3[2, e, xi], P, IP)
                            S2[r, e, xi] = _md(d0 * N2[0, e, xi] + d1 * N2[1, e, xi] + d2 * N2[2, e, xi], P, IP)
                            S3[r, e, xi] = _md(g0 * N3[0, e, xi] + g1 * N3[1, e, xi] + g2 * N3[2, e, xi], P, IP)
            # A = W2[r, i] s1[i] (per End point), then A <- W3 (s2[r] A[r][i]), A <- W4 (s3[r] A[r][i])
            for r in range(3):
                for i in range(3):
                    for e in range(2):
                        a = PY[y, 6 * S + 6 * r + 2 * i + e]
                        for xi in range(xn):
                            AA[r, i, e, xi] = a
            for stage in range(2):
                Wl = W3 if stage == 0 else W4
                SS = S2 if stage == 0 else S3
                for r in range(3):
                    for i in range(3):
                        for xi in range(xn):
                            s0 = SS[r, 0, xi]
                            s1 = SS[r, 1, xi]
                            b0 = AA[r, i, 0, xi]
                            b1 = AA[r, i, 1, xi]
                            BB[r, i, 0, xi] = _md(s0 * b0, P, IP)
                            BB[r, i, 1, xi] = _md(s0 * b1 + s1 * b0, P, IP)
                for r in range(3):
                    c0, c1, c2 = Wl[r, 0], Wl[r, 1], Wl[r, 2]
                    for i in range(3):
                        for e in range(2):
                            for xi in range(xn):
                                AA[r, i, e, xi] = _md(c0 * BB[0, i, e, xi] + c1 * BB[1, i, e, xi] + c2 * BB[2, i, e, xi], P, IP)
            # Z = WO[r] A[r][i] (in AA), then for D_(last), ..., D_1, v: Z <- H4^T Z, Z[r][i] <- D[r] Z[r][i]
            for r in range(3):
                c = Wt[5, 0, r]
                for i in range(3):
                    for e in range(2):
                        for xi in range(xn):
                            AA[r, i, e, xi] = _md(c * AA[r, i, e, xi], P, IP)
            for tt in range(S + 1):
                t = S - 1 - tt if tt < S else S  # reversed(D), then v (stored at DD[S])
                for r in range(3):
                    c0, c1, c2 = H4[0, r], H4[1, r], H4[2, r]
                    for i in range(3):
                        for e in range(2):
                            for xi in range(xn):
                                BB[r, i, e, xi] = _md(c0 * AA[0, i, e, xi] + c1 * AA[1, i, e, xi] + c2 * AA[2, i, e, xi], P, IP)
                for r in range(3):
                    for i in range(3):
                        for xi in range(xn):
                            d0 = DD[t, r, 0, xi]
                            d1 = DD[t, r, 1, xi]
                            b0 = BB[r, i, 0, xi]
                            b1 = BB[r, i, 1, xi]
                            AA[r, i, 0, xi] = _md(d0 * b0, P, IP)
                            AA[r, i, 1, xi] = _md(d0 * b1 + d1 * b0, P, IP)
            for k in range(3):
                for i in range(3):
                    for xi in range(xn):
                        z = _canon(AA[k, i, 1, xi], P, IP)
                        if center and z > H:
                            z -= P
                        out[3 * yl + i, k * X + xb + xi] = z


_KERNELS = {}


def kernel(parallel=False):
    if parallel not in _KERNELS:
        _KERNELS[parallel] = numba.njit(parallel=parallel, error_model="numpy", cache=False)(_kern_py)
    return _KERNELS[parallel]


def weights_array(pre):
    Wt = np.zeros((6, 3, 3), np.float64)
    for k, name in enumerate(("W3", "W4", "H2", "H3", "H4")):
        Wt[k] = pre[name]
    Wt[5, 0, :] = pre["WO"]
    return Wt


def edge_block139(*, T, seed, Y, cuts, p, center=False, dtype=np.int64, parallel=False):
    """The whole block (3 Y, 3 cuts) mod p: residues in [0, p) (or centred) as dtype."""
    pre = precompute(T=T, seed=seed, Y=Y, cuts=cuts, p=p)
    out = np.empty((3 * Y, 3 * cuts), dtype)
    kernel(parallel)(0, Y, 0, pre["PX"], pre["PY"], weights_array(pre), pre["S"], float(p), center, out)
    return out
