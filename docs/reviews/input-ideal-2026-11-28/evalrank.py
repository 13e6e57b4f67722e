"""Reviewer's own check (step 4): rank of Y[i, j] = y(start_i, end_j) mod p for a random integer RAC.

RAC (thesis Eq. 1.2): h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x^t in F_p^M, y = W^O h^{T,L}.
Weights and initial states h^{0,l}: random integers in [-9, 9] (env WRANGE=0: uniform in F_p); inputs: uniform in F_p.
Usage: python evalrank.py L M R T NS NE SEED
Prints the rank and the two caps computed here (my own formulas, no lab import).
"""

import os
import sys
import time
from itertools import combinations_with_replacement as cwr  # noqa: F401
from math import comb

import flint
import numpy as np

P = 2**31 - 1
WRANGE = int(os.environ.get("WRANGE", "1"))


def ms(n, d):
    return 0 if d < 0 else comb(n + d - 1, d)


def c_count(R, D, k):
    return sum((-1) ** (i + 1) * comb(k, i) * np.prod([ms(R, d - i) for d in D], dtype=object) for i in range(1, k + 1))


def caps(L, M, R, T):
    s = T // 2
    r = min(R, M)
    N = [comb(s - 1 + L - l, L - l) for l in range(1, L)]
    new = R * c_count(R, N, r)
    endcap = 1
    for e in range(s + 1, T + 1):
        endcap *= ms(r, comb(T - e + L - 1, L - 1))
    return int(new), endcap, int(R * c_count(R, N, R))


def mv(W, h):
    # W (a, b) small ints, h (..., b) in [0, P): returns W h mod P, shape (..., a)
    out = np.zeros(h.shape[:-1] + (W.shape[0],), dtype=np.int64)
    for i in range(W.shape[0]):
        acc = np.zeros(h.shape[:-1], dtype=np.int64)
        for j in range(W.shape[1]):
            acc += (int(W[i, j]) % P) * h[..., j] % P
        out[..., i] = acc % P
    return out


def build(L, M, R, T, NS, NE, seed):
    rng = np.random.default_rng(seed)
    s = T // 2
    lo, hi = (-9, 10) if WRANGE else (0, P)  # WRANGE=0: weights and initial states uniform in F_p
    WI = [None] + [rng.integers(lo, hi, size=(R, M if l == 1 else R)) for l in range(1, L + 1)]
    WH = [None] + [rng.integers(lo, hi, size=(R, R)) for l in range(1, L + 1)]
    WO = rng.integers(lo, hi, size=(1, R))
    h0 = [None] + [rng.integers(lo, hi, size=R) % P for l in range(1, L + 1)]
    xs = rng.integers(0, P, size=(NS, s, M), dtype=np.int64)
    xe = rng.integers(0, P, size=(NE, T - s, M), dtype=np.int64)
    # Start: run steps 1..s for every start sequence
    h = [None] + [np.tile(h0[l], (NS, 1)).astype(np.int64) for l in range(1, L + 1)]
    for t in range(s):
        below = xs[:, t, :]
        for l in range(1, L + 1):
            h[l] = mv(WH[l], h[l]) * mv(WI[l], below) % P
            below = h[l]
    Y = np.zeros((NS, NE), dtype=np.int64)
    chunk = max(1, 3_000_000 // NE)
    for c0 in range(0, NS, chunk):
        c1 = min(NS, c0 + chunk)
        st = [None] + [np.broadcast_to(h[l][c0:c1, None, :], (c1 - c0, NE, R)) for l in range(1, L + 1)]
        for t in range(T - s):
            below = np.broadcast_to(xe[None, :, t, :], (c1 - c0, NE, M))
            new = [None]
            for l in range(1, L + 1):
                below = mv(WH[l], st[l]) * mv(WI[l], below) % P
                new.append(below)
            st = new
        Y[c0:c1] = mv(WO, st[L])[..., 0]
    return Y


if __name__ == "__main__":
    L, M, R, T, NS, NE, seed = map(int, sys.argv[1:8])
    t0 = time.time()
    Y = build(L, M, R, T, NS, NE, seed)
    t1 = time.time()
    rk = flint.nmod_mat(Y.tolist(), P).rank()
    new, endcap, old = caps(L, M, R, T)
    ok = rk <= min(new, endcap)
    print(
        f"WRANGE={WRANGE} L={L} M={M} R={R} T={T} NS={NS} NE={NE} seed={seed} p={P}: rank={rk} new_bound={new} "
        f"endinput_cap={endcap} old_bound(r=R)={old} rank<=min(new,endcap): {ok} "
        f"(eval {t1 - t0:.1f}s, rank {time.time() - t1:.1f}s)",
        flush=True,
    )
