"""End-to-end check from the RAC recurrence (own code): Z3 = span of the interior depth-3 RAC outputs (layers 2-4,
times 6..8, state at time 5 = (beta, c (.) W3 beta, g (.) W4(c (.) W3 beta)) symbolic), over random End inputs.
A_alpha = span{C_g Z3 : g <= alpha'}, C_g diagonal on beta-monomials ([u^g] prod_m (1 + u2 lam_m + u3 lamp_m)^mu_m,
lam = W2 e2 / W2 e1, lamp = W2 e3 / W2 e1).  Checks: rank A_alpha, and the functionals of omegafun / omega3fun
(built from W3, w = W4[k,:], lam, lamp) vanish on the g_k-component of every element of A_alpha.
usage: python e2e.py SEED NSAMPLES a2 a3"""
import sys, random, time
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
from core import P, VM, VIDX, monos, fm, tonp, rank
from omegafun import omegas
from omega3fun import omegas3
seed, NS, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
inv = lambda x: pow(x, P - 2, P)
lam = [W2[m][1] * inv(W2[m][0]) % P for m in range(3)]
lamp = [W2[m][2] * inv(W2[m][0]) % P for m in range(3)]
C9 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3', 'e1', 'e2', 'e3'), modulus=P)
X = C9.gens(); beta, c, g = X[:3], X[3:6], X[6:]
zero = C9.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), zero) for r in range(3)]
def mvs(W, x): return [sum(W[r][j] * x[j] for j in range(3)) % P for r in range(3)]
h3_5 = [c[i] * mv(W3, beta)[i] for i in range(3)]
h4_5 = [g[i] * mv(W4, h3_5)[i] for i in range(3)]
def run(h1, u7, u8):
    h2, h3, h4 = beta, h3_5, h4_5
    for step in range(3):
        if step == 1: h1 = [a * b % P for a, b in zip(mvs(H1, h1), u7)]
        if step == 2: h1 = [a * b % P for a, b in zip(mvs(H1, h1), u8)]
        w2h1 = mvs(W2, h1)
        h2 = [int(w2h1[r]) * x for r, x in enumerate(mv(H2, h2))]
        h3 = [a * b for a, b in zip(mv(H3, h3), mv(W3, h2))]
        h4 = [a * b for a, b in zip(mv(H4, h4), mv(W4, h3))]
    return h4
# columns: (mu, nu) in VM order, times k  -> index k*990 + VIDX
rows = []
for s in range(NS):
    wp = [rnd.randrange(P) for _ in range(3)]; u7 = [rnd.randrange(P) for _ in range(3)]
    for i in range(3):
        u8 = [int(i == j) for j in range(3)]
        for f in run(wp, u7, u8):
            v = np.zeros(3 * len(VM), dtype=np.int64)
            for mon, x in f.to_dict().items():
                kk = [t for t in range(3) if mon[6 + t] == 1]; assert len(kk) == 1 and sum(mon[6:]) == 1
                v[kk[0] * len(VM) + VIDX[tuple(mon[:6])]] = int(x)
            rows.append(v)
Z = np.array(rows)
Zb = tonp(fm(Z).rref()[0])[:rank(Z)]
print(f"seed {seed} P {P}: {len(rows)} End polynomials, rank Z3 = {len(Zb)}  ({time.time()-t0:.0f}s)", flush=True)
def cg(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, fct) in ((0, 0, 1), (1, 0, lam[m]), (0, 1, lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * fct) % P
            poly = new
    return poly.get((g2, g3), 0)
blocks = []
for x2 in range(a2 + 1):
    for x3 in range(a3 + 1):
        ev = np.array([cg(m[:3], x2, x3) for m in VM] * 3, dtype=np.int64)
        blocks.append(Zb * ev % P)
Aalpha = np.vstack(blocks)
print(f"alpha' ({a2},{a3}): rank A_alpha = {rank(Aalpha)}", flush=True)
class Pt: pass
allzero = True; rk = []
for k in range(3):
    S = Pt(); S.W3, S.w, S.lam, S.lamp = W3, W4[k], lam, lamp
    Om = omegas(S, a2, a3, verbose=False) if a2 + a3 == 4 else omegas3(S, a2, a3, verbose=False)
    comp = Aalpha[:, k * len(VM):(k + 1) * len(VM)]
    vals = tonp(fm(comp) * fm(Om).transpose())
    allzero &= not vals.any(); rk.append(rank(comp))
print(f"  ranks of the g_k-components: {rk}; all functionals vanish on them (k = 1, 2, 3): {allzero}  ({time.time()-t0:.0f}s)", flush=True)
