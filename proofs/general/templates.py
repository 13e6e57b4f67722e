r"""Proposition 14 and Conjecture 15 (this lab, ``docs/theory/templates.md``): how many templates a grid
needs before its rank is the separation rank (issue 32, item 1).

* Proposition 14: with :math:`K \ge (\!(\min\{R, M\}, D_1)\!)` generic templates the grid rank equals
  :math:`\mathrm{sep}` (:func:`numerics.sufficient_templates`, proof in its docstring).
* Conjecture 15: :math:`K \ge (\!(\min\{R, M\}, D_{T/2+1})\!)` already suffices
  (:func:`numerics.end_side_templates`).
* Proposition 26: Conjecture 15 holds at depth 2 for every :math:`M \ge R` (every :math:`R`, :math:`T`), at depth 2
  with :math:`T = 4` for every :math:`M, R`, and at :math:`T = 2` for every depth and every RAC (a helper's proof,
  reviewed 2026-11-29; ``docs/theory/templates.md``).

Each case draws a random RAC over GF(p) (:func:`racs.random_rac`, seeded) and compares two ranks of it:

* the *reference*, the rank of its evaluation matrix at ``points`` random Start and End sequences, which is the
  separation rank of that RAC (over GF(p)) whenever ``points`` is at least that rank (the least proven cap, plus
  a margin, is used);
* the *grid rank*, the rank of its grid matrix with :math:`K` random templates on ``points`` Start and
  ``points`` End grid points, times :data:`OVERSAMPLE` (the whole grid when it has no more; otherwise distinct
  grid points drawn at random, so the value is a lower bound on the grid rank).

The grid rank is at most the reference by Claim 2 (a grid is a point set), so the check passes when they are
equal: the grid with :math:`K` templates sees the whole separation rank. A failure would be a grid rank below the
reference (for the conjecture: a counterexample candidate, to be re-drawn before it is believed).
"""

from __future__ import annotations

import numpy as np

from numerics import end_side_templates, rank_mod_p, sufficient_templates
from numerics.bounds import separation_cap
from proofs.certificate import Certificate, check_budget
from proofs.general.instance import PRIME, rac_evaluation_matrix
from racs import ModP, random_rac

__all__ = [
    "OVERSAMPLE",
    "STATEMENT",
    "CHECK",
    "STATEMENT_CONJECTURE",
    "CHECK_CONJECTURE",
    "grid_points",
    "grid_and_reference_ranks",
    "check",
    "cases",
    "check_conjecture",
    "cases_conjecture",
    "STATEMENT_DEPTH2",
    "CHECK_DEPTH2",
    "check_depth2",
    "cases_depth2",
]

#: Grid points drawn per side, as a multiple of the reference's point count.
OVERSAMPLE = 4

STATEMENT = "Proposition 14 (enough templates, this lab)"
CHECK = (
    "grid rank with K = ((min(R,M), D_1)) random templates == rank at random points (GF(p), random RAC): the grid "
    "sees all of sep"
)
STATEMENT_CONJECTURE = "Conjecture 15 (the End side's templates suffice)"
CHECK_CONJECTURE = (
    "grid rank with K = ((min(R,M), D_(T/2+1))) random templates == rank at random points (GF(p), random RAC)"
)


def grid_points(templates: np.ndarray, *, steps: int, count: int, rng: np.random.Generator) -> np.ndarray:
    r"""``(P, steps, M)`` points of the product grid of ``templates`` (``(K, M)``): all :math:`K^{\text{steps}}`
    of them in lexicographic order when there are at most ``count``, else ``count`` distinct ones drawn at
    random (their template indices uniform)."""
    K = templates.shape[0]
    if K**steps <= count:
        idx = np.stack(np.meshgrid(*[np.arange(K)] * steps, indexing="ij"), axis=-1).reshape(-1, steps)
    else:
        idx = np.unique(rng.integers(0, K, (count, steps)), axis=0)
        while idx.shape[0] < count:  # duplicates are rare (count << K^steps); redraw the missing ones
            more = rng.integers(0, K, (count - idx.shape[0], steps))
            idx = np.unique(np.concatenate([idx, more]), axis=0)
    return templates[idx]


def grid_and_reference_ranks(*, depth: int, M: int, R: int, T: int, K: int, points: int, seed: int) -> tuple:
    """``(grid_rank, reference_rank)`` of one random GF(p) RAC (module docstring)."""
    F = ModP(PRIME)
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=depth, M=M, R=R, seed=seed, field=F)
    s = T // 2
    ref = rank_mod_p(
        rac_evaluation_matrix(rac, F.random(rng, (points, s, M)), F.random(rng, (points, T - s, M))), PRIME
    ).rank
    templates = F.random(rng, (K, M))
    # a random subset of a grid may miss rank the whole grid has (grid points are not generic points), so the
    # grid side is sampled OVERSAMPLE times more densely than the reference
    starts = grid_points(templates, steps=s, count=OVERSAMPLE * points, rng=rng)
    ends = grid_points(templates, steps=T - s, count=OVERSAMPLE * points, rng=rng)
    return rank_mod_p(rac_evaluation_matrix(rac, starts, ends), PRIME).rank, ref


