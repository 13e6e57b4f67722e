"""Section 1: y(w) = (Phi_{w_1}..Phi_{w_L} lambda)(z_0) with Phi_x from the NOTE's explicit formula;
T_x formula vs hidden-state step; injectivity of Phi_x on V_j; Phi_x(V_j) inside W_{j+1}."""
import itertools, sys, time
import flint
from rev_rac2 import *
from common_inst import note42, rand_int

def lam_int(rac):
    B = flint.fmpz_mat(rac.WH2); det = int(B.det())
    inv = flint.fmpq_mat(rac.WH2).inv()
    adj = [[int(inv[i, j] * det) for j in range(rac.R)] for i in range(rac.R)]
    lam = [sum(rac.WO[i] * adj[i][k] for i in range(rac.R)) for k in range(rac.R)]
    return det, [{tuple([0] * rac.R): c} if c else {} for c in lam]

def check(rac, L, name):
    det, lam = lam_int(rac)
    z0 = rac.z0()
    R, M = rac.R, rac.M
    # T_x formula vs step from hidden states
    for x in range(M):
        a, g = z0
        ux = rac.u(x)
        phia = matvec([[rac.WH1[i][j] * ux[j] for j in range(R)] for i in range(R)], a, None)
        l = matvec([[rac.WI2[i][j] * ux[j] for j in range(R)] for i in range(R)], a, None)
        g2 = matvec(rac.WH2, [l[i] * g[i] for i in range(R)], None)
        assert (phia, g2) == tuple(rac.step(z0, x)), "T_x formula"
    bad = 0; n = 0
    for Lw in range(1, L + 1):
        for w in itertools.product(range(M), repeat=Lw):
            q = lam
            for x in reversed(w):     # Phi_{w_1}(Phi_{w_2}(...Phi_{w_L}(lambda)))
                q = Phi(rac, x, q)
            a, g = z0
            val = sum(g[k] * peval(q[k], a) for k in range(R))
            n += 1
            if val != det * rac.y(w):
                bad += 1
    print(f"{name}: words up to length {L}: {n} checked, mismatches {bad}")
    # injectivity of Phi_x on V_j and image in W_{j+1}
    for j in range(0, 4):
        mons_in = monomials(R, j); mons_out = monomials(R, j + 1)
        for x in range(M):
            rows = []
            for k in range(R):
                for m in mons_in:
                    q = [{} for _ in range(R)]; q[k] = {m: 1}
                    im = Phi(rac, x, q)
                    rows.append([im[i].get(mo, 0) for i in range(R) for mo in mons_out])
            rk = rank_Z(rows)
            print(f"  j={j} x={x}: rank Phi_x on V_j = {rk} (dim V_j = {R*len(mons_in)})")

if __name__ == "__main__":
  t = time.time()
  check(note42(), 8, "NOTE 4.2 instance (M=R=2)")
  check(rand_int(2, 3, 1), 6, "random int (M=2,R=3)")
  check(rand_int(3, 2, 2), 5, "random int (M=3,R=2)")
  print(f"wall {time.time()-t:.1f}s")
