"""V_R(n): (a) my own evaluation of the closed form K(R, R-1, n) - r_0(R, n) (written from the formulas in
docs/theory/one-step-closed-form.md, not importing numerics), compared with numerics.koszul_dimension /
one_step_deficit; (b) the dimension of the one-step model V(W^{I,1}, W^{I,2}, l) at a random integer point, computed
from its definition: span over u in col W^{I,1}, |alpha| = N_1 - n, |beta| = n - 1 of
    l(b * z) w^alpha (b * z)^beta,   w = a * u, z = W^{I,2} w,
as functions of (a, b): GF(p) rank of the evaluation matrix (rows: random points (a, b); columns: (u, alpha, beta)
with K random u in H).
usage: python one_step.py R n K rows seed"""
import sys, time, itertools
from math import comb
import numpy as np
sys.path.insert(0, '/work/main')
from rac4 import crd
from numerics.rank.blas import blas_rank_mod_p

R, n, K, rows, seed = map(int, sys.argv[1:6])
M = R - 1
p = 16777213
t0 = time.time()
mset = lambda r, k: comb(r + k - 1, k) if k >= 0 else 0
N1 = n * (n + 1) // 2
Kd = sum((-1) ** (k + 1) * comb(M, k) * mset(R, N1 - k) * mset(R, n - k) for k in range(1, min(M, n) + 1))
r0 = R * (comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1))
from numerics.bounds.formulas import koszul_dimension, one_step_deficit
print(f"R={R} n={n}: own K={Kd}, r0={r0}, V={Kd - r0};  numerics: K={koszul_dimension(R=R, M=M, n=n)},"
      f" r0={one_step_deficit(R=R, n=n)}, V={koszul_dimension(R=R, M=M, n=n) - one_step_deficit(R=R, n=n)}", flush=True)

g = np.random.default_rng(seed + 31337)
WI1 = g.integers(-(p // 2), p // 2, (R, M)); WI2 = g.integers(-(p // 2), p // 2, (R, R)); l = g.integers(-(p // 2), p // 2, R)
U = (WI1 @ g.integers(-1000, 1000, (M, K))) % p          # K random u in H (exact: |entries| < 3 * 2^23 * 1000)
A = g.integers(-(p // 2), p // 2, (rows, R)).astype(np.float64)
B = g.integers(-(p // 2), p // 2, (rows, R)).astype(np.float64)
alphas = [c for c in itertools.product(range(N1 - n + 1), repeat=R) if sum(c) == N1 - n]
betas = [c for c in itertools.product(range(n), repeat=R) if sum(c) == n - 1]
assert len(alphas) == mset(R, N1 - n) and len(betas) == mset(R, n - 1)
cols = K * len(alphas) * len(betas)
print(f"rows {rows}, columns {cols} = {K} u x {len(alphas)} alpha x {len(betas)} beta", flush=True)
W2f = crd(WI2.astype(np.float64), p); lf = crd(l.astype(np.float64), p)


def powers(x, dmax):
    P = [np.ones_like(x)]
    for _ in range(dmax):
        P.append(crd(P[-1] * x, p))
    return P


Y = np.empty((rows, cols), dtype=np.float32)
c = 0
for kk in range(K):
    u = crd(U[:, kk].astype(np.float64), p)
    w = crd(A * u[None, :], p)                               # (rows, R)
    z = crd(w @ W2f.T, p)
    bz = crd(B * z, p)
    lbz = crd(bz @ lf, p)
    wp = [powers(w[:, i], N1 - n) for i in range(R)]
    bp = [powers(bz[:, i], n - 1) for i in range(R)]
    for al in alphas:
        wa = lbz
        for i in range(R):
            if al[i]:
                wa = crd(wa * wp[i][al[i]], p)
        for be in betas:
            v = wa
            for i in range(R):
                if be[i]:
                    v = crd(v * bp[i][be[i]], p)
            Y[:, c] = crd(v, p); c += 1
t1 = time.time()
r = blas_rank_mod_p(Y, p, overwrite=True)
print(f"RESULT one-step model R={R} M={M} n={n} seed={seed} p={p}: dim = {r}  (closed form {Kd - r0}; build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s)", flush=True)
