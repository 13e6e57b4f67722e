r"""Conjecture 1 on every case in budget, with certified GF(p) ranks, and the Hadamard-power bound of App. A.4.

A case whose random instance falls below :math:`\min\{(\!(\min\{M,R\}, (\!(T/2, L-1)\!))\!), M^{T/2}\}` is a
*counterexample candidate*: it is re-checked with other seeds and a second prime, and reported as a
candidate only if every re-check stays below (the rank of one instance can fall short by chance; the
Schwartz-Zippel bound of :mod:`numerics.certificate` says how rarely).
"""
from __future__ import annotations

import numpy as np

from numerics import conjecture1_bound, default_prime, grid_tensor, multiset, rank_mod_p, rank_rational, start_end
from racs import ModP, random_rac

from .certificate import Certificate, check_budget

CHECK = "certified GF(p) Start-End rank of random RACs >= Conjecture 1's bound (re-checked before reporting)"
CHECK_HADAMARD = "rank(A o ... o A, p factors) <= ((rank A, p)), exact over Q"
RECHECK_SEEDS = 4


def _rank(L, M, R, T, seed, p) -> int:
    return rank_mod_p(start_end(grid_tensor(random_rac(L, M, R, seed=seed, field=ModP(p)), T)), p).rank


def check(M: int, R: int, T: int, L: int, *, seed: int = 0, bound: int | None = None) -> Certificate:
    """``bound`` overrides Conjecture 1's value (for showing that the check can fail)."""
    bound = conjecture1_bound(M, R, T, L) if bound is None else bound
    p = default_prime(max(M, R))
    r = _rank(L, M, R, T, seed, p)
    details = {"size": M ** T, "prime": p}
    if r < bound:
        q = default_prime(max(M, R) * 64)  # a second, smaller prime
        rechecks = [(s, pr, _rank(L, M, R, T, s, pr)) for s in range(seed + 1, seed + 1 + RECHECK_SEEDS)
                    for pr in (p, q)]
        details["rechecks"] = rechecks
        r = max([r] + [x[2] for x in rechecks])
        details["counterexample_candidate"] = r < bound
    return Certificate.compare("Conjecture 1", dict(M=M, R=R, T=T, L=L, seed=seed),
                               "best certified GF(p) Start-End rank", r, ">=", bound, **details)


def check_hadamard(rank: int, power: int, n: int, *, seed: int = 0) -> Certificate:
    rng = np.random.default_rng(seed)
    A = (rng.integers(-3, 4, (n, rank)) @ rng.integers(-3, 4, (rank, n))).astype(object)
    r = rank_rational(A).rank
    H = A ** power
    return Certificate.compare("Conjecture 1 (Hadamard power, App. A.4)",
                               dict(rank=rank, power=power, n=n, seed=seed),
                               "exact rank of the Hadamard power vs ((rank A, p))", rank_rational(H).rank, "<=",
                               multiset(r, power), size=n * n)


def cases(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [dict(M=M, R=R, T=T, L=L) for M in (2, 3) for R in (1, 2, 3, 4) for T in (2, 4, 6, 8)
                for L in (1, 2, 3, 4)]
    return [dict(M=M, R=R, T=T, L=L) for M in (2, 3, 4) for R in range(1, 7) for T in range(2, 13, 2)
            for L in range(1, 6) if M ** (T // 2) <= 1024]


def cases_hadamard(budget: str):
    check_budget(budget)
    return [dict(rank=r, power=p, n=n, seed=s) for r in (1, 2, 3) for p in (1, 2, 3, 4) for n in (6, 12)
            for s in range(1 if budget == "quick" else 3)]
