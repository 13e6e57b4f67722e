"""python tri.py n seed kind r : X(S) for monomial functional sets S at the vertex e_1 (no P: H1 = I rows shifted by
n-1), kind = box (mu_2, mu_3 <= r) or tri (mu_2 + mu_3 <= r).  tri is the 'total-degree jet' F_r (Lemma P in NOTES)."""
import sys, time
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, xrank
n, seed, kind, r = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
t0 = time.time()
m = Model(n, seed)
from numerics.bounds.depth4 import corner_bound
target = corner_bound(R=3, T=2 * n, alpha=(m.N1 - 2 * n, n, n)) // 3
B0 = m.V0(); ncols = target + 60
rng = np.random.default_rng(1000 + seed)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64)); del B0
Mr = m.Mmat(np.eye(3, dtype=np.int64))
S = [mu for mu in monos(m.d1) if (max(mu[1], mu[2]) <= r if kind == 'box' else mu[1] + mu[2] <= r)]
betas = [tuple(x + n - 1 for x in mu) for mu in S]
rk = xrank(m, B0R, Mr, betas, ncols)
print(f"n={n} seed={seed} p={PR} {kind} r={r} |S|={len(S)} rank={rk} target={target} "
      f"{'FULL' if rk == target else 'short'} [{time.time()-t0:.0f}s]", flush=True)
