"""Exploration (OBSERVED only): how large must S ⊆ τ-space(n-1) be for Θ_0(S) to fill τ-space(n)?
S = span of F_0^{(n-1)}(.; e_i) for a pool of d End sequences e_i; Θ_0(S) is then the span of F_0^{(n)} over End
sequences (u, e_i) with u free and e_i from the pool (H3 = I, so F_0^{(n)} = ℓ_0(q) F_0^{(n-1)}(H1 p, H2 q; e_i)).
Usage: python theta_pool.py n points seed d1 d2 ..."""
import sys, os
os.environ['H3I'] = '1'
import numpy as np
sys.path.insert(0, '/work/main')
from numerics.rank.blas import blas_rank_mod_p
from fk_rank import weights, evaluate, p

n, points, seed = map(int, sys.argv[1:4]); ds = list(map(int, sys.argv[4:]))
R, M = 3, 2
Wt, g = weights(R, M, seed)
a = g.integers(0, p, (points, R)).astype(np.float64)
b = g.integers(0, p, (points, R)).astype(np.float64)
for d in ds:
    rng = np.random.default_rng(seed * 1000 + d)
    pool = rng.integers(0, p, (d, n - 1, M)).astype(np.float64)
    xs = np.empty((points, n, M))
    xs[:, 0, :] = rng.integers(0, p, (points, M))
    xs[:, 1:, :] = pool[np.arange(points) % d]
    Y = np.empty((points, points), dtype=np.float32)
    for i in range(0, points, 16):
        v = evaluate(Wt, a[i:i+16], b[i:i+16], None, xs, top=0)
        v[v > p // 2] -= p
        Y[i:i+16] = v
    r = blas_rank_mod_p(Y, p, overwrite=True)
    print(f"n={n} pool d={d}: rank {r}   (bound min({n*(n+1)//2 + 1} d, V-3) = {min((n*(n+1)//2+1)*d, 10**9)})", flush=True)
