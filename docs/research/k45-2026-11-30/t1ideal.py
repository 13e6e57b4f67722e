"""T1 = Zk + sum_m D_m Zk in the (beta, gamma) picture: l123 T1 = span{ beta_m f Omega_m(z) }, and per gamma^nu the ideal
I_nu = (g_{m nu} = beta_m sum_i nu_i W3[i,m] lo_i : m = 1..3), lo_i = l123 / l_i, l = W3 beta.
Prints dim T1 (this picture), sum_nu dim I_nu(9).  usage: python t1ideal.py SEED"""
import sys, random
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec
seed = int(sys.argv[1]); k = 0
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
C = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'y1', 'y2', 'y3'), modulus=P)
X = C.gens(); b, y = X[:3], X[3:]; z0 = C.from_dict({})
l = [sum((int(W3[i][m]) * b[m] for m in range(3)), z0) for i in range(3)]
lo = [l[1] * l[2], l[0] * l[2], l[0] * l[1]]
m1 = sum((int(W4[k][i]) * y[i] for i in range(3)), z0)
S6 = [C.from_dict({e + (0, 0, 0): 1}) for e in kcore.monos(6)]
Zg = [m1 * C.from_dict({(0, 0, 0) + e: 1}) for e in kcore.monos(3)]
def N(i, f): return y[i] * f.derivative(3 + i)
gens = []
for m in range(3):
    for z in Zg:
        Om = sum((int(W3[i][m]) * lo[i] * N(i, z) for i in range(3)), z0)
        gens += [b[m] * f * Om for f in S6]
vm = [e + n for e in kcore.monos(9) for n in kcore.monos(4)]; idx = {v: i for i, v in enumerate(vm)}
def rk(polys, mons):
    ix = {v: i for i, v in enumerate(mons)}
    rows = [vec(p, ix) for p in polys]
    return nmod_mat(len(rows), len(mons), [x for r in rows for x in r], P).rank()
print(f"dim T1 (beta, gamma picture) = {rk(gens, vm)}")
tot = 0; out = []
m9 = [e + (0, 0, 0) for e in kcore.monos(9)]
for nu in kcore.monos(4):
    g = [b[m] * sum((nu[i] * int(W3[i][m]) * lo[i] for i in range(3)), z0) for m in range(3)]
    d = rk([gm * f for gm in g for f in S6], m9); tot += d; out.append(f"{nu}:{d}")
print("dim I_nu(9): " + " ".join(out)); print(f"sum = {tot}")
