"""Per-k probe for alpha' = (a2,a3): compare A_k with Y_alpha cap J_k, per c^nu component and in total.
A_k = span [u^g](M_v Gamma_v^e) S_6; Y = span [u^g](Gamma_v^nu) S_6 (|nu| = 4); J = (M_v Taylor coeffs, order <= 1 in each u
that alpha' allows) * (bidegree (9,3)).  usage: python probe.py SEED a2 a3"""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = 0  # optional argv[4]: size of the c^nu subsets
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3', 'u2', 'u3'), modulus=P)
X = C.gens(); beta, c, u2, u3 = X[:3], X[3:6], X[6], X[7]
zero = C.from_dict({})
bv = [beta[m] * (1 + int(lam[m]) * u2 + int(lamp[m]) * u3) for m in range(3)]
lv = [sum((int(W3[i][m]) * bv[m] for m in range(3)), zero) for i in range(3)]
gv = [c[i] * lv[i] for i in range(3)]
Mv = sum((int(W4[k][i]) * gv[i] for i in range(3)), zero)
def ucoef(f, a, b):
    return C.from_dict({e[:6] + (0, 0): v for e, v in f.to_dict().items() if e[6] == a and e[7] == b})
gs = [(a, b) for a in range(a2 + 1) for b in range(a3 + 1)]
def mons6(db, dc): return [C.from_dict({m + n + (0, 0): 1}) for m in kcore.monos(db) for n in kcore.monos(dc)]
vm = [a + b + (0, 0) for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vm)}
def M_(polys):
    rows = [vec(p, vidx) for p in polys]
    return nmod_mat(len(rows), len(vm), [x for r in rows for x in r], P)
S6 = mons6(6, 0)
Agens = [ucoef(Mv * gv[0] ** e[0] * gv[1] ** e[1] * gv[2] ** e[2], a, b) * f for e in kcore.monos(3) for (a, b) in gs for f in S6]
Ygens = [ucoef(gv[0] ** e[0] * gv[1] ** e[1] * gv[2] ** e[2], a, b) * f for e in kcore.monos(4) for (a, b) in gs for f in S6]
Jlist = [(0, 0)] + ([(1, 0)] if a2 >= 1 else []) + ([(0, 1)] if a3 >= 1 else [])
Jgens = [ucoef(Mv, a, b) * f for (a, b) in Jlist for f in mons6(9, 3)]
A, Y, J = M_(Agens), M_(Ygens), M_(Jgens)
rA, rY, rJ = A.rank(), Y.rank(), J.rank()
YJ = M_(Ygens + Jgens).rank()
print(f"alpha'=({a2},{a3}) k={k}: dim A_k {rA}, dim Y {rY}, dim J {rJ}, dim(Y+J) {YJ}, dim(Y cap J) {rY + rJ - YJ}  ({time.time()-t0:.0f}s)", flush=True)
# per c^nu projections
def tonp(Mm): return np.array([[int(Mm[i, j]) for j in range(Mm.ncols())] for i in range(Mm.nrows())], dtype=np.int64)
Ar = tonp(A.rref()[0])[:rA]
nus = kcore.monos(4)
colnu = np.array([nus.index(m[3:6]) for m in vm])
def rk(a): return 0 if a.shape[0] == 0 else nmod_mat(a.shape[0], a.shape[1], [int(v) for v in a.ravel()], P).rank()
# Y cap J basis: left kernel of [Y; J] -> combos of Y rows
Ynp = tonp(Y.rref()[0])[:rY]; Jnp = tonp(J.rref()[0])[:rJ]
St = np.vstack([Ynp, Jnp]); Mt = nmod_mat(St.shape[0], St.shape[1], [int(v) for v in St.ravel()], P)
Nn, nn = Mt.transpose().nullspace()
coef = tonp(Nn)[:rY, :nn].T
YJb = tonp(nmod_mat(coef.shape[0], coef.shape[1], [int(v) for v in coef.ravel()], P) * nmod_mat(Ynp.shape[0], Ynp.shape[1], [int(v) for v in Ynp.ravel()], P))
print(f"  Y cap J basis rank {rk(YJb)}; A in Y cap J: {rk(np.vstack([YJb, Ar])) == rk(YJb)}")
out = []
for i, nu in enumerate(nus):
    a = rk(Ar[:, colnu == i]); b = rk(YJb[:, colnu == i])
    out.append(f"{nu}:{a}/{b}")
print("  per nu: dim proj_nu(A_k) / dim proj_nu(Y cap J): " + " ".join(out))
# A_k cap (c^nu-only) vs (Y cap J) cap (c^nu-only)
out = []
for i, nu in enumerate(nus):
    a = rA - rk(Ar[:, colnu != i]); b = YJb.shape[0] - rk(YJb[:, colnu != i])
    out.append(f"{nu}:{a}/{b}")
print("  per nu: dim(A_k cap c^nu S_10) / dim(YJ cap c^nu S_10): " + " ".join(out))
print(f"({time.time()-t0:.0f}s)")
# localisation: d(T) = rank(YJ on columns T) - rank(A on columns T) for pairs and triples of c^nu
import itertools
res = {}
for T in itertools.combinations(range(len(nus)), int(sys.argv[4]) if len(sys.argv) > 4 else 2):
    msk = np.isin(colnu, T)
    d = rk(YJb[:, msk]) - rk(Ar[:, msk])
    if d: res[T] = d
print("  pairs with d > 0: " + " ".join(f"{[nus[t] for t in T]}:{d}" for T, d in res.items()), flush=True)
print(f"({time.time()-t0:.0f}s)")
