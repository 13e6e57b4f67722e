"""Statement (B): P^(1)(N, 0), i.e. k[x,z]_(N-n-1) (pi_0 G + theta_z pi_0 G) = T_0^(1)(N), own code.
Usage: base_B.py n N1 N2 ...   (prints dim S, dim T, containment S <= T, deficit)."""
import sys, time
import numpy as np
from own import *

pt, _ = lab_point(1)
n = int(sys.argv[1]); Ns = [int(a) for a in sys.argv[2:]]
t0 = time.time()
m = Model(n, pt)
print(f"n={n}: nc={m.nc}, #gens={len(m.gens)}, dim pi_0 G={row_basis(m.pi(0)).shape[0]}, dim K_1(pi_0 G)={m.K(0,1).shape[0]}"
      f"  (model {time.time()-t0:.1f}s)", flush=True)
for N in Ns:
    t1 = time.time()
    S = m.S(0, N, 1)
    C = m.conditions(0, N, 1)
    contained = not (matmul_mod(C, S.T) % P).any()
    dS = rank_mod_p(S)
    dT = (N + 1) * m.nc - rank_mod_p(C)
    print(f"  N={N} (= n+{N-n}): dim S_0^(1) = {dS}, dim T_0^(1) = {dT}, S in T: {contained}, "
          f"P^(1)(N,0): {dS == dT and contained}, deficit {dT - dS}   ({time.time()-t1:.1f}s)", flush=True)
