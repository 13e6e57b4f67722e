"""dim Sigma_d with nu u-values (a lower bound on dim Sigma_d), float32 centred matrix built in place."""
import json, sys, time
import numpy as np
sys.path.insert(0, "."); sys.path.insert(0, "/work/main")
from lemmas import mono_vals
from d2span import draw_weights, mset, ideal_bound, mm, P as p
from numerics.rank.dense import rank_mod_p
M, R, d, nu = map(int, sys.argv[1].split(","))
t0 = time.time()
W1, H, A, B, c = draw_weights(M, R, 0)
g = np.random.default_rng(99)
apts = g.integers(0, p, (R, mset(R, d) + 8))
nmon = mset(R, d - 2)
Z = np.empty((nu * M * R * nmon, R * apts.shape[1]), dtype=np.float32)
row = 0
for _ in range(nu):
    u = W1 @ g.integers(0, p, M) % p
    lam = mm(A, u[:, None] * apts % p)
    b = mm(H, u[:, None] * apts % p)
    mons = mono_vals(b, d - 2)
    for m in range(M):
        mu = mm(A, W1[:, m][:, None] * b % p)
        for i in range(R):
            f = mons * mu[i][None] % p
            blk = ((lam[None, :, :] * B[i][None, :, None] % p) * f[:, None, :] % p).reshape(nmon, -1)
            blk[blk > p // 2] -= p
            Z[row:row + nmon] = blk
            row += nmon
t1 = time.time()
r = rank_mod_p(Z, p, overwrite=True).rank
D = ideal_bound(M, R, d)
print(json.dumps(dict(M=M, R=R, d=d, nu=nu, seed=0, p=p, shape=list(Z.shape), dimSigma=r, D=D, full=r == D,
                      build_secs=round(t1 - t0, 1), secs=round(time.time() - t0, 1))), flush=True)
