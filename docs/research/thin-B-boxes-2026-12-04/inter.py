"""Intersection property, degree by degree:  M_(a,b),D  =?  M_(a,inf),D ∩ M_(inf,b),D   (dimensions), and the
generator-level corner statement (K-gen).  usage: inter.py n Dmax a,b [a,b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[3:]]
T = Tri(n)
for (a, b) in boxes:
    for D in range(n + 1, Dmax + 1):
        t0 = time.time()
        X = T.M(a, b, D); A1 = T.M(a, None, D); A2 = T.M(None, b, D)
        dsum = rank(np.concatenate([A1, A2]))
        dint = A1.shape[0] + A2.shape[0] - dsum
        dT = T.dimT(a, b, D); dT1 = T.dimT(a, None, D); dT2 = T.dimT(None, b, D)
        dJ = T.dimT(None, None, D)
        print(f"n={n} ({a},{b}) D={D}: dim X={X.shape[0]}  dim(X_(a,inf) ∩ X_(inf,b))={dint}  [X_(a,inf)={A1.shape[0]}/{dT1}, "
              f"X_(inf,b)={A2.shape[0]}/{dT2}, sum={dsum}/J {dJ}]  T_(a,b)={dT}  {time.time()-t0:.0f}s", flush=True)
