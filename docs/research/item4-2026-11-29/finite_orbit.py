"""Finite-orbit family: W^{H,1} = I and W^{I,1} with entries +-1 (rank R), other weights random mod P.
Claim (PROVED in NOTE): a-points take <= 2^M directions, so rank S_W <= R 2^M for every s."""
import numpy as np
from rac2 import RAC, rank, rho2, P
from sides import W_basis_eval
for (M, R) in [(3, 3), (4, 3), (4, 4)]:
    rac = RAC(M, R, seed=21)
    rac.WH1 = np.eye(R, dtype=np.int64)
    rng = np.random.default_rng(4)
    while True:
        S = rng.choice([-1, 1], size=(R, M))
        if np.linalg.matrix_rank(S) == R: break
    rac.WI1 = S % P
    for s in range(2, 7):
        rho, D = rho2(M, R, s)
        if M**s > 2500: break
        a, g = rac.start_states(s)
        rS = rank(W_basis_eval(rac, a, g, s))
        Np = min(D, M**s) + 12
        ar = rng.integers(0, P, size=(Np, R)); gr = rng.integers(0, P, size=(Np, R))
        rE = rank(rac.end_values(ar, gr, s))
        print(dict(M=M, R=R, T=2*s, rankS=rS, S_target=min(D, M**s), bound_R2M=R * 2**M, rankE=rE, E_target=min(D, min(R, M) * M**(s-1))))
