"""Sanity checks of lib.py against the lab's block_values and jet_values."""
import numpy as np
from lib import *
from proofs.general.filtration.end_filtration import block_values, jet_values

for (L, R, T) in [(3, 3, 8), (4, 3, 8), (3, 4, 8)]:
    s = T // 2
    c = sizes(L, T); N = c[0]
    wts = weights(L, R)
    rng = np.random.default_rng(5)
    P, Q = 7, 9
    cs, st = axis_b(wts, L, R, s, P, seed=3)
    v = rng.integers(0, PRIME, size=(R, P)); v[K] = 0
    E = rng.integers(0, PRIME, size=(Q, s - 1, 2))
    Y1 = block_values(depth=L, R=R, T=T, starts=st, v=v, ends=E).astype(np.uint64)
    Y2 = tcoeffs(wts, cs[1:], F.asarray(v.astype(np.int64)), E, N)
    print((L, R, T), "block_values == tcoeffs:", bool(np.all(Y1 == Y2)))
    # G from Start states at T-2 vs jet_values at T-2 (order 0)
    X = rng.integers(0, PRIME, size=(P, s - 1, 2))
    E2 = rng.integers(0, PRIME, size=(Q, s - 1, 2))
    J = jet_values(depth=L, R=R, T=T - 2, r=0, starts=X, directions=np.zeros_like(X), firsts=E2[:1, 0, :], ends=E2[:1, 1:, :])
    Gv = G(wts, start_hs(wts, X), E2[:1])
    print("   G(start) == y at T-2:", bool(np.all(J[0, :, 0, 0] == Gv[:, 0])))
