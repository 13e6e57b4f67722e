"""Own evaluation of the edge block Q_(N1-1,1,0) (depth-4 RAC, R = M = 3, general inputs, T = 2n), adapted from
docs/reviews/edge-T12-2026-12-01/edge_rev.py (same recurrence, same dual-number trick: the t-coefficient of the
output evaluated over GF(p)[t]/(t^2) at w = a*u_(n+1) = (1, t, 0) is exactly Q_(N1-1,1,0); see that REPORT §1).

Differences from edge_rev.py: a numba scalar kernel per (End point, cut point) pair instead of numpy broadcasting,
prime p < 2^15 (products < 2^30, sums of three < 2^32 in int64), entries written straight into an int16 array of
centred residues (|x| <= (p-1)/2), optionally a memmap and a row range (End points e_lo..e_hi) so that two processes
can fill disjoint rows. Row 3e+i: End point e, u_T = e_i.  Column 3x+k: cut point x = (b_x, c_x), g = e_k.
Random draws (weights, cut points, End points) from numpy default_rng(seed) in the order of edge_rev.py.
Does not import anything from the lab.
"""
from __future__ import annotations

import numpy as np
import numba as nb

R = 3


def draw(T, C, E, seed, p):
    n = T // 2
    rng = np.random.default_rng(seed)
    Ws = [rng.integers(0, p, size=(R, R), dtype=np.int64) for _ in range(7)]  # WI2, WI3, WI4, WH1, WH2, WH3, WH4
    WO = rng.integers(0, p, size=R, dtype=np.int64)
    bcut = rng.integers(0, p, size=(R, C), dtype=np.int64)
    ccut = rng.integers(0, p, size=(R, C), dtype=np.int64)
    ends = rng.integers(0, p, size=(max(n - 2, 0), R, E), dtype=np.int64)  # u_(n+2) .. u_(T-1)
    return np.stack(Ws), WO, bcut, ccut, ends


@nb.njit(cache=True)
def _dmv(W, x0, x1, p, y0, y1):
    for r in range(3):
        y0[r] = (W[r, 0] * x0[0] + W[r, 1] * x0[1] + W[r, 2] * x0[2]) % p
        y1[r] = (W[r, 0] * x1[0] + W[r, 1] * x1[1] + W[r, 2] * x1[2]) % p


@nb.njit(cache=True)
def _dhad(x0, x1, y0, y1, p, z0, z1):
    for r in range(3):
        a0 = x0[r]; a1 = x1[r]; b0 = y0[r]; b1 = y1[r]
        z0[r] = (a0 * b0) % p
        z1[r] = (a0 * b1 + a1 * b0) % p


