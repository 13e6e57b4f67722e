r"""Proposition (end-state bound, this lab): for every depth-:math:`L` RAC and any templates,
:math:`\mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \prod_{l} (\!(R, N_l)\!)` with
:math:`N_l = \binom{T/2-1+L-l}{L-l}` (proof: :func:`numerics.end_state_bound`). Checked with certified
GF(p) ranks of random RACs with one-hot and with random templates; the certificate also records whether
the bound is attained (it is at depth 2 with :math:`R \le M` wherever no smaller cap binds)."""
from __future__ import annotations

import numpy as np

from numerics import default_prime, end_state_bound, grid_tensor, rank_mod_p, start_end
from racs import ModP, random_rac

from .certificate import Certificate, check_budget

CHECK = "grid rank <= prod_l ((R, C(T/2-1+L-l, L-l))) for random RACs, one-hot and random templates; exact"


def check(M: int, R: int, T: int, L: int, K: int, *, seed: int = 0) -> Certificate:
    p = default_prime(max(M, R, K))
    rac = random_rac(L, M, R, seed=seed, field=ModP(p))
    F = None if K == M else ModP(p).random(np.random.default_rng([seed, K]), (K, M))
    r = rank_mod_p(start_end(grid_tensor(rac, T, templates=F)), p).rank
    bound = end_state_bound(R, T, L)
    return Certificate.compare("Proposition (end-state bound, this lab)", dict(M=M, R=R, T=T, L=L, K=K, seed=seed),
                               "certified GF(p) grid rank vs prod_l ((R, N_l))", r, "<=", bound,
                               size=K ** T, attained=r == bound)


def cases(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [dict(M=M, R=R, T=T, L=L, K=K) for M in (2, 3) for R in (1, 2, 3) for T in (2, 4, 6)
                for L in (1, 2, 3) for K in (M, M + 2) if K**T <= 5**6]
    return [dict(M=M, R=R, T=T, L=L, K=K) for M in (2, 3, 4) for R in (1, 2, 3, 4) for T in (2, 4, 6, 8)
            for L in (1, 2, 3, 4) for K in (M, M + 2) if K**T <= 6**8]
