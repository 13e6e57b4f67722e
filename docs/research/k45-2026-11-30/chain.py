"""Per-k chain for a block alpha' : add the operators C_g one at a time (in a fixed order) and record
dim of the span and s_g = dim{X in Zk : C_g X in previous span}.  usage: python chain.py SEED a2 a3"""
import sys, random
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, bimonos, ctx
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = 0
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]; z6 = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), z6) for r in range(3)]
vm = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vm)}
M6 = bimonos(6, 3)
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1 = mv(W4, gam)
Z = np.array([vec(m1[k] * ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6), vidx) for m in M6], dtype=np.int64)
def fm(A): A = np.asarray(A, dtype=np.int64) % P; return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
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
order = sorted([(x, y) for x in range(a2 + 1) for y in range(a3 + 1)], key=lambda g: (g[0] + g[1], g))
cur = np.zeros((0, len(vm)), dtype=np.int64); rcur = 0
for g in order:
    ev = np.array([cgam(m[:3], g[0], g[1]) for m in vm], dtype=np.int64)
    G = Z * ev % P
    new = np.vstack([cur, G]); rnew = fm(new).rank()
    s_g = 280 - (rnew - rcur)
    print(f"  add C_{g}: span {rcur} -> {rnew}; s_g = dim{{X : C_g X in previous span}} = {s_g}", flush=True)
    cur, rcur = new, rnew
