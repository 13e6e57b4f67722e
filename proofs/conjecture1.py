r"""Conjecture 1 on every case in budget, with certified GF(p) ranks; the last-input cap; the Hadamard bound.

Conjecture 1 is about the separation rank, and Claim 2 bounds it from below by the grid-tensor rank for
*any* templates. With the thesis' :math:`M` one-hot templates the grid rank can never exceed
:func:`numerics.last_input_cap` :math:`\min\{R,M,K\}K^{T/2-1}`, which is below the conjectured value for
some :math:`R < M` (``docs/conjecture1.md``). So the check first uses :math:`K = M` templates and, if the
rank is short, :math:`K = M+1, M+2, \dots` random templates, up to the first :math:`K` whose cap reaches
the bound (and at most :data:`MAX_EXTRA_TEMPLATES` more). A case still below the bound is a
*counterexample candidate* if some template count tried could have reached the bound (its cap is at
least the bound), and *undecided* if none could within :data:`MAX_GRID_ENTRIES`. A candidate is re-checked with other seeds and a second prime, and reported only if
every re-check stays below.
"""
from __future__ import annotations

import numpy as np

from numerics import certified_rank, conjecture1_bound, default_prime, last_input_cap, multiset, rank_rational

from .certificate import Certificate, check_budget

__all__ = ["CHECK", "CHECK_ROUTE", "CHECK_CAP", "CHECK_HADAMARD", "RECHECK_SEEDS", "MAX_EXTRA_TEMPLATES",
           "MAX_GRID_ENTRIES", "check", "check_route", "check_cap", "check_hadamard", "cases", "cases_route",
           "cases_cap", "cases_hadamard"]

CHECK = ("best certified GF(p) Start-End grid rank over K >= M templates >= Conjecture 1's bound "
         "(re-checked before reporting)")
CHECK_ROUTE = ("with the thesis' K = M one-hot templates: cases below the bound, each at the proven cap "
               "min{R,M}M^(T/2-1)")
CHECK_CAP = "grid rank <= min{R,M,K} K^(T/2-1) for every RAC and K templates (x^T enters linearly); exact"
CHECK_HADAMARD = "rank(A o ... o A, p factors) <= ((rank A, p)), exact over Q"
RECHECK_SEEDS = 4
MAX_EXTRA_TEMPLATES = 4
MAX_GRID_ENTRIES = 10**7


def _rank(L, M, R, T, seed, K=None, prime=None) -> int:
    return certified_rank(depth=L, M=M, R=R, T=T, K=K, trials=1, seed=seed, prime=prime).rank


def check(*, M: int, R: int, T: int, depth: int, seed: int = 0, bound: int | None = None) -> Certificate:
    """``bound`` overrides Conjecture 1's value (for showing that the check can fail)."""
    L = depth
    bound = conjecture1_bound(M=M, R=R, T=T, depth=L) if bound is None else bound
    p = None  # the lab's prime rule (numerics.trial_prime)
    by_K = {M: _rank(L, M, R, T, seed)}
    K = M
    while (max(by_K.values()) < bound and K < M + MAX_EXTRA_TEMPLATES
           and (K + 1) ** T <= MAX_GRID_ENTRIES):
        K += 1
        if last_input_cap(M=M, R=R, T=T, K=K) >= bound or K == M + MAX_EXTRA_TEMPLATES:
            by_K[K] = _rank(L, M, R, T, seed, K)
    r = max(by_K.values())
    details = {"size": M ** T, "rank_by_K": by_K}
    if r < bound and all(last_input_cap(M=M, R=R, T=T, K=k) < bound for k in by_K):
        # no template count tried could reach the bound at all: out of budget, not evidence
        details["undecided"] = True
        return Certificate.compare("Conjecture 1", dict(M=M, R=R, T=T, depth=L, seed=seed),
                                   "best certified GF(p) Start-End rank over the template counts tried", r, ">=",
                                   bound, **details)
    if r < bound:
        q = default_prime(max(M, R) * 64)  # a second, smaller prime
        Kmax = max(by_K)
        rechecks = [(s, pr, _rank(L, M, R, T, s, Kmax, pr)) for s in range(seed + 1, seed + 1 + RECHECK_SEEDS)
                    for pr in (p, q)]
        details["rechecks"] = rechecks
        r = max([r] + [x[2] for x in rechecks])
        details["counterexample_candidate"] = r < bound
    return Certificate.compare("Conjecture 1", dict(M=M, R=R, T=T, depth=L, seed=seed),
                               "best certified GF(p) Start-End rank over the template counts tried", r, ">=", bound,
                               **details)


def check_route(*, M: int, R: int, T: int, depth: int, seed: int = 0) -> Certificate:
    """With K = M templates: either the bound is met, or the rank sits exactly at the last-input cap."""
    L = depth
    r = _rank(L, M, R, T, seed)
    bound, cap = conjecture1_bound(M=M, R=R, T=T, depth=L), last_input_cap(M=M, R=R, T=T)
    met = r >= bound
    return Certificate.compare("Conjecture 1 (M templates)", dict(M=M, R=R, T=T, depth=L, seed=seed),
                               "(bound met, or rank == cap < bound)", met or r == cap < bound, "==", True,
                               size=M ** T, short_of_bound=not met, rank=r, cap=cap, bound=bound)


def check_cap(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    L = depth
    r = _rank(L, M, R, T, seed, K)
    cap = last_input_cap(M=M, R=R, T=T, K=K)
    return Certificate.compare("Proposition (last-input cap, this lab)", dict(M=M, R=R, T=T, depth=L, K=K, seed=seed),
                               "certified GF(p) grid rank vs min{R,M,K} K^(T/2-1)", r, "<=", cap,
                               size=K ** T, attained=r == cap)


def check_hadamard(*, rank: int, power: int, n: int, seed: int = 0) -> Certificate:
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
        return [dict(M=M, R=R, T=T, depth=L) for M in (2, 3, 4) for R in (1, 2, 3, 4) for T in (2, 4, 6)
                for L in (1, 2, 3, 4, 5) if M**T <= 4**6 and not (M == 4 and T == 6 and L > 3)]
    return [dict(M=M, R=R, T=T, depth=L) for M in (2, 3, 4) for R in range(1, 7) for T in range(2, 13, 2)
            for L in range(1, 6) if M ** (T // 2) <= 1024]


cases_route = cases


def cases_cap(budget: str):
    check_budget(budget)
    Ks = (1, 2, 3, 5) if budget == "quick" else (1, 2, 3, 4, 5, 6)
    return [dict(M=M, R=R, T=T, depth=L, K=K) for M in (2, 4) for R in (1, 3, 5) for T in (2, 4)
            for L in (1, 2, 4) for K in Ks if K**T <= 5**4]


def cases_hadamard(budget: str):
    check_budget(budget)
    return [dict(rank=r, power=p, n=n, seed=s) for r in (1, 2, 3) for p in (1, 2, 3, 4) for n in (6, 12)
            for s in range(1 if budget == "quick" else 3)]
