r"""Conjecture 1 per input setting, with certified GF(p) ranks; the last-input cap; the Hadamard bound.

Conjecture 1 (Sec. 2.3.2) is stated "under the same conditions as in Theorem 1": any input space
:math:`\mathcal X` with linearly independent, square-integrable :math:`f_1..f_M`. Two settings answer it
differently (``docs/theory/proposition3.md``, Proposition 3):

* **M-symbol inputs** (:math:`\mathcal X` = :math:`M` symbols, :math:`f` one-hot; the thesis' tasks): a function on
  :math:`\mathcal X^T` *is* its one-hot grid tensor, so its separation rank is the rank of the
  :math:`M^{T/2} \times M^{T/2}` Start-End matrix, which no RAC lifts above the proven caps with :math:`K = M`
  (:func:`numerics.bounds.formulas.end_input_cap`). Where a cap is below the conjectured value the conjecture is
  *refuted* for every weight, not only almost every; :func:`check_symbols` also takes the certified rank there
  (it must sit at or below the cap) and, elsewhere, checks the rank reaches the value.
* **General inputs** (:math:`f` = identity on :math:`\mathbb R^M`): Claim 2 bounds the separation rank from below by
  the grid rank with *any* templates, so :func:`check` tries :math:`K = M, M+1, \dots` random templates up to the
  first :math:`K` whose cap reaches the bound (at most :data:`MAX_EXTRA_TEMPLATES` more). One instance at or above
  the bound proves the case for almost every RAC (Claim 5). A case still below is a *counterexample candidate* if
  some :math:`K` tried could have reached the bound, *undecided* if none could within :data:`MAX_GRID_ENTRIES`, and
  *refuted* only if a proven upper bound on the separation rank itself (:func:`general_upper_bound`) is below it.
"""

from __future__ import annotations

import numpy as np

from numerics import (
    certified_rank,
    conjecture1_bound,
    default_prime,
    depth2_ideal_bound,
    depth3_ideal_bound,
    end_state_bound,
    last_input_cap,
    multiset,
    rank_rational,
    upper_bounds,
)
from numerics.bounds.formulas import end_input_cap
from proofs.certificate import Certificate, check_budget

__all__ = [
    "CHECK",
    "CHECK_SYMBOLS",
    "CHECK_CAP",
    "CHECK_HADAMARD",
    "RECHECK_SEEDS",
    "MAX_EXTRA_TEMPLATES",
    "MAX_GRID_ENTRIES",
    "STATEMENT",
    "STATEMENT_SYMBOLS",
    "general_upper_bound",
    "symbol_upper_bound",
    "refuted_symbol_shapes",
    "check",
    "check_symbols",
    "check_cap",
    "check_hadamard",
    "cases",
    "cases_symbols",
    "cases_cap",
    "cases_hadamard",
    "SMALLEST_SYMBOL_COUNTEREXAMPLES",
]

STATEMENT = "Conjecture 1 (general inputs, K > M templates)"
STATEMENT_SYMBOLS = "Conjecture 1 (M-symbol inputs)"
CHECK = (
    "best certified GF(p) Start-End grid rank over K = M..M+4 random templates >= Conjecture 1's bound "
    "(Claim 2: any grid rank bounds sep from below); re-checked before reporting; refuted only below a proven "
    "upper bound on sep"
)
CHECK_SYMBOLS = (
    "sep = one-hot grid rank (K = M): refuted where the proven cap min(registry upper bounds, K = M) "
    "< Conjecture 1 (certified rank taken too, <= cap), else certified GF(p) rank >= the bound"
)
CHECK_CAP = "grid rank <= min{R,M,K} K^(T/2-1) for every RAC and K templates (x^T enters linearly); exact"
CHECK_HADAMARD = "rank(A o ... o A, p factors) <= ((rank A, p)), exact over Q"
RECHECK_SEEDS = 4
MAX_EXTRA_TEMPLATES = 4
MAX_GRID_ENTRIES = 10**7
#: The smallest (L, M, R, T) at which Conjecture 1 fails for M-symbol inputs, one per R (T = 4 is the smallest T
#: that fails; at T = 4 it fails iff R < M and ((R, L)) > R M, and M = R + 1 is the smallest admissible M).
SMALLEST_SYMBOL_COUNTEREXAMPLES = ((6, 3, 2, 4), (4, 4, 3, 4), (4, 5, 4, 4), (3, 6, 5, 4))


