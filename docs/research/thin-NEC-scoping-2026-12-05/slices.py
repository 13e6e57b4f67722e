"""t-initial slice table of an N box M_(a,b) against the A box M_(inf,b):
   phi_(a,b)(g, e) = dim in_g(M_(a,b), g+e) (binary degree e), for D = n+1..Dmax.
usage: slices.py n Dmax a,b [a,b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[3:]]
T = Tri(n)
d1 = n * (n + 1) // 2
for (a, b) in boxes:
    t0 = time.time()
    print(f"=== n={n} box ({a},{b}) class {formula_D(n, a, b, d1)[0]}", flush=True)
    for D in range(n + 1, Dmax + 1):
        Mab = T.M(a, b, D); MA = T.M(None, b, D)
        pa = t_profile(T, Mab, D); pA = t_profile(T, MA, D)
        f = formula_D(n, a, b, D)[1]
        print(f"D={D} dimM={Mab.shape[0]} formula_D={f} diff={Mab.shape[0]-f}  dim M_(inf,{b})={MA.shape[0]}", flush=True)
        print("   phi_box(g)   :", pa)
        print("   phi_A(g)     :", pA)
    print(f"   [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
