"""Exact relation between Lemma V's functionals (omegagen) and k189's forms (omegafun10), at one point:
m = 0: Omega_(ij,0) = Omega_ij;  m = 1: Omega_(ij,0) = l_k(q) Omega^(1)_ij and Omega_(ij,1) = -d_j Omega^(2)_ij.
usage: K189_S=s python spancheck2.py SEED"""
import sys
import numpy as np
from core10 import *
from omegafun10 import omegas, cross, TRIPLES
from omegagen import omegas_gen
seed = int(sys.argv[1])
als = {4: [(2, 2), (3, 1), (2, 1), (1, 2)], 5: [(3, 2), (4, 1), (2, 3), (1, 4), (3, 1), (2, 2), (1, 3)]}[S_]
for a in als:
    Sp = Setup(seed); O1 = omegas(Sp, *a, verbose=False); O2 = omegas_gen(Sp, *a, verbose=False)
    m = S_ - sum(a); ok = True
    for t, (i, j, k) in enumerate(TRIPLES):
        lin = lambda r, x, q: sum(Sp.W3[r][mm] * x[mm] * q[mm] for mm in range(3)) % P
        q = cross(Sp.W3[i], Sp.W3[j]); lk = lin(k, [1, 1, 1], q); dj = lin(j, [1, 1, 1], cross(Sp.W3[k], Sp.W3[i]))
        if m == 0:
            ok &= bool(np.array_equal(O2[t] % P, O1[t] % P))
        else:
            ok &= bool(np.array_equal(O2[2 * t] % P, lk * O1[2 * t] % P)) and bool(np.array_equal(O2[2 * t + 1] % P, (-dj) % P * O1[2 * t + 1] % P))
    print(f"s {S_} seed {seed} alpha' {a} (m = {m}): exact relation holds at all three points: {ok}; ranks {rank(O1)}, {rank(O2)}, together {rank(np.vstack([O1, O2]))}", flush=True)
