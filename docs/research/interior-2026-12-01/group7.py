"""python group7.py seed gsize ngroups : Lemma M groups at n = 7 (T = 14) for the interior orbits with max < D = 46,
most central first; V_0 sampled by product elements as in box7.py; one rank 15660 x 15620 per group."""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, vinv, window
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from numerics.bounds.depth4 import corner_bound
n = 7; seed, gsize, ngroups = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
m = Model(n, seed)
d1, nc, N1, D = m.d1, m.nc, m.N1, m.D
target = corner_bound(R=3, T=2 * n, alpha=(N1 - 2 * n, n, n)) // 3
Vi, lat = vinv(d1); npt = len(lat)
Mr = m.Mmat(m.H1r)
def kernel(A):
    R, r = flint_rref_mod_p(A.astype(np.uint64), PR)
    R = np.array(R, dtype=np.int64)[:r]
    piv = [int(np.nonzero(R[i])[0][0]) for i in range(r)]
    free = [j for j in range(A.shape[1]) if j not in piv]
    K = np.zeros((len(free), A.shape[1]), np.int64)
    for t, f in enumerate(free):
        K[t, f] = 1
        for i, pc in enumerate(piv):
            K[t, pc] = (-R[i, f]) % PR
    return K
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
rest = sorted([a for a in inter if max(a) < D], key=lambda a: (-min(a), a))
groups = [rest[i:i + gsize] for i in range(0, len(rest), gsize)][:ngroups]
print(f"n=7 seed={seed} p={PR} target/coord={target} non-box orbits={len(rest)} groups run={len(groups)}", flush=True)
P = np.array([[1, a, b] for a, b in lat], dtype=np.int64)
p = [np.repeat(P[:, r], nc) for r in range(3)]
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
mp = np.stack(mp, 1)
ncols = target + 65
base = np.empty((npt * nc, ncols), dtype=np.int64)
rng = np.random.default_rng(3000 + seed)
for s0 in range(0, ncols, 512):
    k = min(512, ncols - s0)
    F = ell[:, None] * mp[:, rng.integers(0, 3, size=k)] % PR
    for src, cnt in ((bp, comb(n, 2) - 1), (cp, n - 2)):
        for _ in range(cnt):
            r = rng.integers(0, PR, size=(3, k), dtype=np.int64)
            F = F * ((src[0][:, None] * r[0] + src[1][:, None] * r[1] % PR + src[2][:, None] * r[2]) % PR) % PR
    base[:, s0:s0 + k] = mm(Vi, F.reshape(npt, nc * k)).reshape(npt * nc, k)
print(f"V_0 sample built [{time.time()-t0:.0f}s]", flush=True)
A = base  # in place: one group per run (memory)
res = {}
for G in groups:
    t1 = time.time()
    Lam = kernel(np.concatenate([kernel(np.stack([Mr[b] for b in window(m, a)])) for a in G]))
    for a in G:
        Ma = np.stack([Mr[b] for b in window(m, a)])
        ra = flint_rank_mod_p(Ma.astype(np.uint64), PR, threads=1)[0]
        assert ra == flint_rank_mod_p(np.concatenate([Ma, Lam]).astype(np.uint64), PR, threads=1)[0], a
    sc = Lam[np.arange(ncols) % len(Lam)].T                            # (npt, ncols)
    for i in range(npt):
        np.multiply(base[i * nc:(i + 1) * nc], sc[i][None, :], out=A[i * nc:(i + 1) * nc])
    np.remainder(A, PR, out=A)
    rk = flint_rank_mod_p(A.view(np.uint64), PR, threads=1)[0]
    for a in G: res[str(a)] = rk
    print(f"group size={len(G)} dim Lambda_G={len(Lam)} rank={rk} {'FULL' if rk == target else 'short'} alphas={G} "
          f"[{time.time()-t1:.0f}s, total {time.time()-t0:.0f}s]", flush=True)
    json.dump(res, open(f"group7_seed{seed}.json", "w"), indent=0)
print("done")
