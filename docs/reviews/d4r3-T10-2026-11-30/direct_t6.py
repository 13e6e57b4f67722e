"""Reviewer d4r3-T10: numerical check of the a-splitting at T = 6 (s = 3), where everything fits.

At the SAME weights as evalk.py with the same seed (drawn first from default_rng(seed), same order), compute the rank
mod p of the End polynomial P(a, b, c, g; u_4, u_5, u_6) with FREE cut states, directly: rows = random (a, b, c)
points x g = e_k, columns = random (u_4, u_5) x u_6 = e_i, y from the plain recurrence (numpy, int64 mod p).
The a-splitting says: this rank = sum over all 66 alpha of rank Q_alpha (blocks from evalk.py + rankk.py).
usage: python direct_t6.py SEED NROW NCOL
"""
import sys
import time

import numpy as np

from rankk import flint_rank, P

seed, NR, NC = (int(v) for v in sys.argv[1:4])
T, s = 6, 3
rng = np.random.default_rng(seed)
W2, W3, W4, H1, H2, H3, H4 = [rng.integers(0, P, size=(3, 3)) for _ in range(7)]
WO = rng.integers(0, P, size=3)
W = [None, W2, W3, W4]
H = [H1, H2, H3, H4]
r2 = np.random.default_rng(seed + 1000)
a, b, c = (r2.integers(0, P, size=(3, NR, 1)) for _ in range(3))
u4, u5 = (r2.integers(0, P, size=(3, 1, NC)) for _ in range(2))


def mv(M, v):
    return (M[:, 0].reshape(3, 1, 1) * v[0] + M[:, 1].reshape(3, 1, 1) * v[1] + M[:, 2].reshape(3, 1, 1) * v[2]) % P


t0 = time.time()
Y = np.zeros((3, NR, NC, 3), dtype=np.int64)  # (k, row, col, i)
for k in range(3):
    g = np.zeros((3, NR, 1), dtype=np.int64)
    g[k] = 1
    for i in range(3):
        u6 = np.zeros((3, 1, 1), dtype=np.int64)
        u6[i] = 1
        prev = [a, b, c, g]
        for u in (u4, u5, u6):
            h = []
            for l in range(4):
                inp = u if l == 0 else mv(W[l], h[l - 1])
                h.append((prev[l] * inp) % P)
            prev = [mv(H[l], h[l]) for l in range(4)]
        Y[k, :, :, i] = (WO[0] * h[3][0] + WO[1] * h[3][1] + WO[2] * h[3][2]) % P
M = Y.transpose(0, 1, 2, 3).reshape(3 * NR, NC * 3)
rk = flint_rank(M, np.random.default_rng(7))
print(f"T=6 seed {seed}: direct rank of P with free cut states ({3 * NR} x {3 * NC}) mod {P}: {rk} "
      f"({time.time() - t0:.1f}s)", flush=True)
