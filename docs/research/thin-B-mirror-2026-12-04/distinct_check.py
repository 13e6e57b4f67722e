"""Control for the swap (helper-167): S_p^sigma is a genuinely different point, i.e. the generator space G at S_p^sigma
is not the generator space at S_p (so that equal ranks at the two points are not a tautology).
Prints rank G(S_p), rank G(S_p^sigma), rank of their union (as spaces of trivariate forms of degree n+1), for small n.
usage: distinct_check.py n [n ...]"""
import sys
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
for n in (int(v) for v in sys.argv[1:]):
    M = Model(n); Ms = Model(n, swap=True)
    A = M.flat(M.G4); B = Ms.flat(Ms.G4)
    rA, rB, rU = rank(A), rank(B), rank(np.concatenate([A, B]))
    print(f"n={n}: rank G(S_p) = {rA}, rank G(S_p^sigma) = {rB}, rank of union = {rU} "
          f"[{'DIFFERENT spaces' if rU > rA else 'SAME space'}]; G4 symmetric in (t,z)? {np.array_equal(M.G4 % P, M.G4.transpose(0,1,3,2) % P)}", flush=True)
