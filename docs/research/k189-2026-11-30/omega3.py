"""Bound for |alpha'| = 3 with the six functionals of omega3fun.  usage: python omega3.py SEED a2 a3"""
import sys, time
import numpy as np
from core import *
from omega3fun import omegas3
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time(); S = Setup(seed)
Om = omegas3(S, a2, a3)
Ag, Yg, Jg = S.A(a2, a3), S.Y(a2, a3), S.J(a2, a3)
def mulT(M, V): return tonp(fm(M) * fm(V).transpose())
vals = mulT(Ag, Om)
print(f"seed {seed} P {P} alpha' ({a2},{a3}): {len(Ag)} generators of A_k; the {len(Om)} functionals vanish on all of them: {not vals.any()}", flush=True)
rA, rY, rJ = rank(Ag), rank(Yg), rank(Jg)
print(f"  dim A_k {rA}, dim Y {rY}, dim J {rJ}, dim(Y + J) {rank(np.vstack([Yg, Jg]))}", flush=True)
OJ = mulT(Jg, Om); rOJ = rank(OJ); n = len(Om)
print(f"  rank Omega on J ({n} x {len(Jg)}): {rOJ}", flush=True)
piv = []
for t in range(len(Jg)):
    if rank(OJ[piv + [t]]) > len(piv): piv.append(t)
    if len(piv) == rOJ: break
D = fm(OJ[piv]); Delta = D.det(); adj = D.inv() * Delta
print(f"  pivot generators {piv}, Delta != 0: {int(Delta) != 0}", flush=True)
Ct = tonp(fm(OJ) * adj)
X = ((Jg * int(Delta)) % P - tonp(fm(Ct) * fm(Jg[piv]))) % P
assert not mulT(X, Om).any()
rJK = rank(X); rYJK = rank(np.vstack([Yg, X]))
print(f"  cofactor family in J cap ker Omega: rank {rJK} (= dim J - rank: {rJK == rJ - rOJ}); dim(Y + J cap ker Omega) {rYJK}", flush=True)
print(f"  at the point: dim(Y cap J cap ker Omega) = {rY + rJK - rYJK}; A_k inside it: {rank(np.vstack([X, Ag])) == rJK}", flush=True)
UBY = {(2, 1): 894, (1, 2): 894, (1, 1): 786}[(a2, a3)]
print(f"  BOUND: dim A_k <= {UBY} + (948 - {rOJ}) - {rYJK} = {UBY + 948 - rOJ - rYJK}   ({time.time() - t0:.1f} s)", flush=True)
