"""A_k from its definition A_k = sum_{g <= alpha'} C_g(m1_k P) (k189's cgcheck.py for any s; copied, not imported):
C_g = [u^g] T_v, T_v beta^mu = prod_m (1 + u2 lam_m + u3 lamp_m)^mu_m beta^mu (diagonal on beta-monomials),
P = k[beta]_(N_2 - s) (x) k[gamma]_(s-1), gamma = c . W3 beta.  Checks the functionals vanish on every row, and
that the span equals core10's product-form A_k.   usage: K189_S=5 python cgcheck10.py SEED a2 a3"""
import sys, time, os
import numpy as np
from core10 import *
from omegafun10 import omegas
if os.environ.get("K189_FUN", "k189") == "gen":     # the unified functionals of omegagen.py
    from omegagen import omegas_gen as omegas
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
Sp = Setup(seed)
Om = omegas(Sp, a2, a3, verbose=False)
z = CTX.from_dict({})
gam = [Sp.c[i] * Sp.l[i] for i in range(3)]
m1 = sum((Sp.w[i] * gam[i] for i in range(3)), z)
F = monos(FD)
blocks = []
for e in monos(S_ - 1):
    d = (m1 * gam[0] ** e[0] * gam[1] ** e[1] * gam[2] ** e[2]).to_dict()
    mons = list(d.keys()); vals = np.array([int(d[m]) for m in mons], dtype=np.int64)
    blk = np.zeros((len(F), NV), dtype=np.int64)
    for r, f in enumerate(F):
        blk[r, [VIDX[(m[0] + f[0], m[1] + f[1], m[2] + f[2]) + tuple(m[3:6])] for m in mons]] = vals
    blocks.append(blk)
Zk = np.vstack(blocks)
def cg(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, fct) in ((0, 0, 1), (1, 0, Sp.lam[m]), (0, 1, Sp.lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * fct) % P
            poly = new
    return poly.get((g2, g3), 0)
allzero = True; parts = []
for g2 in range(a2 + 1):
    for g3 in range(a3 + 1):
        ev = np.array([cg(m[:3], g2, g3) for m in VM], dtype=np.int64)
        Bg = Zk * ev % P
        allzero &= not mulT(Bg, Om).any()
        parts.append(Bg)
Ad = np.vstack(parts); del parts
rAd = rank(Ad)
Ab = rowbasis(Sp.A(a2, a3))
print(f"s {S_} seed {seed} P {P} alpha' ({a2},{a3}): rank Zk {rank(Zk)}; A_k from C_g: rank {rAd}; the {len(Om)} functionals vanish on all {len(Ad)} rows: {allzero}; equals core10 A_k (rank {len(Ab)}): {rank(np.vstack([rowbasis(Ad), Ab])) == rAd == len(Ab)}  ({time.time()-t0:.0f}s)", flush=True)
