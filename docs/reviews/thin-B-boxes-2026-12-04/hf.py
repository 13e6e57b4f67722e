"""dim M_(a,b),D vs dim T_(a,b),D for D = n+1..Dmax (own code). usage: hf.py n Dmax a,b ..."""
import sys, numpy as np
sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
from ref import *
n, Dmax = int(sys.argv[1]), int(sys.argv[2]); boxes = [tuple(int(v) for v in x.split(',')) for x in sys.argv[3:]]
C = ctx(n); G = C.generators()
for (a, b) in boxes:
    V = C.theta_box(G, a, b); d = n + 1
    while True:
        dT = C.ncols(d) - rank(C.T_rows(d, a, b))
        log(f'n={n} ({a},{b}) D={d}: dim M={V.shape[0]} dim T={dT} equal={V.shape[0] == dT}')
        if d == Dmax: break
        V = rowbasis(np.vstack([C.shift(V, d, e) for e in [(1, 0, 0), (0, 1, 0), (0, 0, 1)]])); d += 1
