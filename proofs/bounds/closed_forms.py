r"""Closed forms at depths 3 and 4, conjectured from the atlas and tested on held-out cases (this lab;
``docs/theory/conjecture8.md``, Conjecture 8).

The fit: for each depth, among the sets of proven upper bounds of :data:`numerics.BOUNDS` (with :math:`K = M`
one-hot templates), the smallest set :math:`B` (ties: registry order) with
:math:`\mathrm{rank} = \min_{b \in B} b(M, R, T)` on every *training* row of the committed atlas
(:func:`numerics.atlas.doc.committed_atlas`; training: :math:`T \le` :data:`TRAIN_MAX_T` and
:math:`R \le` :data:`TRAIN_MAX_R`). The conjecture is that this least proven upper bound *is* the generic rank.
Since every member is a proven upper bound, the formula can only fail one way: a certified rank below it (after
re-checks); a rank above it would be a broken bound (``bound_violated``, a failure of the lab).

:func:`evaluate` compares the fitted formula with held-out rows (the rest of the atlas, plus
:func:`heldout_cases`: larger :math:`M` and :math:`R`, and in the full budget larger :math:`T` at depth 3, computed
with :func:`numerics.certified_rank`).
:func:`check` is one held-out case as a registered check; :func:`check_least` tests the refined conjecture (the
least of *all* proven upper bounds is the generic rank) on the same cases.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

from numerics import BOUNDS, certified_rank, upper_bounds
from numerics.atlas.doc import committed_atlas, one_hot_rows
from numerics.atlas.run import case_method
from proofs.certificate import Certificate, check_budget

__all__ = [
    "STATEMENT",
    "CHECK",
    "STATEMENT_LEAST",
    "CHECK_LEAST",
    "TRAIN_MAX_T",
    "TRAIN_MAX_R",
    "RECHECK_SEEDS",
    "LONG_CASES",
    "Fit",
    "split_rows",
    "fit",
    "atlas_fit",
    "predict",
    "evaluate",
    "heldout_cases",
    "check",
    "check_least",
    "report",
    "cases",
]

STATEMENT = "Conjecture (depth-3/4 closed forms fitted on the atlas, this lab)"
CHECK = (
    "certified GF(p) one-hot rank on held-out cases == the least of the proven upper bounds that fit the atlas' "
    "training rows (T <= 8, R <= 4) for that depth; refuted where another proven bound is lower"
)
STATEMENT_LEAST = "Conjecture (depth-3/4 rank = least proven upper bound, this lab)"
CHECK_LEAST = (
    "certified GF(p) one-hot rank on the same held-out cases == min of every registry upper bound "
    "(K = M); re-checked before reporting"
)
TRAIN_MAX_T = 8
TRAIN_MAX_R = 4
RECHECK_SEEDS = 3


@dataclass(frozen=True)
class Fit:
    """The fitted closed form of one depth: ``rank = min`` of the registry bounds ``keys``."""

    depth: int
    keys: tuple
    train_rows: int


def split_rows(rows, *, depth: int) -> tuple[list, list]:
    """The one-hot rows of ``depth`` as ``(training, held_out)`` plain dicts with ``M, R, T, rank``."""
    mine = [dict(M=r["M"], R=r["R"], T=r["T"], rank=r["rank"]) for r in one_hot_rows(rows) if r["depth"] == depth]
    train = [r for r in mine if r["T"] <= TRAIN_MAX_T and r["R"] <= TRAIN_MAX_R]
    return train, [r for r in mine if r not in train]


def _ub(depth: int, r: dict) -> dict:
    return upper_bounds(depth=depth, M=r["M"], R=r["R"], T=r["T"], K=r["M"])


def fit(train: list, *, depth: int) -> Fit:
    """The smallest set of registry upper bounds whose minimum equals the rank on every row of ``train`` (plain
    dicts with ``M, R, T, rank``); ``ValueError`` if even all of them together do not fit (a bound is missing)."""
    if not train:
        raise ValueError(f"no training rows at depth={depth}; choose a depth the atlas covers (1-4)")
    ubs = [(_ub(depth, r), r["rank"]) for r in train]
    keys = [b.key for b in BOUNDS if b.upper]
    for size in range(1, len(keys) + 1):
        for chosen in combinations(keys, size):
            if all(min((u[k] for k in chosen if k in u), default=None) == rank for u, rank in ubs):
                return Fit(depth, chosen, len(train))
    raise ValueError(f"no set of proven upper bounds fits the depth-{depth} training rows: a bound is missing")


def atlas_fit(*, depth: int) -> Fit:
    """:func:`fit` on the training part of the committed atlas."""
    return fit(split_rows(committed_atlas(), depth=depth)[0], depth=depth)


def predict(f: Fit, *, M: int, R: int, T: int) -> int:
    """The fitted closed form at one shape (the bounds of ``f.keys`` that apply there)."""
    u = upper_bounds(depth=f.depth, M=M, R=R, T=T, K=M)
    return min(u[k] for k in f.keys if k in u)


#: Held-out shapes at larger T, beyond the atlas' sides (16384 at most), in the full budget: depth 3, R = 2, where
#: the depth-3 ideal bound lies far below the side and the factorised method (:mod:`numerics.rank.factorised`, exact,
#: cost side x D^2) reaches sides 16384 to 65536 within the lab's work plan; the next T of each M is refused by it.
LONG_CASES = ((2, 2, 30), (2, 2, 32), (3, 2, 18), (3, 2, 20), (4, 2, 16))


def heldout_cases(budget: str, *, depth: int) -> list[dict]:
    """New held-out shapes beyond the atlas: :math:`M = 5..10` at :math:`T = 4, 6` (sides up to 1000) and
    :math:`R = 7, 8` at :math:`M = 2, 3`; ``quick`` keeps the cheap ones. ``full`` adds, at depth 3, the longer
    :data:`LONG_CASES`."""
    check_budget(budget)
    side = 216 if budget == "quick" else 1000
    wide = [dict(M=M, R=R, T=T) for M in range(5, 11) for R in range(2, 7) for T in (4, 6) if M ** (T // 2) <= side]
    deep = [dict(M=M, R=R, T=T) for M in (2, 3) for R in (7, 8) for T in range(4, 30, 2) if M ** (T // 2) <= side]
    long = [dict(M=M, R=R, T=T) for M, R, T in LONG_CASES] if budget == "full" and depth == 3 else []
    return [dict(depth=depth, **c) for c in wide + deep + long]


@cache
def _certified(depth: int, M: int, R: int, T: int, seed: int) -> int:
    """Trial 0's certified rank with ``seed``, by the atlas' method for the shape
    (:func:`numerics.atlas.run.case_method`: exact below side 4096, factorised where the crossing states are few);
    cached, since both registered conjectures rank the same cases."""
    method = case_method(dict(depth=depth, M=M, R=R, T=T))
    return certified_rank(depth=depth, M=M, R=R, T=T, trials=1, seed=seed, method=method).rank


def evaluate(rows, *, depth: int, extra: list | None = None) -> dict:
    """The atlas fit of ``depth`` and how it does on held-out rows (``extra``: more rows with ``M, R, T, rank``)."""
    train, held = split_rows(rows, depth=depth)
    f = fit(train, depth=depth)
    held = held + list(extra or [])
    fails = [r for r in held if predict(f, M=r["M"], R=r["R"], T=r["T"]) != r["rank"]]
    return {
        "depth": depth,
        "keys": f.keys,
        "train_rows": f.train_rows,
        "held_out_rows": len(held),
        "holds": len(held) - len(fails),
        "fails": fails,
    }


def _rank_against(target: int, *, depth: int, M: int, R: int, T: int, seed: int) -> tuple[int, dict]:
    """The certified one-hot rank (seed ``seed``; if below ``target``, the best over :data:`RECHECK_SEEDS` more
    seeds) and the details every case records."""
    least = min(upper_bounds(depth=depth, M=M, R=R, T=T, K=M).values())
    r = _certified(depth, M, R, T, seed)
    details = {"size": M**T, "least_upper_bound": least, "bound_violated": r > least}
    if r < target <= least:
        r = max([r] + [_certified(depth, M, R, T, s) for s in range(seed + 1, seed + 1 + RECHECK_SEEDS)])
        details["counterexample_candidate"] = r < target
    return r, details


def check(*, depth: int, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    """One held-out case against the atlas fit: ``refuted`` when a proven upper bound is below the fitted formula
    (the fit missed a bound), a candidate when only the certified rank is below it."""
    formula = predict(atlas_fit(depth=depth), M=M, R=R, T=T)
    r, details = _rank_against(formula, depth=depth, M=M, R=R, T=T, seed=seed)
    if details["least_upper_bound"] < formula:
        details["refuted"] = True
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=M, R=R, T=T, seed=seed),
        "certified GF(p) one-hot rank vs the atlas-fitted formula",
        r,
        "==",
        formula,
        formula=formula,
        **details,
    )


def check_least(*, depth: int, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    """The refined conjecture: the certified one-hot rank equals the least proven upper bound of the registry."""
    least = min(upper_bounds(depth=depth, M=M, R=R, T=T, K=M).values())
    r, details = _rank_against(least, depth=depth, M=M, R=R, T=T, seed=seed)
    return Certificate.compare(
        STATEMENT_LEAST,
        dict(depth=depth, M=M, R=R, T=T, seed=seed),
        "certified GF(p) one-hot rank vs min of the registry's upper bounds",
        r,
        "==",
        least,
        **details,
    )


def _case(r: dict) -> str:
    return f"M={r['M']} R={r['R']} T={r['T']}: rank {r['rank']}"


def report(budget: str = "full", *, depths=(2, 3, 4)) -> str:
    """The fit and its held-out test per depth, as text lines (``docs/theory/conjecture8.md`` quotes it): the atlas fit, how
    it does on the atlas' held-out rows plus :func:`heldout_cases` (ranks computed here), and the refit on all."""
    rows, lines = committed_atlas(), []
    for L in depths:
        extra = [
            dict(M=x["M"], R=x["R"], T=x["T"], rank=_certified(L, x["M"], x["R"], x["T"], 0))
            for x in heldout_cases(budget, depth=L)
        ]
        train, held = split_rows(rows, depth=L)
        e = evaluate(rows, depth=L, extra=extra)
        refit = fit(train + held + extra, depth=L)
        fails = f" (e.g. {'; '.join(_case(r) for r in e['fails'][:3])})" if e["fails"] else ""
        lines.append(
            f"depth {L}: fit on {e['train_rows']} training rows -> min{{{', '.join(e['keys'])}}}; held out "
            f"{e['held_out_rows']} ({len(held)} atlas + {len(extra)} new): holds {e['holds']}, fails "
            f"{len(e['fails'])}{fails}; refit on all {len(train) + len(held) + len(extra)} rows -> "
            f"min{{{', '.join(refit.keys)}}}"
        )
    return "\n".join(lines)


def cases(budget: str) -> list[dict]:
    return [c for L in (3, 4) for c in heldout_cases(budget, depth=L)]
