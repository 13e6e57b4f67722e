"""(iv) dim V_0(n) from the definition of the one-step model: span over u in col W1 of
ell(b . z) w^alpha (b . z)^beta, w = a . u, z = W2 w, |alpha| = N1 - n, |beta| = n - 1 (R = 3, M = 2).
Evaluation matrix at random points (a, b), columns = random elements of T_u(all forms) for N1 + 3 distinct u.
A GF(P) rank is a lower bound on dim V_0(n) at generic weights. Usage: python onestep_own.py SEED n [extra]"""
import sys, time, math
import numpy as np
from rvlib import P, monos, weights, mulmod, rank

seed, n = int(sys.argv[1]), int(sys.argv[2]); extra = int(sys.argv[3]) if len(sys.argv) > 3 else 15
t0 = time.time()
N1 = n * (n + 1) // 2; d1, d2 = N1 - n, n - 1
W1, W2, ell = weights(seed)
g = np.random.default_rng(1000 + seed)
target_ub = math.comb(N1 + 2, 2) * math.comb(n + 2, 2)
# Prop 21 value for comparison only
sys.path.insert(0, '/work/main')
from proofs.general.depth3.one_step_m2 import one_step_closed_form
V = one_step_closed_form(n=n)
rows = cols = V + extra
A = g.integers(0, P, (rows, 3)).astype(np.float64); B = g.integers(0, P, (rows, 3)).astype(np.float64)
al = np.array(monos(3, d1)); be = np.array(monos(3, d2))
U = N1 + 3
per = -(-cols // U)
blocks = []
for k in range(U):
    x = g.integers(1, P, 2)
    u = (W1 @ x) % P
    w = np.fmod(A * u, P)
    z = mulmod(w, W2.T.astype(np.float64))
    bz = np.fmod(B * z, P)
    first = mulmod(bz, ell.reshape(3, 1).astype(np.float64))[:, 0]
    def powtab(X, d):
        T = np.ones(X.shape + (d + 1,))
        for e in range(1, d + 1):
            T[..., e] = np.fmod(T[..., e - 1] * X, P)
        return T
    Tw, Tb = powtab(w, d1), powtab(bz, d2)
    va = np.ones((rows, len(al)))
    for i in range(3):
        va = np.fmod(va * Tw[:, i, al[:, i]], P)
    vb = np.ones((rows, len(be)))
    for i in range(3):
        vb = np.fmod(vb * Tb[:, i, be[:, i]], P)
    mono = np.fmod(va[:, :, None] * vb[:, None, :], P).reshape(rows, -1)
    coef = g.integers(0, P, (mono.shape[1], per)).astype(np.float64)
    blk = mulmod(mono, coef)
    blocks.append(np.fmod(blk * first[:, None], P))
    del mono, va, vb
E = np.concatenate(blocks, axis=1)[:, :cols]
del blocks
t1 = time.time()
import flint
Ei = E.astype(np.int64); del E
L = Ei.tolist(); del Ei
M = flint.nmod_mat(L, P); del L
r = M.rank()
print(f"seed={seed} n={n} N1={N1} matrix {rows}x{cols} (U={U} u's) rank={r}  V(n)={V}  equal={r == V}  "
      f"monomials of bidegree={target_ub}  build {t1 - t0:.1f}s rank {time.time() - t1:.1f}s", flush=True)
