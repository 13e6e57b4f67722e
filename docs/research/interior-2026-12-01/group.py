"""python group.py n seed [maxgroup] : certify groups of interior orbits (max alpha < D) at once.
For a group G of alphas (same random H1), Lambda_G = intersection of the window spaces Lambda_alpha; then
X(Lambda_G) subset X_alpha for every alpha in G (Lemma M), and rank X(Lambda_G) = target certifies all of G."""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from numerics.bounds.depth4 import corner_bound

n, seed = int(sys.argv[1]), int(sys.argv[2])
gsize = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
t0 = time.time()
m = Model(n, seed)
N1, D = m.N1, m.D
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
bound = corner_bound(R=3, T=2 * n, alpha=inter[0]); target = bound // 3
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

nonbox = list(inter)  # all interior orbits (the box route fails on F, see NOTES)
Ks = {al: kernel(np.stack([Mr[b] for b in window(m, al)])) for al in nonbox}
# groups: by min coordinate, split into chunks of gsize in order
from collections import defaultdict
g = defaultdict(list)
for al in nonbox: g[min(al)].append(al)
groups = []
for k in sorted(g, reverse=True):
    L = g[k]
    for i in range(0, len(L), gsize):
        groups.append(L[i:i + gsize])
print(f"n={n} seed={seed} p={PR} target/coord={target} non-box orbits={len(nonbox)} groups={len(groups)}", flush=True)
B0 = m.V0()
ncols = target + 60
rng = np.random.default_rng(1000 + seed)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64)); del B0
npt = comb(m.d1 + 2, 2); nc = m.nc
print(f"setup [{time.time()-t0:.0f}s]", flush=True)
res = {}
for G in groups:
    t1 = time.time()
    S = np.concatenate([Ks[a] for a in G])
    Lam = kernel(S)                     # rows: functions gamma -> lambda((W2 w)^gamma), lambda in every Lambda_alpha
    # check containment Lambda_G in each Lambda_alpha (rank test, cheap)
    for a in G:
        A = np.stack([Mr[b] for b in window(m, a)])
        ra = flint_rank_mod_p(A.astype(np.uint64), PR, threads=1)[0]
        rb = flint_rank_mod_p(np.concatenate([A, Lam]).astype(np.uint64), PR, threads=1)[0]
        assert ra == rb, (a, ra, rb)
    assign = np.arange(ncols) % Lam.shape[0]
    scale = Lam[assign].T
    A = (B0R.reshape(npt, nc, ncols) * scale[:, None, :]) % PR
    r = flint_rank_mod_p(A.reshape(npt * nc, ncols).astype(np.uint64), PR, threads=1)[0]
    for a in G: res[str(a)] = r
    print(f"group min={min(G[0])} size={len(G)} dim Lambda_G={Lam.shape[0]} rank X={r} {'FULL' if r == target else 'short'} "
          f"alphas={G} [{time.time()-t1:.0f}s, total {time.time()-t0:.0f}s]", flush=True)
    json.dump(res, open(f"group_n{n}_seed{seed}_g{gsize}.json", "w"), indent=0)
print("done")