def _rank(L, M, R, T, seed, K=None, prime=None) -> int:
    return certified_rank(depth=L, M=M, R=R, T=T, K=K, trials=1, seed=seed, prime=prime).rank


def general_upper_bound(*, M: int, R: int, T: int, depth: int) -> int:
    r"""The best proven upper bound on the separation rank over general inputs (no grid): the end-input cap
    without templates, the end-state bound, the depth-2/3 ideal bounds and, at depth 1, :math:`R`. Each holds for
    grids of every size :math:`K`, and the separation rank is the supremum of the grid ranks."""
    L = depth
    out = [end_input_cap(M=M, R=R, T=T, depth=L), end_state_bound(R=R, T=T, depth=L)]
    out += [depth2_ideal_bound(M=M, R=R, T=T)] if L == 2 else []
    out += [depth3_ideal_bound(R=R, T=T)] if L == 3 else []
    out += [R] if L == 1 else []
    return min(out)


def symbol_upper_bound(*, M: int, R: int, T: int, depth: int) -> int:
    """The best proven upper bound on the separation rank for M-symbol inputs: every registry upper bound at
    ``K = M`` (the one-hot grid is the whole input space)."""
    return min(upper_bounds(depth=depth, M=M, R=R, T=T, K=M).values())


def refuted_symbol_shapes(*, max_depth: int, max_M: int, max_R: int, max_T: int) -> tuple:
    """Every ``(L, M, R, T)`` with ``L <= max_depth``, ``2 <= M <= max_M``, ``R <= max_R``, even ``T <= max_T`` where
    the proven one-hot cap is below Conjecture 1's value (formulas only, no ranks)."""
    return tuple(
        (L, M, R, T)
        for L in range(1, max_depth + 1)
        for M in range(2, max_M + 1)
        for R in range(1, max_R + 1)
        for T in range(2, max_T + 1, 2)
        if symbol_upper_bound(M=M, R=R, T=T, depth=L) < conjecture1_bound(M=M, R=R, T=T, depth=L)
    )


def check(*, M: int, R: int, T: int, depth: int, seed: int = 0, bound: int | None = None) -> Certificate:
    """General inputs. ``bound`` overrides Conjecture 1's value (for showing that the check can fail)."""
    L = depth
    bound = conjecture1_bound(M=M, R=R, T=T, depth=L) if bound is None else bound
    params = dict(M=M, R=R, T=T, depth=L, seed=seed)
    computed = "best certified GF(p) Start-End rank over the template counts tried"
    cap_at = lambda k: end_input_cap(M=M, R=R, T=T, depth=L, K=k)  # noqa: E731
    upper = general_upper_bound(M=M, R=R, T=T, depth=L)
    if upper < bound:
        return Certificate.compare(
            STATEMENT,
            params,
            "proven upper bound on sep over general inputs",
            upper,
            ">=",
            bound,
            size=0,
            refuted=True,
            cap=upper,
        )
    by_K = {M: _rank(L, M, R, T, seed)}
    K = M
    while max(by_K.values()) < bound and K < M + MAX_EXTRA_TEMPLATES and (K + 1) ** T <= MAX_GRID_ENTRIES:
        K += 1
        if cap_at(K) >= bound or K == M + MAX_EXTRA_TEMPLATES:
            by_K[K] = _rank(L, M, R, T, seed, K)
    r = max(by_K.values())
    details = {"size": M**T, "rank_by_K": by_K}
    if r < bound and all(cap_at(k) < bound for k in by_K):
        # no template count tried could reach the bound at all: out of budget, not evidence
        details["undecided"] = True
        return Certificate.compare(STATEMENT, params, computed, r, ">=", bound, **details)
    if r < bound:
        q = default_prime(max(M, R) * 64)  # a second, smaller prime
        Kmax = max(by_K)
        rechecks = [
            (s, pr, _rank(L, M, R, T, s, Kmax, pr))
            for s in range(seed + 1, seed + 1 + RECHECK_SEEDS)
            for pr in (None, q)
        ]
        details["rechecks"] = rechecks
        r = max([r] + [x[2] for x in rechecks])
        details["counterexample_candidate"] = r < bound
    return Certificate.compare(STATEMENT, params, computed, r, ">=", bound, **details)


