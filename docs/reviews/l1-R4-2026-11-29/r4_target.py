"""Upper bound on dim M''_(R;n,k) at one integer point: GF(p) kernel dimension of the sampled necessary conditions
(X points from kernels, order-n jets at P_i along lines in a random transversal (2R-2)-plane, values at Q_j),
condition matrix stored in float32, own rank-revealing elimination. usage: python r4_target.py R seed n k"""
import sys, time
from rv4 import *
R, seed, n, k = map(int, sys.argv[1:5])
fam = Fam(seed, R)
g = np.random.default_rng(seed + 9)
t0 = time.time()
E = mons(k, n, R); K = len(E)
nX = C(k + (R - 1) * n + R - 1, R - 1) + 40
L = 2 * R - 2; nd = C(n - 1 + L - 1, L - 1) + 12
rows = nX + R * nd * n + R
A = np.zeros((rows, K), np.float32)
r = 0
Xp = fam.Xpoints(g, nX)
for r0 in range(0, nX, 1024):
    blk = evalmon(E, Xp[r0:r0 + 1024]); A[r:r + len(blk)] = blk; r += len(blk)
for i in range(R):
    P = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
    Bt = rnd(g, 2 * R, L)
    for _ in range(nd):
        v = Bt @ rnd(g, L) % p
        A[r:r + n] = jets(E, P, v, n); r += n
A[r:r + R] = evalmon(E, np.array(fam.Q)); r += R
assert r == rows
t1 = time.time()
print(f"R={R} seed={seed} n={n} k={k}: condition matrix {rows} x {K} (float32) [{t1-t0:.1f}s]", flush=True)
rk = lu_rank(A); del A
kd = K - rk
print(f"  kernel dim = {kd}; h_R({n},{k}) = {h_R(n, k, R)}; equal: {kd == h_R(n, k, R)}  [{time.time()-t1:.1f}s]", flush=True)
