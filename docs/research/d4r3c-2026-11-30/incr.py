"""Increments of the term-3 spaces: ranks of partial sums of C_gamma Z3 (seed 41, from z3.py's basis)."""
import sys; sys.argv = ["x", "41"]
import numpy as np
from flint import nmod_mat
exec(open("diag45.py").read().split("S = np.vstack")[0])
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
def cgam(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, f) in ((0, 0, 1), (1, 0, lam[m]), (0, 1, lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * f) % P
            poly = new
    return poly.get((g2, g3), 0)
cache = {}
def CZ(g):
    if g not in cache:
        d = np.array([cgam(MU[m], *g) for m in range(nb)], dtype=np.int64)[colmu]
        cache[g] = B * d % P
    return cache[g]
def r(gs):
    return fm(np.vstack([CZ(g) for g in gs])).rank()
seqs = {
 "edge j=1..4 (gamma_2 <= j)": [[(a, 0) for a in range(j + 1)] for j in range(5)],
 "(18,1,1) chain": [[(0, 0)], [(0, 0), (1, 0)], [(0, 0), (0, 1)], [(0, 0), (1, 0), (0, 1)], [(0, 0), (1, 0), (0, 1), (1, 1)]],
 "(17,2,1) chain": [[(0, 0), (1, 0), (0, 1), (1, 1), (2, 0)], [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1)]],
 "(16,2,2) / (16,3,1)": [[(a, b) for a in range(3) for b in range(3)], [(a, b) for a in range(4) for b in range(2)]],
}
for name, ss in seqs.items():
    print(name, flush=True)
    for gs in ss:
        print(f"   span of C_gamma Z3, gamma in {gs}: rank {r(gs)}", flush=True)
