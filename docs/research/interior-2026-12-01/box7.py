"""python box7.py seed : the (n, n) box model X_box at n = 7 (T = 14), one output coordinate, at one integer point.
V_0 is sampled by product elements l(q) m'_j(b',c') prod(20 random linear forms in b') prod(5 in c') (they span
J'_L x l); columns D_mu v for mu in the box {mu_2, mu_3 <= 7} at the vertex e_1 (H1 = I rows shifted by n - 1).
By Lemma B (NOTES §5) rank = c_3(28, 7) = 15555 certifies every interior block at T = 14 with a coordinate >= D = 46,
given Conjecture 40 at T = 12 (NOTES §3)."""
import sys, time
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, vinv
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from numerics.bounds.depth4 import corner_bound
n = 7; seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
t0 = time.time()
m = Model(n, seed)
d1, nc = m.d1, m.nc
target = corner_bound(R=3, T=2 * n, alpha=(m.N1 - 2 * n, n, n)) // 3
Vi, lat = vinv(d1); npt = len(lat)
print(f"n={n} seed={seed} p={PR} d1={d1} D={m.D} rows={npt*nc} target/coord={target}", flush=True)
P = np.array([[1, a, b] for a, b in lat], dtype=np.int64)
p = [np.repeat(P[:, r], nc) for r in range(3)]                      # row order (gamma-point, c-point)
c = [np.tile(m.cpts[:, r], npt) for r in range(3)]
mv = lambda W, x: [sum(int(W[r, j]) * x[j] for j in range(3)) % PR for r in range(3)]
q = [a * b % PR for a, b in zip(c, mv(m.W3, p))]
bp = mv(m.H2, p); cp = mv(m.H3, q)
ell = sum(int(m.L[r]) * q[r] for r in range(3)) % PR
mp = []
for j in range(3):
    acc = 0
    for r in range(3):
        inner = sum(int(m.W3[r, l]) * int(m.W2[l, j]) % PR * bp[l] for l in range(3)) % PR
        acc = (acc + int(m.L[r]) * cp[r] % PR * inner) % PR
    mp.append(acc)
mp = np.stack(mp, 1)                                                  # (rows, 3)
Mr = m.Mmat(np.eye(3, dtype=np.int64))
S = [mu for mu in monos(d1) if max(mu[1], mu[2]) <= n]
Ms = np.stack([Mr[tuple(x + n - 1 for x in mu)] for mu in S])
Rr, rr = flint_rref_mod_p(Ms.astype(np.uint64), PR); Lam = np.array(Rr, dtype=np.int64)[:rr]
print(f"box |S|={len(S)} dim Lambda={rr} [{time.time()-t0:.0f}s]", flush=True)
ncols = target + 65
A = np.empty((npt * nc, ncols), dtype=np.uint64)
rng = np.random.default_rng(2000 + seed)
Nb, Nc = comb(n, 2) - 1, n - 2
for s0 in range(0, ncols, 512):
    k = min(512, ncols - s0)
    F = ell[:, None] * mp[:, rng.integers(0, 3, size=k)] % PR
    for src, cnt in ((bp, Nb), (cp, Nc)):
        for _ in range(cnt):
            r = rng.integers(0, PR, size=(3, k), dtype=np.int64)
            F = F * ((src[0][:, None] * r[0] + src[1][:, None] * r[1] % PR + src[2][:, None] * r[2]) % PR) % PR
    coef = mm(Vi, F.reshape(npt, nc * k)).reshape(npt, nc, k)
    sc = Lam[(np.arange(s0, s0 + k) % rr)].T                           # (npt, k)
    A[:, s0:s0 + k] = ((coef * sc[:, None, :]) % PR).reshape(npt * nc, k).astype(np.uint64)
    if s0 % 4096 == 0:
        print(f"  columns {s0 + k}/{ncols} [{time.time()-t0:.0f}s]", flush=True)
print(f"matrix {A.shape} built [{time.time()-t0:.0f}s]", flush=True)
rk = flint_rank_mod_p(A, PR, threads=1)[0]
print(f"box rank={rk} target={target} {'FULL' if rk == target else 'short'} [{time.time()-t0:.0f}s]", flush=True)
