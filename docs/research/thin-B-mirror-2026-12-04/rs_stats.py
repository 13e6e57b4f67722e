"""[helper-167 copy: env SWAP=1 -> S_p^sigma]
RS(b', g; J) with ranks (helper-164; same definition as helper-161's rs.py, own copy):
   target  C(θ_z,b') π_g G ;  span  Σ_(j∈J) [C(θ_z,j) π_g G + x C(θ_z,j) π_(g+1) G + z C(θ_z,j) π_(g+1) G]
usage: rs_stats.py n  b',g [b',g ...]   (env SEED; env JS = 'pair' (J={b'-2,b'-1}, default) | 'all' (J = 0..b'-1) | 'triple')
prints rank(target), rank(span), rank(span+target) = deficit, ambient dim (n+2-g)·C(n+2,2)."""
import sys, os, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

def binC(A3, j):
    N = A3.shape[2] - 1
    f = np.array([comb(h, j) % P for h in range(N + 1)], np.int64)
    return A3 * f[None, None] % P

def bmul(A3, which):
    N = A3.shape[2] - 1
    out = np.zeros(A3.shape[:2] + (N + 2,), np.int64)
    if which == 0: out[:, :, :N + 1] = A3
    else: out[:, :, 1:] = A3
    return out

def fl(A3):
    return A3.reshape(A3.shape[0], -1) % P

def Jset(bp, mode):
    if mode == 'pair': return [bp - 2, bp - 1]
    if mode == 'one': return [bp - 1]          # helper-167: control (expected to fail at small g)
    if mode == 'triple': return [j for j in (bp - 3, bp - 2, bp - 1) if j >= 0]
    return list(range(bp))

if __name__ == "__main__":
    n = int(sys.argv[1]); seed = int(os.environ.get('SEED', '1')); mode = os.environ.get('JS', 'pair')
    SW = os.environ.get('SWAP', '0') == '1'
    M = Model(n, seed=seed, swap=SW)
    for st in sys.argv[2:]:
        t0 = time.time()
        bp, g = (int(v) for v in st.split(','))
        parts = []
        for j in Jset(bp, mode):
            parts.append(fl(binC(M.pi(g), j)))
            X = binC(M.pi(g + 1), j)
            parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
        S = np.concatenate(parts); T = fl(binC(M.pi(g), bp))
        rS = rank(S); rT = rank(T); rU = rank(np.concatenate([S, T]))
        print(f"seed={seed} swap={SW} n={n} RS({bp},{g}; {mode}) rank target {rT}, span {rS}, union {rU}, deficit {rU-rS}, "
              f"ambient {(n+2-g)*M.nc} [{time.time()-t0:.1f}s]", flush=True)
