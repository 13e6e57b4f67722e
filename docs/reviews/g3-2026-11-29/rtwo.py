"""Does J_0(n) + J_1(n) fill M''_{n,e} at a-degree e (two fibres)?  M'' from the lab's space(); the fibre rows are the
reviewer's (rcheck.low_rows); ranks by the lab's FLINT bridge (numerics.rank.flint_bridge.flint_rref_mod_p) for speed.
dim(J0 + J1) = dim J0 + dim J1 - dim(J0 ∩ J1), dim J_j = h - rank(C_j B), dim(J0 ∩ J1) = h - rank([C_0 B; C_1 B]).
Usage: python rtwo.py SEED n e1,e2,..."""
import sys, time
import numpy as np
from proofs.general.depth3 import l1_reduction as L
from numerics.rank.flint_bridge import flint_rref_mod_p
from rcheck import low_rows, p

def frank(M):
    return flint_rref_mod_p((M % p).astype(np.uint64), p)[1]

seed, n = int(sys.argv[1]), int(sys.argv[2])
fam = L.family(seed)
for e in [int(x) for x in sys.argv[3].split(",")]:
    t = time.time()
    E, B = L.space(fam, d=e, m=n, seed=seed + 7)
    h = B.shape[1]
    C0, C1 = B[low_rows(E, 0, n)], B[low_rows(E, 1, n)]
    r0, r1, r01 = frank(C0), frank(C1), frank(np.concatenate([C0, C1]))
    print(f"two fibres n={n} e={e} (2n+2={2*n+2}): dim M''={h} (h_n={L.target_dimension(n=n, k=e)}), "
          f"dim J_0={h-r0}, dim J_1={h-r1}, codim(J0+J1)={r0 + r1 - r01}; {time.time()-t:.1f}s", flush=True)
