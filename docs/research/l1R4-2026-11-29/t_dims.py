"""dim of I_X, M' (+ fat P_i), M'' (+ Q_j) in bidegree (k, n) at one family point, against the closed forms
K_R(k,n), h'_R(n,k) = K - R r_R(n), h = h' - R, and the Step-9(b) lower bound (valid for every k).
Usage: python t_dims.py R seed n k1 k2 ..."""
import sys, time
from geoR import *
R, seed, n = map(int, sys.argv[1:4]); ks = list(map(int, sys.argv[4:]))
fam = Family(seed, R)
for k in ks:
    t0 = time.time()
    dX = dim_space(fam, k, n, P=False, Q=False)
    dP = dim_space(fam, k, n, Q=False)
    dQ = dim_space(fam, k, n)
    print(f"R={R} seed={seed} n={n} k={k}: dim I_X = {dX} (K = {K(k,n,R)}: {dX == K(k,n,R)}), dim M' = {dP} "
          f"(h' = {hp(n,k,R)}, lower = {lower(n,k,R)}: {dP == hp(n,k,R)}), dim M'' = {dQ} (h = {h(n,k,R)}: {dQ == h(n,k,R)})"
          f"  [{time.time()-t0:.1f}s]", flush=True)
