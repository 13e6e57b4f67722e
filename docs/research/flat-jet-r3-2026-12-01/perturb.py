"""F_n at M = I + eps*(E_21 + E_32 + E_13), L = 1 (a family through S): does the one-parameter family already fill J?"""
import sys, time
import numpy as np
from fj import Model, rank, colbasis, P
n, seed, eps = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
Mx = np.eye(3, dtype=np.int64); Mx[1, 0] = Mx[2, 1] = Mx[0, 2] = eps
mod = Model(n, seed=seed, special=True, params={"M": Mx})
B, dv = colbasis(mod.V0()); dj = rank(mod.J())
rng = np.random.default_rng(7)
for r in (n - 1, n):
    X = mod.krylov_cols(B, r, dj + 40, rng)
    print(f"n={n} seed={seed} eps={eps}: dim V0 {dv}, r={r}: dim F_r = {rank(X)} (J {dj})", flush=True)
