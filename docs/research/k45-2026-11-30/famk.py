"""Per-k explicit relation families for alpha' = (1,1) (block (18,1,1)), tested against the computed R_k.
usage: python famk.py SEED [k]"""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, inv3, mm, T, Setup, vec, ctx, bimonos, BV, GV, lin

seed = int(sys.argv[1]); k = int(sys.argv[2]) if len(sys.argv) > 2 else 0
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamlamp = [a * b % P for a, b in zip(lam, lamp)]
H2i = inv3(H2)
def Lnu(nu): return mm(mm(H2, [[nu[i] * (i == j) for j in range(3)] for i in range(3)]), H2i)
B = mm(W3, H2i)
prm = dict(L=Lnu(lam), B=B, Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
zero = ctx.from_dict({})
class Op:
    """Lambda0_nu on polynomials; apply(f) returns l123 * Lambda0_nu(f)."""
    def __init__(self, nu):
        L = Lnu(nu); self.Lb = [lin(L[i], BV) for i in range(3)]; BL = mm(B, L); self.lp = [lin(BL[i], BV) for i in range(3)]
    def D(self, f):
        out = S.l123 * sum((self.Lb[m] * f.derivative(m) for m in range(3)), zero)
        for i in range(3):
            out += GV[i] * self.lp[i] * S.lo[i] * f.derivative(3 + i)
        return out
ops = {"l": Op(lam), "lp": Op(lamp), "llp": Op(lamlamp)}
mk = S.m1[k]
def Fprime(op, G):
    """F = m1 l123 G -> F' with Lambda0(m1 F) = m1 F' (Lemma 1)."""
    Dm = op.D(mk); Dl = sum((op.lp[i] * S.lo[i] for i in range(3)), zero)
    return 2 * G * Dm + mk * (G * Dl + op.D(G))
M6 = bimonos(6, 3); n6 = len(M6); idx6 = {e: i for i, e in enumerate(M6)}
slots = [(0, 0), (0, 1), (1, 0), (1, 1)]
def relvec(d):
    v = [0] * (4 * n6)
    for s, f in d.items():
        vv = vec(f, idx6); si = slots.index(s)
        v[si * n6:(si + 1) * n6] = vv
    return v
fam = {"a_lam": [], "a_lamp": [], "b_C11": [], "comm": []}
for e in bimonos(3, 2):
    G = ctx.from_dict({e: 1}); F = mk * S.l123 * G
    Fl, Flp, Fllp = Fprime(ops["l"], G), Fprime(ops["lp"], G), Fprime(ops["llp"], G)
    fam["a_lam"].append(relvec({(0, 0): -Fl, (1, 0): F}))
    fam["a_lamp"].append(relvec({(0, 0): -Flp, (0, 1): F}))
    # C11 Y = Lambda(Lambda' Y) - Lambda_{lam lam'} Y = Lambda(m1 Flp) - m1 Fllp
    fam["b_C11"].append(relvec({(1, 1): F, (1, 0): -Flp, (0, 0): Fllp}))
    fam["comm"].append(relvec({(1, 0): Flp, (0, 1): -Fl}))
# computed R_k (same construction as relk.py)
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]; z6 = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), z6) for r in range(3)]
vmons = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vmons)}
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1o = mv(W4, gam)
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
eig = [np.array([cgam(mn[:3], x, y) for mn in vmons], dtype=np.int64) for (x, y) in slots]
pulled = [ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6) for m in M6]
base = np.array([vec(m1o[k] * f, vidx) for f in pulled], dtype=np.int64)
Amat = np.vstack([base * e % P for e in eig])
def fm(A): A = np.asarray(A, dtype=np.int64) % P; return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
MA = fm(Amat); rA = MA.rank()
print(f"k={k}: dim A_k = {rA}, dim R_k = {4*n6 - rA}", flush=True)
# check each family lies in R_k: rel * Amat == 0
allv = []
for name, vs in fam.items():
    V = np.array(vs, dtype=np.int64)
    prod = fm(V) * MA
    ok = all(int(prod[i, j]) == 0 for i in range(prod.nrows()) for j in range(prod.ncols()))
    allv += vs
    print(f"  family {name}: {len(vs)} vectors, rank {fm(V).rank()}, in R_k: {ok}; cumulative rank {fm(np.array(allv)).rank()}", flush=True)
print(f"({time.time()-t0:.0f}s)")
