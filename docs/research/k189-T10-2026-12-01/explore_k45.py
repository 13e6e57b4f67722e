"""[explore_k45.py: EXPLORATORY, not a proof.  k45 §2's kernel family for the edge (34,1,0) at s = 5:
 psi = sum_k g_k m1_k F_k with F_k = m1_k l1 l2 l3 G_k, G_k in k[beta]_(N_2 - s - 3) (x) k[gamma]_(s - 2) (1080 unknowns at s = 5);
 dim K = dim{G : psi in Z3, Lambda psi in Z3} at one point, against 2 dim Z3 - 4833 (the block rank).
 The Z3 part below is e2e10.py's.]
End-to-end check from the RAC recurrence at any s (k189's e2e.py generalised; copied, not imported).
Z3 = span of the interior depth-3 RAC outputs (layers 2-4, times s+2..2s; state at time s+1 =
(beta, c (.) W3 beta, g (.) W4(c (.) W3 beta)) symbolic; s - 1 steps), over random End inputs.
A_alpha = span{C_g Z3 : g <= alpha'}.  Checks that the functionals of omegafun10 (built from W3, w = W4[k,:],
lam = W2 e2 / W2 e1, lamp = W2 e3 / W2 e1) vanish on the g_k-component of every C_g Z3 row, every k, every g; and
(if RANKS=1) the ranks of Z3, of its g_k-projections and of the g_k-components of A_alpha.
Changes from e2e.py: s - 1 steps instead of 3 (times s+2..2s), degrees from core10, no rank of the full A_alpha
(too large at s = 5: only per-k components), vanishing checked block by block (C_g is diagonal).
usage: K189_S=5 [RANKS=1] python e2e10.py SEED NSAMPLES a2 a3"""
import sys, random, time, os
import numpy as np
from flint import nmod_mpoly_ctx
from core10 import P, VM, VIDX, NV, S_, N2, monos, rank, rowbasis, mulT, mul, u64, flint_rref_mod_p
from omegafun10 import omegas
if os.environ.get("K189_FUN", "k189") == "gen":     # the unified functionals of omegagen.py
    from omegagen import omegas_gen as omegas
seed, NS, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
RANKS = os.environ.get("RANKS", "0") == "1"
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
h3_0 = [c[i] * mv(W3, beta)[i] for i in range(3)]
h4_0 = [g[i] * mv(W4, h3_0)[i] for i in range(3)]
NSTEP = S_ - 1
def run(h1, us, ulast):
    h2, h3, h4 = beta, h3_0, h4_0
    for step in range(NSTEP):
        if step >= 1:
            u = us[step - 1] if step < NSTEP - 1 else ulast
            h1 = [a * b % P for a, b in zip(mvs(H1, h1), u)]
        w2h1 = mvs(W2, h1)
        h2 = [int(w2h1[r]) * x for r, x in enumerate(mv(H2, h2))]
        h3 = [a * b for a, b in zip(mv(H3, h3), mv(W3, h2))]
        h4 = [a * b for a, b in zip(mv(H4, h4), mv(W4, h3))]
    return h4
rows = []
for smp in range(NS):
    wp = [rnd.randrange(P) for _ in range(3)]
    us = [[rnd.randrange(P) for _ in range(3)] for _ in range(NSTEP - 2)]
    for i in range(3):
        ul = [int(i == j) for j in range(3)]
        for f in run(wp, us, ul):
            v = np.zeros(3 * NV, dtype=np.int64)
            for mon, x in f.to_dict().items():
                kk = [t for t in range(3) if mon[6 + t] == 1]; assert len(kk) == 1 and sum(mon[6:]) == 1
                v[kk[0] * NV + VIDX[tuple(mon[:6])]] = int(x)
            rows.append(v)
Z = np.array(rows); del rows
print(f"s {S_} seed {seed} P {P}: {len(Z)} End polynomials of bidegree ({VM[0][0]}, {sum(VM[0][3:])}, 1)  ({time.time()-t0:.0f}s)", flush=True)

Zb, r = flint_rref_mod_p(u64(Z), P); Zb = Zb[:r].astype(np.int64); del Z
piv = [int(np.nonzero(Zb[t])[0][0]) for t in range(r)]
print(f"  rank Z3 = {r}  ({time.time()-t0:.0f}s)", flush=True)
def resid(V):   # V - V[:, piv] Zb : zero iff the row lies in Z3 (Zb is in RREF)
    return (V - mul(V[:, piv], Zb)) % P
lam_ev = np.array([sum(lam[m] * mm[m] for m in range(3)) % P for mm in VM], dtype=np.int64)   # Lambda = C_(1,0)
Lam = np.tile(lam_ev, 3)
l = mv(W3, beta); l123 = l[0] * l[1] * l[2]
gam = [c[i] * l[i] for i in range(3)]
FD2 = N2 - S_ - 3
rows = []
for k in range(3):
    m1 = sum((int(W4[k][i]) * gam[i] for i in range(3)), zero)
    base = m1 * m1 * l123
    for e in monos(S_ - 2):
        be = base * gam[0] ** e[0] * gam[1] ** e[1] * gam[2] ** e[2]
        d = be.to_dict()
        for f in monos(FD2):
            v = np.zeros(3 * NV, dtype=np.int64)
            for mon, x in d.items():
                v[k * NV + VIDX[(mon[0] + f[0], mon[1] + f[1], mon[2] + f[2]) + tuple(mon[3:6])]] = int(x)
            rows.append(v)
Psi = np.array(rows); del rows
BR = {4: 1473, 5: 4833}[S_]      # block rank of (N_1 - 1, 1, 0): (19,1,0) at T = 8, (34,1,0) at T = 10
R1 = resid(Psi); R2 = resid(Psi * Lam % P)
r1, r2, r12 = rank(R1), rank(R2), rank(np.hstack([R1, R2]))
print(f"  unknowns {len(Psi)} (rank {rank(Psi)}); conditions psi in Z3: rank {r1}; Lambda psi in Z3: rank {r2}; together {r12}", flush=True)
print(f"  dim K (this family) at the point = {len(Psi) - r12}; needed for the block rank {BR}: 2 x {r} - {BR} = {2 * r - BR}  ({time.time()-t0:.0f}s)", flush=True)