def _certificate(statement: str, K: int, *, depth: int, M: int, R: int, T: int, seed: int) -> Certificate:
    cap = separation_cap(depth=depth, M=M, R=R, T=T)
    points = cap + 4
    grid, ref = grid_and_reference_ranks(depth=depth, M=M, R=R, T=T, K=K, points=points, seed=seed)
    return Certificate.compare(
        statement,
        dict(depth=depth, M=M, R=R, T=T, K=K, seed=seed, p=PRIME),
        f"GF(p) rank of the grid matrix with K random templates ({OVERSAMPLE * points} grid points a side, or the"
        " whole grid)",
        grid,
        "==",
        ref,
        reference="rank at random points (the RAC's sep over GF(p))",
        least_cap=cap,
        grid_side=K ** (T // 2),
    )


def check(*, depth: int, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    """Proposition 14 at one shape: ``K = sufficient_templates(...)``."""
    K = sufficient_templates(depth=depth, M=M, R=R, T=T)
    return _certificate(STATEMENT, K, depth=depth, M=M, R=R, T=T, seed=seed)


def check_conjecture(*, depth: int, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    """Conjecture 15 at one shape: ``K = end_side_templates(...)``."""
    K = end_side_templates(depth=depth, M=M, R=R, T=T)
    return _certificate(STATEMENT_CONJECTURE, K, depth=depth, M=M, R=R, T=T, seed=seed)


_QUICK = [
    (2, 2, 2, 4),
    (2, 2, 3, 6),
    (2, 3, 2, 4),
    (3, 2, 2, 4),
    (3, 2, 3, 4),
    (3, 3, 3, 4),
    (4, 2, 2, 4),
    (2, 2, 4, 8),
]
_FULL = [(3, 2, 2, 6), (3, 2, 3, 6), (3, 3, 3, 6), (4, 2, 2, 6), (2, 3, 4, 8), (2, 4, 3, 6), (4, 3, 3, 4)]


def cases(budget: str) -> list:
    check_budget(budget)
    shapes = _QUICK if budget == "quick" else _QUICK + _FULL
    return [dict(depth=L, M=M, R=R, T=T) for L, M, R, T in shapes]


#: Shapes whose least proven cap is an ideal bound, not Proposition 2's End product: there the Start grid, not the
#: End side, could fall short at Conjecture 15's K.
_IDEAL_QUICK = [(2, 2, 3, 8), (3, 2, 2, 8), (2, 3, 5, 6)]
_IDEAL_FULL = [(3, 2, 2, 10), (2, 2, 4, 10), (2, 2, 3, 12), (4, 3, 2, 6)]


def cases_conjecture(budget: str) -> list:
    check_budget(budget)
    extra = _IDEAL_QUICK if budget == "quick" else _IDEAL_QUICK + _IDEAL_FULL
    return cases(budget) + [dict(depth=L, M=M, R=R, T=T) for L, M, R, T in extra]


STATEMENT_DEPTH2 = (
    "Proposition 26 (Conjecture 15 at depth 2 for M >= R, every R and T; at depth 2, T = 4 for every M, R; at T = 2"
    " for every depth and RAC, this lab)"
)
CHECK_DEPTH2 = (
    "grid rank with K = ((min(R,M), D_(T/2+1))) random templates (GF(p), random RAC) == the least proven cap (a cap"
    " for every RAC, so equality certifies the generic grid rank = sep)"
)


def check_depth2(*, depth: int, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    """Proposition 26 at one shape: the grid rank with Conjecture 15's ``K`` against the least proven cap."""
    if not (T == 2 or (depth == 2 and (M >= R or T == 4))):
        raise ValueError(
            f"(L, M, R, T)=({depth}, {M}, {R}, {T}): Proposition 26 needs T = 2, or L = 2 with M >= R or T = 4"
        )
    K = end_side_templates(depth=depth, M=M, R=R, T=T)
    cap = separation_cap(depth=depth, M=M, R=R, T=T)
    grid, ref = grid_and_reference_ranks(depth=depth, M=M, R=R, T=T, K=K, points=cap + 4, seed=seed)
    return Certificate.compare(
        STATEMENT_DEPTH2,
        dict(depth=depth, M=M, R=R, T=T, K=K, seed=seed, p=PRIME),
        "GF(p) rank of the grid matrix with Conjecture 15's K random templates vs the least proven cap",
        grid,
        "==",
        cap,
        reference=ref,
        grid_side=K ** (T // 2),
    )


def cases_depth2(budget: str) -> list:
    """Quick: five depth-2 shapes with M >= R, one with M < R at T = 4, two at T = 2 (seconds); full: more."""
    check_budget(budget)
    quick = [(2, 2, 2, 6), (2, 3, 3, 6), (2, 3, 2, 8), (2, 4, 3, 6), (2, 2, 4, 4), (3, 2, 3, 2), (4, 3, 2, 2)]
    full = [(2, 4, 4, 6), (2, 3, 3, 8), (2, 5, 3, 6), (2, 3, 5, 4), (5, 4, 4, 2)]
    return [dict(depth=L, M=M, R=R, T=T) for L, M, R, T in (quick if budget == "quick" else quick + full)]
