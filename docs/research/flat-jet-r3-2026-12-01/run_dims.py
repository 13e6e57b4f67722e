"""dims of V_0, J, F_r (r = 0..n) at a generic point and at the special point M = I, L = 1."""
import sys, time
import numpy as np
from fj import Model, rank, colbasis
n = int(sys.argv[1]); seed = int(sys.argv[2]); mode = sys.argv[3]
t0 = time.time()
mod = Model(n, seed=seed, special=(mode == "special"))
V0 = mod.V0(); B, dv = colbasis(V0)
J = mod.J(); dj = rank(J)
print(f"n={n} seed={seed} mode={mode} rows={mod.rows} dimV0={dv} dimJ={dj} target={mod.target_dim()} ({time.time()-t0:.1f}s)", flush=True)
rng = np.random.default_rng(100 + seed)
for r in range(0, n + 2):
    X = mod.krylov_cols(B, r, dj + 40, rng)
    rk = rank(X)
    both = rank(np.concatenate([X, J], axis=1))
    print(f"  r={r}: dim F_r = {rk}  (rank[F_r|J] = {both})  {time.time()-t0:.1f}s", flush=True)
