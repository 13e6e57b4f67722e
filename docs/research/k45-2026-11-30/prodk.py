"""Per-k structure: (i) A_k = span{[u^g] (m1_k(gamma_v) gamma_v^e) * S_6 : g <= alpha', |e| = 3} (triangularity, NOTES 5.2);
(ii) the product ideal J_k * Y''_alpha: (m_k1, m_k2, m_k3) * ([u^b] gamma_v^e : b <= alpha', |e| = 3) * S_6 in degree (10,4).
gamma_v = c (.) W3 (v (.) beta), v = 1 + u2 lam + u3 lam'.  usage: python prodk.py SEED a2 a3 [k]"""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = int(sys.argv[4]) if len(sys.argv) > 4 else 0
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
    """coefficient of u2^a u3^b as a polynomial (in the same ctx, u-free)"""
    d = {}
    for e, v in f.to_dict().items():
        if e[6] == a and e[7] == b:
            d[e[:6] + (0, 0)] = v
    return C.from_dict(d)
gs = [(a, b) for a in range(a2 + 1) for b in range(a3 + 1)]
S6 = [C.from_dict({m + (0, 0, 0, 0, 0): 1}) for m in kcore.monos(6)]
vm = [a + b + (0, 0) for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vm)}
def rank_of(polys):
    rows = [vec(p, vidx) for p in polys]
    return nmod_mat(len(rows), len(vm), [x for r in rows for x in r], P).rank()
# (i)
gens = []
for e in kcore.monos(3):
    ge = Mv * gv[0] ** e[0] * gv[1] ** e[1] * gv[2] ** e[2]
    for (a, b) in gs:
        g = ucoef(ge, a, b)
        gens += [g * f for f in S6]
print(f"alpha'=({a2},{a3}) k={k}: (i) dim span [u^g](m1_k(gamma_v) gamma_v^e) S_6 = {rank_of(gens)}  ({time.time()-t0:.0f}s)", flush=True)
# (ii) product ideal
Jg = [ucoef(Mv, a, b) for (a, b) in [(0, 0), (1, 0), (0, 1)] if a <= max(a2, 1) and b <= max(a3, 1)]
Jg = [ucoef(Mv, 0, 0)] + ([ucoef(Mv, 1, 0)] if a2 >= 1 else []) + ([ucoef(Mv, 0, 1)] if a3 >= 1 else [])
Yg = []
for e in kcore.monos(3):
    ge = gv[0] ** e[0] * gv[1] ** e[1] * gv[2] ** e[2]
    for (a, b) in gs:
        Yg.append(ucoef(ge, a, b))
prod = [j * y * f for j in Jg for y in Yg for f in S6]
print(f"  (ii) dim (J_k * Y'')_(10,4) = {rank_of(prod)}  [J gens {len(Jg)}, Y'' gens {len(Yg)}]  ({time.time()-t0:.0f}s)", flush=True)
