"""Diagnostics 4: Z3 cap L123, Z3 cap L123 cap M2, where L123 = {psi : c^nu-coefficient in l^nu l1 l2 l3 S_3(beta)}."""
import sys; sys.argv = ["x", "41"]
import numpy as np
from flint import nmod_mat
exec(open("diag45c.py").read().split("rU = fm(allb)")[0].split("exec(open(\"diag45.py\")")[0])
exec(open("diag45.py").read().split("S = np.vstack")[0])
exec(open("diag45c.py").read().split("rU = fm(allb)")[0].split("sys.argv = [\"x\", \"41\"]")[1].split("\n", 2)[2])
INU = {e: i for i, e in enumerate(NU)}
l123 = pm(pm(ell[0], ell[1]), ell[2])
rows = []
for nu in NU:
    lnu = {(0, 0, 0): 1}
    for i in range(3):
        for _ in range(nu[i]): lnu = pm(lnu, ell[i])
    base = pm(lnu, l123)
    for mb in monos(3):
        f = pm(base, {mb: 1})
        for kk in range(3):
            r = np.zeros(nb * nc * 3, dtype=np.int64)
            for e, v in f.items(): r[IMU[e] * 45 + INU[nu] * 3 + kk] = v
            rows.append(r)
L = np.array(rows)
rL = fm(L).rank(); rZL = fm(np.vstack([B, L])).rank()
print(f"dim L123 = {rL}; dim(Z3 cap L123) = {759 + rL - rZL}")
Kpsi = np.load("/tmp/d4r3c_Kpsi_s41.npy")
print(f"dim(Kpsi cap L123) = {45 + rL - fm(np.vstack([Kpsi, L])).rank()}")
# Z3 cap L123 basis, then intersect with M2
def inter_basis(X, Y):
    S = np.vstack([X, Y]); N, k = fm(S).transpose().nullspace()
    N = np.array([[int(N[r, s]) for s in range(k)] for r in range(N.nrows())], dtype=np.int64)
    co = N[:X.shape[0], :].T
    M = fm(co) * fm(X)
    return np.array([[int(M[r, s]) for s in range(M.ncols())] for r in range(M.nrows())], dtype=np.int64)
ZL = inter_basis(B, L)
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
M2rows = []
for kk in range(3):
    f = mul(form(kk, [1, 1, 1]), form(kk, [1, 1, 1]))
    for mb in monos(8):
        for mc in monos(2):
            r = np.zeros(nb * nc * 3, dtype=np.int64)
            for (eb, ec), v in mul(f, {(mb, mc): 1}).items(): r[IMU[eb] * 45 + INU[ec] * 3 + kk] = v
            M2rows.append(r)
M2 = np.array(M2rows)
rZL = fm(ZL).rank(); rM2 = fm(M2).rank()
print(f"dim(Z3 cap L123 cap M2) = {rZL + rM2 - fm(np.vstack([ZL, M2])).rank()}")
# Lambda-image test: which part of Z3 cap L123 maps into Z3?
ev = np.array([sum(lam[m] * MU[i][m] for m in range(3)) % P for i in range(nb)], dtype=np.int64)[np.repeat(np.arange(nb), nc * 3)]
LZL = ZL * ev % P
# dim{psi in ZL : Lambda psi in Z3} = dim ZL - (rank(B + Lambda ZL) - rank B)
print(f"dim{{psi in Z3 cap L123 : Lambda psi in Z3}} = {rZL - (fm(np.vstack([B, LZL])).rank() - 759)}")