@nb.njit(cache=True)
def kernel(Ws, WO, bcut, ccut, ends, p, nsteps, e_lo, e_hi, out, out_row0):
    """Fill out[3(e-out_row0)+i, 3x+k] for End points e in [e_lo, e_hi), all cut points x."""
    WI2 = Ws[0]; WI3 = Ws[1]; WI4 = Ws[2]; WH1 = Ws[3]; WH2 = Ws[4]; WH3 = Ws[5]; WH4 = Ws[6]
    C = bcut.shape[1]
    half = (p - 1) // 2
    # ---- per End point: layer-1 trajectory, z2[s] = WI2 h1 at steps n+2..T-1, and pre1 = WH1 h1^(T-1)
    # ---- per cut point: states after step n+1
    # step n+1: h1 = w = (1, t, 0)
    w0 = np.zeros(3, np.int64); w1 = np.zeros(3, np.int64)
    w0[0] = 1; w1[1] = 1
    zw0 = np.zeros(3, np.int64); zw1 = np.zeros(3, np.int64)
    _dmv(WI2, w0, w1, p, zw0, zw1)
    H20 = np.zeros((C, 3), np.int64); H21 = np.zeros((C, 3), np.int64)
    H30 = np.zeros((C, 3), np.int64); H31 = np.zeros((C, 3), np.int64)
    X40 = np.zeros((C, 3), np.int64); X41 = np.zeros((C, 3), np.int64)
    t0 = np.zeros(3, np.int64); t1 = np.zeros(3, np.int64)
    s0 = np.zeros(3, np.int64); s1 = np.zeros(3, np.int64)
    zero = np.zeros(3, np.int64)
    for x in range(C):
        bb = bcut[:, x].copy(); cc = ccut[:, x].copy()
        _dhad(bb, zero, zw0, zw1, p, t0, t1)          # h2 = b * (WI2 w)
        H20[x] = t0; H21[x] = t1
        _dmv(WI3, t0, t1, p, s0, s1)
        _dhad(cc, zero, s0, s1, p, t0, t1)            # h3 = c * (WI3 h2)
        H30[x] = t0; H31[x] = t1
        _dmv(WI4, t0, t1, p, s0, s1)                  # x4 = WI4 h3; h4[k] = x4_k e_k
        X40[x] = s0; X41[x] = s1
    h2_0 = np.zeros(3, np.int64); h2_1 = np.zeros(3, np.int64)
    h3_0 = np.zeros(3, np.int64); h3_1 = np.zeros(3, np.int64)
    h4_0 = np.zeros((3, 3), np.int64); h4_1 = np.zeros((3, 3), np.int64)
    a0 = np.zeros(3, np.int64); a1 = np.zeros(3, np.int64)
    b0 = np.zeros(3, np.int64); b1 = np.zeros(3, np.int64)
    c0 = np.zeros(3, np.int64); c1 = np.zeros(3, np.int64)
    x40 = np.zeros(3, np.int64); x41 = np.zeros(3, np.int64)
    P20 = np.zeros(3, np.int64); P21 = np.zeros(3, np.int64)
    P30 = np.zeros(3, np.int64); P31 = np.zeros(3, np.int64)
    P40 = np.zeros((3, 3), np.int64); P41 = np.zeros((3, 3), np.int64)
    g10 = np.zeros(3, np.int64); g11 = np.zeros(3, np.int64)
    Z20 = np.zeros((nsteps, 3), np.int64); Z21 = np.zeros((nsteps, 3), np.int64)
    pre10 = np.zeros(3, np.int64); pre11 = np.zeros(3, np.int64)
    ui0 = np.zeros(3, np.int64)
    for e in range(e_lo, e_hi):
        # layer 1 for this End point
        h10 = w0.copy(); h11 = w1.copy()
        for s in range(nsteps):
            _dmv(WH1, h10, h11, p, a0, a1)
            for r in range(3):
                ui0[r] = ends[s, r, e]
            _dhad(a0, a1, ui0, zero, p, h10, h11)
            _dmv(WI2, h10, h11, p, a0, a1)
            Z20[s] = a0; Z21[s] = a1
        _dmv(WH1, h10, h11, p, pre10, pre11)
        rowbase = 3 * (e - out_row0)
        for x in range(C):
            h2_0[:] = H20[x]; h2_1[:] = H21[x]
            h3_0[:] = H30[x]; h3_1[:] = H31[x]
            for k in range(3):
                for r in range(3):
                    h4_0[k, r] = 0; h4_1[k, r] = 0
                h4_0[k, k] = X40[x, k]; h4_1[k, k] = X41[x, k]
            for s in range(nsteps):
                _dmv(WH2, h2_0, h2_1, p, a0, a1)
                _dhad(a0, a1, Z20[s], Z21[s], p, h2_0, h2_1)      # h2 = (WH2 h2) * (WI2 h1)
                _dmv(WH3, h3_0, h3_1, p, a0, a1)
                _dmv(WI3, h2_0, h2_1, p, b0, b1)
                _dhad(a0, a1, b0, b1, p, h3_0, h3_1)              # h3 = (WH3 h3) * (WI3 h2)
                _dmv(WI4, h3_0, h3_1, p, x40, x41)                # x4 = WI4 h3
                for k in range(3):
                    _dmv(WH4, h4_0[k], h4_1[k], p, a0, a1)
                    _dhad(a0, a1, x40, x41, p, h4_0[k], h4_1[k])  # h4 = (WH4 h4) * x4
            # step T
            _dmv(WH2, h2_0, h2_1, p, P20, P21)
            _dmv(WH3, h3_0, h3_1, p, P30, P31)
            for k in range(3):
                _dmv(WH4, h4_0[k], h4_1[k], p, P40[k], P41[k])
            for i in range(3):
                for r in range(3):
                    g10[r] = 0; g11[r] = 0
                g10[i] = pre10[i]; g11[i] = pre11[i]               # g1 = (WH1 h1) * e_i
                _dmv(WI2, g10, g11, p, a0, a1)
                _dhad(P20, P21, a0, a1, p, b0, b1)                # g2
                _dmv(WI3, b0, b1, p, a0, a1)
                _dhad(P30, P31, a0, a1, p, c0, c1)                # g3
                _dmv(WI4, c0, c1, p, x40, x41)                    # WI4 g3
                for k in range(3):
                    # t-coefficient of <WO, (WH4 h4_k) * x4>
                    acc = 0
                    for r in range(3):
                        acc += WO[r] * ((P40[k, r] * x41[r] + P41[k, r] * x40[r]) % p)
                    v = acc % p
                    if v > half:
                        v -= p
                    out[rowbase + i, 3 * x + k] = v


def build(T, C, E, seed, p, e_lo=0, e_hi=None, out=None, out_row0=None):
    assert p < 2 ** 15
    n = T // 2
    Ws, WO, bcut, ccut, ends = draw(T, C, E, seed, p)
    if e_hi is None:
        e_hi = E
    if out_row0 is None:
        out_row0 = e_lo
    if out is None:
        out = np.zeros((3 * (e_hi - e_lo), 3 * C), np.int16)
    kernel(Ws, WO, bcut, ccut, ends, p, n - 2, e_lo, e_hi, out, out_row0)
    return out
