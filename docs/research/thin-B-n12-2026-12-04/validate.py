"""Validation of blockstep.py against the direct trivariate computation (core.py as in helper-161's stepcheck.py):
dim k[p]_1 G_(a,b) in degree n+2 and deficit of t G_(a,b') in it, for several (a, b', b) incl. failing controls."""
import sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from blockstep import step

n = int(sys.argv[1])
M = Model(n)
for st in sys.argv[2:]:
    a, bp, b = (int(v) for v in st.split(','))
    t0 = time.time()
    L = M.flat(M.lin_mult(M.Gab4(a, b)))
    dimL = rank(L)
    dS = contained(M.flat(M.mul(M.Gab4(a, bp), (0, 1, 0))), L)
    d, per, dk, dimM, td = step(M, a, bp, low_b=b)
    print(f"n={n} (a,b',b)=({a},{bp},{b}): direct dim={dimL} deficit={dS} | block dim={dimM} deficit={d} per={per} top={dk} "
          f"[{'AGREE' if (dimL, dS) == (dimM, d) else 'DISAGREE'}] [{time.time()-t0:.1f}s]", flush=True)
