"""The three functionals Omega_ij (evaluation at q_ij = {l_i = l_j = 0}, c_k-free part, weighted) and the bound
dim A_k <= dim Y + (dim J - rank Omega|_J) - dim(Y + J cap ker Omega).   usage: python omega.py SEED a2 a3
(a2 + a3 = 4).  Prints every rank used by the proof in NOTES.md section 2."""
import sys, time
import numpy as np
from core import *
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
assert a2 + a3 == 4
t0 = time.time()
S = Setup(seed)
from omegafun import omegas
Om = omegas(S, a2, a3)
Ag, Yg, Jg = S.A(a2, a3), S.Y(a2, a3), S.J(a2, a3)
def mulT(M, V):  # M (n x 990) times V^T -> n x r  mod P
    return tonp(fm(M) * fm(V).transpose())
vals = mulT(Ag, Om)
print(f"seed {seed} P {P} alpha' ({a2},{a3}): {len(Ag)} generators of A_k; Omega vanishes on all of them: {not vals.any()}", flush=True)
rA, rY, rJ = rank(Ag), rank(Yg), rank(Jg)
print(f"  dim A_k {rA}, dim Y {rY}, dim J {rJ}, dim(Y + J) {rank(np.vstack([Yg, Jg]))}", flush=True)
OJ = mulT(Jg, Om)                                  # |J gens| x 3
rOJ = rank(OJ)
print(f"  rank Omega on J (3 x {len(Jg)} matrix): {rOJ}", flush=True)
# J cap ker Omega, via the cofactor family of NOTES: choose 3 generators with nonzero 3x3 determinant
piv = []
for t in range(len(Jg)):
    if rank(OJ[piv + [t]]) > len(piv): piv.append(t)
    if len(piv) == 3: break
D3 = fm(OJ[piv])            # 3x3: rows = generators, cols = Omegas
Delta = D3.det()
adj = D3.inv() * Delta      # adjugate
print(f"  pivot generators {piv}, Delta = det != 0: {int(Delta) != 0}", flush=True)
# x_t = Delta j_t - sum_s (OJ[t] adj^T...)  : want Omega(x_t) = 0:  OJ[t] Delta - c_t D3 = 0 -> c_t = OJ[t] D3^{-1} Delta = OJ[t] adj
Ct = tonp(fm(OJ) * adj)                            # |J| x 3
X = (tonp(fm(Jg) * nmod_mat(1, 1, [int(Delta)], P)[0, 0]) if False else (Jg * int(Delta)) % P)
X = (X - tonp(fm(Ct) * fm(Jg[piv]))) % P
assert not mulT(X, Om).any()
rJK = rank(X)
print(f"  cofactor family in J cap ker Omega: rank {rJK} (= dim J - rank Omega|_J: {rJK == rJ - rOJ})", flush=True)
rYJK = rank(np.vstack([Yg, X]))
print(f"  dim(Y + J cap ker Omega) {rYJK}", flush=True)
bound_pt = rY + rJK - rYJK
print(f"  at the point: dim(Y cap J cap ker Omega) = {bound_pt};  A_k inside it: {rank(np.vstack([X, Ag])) == rJK}", flush=True)
UBY = {(2, 2): 960, (3, 1): 942}[(a2, a3)]
print(f"  BOUND: dim A_k <= UB(dim Y) + (c_3 - rank Omega|_J) - dim(Y + J cap ker Omega)_point = {UBY} + ({948} - {rOJ}) - {rYJK} = {UBY + 948 - rOJ - rYJK}", flush=True)
print(f"  ({time.time() - t0:.1f} s)")
