"""Check: span{h_k q^mu l : k in supp mu} (own construction) = span of the lab's thin_generators at special_point(1).
(Flat-jet notes §3 'Generators' as used by NOTES §0.) Also (OC), (OC') at S_p with own code."""
import sys, time
import numpy as np
from own import *
from proofs.general.depth4.thin.slices import thin_generators
from proofs.general.depth4.window_model import _monos

pt, sp = lab_point(1)
print("W3 =", pt.W3.tolist()); print("H2 =", pt.H2.tolist())
p = P
W3, H2 = pt.W3, pt.H2
# (OC): entries nonzero; rho_r distinct; ybar_s(rho_r) != 0; hbar_k(rho_r) != 0; (OC'): B_r2 != 0, Q_k independent
rho = [(int(W3[r, 2]), -int(W3[r, 0])) for r in range(3)]
ok = (W3 % p != 0).all() and (H2 % p != 0).all()
for r in range(3):
    for s in range(3):
        if s != r:
            ok &= (W3[s, 0] * rho[r][0] + W3[s, 2] * rho[r][1]) % p != 0
            ok &= (rho[r][0] * rho[s][1] - rho[r][1] * rho[s][0]) % p != 0
    for k in range(3):
        ok &= (H2[k, 0] * rho[r][0] + H2[k, 2] * rho[r][1]) % p != 0
print("(OC) at S_p:", bool(ok))
Q = []
for k in range(3):  # hbar_k * ybar_k coefficients of x^2, xz, z^2
    a, c = int(H2[k, 0]), int(H2[k, 2]); u, w = int(W3[k, 0]), int(W3[k, 2])
    Q.append([a * u % p, (a * w + c * u) % p, c * w % p])
print("(OC') B_r2 =", [int(v) for v in pt.B[:, 1]], "nonzero:", bool((pt.B[:, 1] % p != 0).all()),
      "; Q_k independent:", rank_mod_p(np.array(Q)) == 3)
for n in [int(a) for a in sys.argv[1:]] or [4, 5, 6]:
    t0 = time.time()
    m = Model(n, pt)
    pm = _monos(n + 1); cmL = _monos(n)
    pidx = {e: i for i, e in enumerate(pm)}; cidxL = {e: i for i, e in enumerate(cmL)}
    mine = np.zeros((len(m.gens), len(pm) * len(cmL)), np.int64)
    for g, (mu, k) in enumerate(m.gens):
        for s in range(3):
            kap = list(mu); kap[s] += 1; kap = tuple(kap)
            A = m.hy[(k, kap)]
            for tt in range(n + 2):
                for zz in range(n + 2 - tt):
                    if A[tt, zz]:
                        col = pidx[(n + 1 - tt - zz, tt, zz)] * len(cmL) + cidxL[kap]
                        mine[g, col] = (mine[g, col] + A[tt, zz]) % p
    lab = thin_generators(n=n, point=sp)
    labrows = lab.reshape(len(pm) * len(cmL), -1).T % p
    r1, r2, r12 = rank_mod_p(mine), rank_mod_p(labrows), rank_mod_p(np.concatenate([mine, labrows]))
    print(f"n={n}: #own gens {len(m.gens)} rank {r1}; lab gens {labrows.shape[0]} rank {r2}; union rank {r12};"
          f" spans equal: {r1 == r2 == r12}  ({time.time()-t0:.1f}s)", flush=True)
