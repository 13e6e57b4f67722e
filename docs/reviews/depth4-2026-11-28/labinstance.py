"""The lab's explicit integer instance (weights/points from the closed formula in proofs/general/instance.py's
docstrings, re-typed here), evaluated with the reviewer's own recurrence code, rank mod p via python-flint.
Usage: python labinstance.py L R M T POINTS"""

import sys
import time

import flint
import numpy as np

PR = 2**25 - 39


def c(n):
    return (7919 * n**3 + 104729 * n**2 + 1299709 * n + 17) % 65521 - 32760


def block(start, rows, cols):
    return np.array([[c(start + i * cols + j) % PR for j in range(cols)] for i in range(rows)], dtype=np.int64)


def matvec(W, h):
    out = np.zeros(h.shape[:-1] + (W.shape[0],), dtype=np.int64)
    for i in range(W.shape[0]):
        acc = np.zeros(h.shape[:-1], dtype=np.int64)
        for j in range(W.shape[1]):
            acc += (int(W[i, j]) * h[..., j]) % PR
        out[..., i] = acc % PR
    return out


L, R, M, T, NP = map(int, sys.argv[1:6])
s = T // 2
t0 = time.time()
n = 0
WI, WH = [None], [None]
for l in range(1, L + 1):
    cols = M if l == 1 else R
    WI.append(block(n, R, cols))
    n += R * cols
    WH.append(block(n, R, R))
    n += R * R
WO = block(n, 1, R)
h0 = [None] + [block(10**6 + (l - 1) * R, 1, R)[0] for l in range(1, L + 1)]


def pts(count, steps, off):
    return np.array([c(off + k) % PR for k in range(count * steps * M)], dtype=np.int64).reshape(count, steps, M)


xs, xe = pts(NP, s, 2 * 10**6), pts(NP, T - s, 3 * 10**6)
h = [None] + [np.broadcast_to(h0[l], (NP, R)).copy() for l in range(1, L + 1)]
for t in range(s):
    below = xs[:, t, :]
    for l in range(1, L + 1):
        below = (matvec(WH[l], h[l]) * matvec(WI[l], below)) % PR
        h[l] = below
A = [None] + [matvec(WH[l], h[l]) for l in range(1, L + 1)]
U = matvec(WI[1], xe)
Y = np.zeros((NP, NP), dtype=np.int64)
chunk = max(1, 4_000_000 // (NP * R))
for c0 in range(0, NP, chunk):
    c1 = min(NP, c0 + chunk)
    prev = [None] + [A[l][c0:c1, None, :] for l in range(1, L + 1)]
    for t in range(T - s):
        below = U[None, :, t, :]
        cur = [None]
        for l in range(1, L + 1):
            hp = prev[l] if t == 0 else matvec(WH[l], prev[l])
            inp = below if l == 1 else matvec(WI[l], below)
            below = (hp * inp) % PR
            cur.append(below)
        prev = cur
    Y[c0:c1] = matvec(WO, prev[L])[..., 0]
rk = flint.nmod_mat(Y.tolist(), PR).rank()
print(f"lab instance L={L} R={R} M={M} T={T} points={NP} p={PR}: rank={rk} ({time.time() - t0:.1f}s)", flush=True)
