"""Independent check of A_k from its definition A_k = sum_{g <= alpha'} C_g(m1_k P), C_g = [u^g] T_v,
T_v beta^mu = prod_m (1 + u2 lam_m + u3 lamp_m)^mu_m beta^mu (diagonal on beta-monomials), P = k[beta]_6 (x) k[gamma]_3,
gamma = c . W3 beta; and Omega_ij vanishes on it.   usage: python cgcheck.py SEED a2 a3"""
import sys
import numpy as np
from core import *
seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
S = Setup(seed)
from omegafun import omegas
from omega3fun import omegas3
Om = omegas(S, a2, a3, verbose=False) if a2 + a3 == 4 else omegas3(S, a2, a3, verbose=False)
z = CTX.from_dict({})
gam = [S.c[i] * S.l[i] for i in range(3)]
m1 = sum((S.w[i] * gam[i] for i in range(3)), z)
rows = []
for e in monos(3):
    base = m1 * gam[0] ** e[0] * gam[1] ** e[1] * gam[2] ** e[2]
    d = base.to_dict()
    for f in monos(6):
        v = np.zeros(len(VM), dtype=np.int64)
        for mon, x in d.items():
            v[VIDX[(mon[0] + f[0], mon[1] + f[1], mon[2] + f[2]) + tuple(mon[3:6])]] = int(x)
        rows.append(v)
Zk = np.array(rows)
def cg(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, fct) in ((0, 0, 1), (1, 0, S.lam[m]), (0, 1, S.lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * fct) % P
            poly = new
    return poly.get((g2, g3), 0)
blocks = []
for g2 in range(a2 + 1):
    for g3 in range(a3 + 1):
        ev = np.array([cg(m[:3], g2, g3) for m in VM], dtype=np.int64)
        blocks.append(Zk * ev % P)
Ad = np.vstack(blocks)
vals = tonp(fm(Ad) * fm(Om).transpose())
print(f"seed {seed} P {P} alpha' ({a2},{a3}): rank Zk {rank(Zk)}; A_k from C_g: rank {rank(Ad)}; Omega vanishes on all {len(Ad)} rows: {not vals.any()}; equals core A_k: {rank(np.vstack([Ad, S.A(a2, a3)])) == rank(Ad)}")
