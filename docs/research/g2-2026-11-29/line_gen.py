"""Restricted generation on a general line L of P^2_a (Mumford's line criterion for the kernel bundle K).
For (n, d): rank of Theta(I_X(d, n-1)) = k[a]_{d-1} C_n evaluated at points (a, b) with a on a fixed random line L,
against dim M''_{n,e}|_L = h_n(e) - h_n(e-1), e = d + n (valid for e >= n + 2).  With FULL=1 also the unrestricted
rank against h_n(e) (sanity check against the lab's numbers).  Usage: python line_gen.py SEED n d [d ...]"""
import sys, os, time, math
import numpy as np, flint
sys.path.insert(0, "/work/main")
from proofs.general.depth3.l1_reduction import (L1_PRIME as p, family, space, target_dimension, forms_on_x,
                                                 _lam, _psi, _evaluate, _rnd)

def rank_on(fam, E, S, n, d, pts, g):
    U = int(os.environ.get("NU", d + n + 1))
    cols = []
    for _ in range(U):
        u = fam.W1.dot(_rnd(g, 2)) % p
        lam = _lam(fam, pts, u)
        V = _evaluate(E, _psi(fam, pts, u))
        B = (V.astype(object).dot(S.astype(object)) % p).astype(np.int64)  # exact
        cols.append(B * lam[:, None] % p)
    A = np.concatenate(cols, axis=1)
    M = flint.nmod_mat(A.shape[0], A.shape[1], A.ravel().tolist(), p)
    return M.rank()

seed, n = int(sys.argv[1]), int(sys.argv[2])
fam = family(seed)
g = np.random.default_rng(seed + 100)
a0, a1 = _rnd(g, 3), _rnd(g, 3)
for d in map(int, sys.argv[3:]):
    t0 = time.time()
    e = d + n
    E, S = space(fam, d=d, m=n - 1, seed=seed + 1, fat=False, killed=False)
    assert S.shape[1] == forms_on_x(n=n - 1, k=d), (S.shape, forms_on_x(n=n - 1, k=d))
    tL = target_dimension(n=n, k=e) - target_dimension(n=n, k=e - 1)
    N = tL + 10
    st = _rnd(g, N, 2)
    A = (st[:, :1] * a0[None, :] + st[:, 1:] * a1[None, :]) % p
    pts = np.concatenate([A, _rnd(g, N, 3)], axis=1)
    rL = rank_on(fam, E, S, n, d, pts, g)
    out = f"n={n} d={d} e={e}: line rank {rL} of h_n(e)-h_n(e-1) = {tL} (defect {tL - rL})"
    if os.environ.get("FULL"):
        tF = target_dimension(n=n, k=e)
        ptsF = np.concatenate([_rnd(g, tF + 10, 3), _rnd(g, tF + 10, 3)], axis=1)
        rF = rank_on(fam, E, S, n, d, ptsF, g)
        out += f"; full rank {rF} of h_n(e) = {tF} (Q_e = {tF - rF})"
    print(out + f"  [{time.time() - t0:.1f} s]", flush=True)