def check_symbols(*, M: int, R: int, T: int, depth: int, seed: int = 0) -> Certificate:
    """M-symbol inputs: refuted below the proven cap (the certified rank must then be <= the cap, else the cap
    itself is wrong: ``bound_violated``), else the certified one-hot rank must reach the bound."""
    L = depth
    bound, cap = conjecture1_bound(M=M, R=R, T=T, depth=L), symbol_upper_bound(M=M, R=R, T=T, depth=L)
    r = _rank(L, M, R, T, seed)
    details = {"size": M**T, "rank": r, "cap": cap, "bound": bound, "bound_violated": r > cap}
    if cap < bound:
        details["refuted"] = True
        return Certificate.compare(
            STATEMENT_SYMBOLS,
            dict(M=M, R=R, T=T, depth=L, seed=seed),
            "proven cap on the one-hot grid rank (= sep for M-symbol inputs); certified rank in details",
            cap,
            ">=",
            bound,
            **details,
        )
    if r < bound:
        rechecks = [_rank(L, M, R, T, s) for s in range(seed + 1, seed + 1 + RECHECK_SEEDS)]
        details["rechecks"] = rechecks
        r = max([r] + rechecks)
        details["counterexample_candidate"] = r < bound
    return Certificate.compare(
        STATEMENT_SYMBOLS,
        dict(M=M, R=R, T=T, depth=L, seed=seed),
        "certified GF(p) one-hot Start-End rank",
        r,
        ">=",
        bound,
        **details,
    )


def check_cap(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    L = depth
    r = _rank(L, M, R, T, seed, K)
    cap = last_input_cap(M=M, R=R, T=T, K=K)
    return Certificate.compare(
        "Proposition (last-input cap, this lab)",
        dict(M=M, R=R, T=T, depth=L, K=K, seed=seed),
        "certified GF(p) grid rank vs min{R,M,K} K^(T/2-1)",
        r,
        "<=",
        cap,
        size=K**T,
        attained=r == cap,
    )


def check_hadamard(*, rank: int, power: int, n: int, seed: int = 0) -> Certificate:
    rng = np.random.default_rng(seed)
    A = (rng.integers(-3, 4, (n, rank)) @ rng.integers(-3, 4, (rank, n))).astype(object)
    r = rank_rational(A).rank
    H = A**power
    return Certificate.compare(
        "Conjecture 1 (Hadamard power, App. A.4)",
        dict(rank=rank, power=power, n=n, seed=seed),
        "exact rank of the Hadamard power vs ((rank A, p))",
        rank_rational(H).rank,
        "<=",
        multiset(r, power),
        size=n * n,
    )


def cases(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [
            dict(M=M, R=R, T=T, depth=L)
            for M in (2, 3, 4)
            for R in (1, 2, 3, 4)
            for T in (2, 4, 6)
            for L in (1, 2, 3, 4, 5)
            if M**T <= 4**6 and not (M == 4 and T == 6 and L > 3)
        ]
    return [
        dict(M=M, R=R, T=T, depth=L)
        for M in (2, 3, 4)
        for R in range(1, 7)
        for T in range(2, 13, 2)
        for L in range(1, 6)
        if M ** (T // 2) <= 1024
    ]


def cases_symbols(budget: str):
    """The general grid plus the smallest counterexamples (:data:`SMALLEST_SYMBOL_COUNTEREXAMPLES`)."""
    extra = [dict(M=M, R=R, T=T, depth=L) for (L, M, R, T) in SMALLEST_SYMBOL_COUNTEREXAMPLES]
    return cases(budget) + [c for c in extra if c not in cases(budget)]


def cases_cap(budget: str):
    check_budget(budget)
    Ks = (1, 2, 3, 5) if budget == "quick" else (1, 2, 3, 4, 5, 6)
    return [
        dict(M=M, R=R, T=T, depth=L, K=K)
        for M in (2, 4)
        for R in (1, 3, 5)
        for T in (2, 4)
        for L in (1, 2, 4)
        for K in Ks
        if K**T <= 5**4
    ]


def cases_hadamard(budget: str):
    check_budget(budget)
    return [
        dict(rank=r, power=p, n=n, seed=s)
        for r in (1, 2, 3)
        for p in (1, 2, 3, 4)
        for n in (6, 12)
        for s in range(1 if budget == "quick" else 3)
    ]
