"""dim M''_{n, N_1(n)} against V(n) - 3, and the variants (only X; X and P)."""
import sys, time
from geo import *
V = lambda n: n*(n+1)*(n**4+4*n**3+7*n**2-8*n+12)//16
seed = int(sys.argv[1]); ns = list(map(int, sys.argv[2:]))
fam = Family(seed)
for n in ns:
    N1 = n*(n+1)//2
    t0 = time.time()
    dX = space(fam, N1, n, P=False, Q=False)[1].shape[1]
    dXP = space(fam, N1, n, Q=False)[1].shape[1]
    dXPQ = space(fam, N1, n)[1].shape[1]
    print(f"seed={seed} n={n} (d, m) = ({N1}, {n}): dim I_X = {dX}, + fat P_i: {dXP} (V(n) = {V(n)}), + Q_j: {dXPQ} (V(n)-3 = {V(n)-3})  [{time.time()-t0:.1f}s]", flush=True)
