"""Corner*(a) as corner.py, but G_(a,b) is first reduced to a basis (FLINT rref) before multiplying by x, t, z
(same statement, fewer rows).  usage: corner_fast.py n [a ...]"""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1]); M = Model(n)
alist = [int(v) for v in sys.argv[2:]] or list(range(2, n))
D = n + 1
mask = np.add.outer(np.arange(D + 1), np.arange(D + 1)) <= D
def unflat(R):
    out = np.zeros((R.shape[0], M.nc, D + 1, D + 1), np.int64)
    out[:, :, mask] = R.reshape(R.shape[0], M.nc, -1)
    return out
for a in alist:
    b = n + 1 - a
    t0 = time.time()
    B = basis(M.flat(M.Gab4(a, b)))
    L = M.flat(M.lin_mult(unflat(B)))
    Pi = M.G4[:, :, a + 1, n - a]
    X = np.zeros((Pi.shape[0], M.nc, D + 1, D + 1), np.int64); X[:, :, a + 1, n - a] = Pi
    out = [f"{nm}: {contained(M.flat(M.mul(X, e)), L)}" for e, nm in (((1, 0, 0), 'x'), ((0, 1, 0), 't'), ((0, 0, 1), 'z'))]
    print(f"n={n} box ({a},{b}): dim G_(a,b)={B.shape[0]}, dim Pi*={rank(Pi % P)}; deficits " + ", ".join(out) + f"  [{time.time()-t0:.1f}s]", flush=True)
