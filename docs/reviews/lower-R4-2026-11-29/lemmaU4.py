"""Lemma U's independence argument at R = 4, M = 3, exact over Z: for each k, the R x R matrix
E[j', j] = G_j(e_j', b_kj') with G_j = l_k(b*z) w^alpha (b*z)^beta, alpha = (N_1 - n) e_j, beta = (n - 1) e_r
(r with (b_kj * c_j)_r != 0), w = a * u, z = W2 w, one random u in H = col W^{I,1}, must be diagonal with
nonzero diagonal. usage: python lemmaU4.py wseed n"""
import sys, numpy as np
import sympy as sp
sys.path.insert(0, '/work/main')
from rac4 import draw_weights

p = 16777213; R, M = 4, 3
wseed, n = int(sys.argv[1]), int(sys.argv[2])
N1 = n * (n + 1) // 2
W = draw_weights(wseed, p, R, M, 'H3I')
WI1, WI2, WI3, WH1, WH2 = (sp.Matrix([[int(v) for v in row] for row in W[k]]) for k in ('WI1', 'WI2', 'WI3', 'WH1', 'WH2'))
u = WI1 * sp.Matrix([3, -7, 11])
allok = True
for k in range(R):
    lk = WI3[k, :]
    bs = []
    for j in range(R):
        cj = WI2[:, j]
        S = sp.Matrix([[sum(lk[i] * WH2[i, r] * cj[r] * (WI2 * sp.Matrix([WH1[q, j] * WI1[q, m] for q in range(R)]))[i]
                            for i in range(R)) for r in range(R)] for m in range(M)])
        ns = S.nullspace(); assert len(ns) == 1
        bs.append(ns[0])
    E = sp.zeros(R, R)
    for j in range(R):
        bc = bs[j].multiply_elementwise(WI2[:, j])
        r = next(i for i in range(R) if bc[i] != 0)
        for jp in range(R):
            a = sp.zeros(R, 1); a[jp] = 1
            w = a.multiply_elementwise(u); z = WI2 * w; bz = bs[jp].multiply_elementwise(z)
            E[jp, j] = (lk * bz)[0] * w[j] ** (N1 - n) * bz[r] ** (n - 1)
    off = sum(1 for x in range(R) for y in range(R) if x != y and E[x, y] != 0)
    diag = all(E[x, x] != 0 for x in range(R))
    allok &= off == 0 and diag
    print(f"wseed={wseed} n={n} k={k}: off-diagonal nonzeros {off}, diagonal all nonzero {diag}, det != 0 {E.det() != 0}")
print("ALL OK:", allok)
