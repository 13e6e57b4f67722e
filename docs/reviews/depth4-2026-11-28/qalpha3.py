"""R = 3, depth 4, T = 8: rank of Q_alpha for the edge monomials alpha = (N1 - j, j, 0), j = 0, 1, 2 (where the
corner term 3 is the least term), by univariate interpolation of Q((1, lam, 0), ...) (u_{s+1} = (1, 1, 1)).
Usage: python qalpha3.py NPTS SEED"""

import sys
import time

import flint
import numpy as np
from evalrank import matvec, p
from mybounds import Ne, Nl, ck, r0

NPTS, seed = map(int, sys.argv[1:3])
L, R, T = 4, 3, 8
s = T // 2
rng = np.random.default_rng(seed)
rnd = lambda *shape: rng.integers(0, p, size=shape, dtype=np.int64)  # noqa: E731
WI = [None] + [rnd(R, R) for _ in range(L)]
WH = [None] + [rnd(R, R) for _ in range(L)]
WO = rnd(1, R)
B, C, G = rnd(NPTS, R), rnd(NPTS, R), rnd(NPTS, R)
U = rnd(NPTS, T - s, R)
U[:, 0, :] = 1
N1, N2, N3, _ = Nl(4, T)
JS = (0, 1, 2)


def evalQ(lam):
    A = [None, np.tile(np.array([1, lam, 0], dtype=np.int64), (NPTS, 1)), B, C, G]
    Y = np.zeros((NPTS, NPTS), dtype=np.int64)
    chunk = max(1, 3_000_000 // (NPTS * R))
    for c0 in range(0, NPTS, chunk):
        c1 = min(NPTS, c0 + chunk)
        prev = [None] + [A[l][c0:c1, None, :] for l in range(1, L + 1)]
        for t in range(T - s):
            below = U[None, :, t, :]
            cur = [None]
            for l in range(1, L + 1):
                hp = prev[l] if t == 0 else matvec(WH[l], prev[l])
                inp = below if l == 1 else matvec(WI[l], below)
                below = (hp * inp) % p
                cur.append(below)
            prev = cur
        Y[c0:c1] = matvec(WO, prev[L])[..., 0]
    return Y


t0 = time.time()
lams = list(range(2, N1 + 3))
Vi = flint.nmod_mat([[pow(lm, j, p) for j in range(N1 + 1)] for lm in lams], p).inv()
acc = {j: np.zeros((NPTS, NPTS), dtype=np.int64) for j in JS}
for i, lm in enumerate(lams):
    Y = evalQ(lm)
    for j in JS:
        acc[j] = (acc[j] + (int(Vi[j, i]) * Y) % p) % p
rr = r0(R, T - 2)
er = Ne(4, T)[1:-1]
for j in JS:
    rk = flint.nmod_mat(acc[j].tolist(), p).rank()
    k = 1 if j == 0 else 2
    t1, t2, t3 = R * ck(R, (N2, N3), k), R * ck(R, er, k), rr * (j + 1)
    print(
        f"R=3 T=8 alpha=({N1 - j},{j},0): rank Q_alpha={rk} terms t1={t1} t2={t2} t3={t3} "
        f"min={min(t1, t2, t3)} {'OK' if rk <= min(t1, t2, t3) else 'EXCEEDS'} NPTS={NPTS}",
        flush=True,
    )
print(f"total {time.time() - t0:.0f}s")
