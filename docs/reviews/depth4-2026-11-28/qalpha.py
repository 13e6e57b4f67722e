"""Per-monomial check (R = 2, depth 4): rank Q_alpha for each alpha = (N1 - j, j) versus terms 1-4.

Q(w, b, c, g; u_{s+2..T}) = P(a = w, b, c, g; u_{s+1} = 1, u_{s+2..T}); Q((1, lam), ...) = sum_j lam^j Q_(N1-j, j),
so N1 + 1 values of lam and a Vandermonde solve mod p give every Q_alpha's evaluation matrix.
Usage: python qalpha.py T NPTS SEED
"""

import sys

import flint
import numpy as np
from evalrank import matvec, p
from mybounds import Ne, Nl, ck, r0

T, NPTS, seed = map(int, sys.argv[1:4])
L, R = 4, 2
s = T // 2
rng = np.random.default_rng(seed)
rnd = lambda *shape: rng.integers(0, p, size=shape, dtype=np.int64)  # noqa: E731
WI = [None] + [rnd(R, R) for _ in range(L)]
WH = [None] + [rnd(R, R) for _ in range(L)]
WO = rnd(1, R)
B, C, G = rnd(NPTS, R), rnd(NPTS, R), rnd(NPTS, R)
U = rnd(NPTS, T - s, R)
U[:, 0, :] = 1  # u_{s+1} = (1, 1)
N1, N2, N3, _ = Nl(4, T)


def evalQ(lam):
    A = [None, np.tile(np.array([1, lam], dtype=np.int64), (NPTS, 1)), B, C, G]
    prev = [None] + [A[l][:, None, :] for l in range(1, L + 1)]
    for t in range(T - s):
        below = U[None, :, t, :]
        cur = [None]
        for l in range(1, L + 1):
            hp = prev[l] if t == 0 else matvec(WH[l], prev[l])
            inp = below if l == 1 else matvec(WI[l], below)
            below = (hp * inp) % p
            cur.append(below)
        prev = cur
    return matvec(WO, prev[L])[..., 0]


lams = list(range(2, N1 + 3))
Ys = [flint.nmod_mat(evalQ(lm).tolist(), p) for lm in lams]
V = flint.nmod_mat([[pow(lm, j, p) for j in range(N1 + 1)] for lm in lams], p)
Vi = V.inv()
rr = r0(R, T - 2)
end_rest = Ne(4, T)[1:-1]
tot_rank = tot_min = 0
ok = True
for j in range(N1 + 1):
    Qj = sum((Ys[i] * Vi[j, i] for i in range(N1 + 1)), flint.nmod_mat(NPTS, NPTS, p))
    rk = Qj.rank()
    m = min(j, N1 - j)
    k = 1 if m == 0 else 2
    t1, t2, t3 = R * ck(R, (N2, N3), k), R * ck(R, end_rest, k), rr * (m + 1)
    t4 = None
    if m >= 1:
        dimY = sum(N2 + 1 - max(k1 - m, 0) - max(s - k1 - m, 0) for k1 in range(s + 1))
        t4 = R * (dimY - 2)
    best = min(x for x in (t1, t2, t3, t4) if x is not None)
    tot_rank += rk
    tot_min += best
    flag = "" if rk <= best else "  <-- EXCEEDS"
    ok &= rk <= best
    print(f"alpha=({N1 - j},{j}) rank Q_alpha={rk} terms: t1={t1} t2={t2} t3={t3} t4={t4} min={best}{flag}")
print(f"T={T}: sum rank Q_alpha = {tot_rank}, sum of min terms = {tot_min}, all within: {ok}, NPTS={NPTS}")
