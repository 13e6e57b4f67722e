"""Per-k relation spaces R_k for alpha' = (a2, a3): filtration by slots and divisibility of the slot projections.
usage: python relk.py SEED a2 a3 [k]"""
import sys, random, time, itertools
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, inv3, mm, T, Setup, vec, ctx, bimonos

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = int(sys.argv[4]) if len(sys.argv) > 4 else 0
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]
zero = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), zero) for r in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
vmons = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]
vidx = {m: i for i, m in enumerate(vmons)}
M6 = bimonos(6, 3); n6 = len(M6); idx6 = {e: i for i, e in enumerate(M6)}
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1 = mv(W4, gam)
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
slots = [(x, y) for x in range(a2 + 1) for y in range(a3 + 1)]
N = len(slots)
eig = [np.array([cgam(mn[:3], x, y) for mn in vmons], dtype=np.int64) for (x, y) in slots]
pulled = [e.compose(*(bp + gam), ctx=C6) for e in [ctx.from_dict({m: 1}) for m in M6]]
def tonp(M): return np.array([[int(M[i, j]) for j in range(M.ncols())] for i in range(M.nrows())], dtype=np.int64)
def fm(A): return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in np.asarray(A).ravel()], P)
def rk(A):
    A = np.asarray(A)
    return 0 if A.shape[0] == 0 else fm(A % P).rank()
base = np.array([vec(m1[k] * f, vidx) for f in pulled], dtype=np.int64)
A = np.vstack([base * e % P for e in eig])
MA = fm(A); r = MA.rank()
Nn, nn = MA.transpose().nullspace(); R = tonp(Nn)[:, :nn].T  # (nn, 280N)
print(f"k={k} alpha'=({a2},{a3}) slots {slots}: dim A_k = {r}, dim R_k = {nn}", flush=True)
# filtration: for every subset of slots forced to zero
for sub in itertools.chain.from_iterable(itertools.combinations(range(N), j) for j in range(1, N)):
    cols = np.hstack([R[:, s * n6:(s + 1) * n6] for s in sub])
    d = nn - rk(cols)
    print(f"  relations vanishing on slots {[slots[s] for s in sub]}: {d}")
# divisibility of slot projections
def space(polys):
    return np.array([vec(f, idx6) for f in polys], dtype=np.int64)
def mons_(db, dg): return [ctx.from_dict({e: 1}) for e in bimonos(db, dg)]
l = S.l; l123 = S.l123; mk = S.m1[k]
ans = {"m1 P(6,2)": space([mk * f for f in mons_(6, 2)]),
       "l123 P(3,3)": space([l123 * f for f in mons_(3, 3)]),
       "m1 l123 P(3,2)": space([mk * l123 * f for f in mons_(3, 2)]),
       "l123^2 P(0,3)": space([l123 ** 2 * f for f in mons_(0, 3)]),
       "m1^2 P(6,1)": space([mk ** 2 * f for f in mons_(6, 1)])}
for s in range(N):
    Fs = R[:, s * n6:(s + 1) * n6]; rF = rk(Fs)
    out = []
    for name, Aa in ans.items():
        out.append(f"{name}: {rF + rk(Aa) - rk(np.vstack([Fs, Aa]))}")
    print(f"  slot {slots[s]}: projection rank {rF}; cap " + "; ".join(out))
print(f"({time.time()-t0:.0f}s)")
