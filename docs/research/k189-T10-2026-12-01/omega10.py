"""Lemma C's point ranks for any s (generalises k189's omega.py + omega3.py into one script; copied, not imported).
usage: K189_S=5 python omega10.py SEED a2 a3     (a2 + a3 = s or s - 1)
Prints: vanishing of the functionals on all generators of A_k (product form), dim A_k, Y, J, Y + J at the point,
rank of the functionals on J_k, the cofactor family X_t in J cap ker Omega, dim(Y + J cap ker Omega), and the bound
dim A_k <= UB(dim Y) + (c - rank Omega|_J) - dim(Y + J cap ker Omega)."""
import sys, time
import numpy as np
from math import comb
from core10 import *
from omegafun10 import omegas
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
def dv(a, b): return 0 if a < 0 or b < 0 else comb(a + 2, 2) * comb(b + 2, 2)
CJ = 3 * dv(N2 - 1, S_ - 1) - 3 * dv(N2 - 2, S_ - 2) + dv(N2 - 3, S_ - 3)     # Koszul count c_3 (Prop. 12)
# reviewed / proved generic upper bounds on dim Y_alpha (s = 4: d4r3 §2; s = 5: Prop. 42 fat points for |alpha'| = 5,
# yjets-T10 (unreviewed) for |alpha'| = 4)
UBY = {4: {(2, 2): 960, (3, 1): 942, (1, 3): 942, (2, 1): 894, (1, 2): 894},
       5: {(3, 2): 2796, (2, 3): 2796, (4, 1): 2748, (1, 4): 2748, (3, 1): 2682, (1, 3): 2682, (2, 2): 2712}}[S_][(a2, a3)]
Sp = Setup(seed)
print(f"s {S_} N2 {N2} NV {NV} seed {seed} P {P} alpha' ({a2},{a3}); c_3 = {CJ}; UB(dim Y) = {UBY}", flush=True)
Om = omegas(Sp, a2, a3)
n = len(Om)
Ag = Sp.A(a2, a3)
vals = mulT(Ag, Om)
print(f"  {len(Ag)} generators of A_k; the {n} functionals vanish on all of them: {not vals.any()}  ({time.time()-t0:.0f}s)", flush=True)
Ab = rowbasis(Ag); rA = len(Ab); del Ag
Yg = Sp.Y(a2, a3); nY = len(Yg)
Yb = rowbasis(Yg); rY = len(Yb); del Yg
Jg = Sp.J(a2, a3)
Jb = rowbasis(Jg); rJ = len(Jb)
rYJ = rank(np.vstack([Yb, Jb])); del Jb
print(f"  dim A_k {rA}, dim Y {rY} ({nY} gens), dim J {rJ} ({len(Jg)} gens), dim(Y + J) {rYJ}; A in Y: {rank(np.vstack([Yb, Ab])) == rY}  ({time.time()-t0:.0f}s)", flush=True)
print(f"  functionals on Y: rank {rank(mulT(Yb, Om))} (nonzero on Y needed for the gap)", flush=True)
OJ = mulT(Jg, Om); rOJ = rank(OJ)
print(f"  rank Omega on J ({n} x {len(Jg)} matrix): {rOJ}", flush=True)
piv = []
for t in range(len(Jg)):
    if rank(OJ[piv + [t]]) > len(piv): piv.append(t)
    if len(piv) == rOJ: break
D = OJ[piv]                                     # rOJ x n ; square iff rOJ == n
assert rOJ == n, "functionals not independent on J at this point"
from flint import nmod_mat
Dm = nmod_mat(n, n, [int(x) for x in D.ravel()], P)
Delta = int(Dm.det()); adj = Dm.inv() * Delta
adjn = np.array([[int(x) for x in row] for row in adj.tolist()], dtype=np.int64)
print(f"  pivot generators {piv}, Delta != 0: {Delta != 0}", flush=True)
Ct = mul(OJ, adjn)                               # |J| x n
X = ((Jg * Delta) % P - mul(Ct, Jg[piv])) % P
assert not mulT(X, Om).any()
Xb = rowbasis(X); rJK = len(Xb); del X, Jg
rYJK = rank(np.vstack([Yb, Xb]))
print(f"  cofactor family in J cap ker Omega: rank {rJK} (= dim J - rank Omega|_J: {rJK == rJ - rOJ}); dim(Y + J cap ker Omega) {rYJK}", flush=True)
print(f"  at the point: dim(Y cap J cap ker Omega) = {rY + rJK - rYJK}; A_k inside J cap ker Omega: {rank(np.vstack([Xb, Ab])) == rJK}", flush=True)
b = UBY + (CJ - rOJ) - rYJK
print(f"  BOUND: dim A_k <= {UBY} + ({CJ} - {rOJ}) - {rYJK} = {b}; per block 3 x {b} = {3 * b}   ({time.time() - t0:.1f} s)", flush=True)
