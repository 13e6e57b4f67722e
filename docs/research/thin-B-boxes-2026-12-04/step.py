"""(Step_b): least s with t^s G_(a,b) ⊆ M_(a,b-1) (degree n+1+s); (Step_a): least s with z^s G_(a,b) ⊆ M_(a-1,b).
usage: step.py n smax a,b [a,b ...]"""
import sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from tri import *

n = int(sys.argv[1]); smax = int(sys.argv[2])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[3:]]
T = Tri(n)
for (a, b) in boxes:
    t0 = time.time()
    for (lab, src, tgt, e) in (("t^s G_(a,b) in M_(a,b-1)", (a, b), (a, b - 1), (0, 1, 0)),
                               ("z^s G_(a,b) in M_(a-1,b)", (a, b), (a - 1, b), (0, 0, 1))):
        G = T.Gab(*src); defs = []; found = None
        for s in range(smax + 1):
            D = n + 1 + s
            Mb = T.M(tgt[0], tgt[1], D)
            d = rank(np.concatenate([Mb, T.mul_mono(G, n + 1, tuple(s * x for x in e))])) - Mb.shape[0]
            defs.append(d)
            if d == 0:
                found = s; break
        print(f"n={n} ({a},{b}): {lab}: deficits {defs} -> s={found}", flush=True)
    print(f"   [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
