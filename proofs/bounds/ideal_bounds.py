r"""Proposition 12 (ideal bounds from either side of the cut, this lab; ``docs/theory/general-inputs.md``): for
every depth-:math:`L` RAC and any templates, the Start-End rank is at most :func:`numerics.end_ideal_bound`
(:math:`L \ge 2`), :func:`numerics.start_ideal_bound` and, at depth 4, :func:`numerics.depth4_ideal_bound` (proofs
in :mod:`numerics.bounds.depth4`, reviewed on 2026-11-28). Checked here with certified GF(p) grid ranks of random
RACs, one-hot and random templates, against each bound that applies; the certificate records whether the least of
them is attained. The pins the bounds give (sep equal to the bound for almost every RAC) are the rows of
``proofs.general.atlas_open``."""

from __future__ import annotations

from numerics import certified_rank, depth4_ideal_bound, end_ideal_bound, start_ideal_bound
from proofs.certificate import Certificate, check_budget

__all__ = ["STATEMENT", "CHECK", "check", "cases"]

STATEMENT = "Proposition 12 (ideal bounds, this lab)"
CHECK = (
    "grid rank <= end_ideal_bound (L >= 2), start_ideal_bound (L >= 2) and depth4_ideal_bound (L = 4) for random "
    "RACs, one-hot and random templates; exact GF(p)"
)


def _bounds(L: int, R: int, T: int) -> dict:
    out = {"end_ideal": end_ideal_bound(R=R, T=T, depth=L), "start_ideal": start_ideal_bound(R=R, T=T, depth=L)}
    if L == 4:
        out["depth4_ideal"] = depth4_ideal_bound(R=R, T=T)
    return out


def check(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    bounds = _bounds(depth, R, T)
    r = certified_rank(depth=depth, M=M, R=R, T=T, K=K, trials=1, seed=seed).rank
    least = min(bounds.values())
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, depth=depth, K=K, seed=seed),
        "certified GF(p) grid rank vs min(" + ", ".join(bounds) + ")",
        r,
        "<=",
        least,
        size=K**T,
        attained=r == least,
        bounds=bounds,
    )


def cases(budget: str):
    check_budget(budget)
    limit = 4**6 if budget == "quick" else 6**8
    Ms = (2, 3) if budget == "quick" else (2, 3, 4)
    return [
        dict(M=M, R=R, T=T, depth=L, K=K)
        for M in Ms
        for R in (2, 3)
        for T in (4, 6, 8)
        for L in (3, 4, 5)
        for K in (M, M + 1)
        if K**T <= limit
    ]
