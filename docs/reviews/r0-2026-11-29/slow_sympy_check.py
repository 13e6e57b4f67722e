"""Slow, literal cross-check of rank_from_definition.py on tiny cases: sympy polynomials mu_m * p^a' * b^b',
sympy differentiation d/dp, substitution at the same points v_i, FLINT rank. Also chunk-size independence.
usage: python slow_sympy_check.py R n seed
"""
import sys
import time

import flint
import sympy as sp

import rank_from_definition as rd

R, n, seed = map(int, sys.argv[1:4])
t = time.time()
M, N1, P = R - 1, n * (n + 1) // 2, rd.P
W2, dd, ell, kap, gen = rd.weights(R, seed, "def")
import numpy as np

g = np.random.default_rng(seed + 777)
pts = []
for i in range(R):
    s = int(g.integers(1, P))
    pts.append([s * c % P for c in kap[i]])
p = sp.symbols(f"p0:{R}")
b = sp.symbols(f"b0:{R}")
mu = [sp.expand(sum(ell[j] * b[j] * sum(W2[j][k] * dd[m][k] * p[k] for k in range(R)) for j in range(R))) for m in range(M)]
cols = []
for m in range(M):
    for bp in rd.monos(R, n - 1):
        for ap in rd.monos(R, N1 - 1):
            cols.append(sp.Poly(mu[m] * sp.prod([p[k] ** ap[k] for k in range(R)]) * sp.prod([b[k] ** bp[k] for k in range(R)]), *b))
mat = []
for i in range(R):
    for be in rd.monos(R, n):
        for k in range(be[i]):
            for gm in rd.monos(R, k):
                row = []
                for F in cols:
                    Fb = F.coeff_monomial(sp.prod([b[c] ** be[c] for c in range(R)]))
                    dF = Fb
                    for c in range(R):
                        if gm[c]:
                            dF = sp.diff(dF, p[c], gm[c])
                    val = sp.Poly(dF, *p).eval(tuple(pts[i])) if dF != 0 else 0
                    row.append(int(val) % P)
                mat.append(row)
rk = flint.nmod_mat(mat, P).rank()
fast = rd.rank_CPhi(R, n, seed, "def")["rank"]
fast_small_chunk = rd.rank_CPhi(R, n, seed, "def", chunk=7)["rank"]
print(dict(R=R, n=n, seed=seed, rows=len(mat), cols=len(cols), sympy_rank=rk, fast_rank=fast,
           fast_rank_chunk7=fast_small_chunk, formula=rd.formula(R, n), wall_s=round(time.time() - t, 1)))
