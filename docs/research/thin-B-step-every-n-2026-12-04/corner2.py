"""Controls for Corner* (own code): for the boundary box (a, n+1-a), in degree n+1 (no multiplier):
t^(a+1) z^(n-a) ⊗ Pi* ⊆ G_(a,b)?  (expected: NO) ; and in degree n+2 with Pi* replaced by all of k[c]_n:
p_l t^(a+1) z^(n-a) ⊗ k[c]_n ⊆ M_(a,b)? (expected: NO, the corner is only reached on Pi*).  usage: corner2.py n"""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1]); M = Model(n)
for a in range(2, n):
    b = n + 1 - a
    t0 = time.time()
    D = n + 1
    G0 = M.flat(M.Gab4(a, b))
    L = M.flat(M.lin_mult(M.Gab4(a, b)))
    Pi = M.G4[:, :, a + 1, n - a]
    X = np.zeros((Pi.shape[0], M.nc, D + 1, D + 1), np.int64); X[:, :, a + 1, n - a] = Pi
    Y = np.zeros((M.nc, M.nc, D + 1, D + 1), np.int64); Y[np.arange(M.nc), np.arange(M.nc), a + 1, n - a] = 1
    d0 = contained(M.flat(X), G0)
    dfull = [contained(M.flat(M.mul(Y, e)), L) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1))]
    print(f"n={n} box ({a},{b}): degree n+1, t^(a+1)z^(n-a)⊗Pi* in G_(a,b): deficit {d0}; "
          f"with all of k[c]_n, x/t/z multiples in M: deficits {dfull}  [{time.time()-t0:.1f}s]", flush=True)
