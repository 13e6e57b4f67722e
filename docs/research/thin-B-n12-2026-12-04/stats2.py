"""Pieces of the RS(b', g) pair span (helper-164): A = Σ_(j∈{b'-2,b'-1}) C(θ_z,j) π_g G, B0 = Σ_j C(θ_z,j) π_(g+1) G,
B = x B0 + z B0; prints rank A, rank B0, rank B, rank(A+B) = span, union with target, and dim(A ∩ B).
usage: stats2.py n b',g [...]  (env SEED)"""
import sys, os, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from rs_stats import binC, bmul, fl

n = int(sys.argv[1]); seed = int(os.environ.get('SEED', '1'))
M = Model(n, seed=seed)
for st in sys.argv[2:]:
    t0 = time.time()
    bp, g = (int(v) for v in st.split(','))
    J = (bp - 2, bp - 1)
    A = np.concatenate([fl(binC(M.pi(g), j)) for j in J])
    B0s = [binC(M.pi(g + 1), j) for j in J]
    B0 = np.concatenate([fl(X) for X in B0s])
    B = np.concatenate([fl(bmul(X, w)) for X in B0s for w in (0, 1)])
    T = fl(binC(M.pi(g), bp))
    rA, rB0, rB = rank(A), rank(B0), rank(B)
    rS = rank(np.concatenate([A, B])); rU = rank(np.concatenate([A, B, T]))
    print(f"n={n} ({bp},{g}): rank A {rA}, B0 {rB0}, B {rB} (2·B0 - B = {2*rB0-rB}), span {rS}, A∩B {rA+rB-rS}, "
          f"union {rU}, deficit {rU-rS} [{time.time()-t0:.1f}s]", flush=True)
