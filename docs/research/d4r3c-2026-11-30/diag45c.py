"""Diagnostics 3: the 36-dim beta-space of Kpsi's components: which cubic divides it?"""
import numpy as np
from flint import nmod_mat
import sys; sys.argv = ["x", "41"]
exec(open("diag45.py").read().split("S = np.vstack")[0])
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
Kpsi = np.load("/tmp/d4r3c_Kpsi_s41.npy")
colk = np.tile(np.arange(3), nb * nc)
allb = np.vstack([Kpsi[t][colk == kk].reshape(nb, nc).T for t in range(45) for kk in range(3)])
IMU = {e: i for i, e in enumerate(MU)}
def pm(f, g):
    o = {}
    for a, v in f.items():
        for b, w in g.items():
            e = tuple(x + y for x, y in zip(a, b)); o[e] = (o.get(e, 0) + v * w) % P
    return o
E = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
def linf(row):
    return {E[m]: row[m] % P for m in range(3)}
ell = [linf(W3[i]) for i in range(3)]
ellp = [linf([W3[i][m] * lam[m] for m in range(3)]) for i in range(3)]
bet = [linf([1 if m == i else 0 for m in range(3)]) for i in range(3)]
H2b = [linf(H2[i]) for i in range(3)]
def multiples(Q, d):
    rows = []
    for m in monos(d):
        r = np.zeros(66, dtype=np.int64)
        for e, v in pm(Q, {m: 1}).items(): r[IMU[e]] = v
        rows.append(r)
    return np.array(rows)
rU = fm(allb).rank()
print("rank U =", rU)
cands = {"l1 l2 l3 (l = W3 beta)": pm(pm(ell[0], ell[1]), ell[2]), "beta1 beta2 beta3": pm(pm(bet[0], bet[1]), bet[2]),
         "(H2 beta)_1 (H2 beta)_2 (H2 beta)_3": pm(pm(H2b[0], H2b[1]), H2b[2]),
         "l'1 l'2 l'3": pm(pm(ellp[0], ellp[1]), ellp[2])}
for i in range(3):
    cands[f"l_{i}"] = ell[i]; cands[f"beta_{i}"] = bet[i]; cands[f"(H2beta)_{i}"] = H2b[i]
for name, Q in cands.items():
    d = 10 - sum(next(iter(Q)))
    M = multiples(Q, d)
    print(f"  U inside ({name}) S_{d}?  rank(U + .) - rank(.) = {fm(np.vstack([allb, M])).rank() - fm(M).rank()}")
