"""Diagnostics 2: Kpsi = {psi in Z3 : Lambda psi in Z3} (edge j = 1), compared with Z3 cap (+)_k g_k (m1_k^2)."""
import sys
import numpy as np
from flint import nmod_mat
exec(open("diag45.py").read().split("S = np.vstack")[0])  # weights, B, LB, helpers
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def tonp(M):
    return np.array([[int(M[r, s]) for s in range(M.ncols())] for r in range(M.nrows())], dtype=np.int64)
S = np.vstack([B, LB])
Nsp, k = fm(S).transpose().nullspace()
Nn = tonp(Nsp)[:, :k]
coefpsi = (-Nn[B.shape[0]:, :].T) % P  # psi = combination of B with Lambda psi in Z3
Kpsi = tonp(fm(coefpsi) * fm(B))
print(f"dim Kpsi = {fm(Kpsi).rank()}")
exec(open("diag45.py").read().split("one = [1, 1, 1]")[0].split("IMU = ")[1].join(["IMU = ", ""]) if False else "")
IMU = {e: i for i, e in enumerate(MU)}; INU = {e: i for i, e in enumerate(NU)}
E = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
def form(kk, scale):
    d = {}
    for i in range(3):
        for m in range(3):
            key = (E[m], E[i]); d[key] = (d.get(key, 0) + W4[kk][i] * W3[i][m] * scale[m]) % P
    return d
def mul(f, g):
    o = {}
    for (a1, c1), v1 in f.items():
        for (a2, c2), v2 in g.items():
            key = (tuple(x + y for x, y in zip(a1, a2)), tuple(x + y for x, y in zip(c1, c2)))
            o[key] = (o.get(key, 0) + v1 * v2) % P
    return o
def ideal_rows(gensk, degb, degc, ks=(0, 1, 2)):
    rows = []
    for kk in ks:
        for f in gensk[kk]:
            for mb in monos(degb):
                for mc in monos(degc):
                    r = np.zeros(nb * nc * 3, dtype=np.int64)
                    for (eb, ec), v in mul(f, {(mb, mc): 1}).items():
                        r[IMU[eb] * 45 + INU[ec] * 3 + kk] = v
                    rows.append(r)
    return np.array(rows)
one = [1, 1, 1]
m1 = [form(kk, one) for kk in range(3)]
M2 = ideal_rows([[mul(m1[kk], m1[kk])] for kk in range(3)], 8, 2)
rM2 = fm(M2).rank(); rZM2 = fm(np.vstack([B, M2])).rank()
print(f"dim M2 = (+)_k g_k (m1_k^2)_(10,4) = {rM2}; dim(Z3 cap M2) = {759 + rM2 - rZM2}; "
      f"dim(Kpsi cap M2) = {45 + rM2 - fm(np.vstack([Kpsi, M2])).rank()}")
M3 = ideal_rows([[mul(mul(m1[kk], m1[kk]), m1[kk])] for kk in range(3)], 7, 1)
print(f"dim(Kpsi cap (m1^3)) = {45 + fm(M3).rank() - fm(np.vstack([Kpsi, M3])).rank()}, dim(Z3 cap (m1^3)) = {759 + fm(M3).rank() - fm(np.vstack([B, M3])).rank()}")
# per-k projections of Kpsi, and pairwise
colk = np.tile(np.arange(3), nb * nc)
for ks in ((0,), (1,), (2,), (0, 1)):
    sel = np.isin(colk, ks)
    print(f"  rank of Kpsi projected to g_{ks}: {fm(Kpsi[:, sel]).rank()}")
# c-structure: for psi in Kpsi, k-component as (beta-monomials x c-monomials) matrix ranks
colmu_ = np.repeat(np.arange(nb), nc * 3); colnu = np.tile(np.repeat(np.arange(nc), 3), nb)
ranks = []
for t in range(3):
    comp = Kpsi[t][colk == 0].reshape(nb, nc)
    ranks.append(fm(comp).rank())
print(f"  separability ranks (beta x c) of g_0-components of 3 Kpsi vectors: {ranks}")
# span of c-parts: stack all psi's g_0 components as (beta-mono) rows -> column space in c
allc = np.vstack([Kpsi[t][colk == kk].reshape(nb, nc) for t in range(45) for kk in range(3)])
print(f"  dim of c-space spanned by all components: {fm(allc).rank()}")
allb = np.vstack([Kpsi[t][colk == kk].reshape(nb, nc).T for t in range(45) for kk in range(3)])
print(f"  dim of beta-space spanned by all components: {fm(allb).rank()}")
np.save("/tmp/d4r3c_Kpsi_s41.npy", Kpsi)
