"""Control for closureN.py: the elements F = c^kappa b_1 b_2 b_3 b^mu' g lie in J_k = (m_k1, m_k2, m_k3) (the lab's
fat_points._ideal_rows), at T = 6, 8 (seed 1, k = 0): rank([J; F]) == rank(J); and a negative control (F without the
factor b_1 b_2 b_3) raises the rank."""
import sys
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import fat_points as fp
from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.free_states import exponents
P = fp.PRIME
for T in (6, 8):
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]; N2 = comb(s + 1, 2)
    n, W4, _ = fp._weights(1)
    ib, ic = fp._index(N2), fp._index(s); nb = len(ib); D = nb * len(ic)
    J = fp._basis(fp._ideal_rows(n, W4, 0, (0, 1, 2), N2, s, ib, ic))
    powers = fp._powers(n, s); rng = np.random.default_rng(5)
    a = (n1 - 2, 1, 1)
    for shift, label in (((1, 1, 1), "with b1 b2 b3"), ((0, 0, 0), "control, without")):
        mus = [tuple(mu) for mu in exponents(3, N2 - s - sum(shift)).tolist()]
        F = np.zeros((60, D), dtype=np.uint64)
        kl = list(powers.keys())
        for t in range(60):
            kap = kl[rng.integers(len(kl))]
            gens = [g for beta, g in powers[kap].items() if all(x <= y for x, y in zip(beta, a))]
            g = gens[rng.integers(len(gens))]; mu = mus[rng.integers(len(mus))]
            for eb, v in g.items():
                e = tuple(eb[x] + mu[x] + shift[x] for x in range(3))
                F[t, ic[kap] * nb + ib[e]] = (int(F[t, ic[kap] * nb + ib[e]]) + v) % P
        r0 = flint_rank_mod_p(J, P, threads=1)[0]; r1 = flint_rank_mod_p(np.vstack([J, F]), P, threads=1)[0]
        print(f"T={T} {label}: rank J = {r0}, rank [J; F] = {r1} -> {'in J' if r0 == r1 else 'NOT in J'}", flush=True)
