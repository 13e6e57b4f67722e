"""Corner* check (own code): for the boundary B box (a, b) = (a, n+1-a), Pi* = span of the coefficients of
t^(a+1) z^(n-a) (x-free) in G; test p_l t^(a+1) z^(n-a) ⊗ Pi* ⊆ M_(a,b) in degree n+2 for p_l = x, t, z (deficits),
and the dimension of Pi*.  usage: corner.py n"""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1]); M = Model(n)
for a in range(2, n):
    b = n + 1 - a
    t0 = time.time()
    L = M.flat(M.lin_mult(M.Gab4(a, b)))
    D = n + 1
    Pi = M.G4[:, :, a + 1, n - a]
    dimPi = rank(Pi % P)
    X = np.zeros((Pi.shape[0], M.nc, D + 1, D + 1), np.int64)
    X[:, :, a + 1, n - a] = Pi
    out = []
    for e, nm in (((1, 0, 0), 'x'), ((0, 1, 0), 't'), ((0, 0, 1), 'z')):
        out.append(f"{nm}: {contained(M.flat(M.mul(X, e)), L)}")
    print(f"n={n} box ({a},{b}): dim Pi*={dimPi}; deficits " + ", ".join(out) + f"  [{time.time()-t0:.1f}s]", flush=True)
