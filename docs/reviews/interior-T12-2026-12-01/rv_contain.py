"""Containment sanity check of my model columns in the target J_L = (m_1, m_2, m_3)_(d1, n), m_j(b, c) =
c^T diag(L) W3 diag(W2 e_j) b (same representation: b-coefficients x values at the model's c-points).
J_L columns: (sum_j r_j m_j) * prod_(d1-1) (a.b) * prod_(n-1) (e.c), random r, a, e."""
import sys, time
import numpy as np
sys.path.insert(0, '.')
from rv_model import RV, PR, window, mulin
from numerics.rank.flint_bridge import flint_rank_mod_p
n, seed = int(sys.argv[1]), int(sys.argv[2])
m = RV(n, seed)
rng = np.random.default_rng(9000 + seed)
d1, nc = m.d1, m.nc
K = d1 + 1
ga = np.array([(a, b) for (_, a, b) in m.gam])
nJ = 3 * 2796 if n == 5 else 3 * 7003
def Jcols(N):
    F = np.zeros((N, nc, K, K), np.int64); F[..., 0, 0] = 1
    for _ in range(d1 - 1):
        F = mulin(F, np.broadcast_to(rng.integers(0, PR, size=(N, 1, 3))[:, :, :], (N, nc, 3)))
    cv = np.ones((N, nc), np.int64)
    for _ in range(n - 1):
        e = rng.integers(0, PR, size=(N, 3))
        cv = cv * ((e @ m.cpts.T) % PR) % PR
    r = rng.integers(0, PR, size=(N, 3))
    w2r = (r @ m.W2.T) % PR                                   # W2 r
    LW3 = (m.L[:, None] * m.W3) % PR
    lin = np.einsum('jr,rl->jl', m.cpts, LW3) % PR            # (nc, 3): c^T diag(L) W3
    lf = (lin[None] * w2r[:, None, :]) % PR                   # (N, nc, 3): coefficients of b
    F = mulin(F, lf)
    F = F * cv[:, :, None, None] % PR
    return F[:, :, ga[:, 0], ga[:, 1]].reshape(N, -1).T
J = Jcols(nJ // 3 + 60)
rJ = flint_rank_mod_p(np.ascontiguousarray(J).astype(np.uint64), PR, threads=1)[0]
cols = m.columns(300)
Mr = m.Mrows()
for al in [(12, 12, 11), (25, 5, 5), (34, 1, 0)] if n == 5 else [(44, 6, 6)]:
    B = window(m.D, al)
    Ms = np.stack([Mr[b] for b in B])
    a = rng.integers(0, PR, size=(300, len(B)))
    lam = (a @ Ms) % PR
    X = ((cols * lam[:, None, :]) % PR).reshape(300, -1).T
    rX = flint_rank_mod_p(np.ascontiguousarray(X).astype(np.uint64), PR, threads=1)[0]
    rJX = flint_rank_mod_p(np.ascontiguousarray(np.concatenate([J, X], 1)).astype(np.uint64), PR, threads=1)[0]
    print(f"n={n} alpha={al}: rank J={rJ}, rank X(300 cols)={rX}, rank [J|X]={rJX} {'contained' if rJX == rJ else 'NOT CONTAINED'}", flush=True)
