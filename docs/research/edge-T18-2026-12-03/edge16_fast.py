"""[edge-T18 copy of ../../reviews/edge-T16-rank-2026-12-03/edge16_fast.py: only changes are nogil=True on the
kernel (so two threads can fill disjoint End-point ranges) and a dtype argument (int8 output for p < 256).]

Faster variant of edge16_eval.kernel (same draws, same recurrence, same output): float64 arithmetic on exact
integers (p < 2^15: every residue is in [0, p], products <= p^2 < 2^30, sums of three < 2^32, all exact in float64),
reduction r = v - floor(v/p) p (exact integer in [0, p]; = p only when v is a multiple of p and the floor rounds
down, still a correct residue), states of a tile of XT cut points held as (component, tile) arrays so the inner loops
over the tile vectorise.  Output: centred int16, exactly reduced.  Checked equal to edge16_eval.kernel (check_fast.py).
"""
from __future__ import annotations

import os
import sys

import numpy as np
import numba as nb

# The T = 16 reviewer's plain kernel and draws, imported in place rather than copied.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'reviews',
                                'edge-T16-rank-2026-12-03'))
from edge16_eval import draw  # noqa: E402


@nb.njit(cache=True, fastmath=False, nogil=True)
def kernel_fast(Wsi, WOi, bcuti, ccuti, endsi, p, nsteps, e_lo, e_hi, out, out_row0, XT):
    Ws = Wsi.astype(np.float64); WO = WOi.astype(np.float64)
    bcut = bcuti.astype(np.float64); ccut = ccuti.astype(np.float64); ends = endsi.astype(np.float64)
    fp = float(p); pinv = 1.0 / fp
    WI2 = Ws[0]; WI3 = Ws[1]; WI4 = Ws[2]; WH1 = Ws[3]; WH2 = Ws[4]; WH3 = Ws[5]; WH4 = Ws[6]
    C = bcut.shape[1]
    half = (p - 1) // 2
    # step n+1, per cut point: h2 = b * (WI2 w), w = (1, t, 0); h3 = c * (WI3 h2); x4 = WI4 h3 (h4[k] = x4_k e_k)
    zw0 = np.zeros(3); zw1 = np.zeros(3)
    for r in range(3):
        zw0[r] = WI2[r, 0]; zw1[r] = WI2[r, 1]
    H2 = np.zeros((2, 3, C)); H3 = np.zeros((2, 3, C)); X4 = np.zeros((2, 3, C))
    for x in range(C):
        for r in range(3):
            v = bcut[r, x] * zw0[r]; H2[0, r, x] = v - np.floor(v * pinv) * fp
            v = bcut[r, x] * zw1[r]; H2[1, r, x] = v - np.floor(v * pinv) * fp
        for r in range(3):
            s0 = WI3[r, 0] * H2[0, 0, x] + WI3[r, 1] * H2[0, 1, x] + WI3[r, 2] * H2[0, 2, x]
            s1 = WI3[r, 0] * H2[1, 0, x] + WI3[r, 1] * H2[1, 1, x] + WI3[r, 2] * H2[1, 2, x]
            s0 = s0 - np.floor(s0 * pinv) * fp; s1 = s1 - np.floor(s1 * pinv) * fp
            v = ccut[r, x] * s0; H3[0, r, x] = v - np.floor(v * pinv) * fp
            v = ccut[r, x] * s1; H3[1, r, x] = v - np.floor(v * pinv) * fp
        for r in range(3):
            s0 = WI4[r, 0] * H3[0, 0, x] + WI4[r, 1] * H3[0, 1, x] + WI4[r, 2] * H3[0, 2, x]
            s1 = WI4[r, 0] * H3[1, 0, x] + WI4[r, 1] * H3[1, 1, x] + WI4[r, 2] * H3[1, 2, x]
            X4[0, r, x] = s0 - np.floor(s0 * pinv) * fp; X4[1, r, x] = s1 - np.floor(s1 * pinv) * fp
    h2 = np.zeros((2, 3, XT)); h3 = np.zeros((2, 3, XT)); h4 = np.zeros((3, 2, 3, XT))
    a = np.zeros((2, 3, XT)); b = np.zeros((2, 3, XT)); x4 = np.zeros((2, 3, XT))
    P2 = np.zeros((2, 3, XT)); P3 = np.zeros((2, 3, XT)); P4 = np.zeros((3, 2, 3, XT))
    Z2 = np.zeros((nsteps, 2, 3))
    h1 = np.zeros((2, 3)); tmp = np.zeros((2, 3)); pre1 = np.zeros((2, 3))
    for e in range(e_lo, e_hi):
        h1[:, :] = 0.0; h1[0, 0] = 1.0; h1[1, 1] = 1.0
        for s in range(nsteps):
            for c in range(2):
                for r in range(3):
                    v = WH1[r, 0] * h1[c, 0] + WH1[r, 1] * h1[c, 1] + WH1[r, 2] * h1[c, 2]
                    v = v - np.floor(v * pinv) * fp
                    v = v * ends[s, r, e]
                    tmp[c, r] = v - np.floor(v * pinv) * fp
            h1[:, :] = tmp
            for c in range(2):
                for r in range(3):
                    v = WI2[r, 0] * h1[c, 0] + WI2[r, 1] * h1[c, 1] + WI2[r, 2] * h1[c, 2]
                    Z2[s, c, r] = v - np.floor(v * pinv) * fp
        for c in range(2):
            for r in range(3):
                v = WH1[r, 0] * h1[c, 0] + WH1[r, 1] * h1[c, 1] + WH1[r, 2] * h1[c, 2]
                pre1[c, r] = v - np.floor(v * pinv) * fp
        rowbase = 3 * (e - out_row0)
        for x0 in range(0, C, XT):
            nt = min(XT, C - x0)
            for c in range(2):
                for r in range(3):
                    for j in range(nt):
                        h2[c, r, j] = H2[c, r, x0 + j]; h3[c, r, j] = H3[c, r, x0 + j]
                        for k in range(3):
                            h4[k, c, r, j] = X4[c, r, x0 + j] if r == k else 0.0
            for s in range(nsteps):
                # h2 = (WH2 h2) * Z2[s]
                for c in range(2):
                    for r in range(3):
                        for j in range(nt):
                            v = WH2[r, 0] * h2[c, 0, j] + WH2[r, 1] * h2[c, 1, j] + WH2[r, 2] * h2[c, 2, j]
                            a[c, r, j] = v - np.floor(v * pinv) * fp
                for r in range(3):
                    z0 = Z2[s, 0, r]; z1 = Z2[s, 1, r]
                    for j in range(nt):
                        v0 = a[0, r, j] * z0
                        v1 = a[0, r, j] * z1 + a[1, r, j] * z0
                        h2[0, r, j] = v0 - np.floor(v0 * pinv) * fp
                        h2[1, r, j] = v1 - np.floor(v1 * pinv) * fp
                # h3 = (WH3 h3) * (WI3 h2)
                for c in range(2):
                    for r in range(3):
                        for j in range(nt):
                            v = WH3[r, 0] * h3[c, 0, j] + WH3[r, 1] * h3[c, 1, j] + WH3[r, 2] * h3[c, 2, j]
                            a[c, r, j] = v - np.floor(v * pinv) * fp
                            v = WI3[r, 0] * h2[c, 0, j] + WI3[r, 1] * h2[c, 1, j] + WI3[r, 2] * h2[c, 2, j]
                            b[c, r, j] = v - np.floor(v * pinv) * fp
                for r in range(3):
                    for j in range(nt):
                        v0 = a[0, r, j] * b[0, r, j]
                        v1 = a[0, r, j] * b[1, r, j] + a[1, r, j] * b[0, r, j]
                        h3[0, r, j] = v0 - np.floor(v0 * pinv) * fp
                        h3[1, r, j] = v1 - np.floor(v1 * pinv) * fp
                # x4 = WI4 h3
                for c in range(2):
                    for r in range(3):
                        for j in range(nt):
                            v = WI4[r, 0] * h3[c, 0, j] + WI4[r, 1] * h3[c, 1, j] + WI4[r, 2] * h3[c, 2, j]
                            x4[c, r, j] = v - np.floor(v * pinv) * fp
                # h4[k] = (WH4 h4[k]) * x4
                for k in range(3):
                    for c in range(2):
                        for r in range(3):
                            for j in range(nt):
                                v = WH4[r, 0] * h4[k, c, 0, j] + WH4[r, 1] * h4[k, c, 1, j] + WH4[r, 2] * h4[k, c, 2, j]
                                a[c, r, j] = v - np.floor(v * pinv) * fp
                    for r in range(3):
                        for j in range(nt):
                            v0 = a[0, r, j] * x4[0, r, j]
                            v1 = a[0, r, j] * x4[1, r, j] + a[1, r, j] * x4[0, r, j]
                            h4[k, 0, r, j] = v0 - np.floor(v0 * pinv) * fp
                            h4[k, 1, r, j] = v1 - np.floor(v1 * pinv) * fp
            # step T: P2 = WH2 h2, P3 = WH3 h3, P4[k] = WH4 h4[k]
            for c in range(2):
                for r in range(3):
                    for j in range(nt):
                        v = WH2[r, 0] * h2[c, 0, j] + WH2[r, 1] * h2[c, 1, j] + WH2[r, 2] * h2[c, 2, j]
                        P2[c, r, j] = v - np.floor(v * pinv) * fp
                        v = WH3[r, 0] * h3[c, 0, j] + WH3[r, 1] * h3[c, 1, j] + WH3[r, 2] * h3[c, 2, j]
                        P3[c, r, j] = v - np.floor(v * pinv) * fp
                        for k in range(3):
                            v = WH4[r, 0] * h4[k, c, 0, j] + WH4[r, 1] * h4[k, c, 1, j] + WH4[r, 2] * h4[k, c, 2, j]
                            P4[k, c, r, j] = v - np.floor(v * pinv) * fp
            for i in range(3):
                # g1 = pre1_i e_i; WI2 g1 = WI2[:, i] pre1_i (constants for this e, i)
                for r in range(3):
                    q0 = WI2[r, i] * pre1[0, i]; q0 = q0 - np.floor(q0 * pinv) * fp
                    q1 = WI2[r, i] * pre1[1, i]; q1 = q1 - np.floor(q1 * pinv) * fp
                    for j in range(nt):   # g2 = P2 * (WI2 g1)
                        v0 = P2[0, r, j] * q0
                        v1 = P2[0, r, j] * q1 + P2[1, r, j] * q0
                        b[0, r, j] = v0 - np.floor(v0 * pinv) * fp
                        b[1, r, j] = v1 - np.floor(v1 * pinv) * fp
                for c in range(2):     # a = WI3 g2
                    for r in range(3):
                        for j in range(nt):
                            v = WI3[r, 0] * b[c, 0, j] + WI3[r, 1] * b[c, 1, j] + WI3[r, 2] * b[c, 2, j]
                            a[c, r, j] = v - np.floor(v * pinv) * fp
                for r in range(3):     # g3 = P3 * a  (into b)
                    for j in range(nt):
                        v0 = P3[0, r, j] * a[0, r, j]
                        v1 = P3[0, r, j] * a[1, r, j] + P3[1, r, j] * a[0, r, j]
                        b[0, r, j] = v0 - np.floor(v0 * pinv) * fp
                        b[1, r, j] = v1 - np.floor(v1 * pinv) * fp
                for c in range(2):     # x4 = WI4 g3
                    for r in range(3):
                        for j in range(nt):
                            v = WI4[r, 0] * b[c, 0, j] + WI4[r, 1] * b[c, 1, j] + WI4[r, 2] * b[c, 2, j]
                            x4[c, r, j] = v - np.floor(v * pinv) * fp
                for k in range(3):
                    for j in range(nt):
                        acc = 0.0
                        for r in range(3):
                            v1 = P4[k, 0, r, j] * x4[1, r, j] + P4[k, 1, r, j] * x4[0, r, j]
                            v1 = v1 - np.floor(v1 * pinv) * fp
                            acc += WO[r] * v1
                        acc = acc - np.floor(acc * pinv) * fp
                        iv = int(acc)
                        if iv >= p:
                            iv -= p
                        if iv > half:
                            iv -= p
                        out[rowbase + i, 3 * (x0 + j) + k] = iv


def build(T, C, E, seed, p, e_lo=0, e_hi=None, out=None, out_row0=None, XT=256, dtype=np.int16):
    assert p < 2 ** 15
    if out is not None and out.dtype == np.int8:
        assert p < 256  # centred residues |x| <= 125 fit int8
    n = T // 2
    Ws, WO, bcut, ccut, ends = draw(T, C, E, seed, p)
    if e_hi is None:
        e_hi = E
    if out_row0 is None:
        out_row0 = e_lo
    if out is None:
        out = np.zeros((3 * (e_hi - e_lo), 3 * C), dtype)
    kernel_fast(Ws, WO, bcut, ccut, ends, p, n - 2, e_lo, e_hi, out, out_row0, XT)
    return out
