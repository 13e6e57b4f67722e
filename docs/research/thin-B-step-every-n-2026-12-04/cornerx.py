"""Corner^x (own code): for the boundary box (a, b) = (a, n+1-a): x t^(a+1) z^(b-1) ⊗ (Π* + Π'_a) ⊆ M_(a,b) in degree
n+2, Π* = coefficients of t^(a+1) z^(b-1) (x-free), Π'_a = coefficients of x t^a z^(b-1) in G.  (Equivalent to Corner*
by §4 of NOTES; this is a direct check of that equivalence's conclusion.)  usage: cornerx.py n"""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1]); M = Model(n)
for a in range(2, n):
    b = n + 1 - a; t0 = time.time(); D = n + 2
    L = M.flat(M.lin_mult(M.Gab4(a, b)))
    Pis = M.G4[:, :, a + 1, b - 1] % P
    Pia = M.G4[:, :, a, b - 1] % P   # x-degree n+1-a-(b-1) = 1
    out = []
    for nm, Pi in (("Pi*", Pis), ("Pi'_a", Pia)):
        X = np.zeros((Pi.shape[0], M.nc, D + 1, D + 1), np.int64); X[:, :, a + 1, b - 1] = Pi
        out.append(f"{nm}: {contained(M.flat(X), L)}")
    print(f"n={n} box ({a},{b}): x t^(a+1) z^(b-1) ⊗ ... in M_(a,b): deficits " + ", ".join(out) + f"  [{time.time()-t0:.1f}s]", flush=True)
