"""dim M_(a,b),D vs dim(M_(a,inf),D cap M_(inf,b),D) (own code). usage: inter.py n D a,b ..."""
import sys, numpy as np
sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
from ref import *
n, D = int(sys.argv[1]), int(sys.argv[2]); boxes = [tuple(int(v) for v in x.split(',')) for x in sys.argv[3:]]
C = ctx(n); G = C.generators()
for (a, b) in boxes:
    M = C.module(C.theta_box(G, a, b), D); MA = C.module(C.theta_box(G, a, None), D); MB = C.module(C.theta_box(G, None, b), D)
    ra, rb, rs = rank(MA), rank(MB), rank(np.vstack([MA, MB]))
    log(f'n={n} D={D} ({a},{b}): dim M_(a,b)={rank(M)}  dim(M_(a,inf) cap M_(inf,b))={ra + rb - rs}')
