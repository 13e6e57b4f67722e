"""Secant spans along the edge line v_t = W2(e1 + t e2): Z(v_t) = T_t Z3, T_t beta^mu = prod_m (1 + t lam_m)^mu_m beta^mu.
Prints dim(Z(v_0) + Z(v_t)) (total and per k) and dim of intersections of 2, 3, 4 such spaces (seed 41)."""
import sys; sys.argv = ["x", "41"]
import random
import numpy as np
from flint import nmod_mat
exec(open("diag45.py").read().split("S = np.vstack")[0])
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def T(t):
    ev = np.array([np.prod([pow(1 + t * lam[m], MU[i][m], P) for m in range(3)], dtype=object) % P for i in range(nb)],
                  dtype=object).astype(np.int64)
    return B * ev[colmu] % P
rr = random.Random(99)
ts = [rr.randrange(1, P) for _ in range(4)]
Zs = [B] + [T(t) for t in ts[:3]]
colk = np.tile(np.arange(3), nb * nc)
S2 = np.vstack(Zs[:2])
print(f"dim(Z(v_0) + Z(v_t)) = {fm(S2).rank()}  (1-jet: 1473)")
for kk in range(3):
    print(f"   k={kk}: {fm(S2[:, colk == kk]).rank()}  (1-jet per k: 500)")
S3 = np.vstack(Zs[:3]); S4 = np.vstack(Zs[:4])
r3, r4 = fm(S3).rank(), fm(S4).rank()
print(f"dim(sum of 3) = {r3}; dim(sum of 4) = {r4}")
# triple intersection via nullspace of [Z0; -Z1] then intersect with Z2
def inter(X, Y):
    S = np.vstack([X, Y]); N, k = fm(S).transpose().nullspace()
    N = np.array([[int(N[r, s]) for s in range(k)] for r in range(N.nrows())], dtype=np.int64)
    M = fm(N[:X.shape[0], :].T) * fm(X)
    return np.array([[int(M[r, s]) for s in range(M.ncols())] for r in range(M.nrows())], dtype=np.int64)
print(f"dim(Z0 cap Z1) = 2 * 759 - {fm(S2).rank()} = {2 * 759 - fm(S2).rank()}")
