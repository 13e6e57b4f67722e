"""Diagnostics of K = Z3 cap Lambda Z3 (edge j = 1), from z3.py's basis (same seed -> same weights)."""
import sys, random
import numpy as np
from flint import nmod_mat
from z3 import P, MU, NU, monos
seed = int(sys.argv[1])
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
import os
if os.environ.get('D4R3C_H4I'):
    H4 = [[int(i == j) for j in range(3)] for i in range(3)]
B = np.load("/tmp/d4r3c_Z3basis_s%d.npy" % seed)
nb, nc = 66, 15
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
colmu = np.repeat(np.arange(nb), nc * 3)
ev = np.array([sum(lam[m] * MU[i][m] for m in range(3)) % P for i in range(nb)], dtype=np.int64)[colmu]
LB = B * ev % P
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def tonp(M):
    return np.array([[int(M[r, s]) for s in range(M.ncols())] for r in range(M.nrows())], dtype=np.int64)
S = np.vstack([B, LB])
N = fm(S).transpose().nullspace()[0]  # columns = left-kernel vectors
k = fm(S).transpose().nullspace()[1]
Nn = tonp(N)[:, :k]  # (1518, k)
coef = Nn[:B.shape[0], :].T  # (k, 759)
K = tonp(fm(coef) * fm(B))
rK = fm(K).rank()
print(f"dim K = Z3 cap Lambda Z3 = {rK}")
# columns index: mu*45 + nu*3 + kk
colk = np.tile(np.arange(3), nb * nc)
for kk in range(3):
    print(f"  rank of g_{kk}-projection of K: {fm(K[:, colk == kk]).rank()}")
# bilinear forms in (beta, c): m1_k = (W4 (c . W3 beta))_k, m2_k = (W4 (c . W3 (lam . beta)))_k
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
one = [1, 1, 1]
def ideal_rows(gensk, degb, degc):
    rows = []
    for kk in range(3):
        for f in gensk[kk]:
            for mb in monos(degb):
                for mc in monos(degc):
                    r = np.zeros(nb * nc * 3, dtype=np.int64)
                    for (eb, ec), v in mul(f, {(mb, mc): 1}).items():
                        r[IMU[eb] * 45 + INU[ec] * 3 + kk] = v
                    rows.append(r)
    return np.array(rows)
for name, gk, db, dc in (("(m1_k m2_k)", [[mul(form(kk, one), form(kk, lam))] for kk in range(3)], 8, 2),
                         ("(m1_k)", [[form(kk, one)] for kk in range(3)], 9, 3),
                         ("(m2_k)", [[form(kk, lam)] for kk in range(3)], 9, 3)):
    M = ideal_rows(gk, db, dc)
    rM = fm(M).rank(); rKM = fm(np.vstack([M, K])).rank()
    print(f"  ideal (+)_k g_k {name}: dim {rM}; dim(K cap it) = {rK + rM - rKM}")
    rZM = fm(np.vstack([M, B])).rank()
    print(f"     dim(Z3 cap it) = {B.shape[0] + rM - rZM}")
# K cap (g_k-only subspace) for each k
for kk in range(3):
    Gk = np.eye(nb * nc * 3, dtype=np.int64)[colk == kk] if False else None
for kk in range(3):
    others = colk != kk
    # elements of K supported on g_kk only: left kernel of K restricted to other columns
    Ko = K[:, others]
    print(f"  dim(K cap g_{kk}-only) = {rK - fm(Ko).rank()}")
