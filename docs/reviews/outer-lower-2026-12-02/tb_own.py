"""Reviewer's own thin-box model at the point S + coordinate W2 (independent of window_model.py).
Exact polynomial coefficients mod P (no sampling): V_0 = k[p]_(d-1) * G, G = span{ l(q) m'_j(H2 p, H3 q) (H3 q)^nu },
q = c ⊙ W3 p, L = 1, H3 = W3^(-T), W2 = [[1,0,0],[1,1,0],[1,0,1]], theta_l = p_l d/dp_l (Lemma K: X_(a,b) =
sum_{i<=a, j<=b} theta_2^i theta_3^j V_0).  usage: tb_own.py n seed [amax [columns a1,a2,..]]"""
import sys, time, random, itertools
import numpy as np
from math import comb
from numerics.rank.flint_bridge import flint_rref_mod_p
P = 1048573  # prime (differs from the helper's 1048571)
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
d, d1 = comb(n, 2), comb(n + 1, 2)
t0 = time.time()
def rmat(): return [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
def inv3(M):
    import sympy
    Mi = sympy.Matrix(M).inv_mod(P)
    return [[int(Mi[i, j]) % P for j in range(3)] for i in range(3)]
W3, H2 = rmat(), rmat()
W3inv = inv3(W3)
H3 = [[W3inv[j][i] for j in range(3)] for i in range(3)]  # (W3^T)^(-1) = (W3^(-1))^T
W2 = [[1, 0, 0], [1, 1, 0], [1, 0, 1]]
# polynomials: dict {(pexp(3), cexp(3)): coef}
def mul(A, B):
    R = {}
    for (pa, ca), x in A.items():
        for (pb, cb), y in B.items():
            k = (tuple(u + v for u, v in zip(pa, pb)), tuple(u + v for u, v in zip(ca, cb)))
            R[k] = (R.get(k, 0) + x * y) % P
    return {k: v for k, v in R.items() if v}
def add(A, B, s=1):
    R = dict(A)
    for k, v in B.items(): R[k] = (R.get(k, 0) + s * v) % P
    return {k: v for k, v in R.items() if v}
E = lambda i: tuple(1 if j == i else 0 for j in range(3))
Z = (0, 0, 0)
pvar = [{(E(i), Z): 1} for i in range(3)]
cvar = [{(Z, E(i)): 1} for i in range(3)]
def lin(coefs, vars_):
    R = {}
    for a, v in zip(coefs, vars_): R = add(R, {k: a * x % P for k, x in v.items()})
    return R
y = [lin(W3[r], pvar) for r in range(3)]
q = [mul(cvar[r], y[r]) for r in range(3)]
ell = lin([1, 1, 1], q)
bp = [lin(H2[l], pvar) for l in range(3)]             # b' = H2 p
cp = [lin(H3[l], q) for l in range(3)]                # c' = H3 q
W3T = [[W3[j][i] for j in range(3)] for i in range(3)]
ct = [lin(W3T[l], cp) for l in range(3)]              # c~' = W3^T diag(L) c'  (= q at S)
assert all(ct[l] == q[l] for l in range(3))
m = [None] * 3
for j in range(3):
    R = {}
    for l in range(3):
        if W2[l][j]: R = add(R, {k: W2[l][j] * v % P for k, v in mul(bp[l], ct[l]).items()})
    m[j] = R
def powprod(vs, nu):
    R = {(Z, Z): 1}
    for v, e in zip(vs, nu):
        for _ in range(e): R = mul(R, v)
    return R
Gs = []
for j in range(3):
    for nu in [(i, k, n - 2 - i - k) for i in range(n - 1) for k in range(n - 1 - i)]:
        Gs.append(mul(mul(ell, m[j]), powprod(cp, nu)))
pm = lambda D: [(i, j, D - i - j) for i in range(D, -1, -1) for j in range(D - i, -1, -1)]
PM, CM = pm(d1), pm(n)
pidx = {e: i for i, e in enumerate(PM)}; cidx = {e: i for i, e in enumerate(CM)}
ncol = len(PM) * len(CM)
rows = []
for kap in pm(d - 1):
    for g in Gs:
        v = np.zeros(ncol, dtype=np.uint64)
        for (pe, ce), x in g.items():
            v[pidx[tuple(a + b for a, b in zip(kap, pe))] * len(CM) + cidx[ce]] = x
        rows.append(v)
A = np.array(rows, dtype=np.uint64)
def basis(M):
    R, r = flint_rref_mod_p(M, P)
    return R[:r].copy(), r
B0, V = basis(A)
g2 = np.repeat(np.array([e[1] for e in PM], dtype=np.uint64), len(CM))
g3 = np.repeat(np.array([e[2] for e in PM], dtype=np.uint64), len(CM))
def th(M, g): return (M * g[None, :]) % P
def c3(D1, D2): return comb(D1 + 2, 2) * comb(D2 + 2, 2) - 3 * (D1 + D2)
print(f"n={n} seed={seed} P={P}: {len(Gs)} G-generators, V_0 spanned by {A.shape[0]} vectors of length {ncol}; "
      f"dim V_0 = {V} (c_3(d, n-1) = {c3(d, n - 1)}); J = c_3(d_1, n) = {c3(d1, n)}  [{time.time()-t0:.1f}s]", flush=True)
# slices pi_g(V_0), F_g, G_g
sl, ag, bg = [], [], []
for g in range(d1 + 1):
    cols = np.where(g2 == g)[0]
    sl.append(basis(B0[:, cols])[1] if len(cols) else 0)
def rk_cols(mask):
    cols = np.where(mask)[0]
    return basis(B0[:, cols])[1] if len(cols) else 0
Fdim = [V - rk_cols(g2 < g) for g in range(d1 + 2)]
Gdim = [V - rk_cols(g2 > g) for g in range(-1, d1 + 1)]   # Gdim[g+1] = dim G_g
ag = [Fdim[g] - Fdim[g + 1] for g in range(d1 + 1)]
bg = [Gdim[g + 1] - Gdim[g] for g in range(d1 + 1)]
print("slices dim pi_g(V_0):", sl, "sum (theta_2-hull) =", sum(sl))
print("a_g (computed):", ag); print("b_g (computed):", bg, flush=True)
# boxes, incrementally: X_(a,0) = V_0 + theta_2 X_(a-1,0);  X_(a,b) = X_(a,0) + theta_3 X_(a,b-1)
amax = int(sys.argv[3]) if len(sys.argv) > 3 else n + 2
dims = {}
Xa = B0; dims[(0, 0)] = V
rowX = {0: B0}
for a in range(1, amax + 1):
    Xa, r = basis(np.vstack([B0, th(Xa, g2)])); dims[(a, 0)] = r; rowX[a] = Xa
print("row b=0:", [dims[(a, 0)] for a in range(amax + 1)], f"[{time.time()-t0:.1f}s]", flush=True)
collist = [int(x) for x in sys.argv[4].split(',')] if len(sys.argv) > 4 else range(0, min(amax, n + 1) + 1)
for a in collist:
    Xab = rowX[a]
    for b in range(1, min(a, n) + 1):
        Xab, r = basis(np.vstack([rowX[a], th(Xab, g3)])); dims[(a, b)] = r
    print(f"column a={a}:", [dims[(a, b)] for b in range(0, min(a, n) + 1)], f"[{time.time()-t0:.1f}s]", flush=True)
import json
json.dump({"n": n, "seed": seed, "P": P, "V": V, "slices": sl, "a": ag, "b": bg,
           "dims": {f"{a},{b}": v for (a, b), v in dims.items()}}, open(f"tb_own_n{n}_seed{seed}.json", "w"))
print(f"done [{time.time()-t0:.1f}s]")
