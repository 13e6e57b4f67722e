r"""Running the rank atlas: its cases, their method and memory plan, one row per case, in the campaign store.

The command line is :mod:`numerics.atlas`; see its docstring for the proven upper bounds each row records.
Rows are stored through :mod:`numerics.campaigns.store` (campaign ``"atlas"``, :mod:`numerics.atlas.db`), so runs resume,
survive kills and share a database between processes.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

from numerics.atlas.db import atlas_rows, case_key, normalise_row, open_atlas
from numerics.bounds.registry import upper_bounds
from numerics.campaigns.run import CampaignSummary, run_campaign
from numerics.campaigns.store import Store
from numerics.certify.certified import certified_rank
from numerics.certify.plan import SKETCH_MIN_SIDE, Plan, make_plan
from numerics.rank.factorised import feature_count
from racs.memory import MEMORY_SHARE, TooLargeError, available_bytes, format_bytes
from racs.model import rac_nbytes

__all__ = [
    "grid_cases",
    "case_bounds",
    "case_plan",
    "case_method",
    "case_nbytes",
    "check_case",
    "entries_exceed",
    "case_cost",
    "cost_terms",
    "COST_FIT",
    "compute_case",
    "run_atlas",
    "refresh_bounds",
    "SKETCH_MIN_SIDE",
]

# SKETCH_MIN_SIDE (re-exported): from this side on, method="auto" of numerics.certify.plan.make_plan prefers the
# factorised rank, then the sketch where the rank is provably low.


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("racs-lab")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0+unknown"


def grid_cases(Ms, Rs, Ts, depths, *, Ks=None, trials: int = 1, seed: int = 0) -> list[dict]:
    r"""Every combination, with odd T and pairs with :math:`K < M` left out.

    ``Ks=None``: :math:`K = M` (the M one-hot templates) for every M. Otherwise each M takes every
    :math:`K \ge M` of ``Ks`` (random templates when :math:`K > M`); ``ValueError`` if some M has none.
    """
    Ts = [T for T in Ts if T % 2 == 0]
    if not Ts:
        raise ValueError("--T contains no even value; the Start-End partition needs an even T")
    if Ks is not None:
        short = [M for M in Ms if not any(K >= M for K in Ks)]
        if short:
            raise ValueError(f"--K has no value >= M={short[-1]}; templates need K >= M (K = M: one-hot)")
    return [
        dict(M=M, R=R, T=T, depth=L, trials=trials, seed=seed, K=K)
        for M in Ms
        for K in ([M] if Ks is None else [K for K in Ks if K >= M])
        for L in depths
        for R in Rs
        for T in Ts
    ]


def _K(case: dict) -> int:
    return case.get("K", case["M"])


def entries_exceed(K: int, T: int, limit: int) -> bool:
    r""":math:`K^T > \text{limit}`, decided in logarithms first, so a huge T costs nothing."""
    if T * math.log2(K) > math.log2(limit) + 1:
        return True
    return K**T > limit


def case_bounds(case: dict) -> dict:
    """The proven upper bounds (registry keys) on the grid rank of every RAC of the case's shape."""
    return upper_bounds(depth=case["depth"], M=case["M"], R=case["R"], T=case["T"], K=_K(case))


def case_plan(case: dict, *, max_bytes: int | None = None) -> Plan:
    """The case's :class:`numerics.certify.plan.Plan`: :func:`numerics.certify.plan.make_plan` with
    ``method="auto"`` (the atlas' rule) and the case's sizes and trials, as :func:`compute_case` runs it.

    Without ``max_bytes`` the plan is made once per shape in a process (:func:`case_method`, :func:`case_nbytes`,
    :func:`case_cost` and the store's scheduler all ask for it); its ``budget`` is then the one read that first
    time, which none of them uses.
    """
    if max_bytes is None:
        return _auto_plan(case["depth"], case["M"], case["R"], case["T"], _K(case), case.get("trials", 1))
    return make_plan(
        depth=case["depth"],
        M=case["M"],
        R=case["R"],
        T=case["T"],
        K=_K(case),
        trials=case.get("trials", 1),
        method="auto",
        max_bytes=max_bytes,
    )


@functools.lru_cache(maxsize=4096)
def _auto_plan(depth: int, M: int, R: int, T: int, K: int, trials: int) -> Plan:
    return make_plan(depth=depth, M=M, R=R, T=T, K=K, trials=trials, method="auto")


def case_method(case: dict) -> str:
    """The method the plan's rule picks (:func:`case_plan`): from side :data:`SKETCH_MIN_SIDE` on,
    ``"factorised"`` where the crossing-state features number at most side / FACTORISED_SHARE (exact, cost side x
    D: :mod:`numerics.rank.factorised`), else ``"sketch"`` where the best proven bound is at most
    side / ``SKETCH_FRACTION`` (:func:`numerics.certify.plan.sketch_suits`, the rule ``sep_rank`` suggests the
    sketch by); ``"exact"`` otherwise. The plan's ``reason`` says which applied."""
    return case_plan(case).method


def _weights_nbytes(case: dict) -> int:
    """The RAC's weights at 8 bytes an entry (:func:`racs.rac_nbytes` over float64) and the K templates: what
    :func:`check_case` refuses at once, before the bounds that choose the method are computed (a huge depth or
    width). The plan's own ``weights`` stage, over the trials' GF(p), adds the initial-state solve."""
    return rac_nbytes(depth=case["depth"], M=case["M"], R=case["R"]) + 8 * _K(case) * case["M"]


def case_nbytes(case: dict) -> int:
    r"""Planned peak memory of one case: the ``nbytes`` of :func:`case_plan` (weights, templates and the stages of
    the case's method, each from its backend's cost model).

    Call only for cases whose grid has at most a few billion entries (:func:`entries_exceed` first). A case whose
    plan cannot even count its bytes (a floor of Python work beyond :data:`numerics.MAX_LAYER_STEPS`) raises the
    plan's refusal.
    """
    plan = case_plan(case)
    if plan.nbytes is None:
        plan.check()
        raise AssertionError("a plan without bytes is refused")  # pragma: no cover - check() raised
    return plan.nbytes


def check_case(case: dict, *, workers: int = 1, max_bytes: int | None = None) -> None:
    """Refuse (``TooLargeError``, a ``ValueError``) a case whose plan exceeds ``max_bytes`` (default: its worker's
    share of the memory, :data:`racs.memory.MEMORY_SHARE` of the available memory over ``workers``).

    The weights are checked before the bounds that choose the method are computed, so a huge depth or width
    is refused at once.
    """
    if max_bytes is None:
        budget = int(MEMORY_SHARE * available_bytes() / workers)
        share = f"{MEMORY_SHARE:.0%} of available memory" + (f" over {workers} workers" if workers > 1 else "")
    else:
        budget, share = max_bytes, f"max_bytes={max_bytes}"
    for need in (_weights_nbytes(case), None):
        need = case_nbytes(case) if need is None else need
        if need > budget:
            raise TooLargeError(
                f"needs {format_bytes(need)} (weights, grid tensor and rank), more than the "
                f"{format_bytes(budget)} one case may plan ({share}); lower R, depth, T or K"
            )


#: Fitted seconds of one trial, per method: ``(a, b, c, gamma)`` of :math:`a + b\,G + c\,E^\gamma` in
#: :func:`case_cost`. Origin: ``python bench/bench_atlas.py --fit-cost atlas2.sqlite fact.sqlite``, a robust
#: (soft-L1) least-squares fit of log seconds, one per method (sketch with gamma held at 1), to every row of the
#: side-16384 campaign (atlas2.sqlite: 2088 rows, M 2-4, K 2-8, R 1-6, depth 1-4, sides to 16384, run with
#: 2 workers on the lab's shared 2-core machine) and of 261 of its cases rerun as ``factorised`` the way
#: :func:`case_method` now picks them (fact.sqlite: sides 1024-4096, same machine and workers).
COST_FIT = {
    "exact": (2.75e-3, 3.95e-9, 3.2e-7, 0.691),
    "sketch": (8.15e-3, 1.58e-8, 1.41e-9, 1.0),
    "factorised": (4.76e-3, 1.28e-9, 1.75e-7, 0.733),
}


def _elimination(m: float, n: float, r: float) -> float:
    r"""Multiply-adds of eliminating an :math:`m \times n` matrix of rank :math:`r` whose pivots come first,
    :math:`\sum_{j<r} (m-j)(n-j)` (about :math:`n^3/3` for a full square one)."""
    return m * n * r - (m + n) * r * (r - 1) / 2 + (r - 1) * r * (2 * r - 1) / 6


def cost_terms(case: dict, method: str) -> tuple[float, float]:
    r"""The work of one trial of ``case`` run by ``method``: :math:`(G, E)`, grid entries times their update work
    and the multiply-adds of the eliminations, with side :math:`s = K^{T/2}` and :math:`r` the best proven upper
    bound (capped at the side; the rank reaches it on all 2349 rows the constants were fitted to).

    * ``exact``: :math:`G = s^2 L R^2`, :math:`E` of the :math:`s \times s` matrix of rank :math:`r`.
    * ``sketch``: every pass streams the whole grid, :math:`G = \text{passes}\; s^2 L R`; :math:`E` sums the
      :math:`s \times w` sketches of widths :math:`w = 16, 32, \dots` until :math:`w > r`
      (:func:`numerics.sketched_rank`).
    * ``factorised``: :math:`I = \min(D, s)` basis rows (:math:`D` features, :func:`numerics.rank.factorised.feature_count`),
      :math:`G = (I + 1)\, s L R^2` (Start states and the rows :math:`A_I`), :math:`E` of the :math:`s \times D`
      features (rank :math:`I`) and of :math:`A_I`.
    """
    K, T, R, L = _K(case), case["T"], case["R"], case["depth"]
    s = float(K) ** (T // 2)
    r = min(float(min(case_bounds(case).values())), s)
    if method == "exact":
        return s * s * L * R * R, _elimination(s, s, r)
    if method == "sketch":
        w, passes, E = min(16.0, s), 1, 0.0
        while True:
            E += _elimination(s, w, min(r, w))
            if r < w or w >= s:
                return passes * s * s * L * R, E
            w, passes = min(2 * w, s), passes + 1
    if method == "factorised":
        D = float(feature_count(depth=L, R=R, T=T))
        I = min(D, s)
        return (I + 1) * s * L * R * R, _elimination(s, D, I) + _elimination(I, s, min(r, I))
    raise ValueError(f"method={method!r} has no cost model; choose one of {sorted(COST_FIT)}")


def case_cost(
    case: dict, *, method: str | None = None, constants: tuple[float, float, float, float] | None = None
) -> float:
    r"""Predicted seconds of a case (all its trials) on the lab's 2-core machine with 2 workers:
    ``trials`` times :math:`a + b\,G + c\,E^\gamma` with the work :math:`(G, E)` of :func:`cost_terms` and the
    constants :data:`COST_FIT` of ``method`` (default :func:`case_method`), or ``constants`` ``(a, b, c, gamma)``
    (to try a refit).

    :math:`\gamma < 1`: up to side 16384 the measured elimination time grows slower than its multiply-adds (the
    per-panel work, quadratic in the side, weighs less at larger sides; ``docs/core.md``). Cross-validated
    (``bench/bench_atlas.py --fit-cost``): fitted on sides <= 4096 only, the 45 exact cases at sides 6561-16384
    come out at median predicted/actual 1.02 (10%-90%: 0.60-1.41); the 51 factorised ones at 0.64 (0.25-1.64);
    sketched sides stop at 4096 (fitted to 2401: 0.95, 0.56-1.95 on 3125-4096). During a run the ETA rescales the
    cost per method (:func:`numerics.campaigns.run.run_campaign`).
    """
    method = case_method(case) if method is None else method
    G, E = cost_terms(case, method)
    a, b, c, gamma = COST_FIT[method] if constants is None else constants
    return case["trials"] * (a + b * G + c * E**gamma)


def compute_case(case: dict) -> dict:
    """One atlas row: :func:`numerics.certified_rank` for the case with :func:`case_method` (module-level so it
    pickles)."""
    import time

    method = case_method(case)
    t0 = time.perf_counter()
    rep = certified_rank(
        depth=case["depth"],
        M=case["M"],
        R=case["R"],
        T=case["T"],
        K=_K(case),
        trials=case["trials"],
        seed=case["seed"],
        method=method,
    )
    ub = {b.key: b.value for b in rep.bounds if b.relation == "<=" and b.value is not None}
    lower = {b.key: b.value for b in rep.bounds if b.relation != "<=" and b.value is not None}
    if rep.schwartz_zippel is None:  # pragma: no cover - every method the atlas picks is certified
        raise AssertionError(f"method={method!r} gave no certificate")
    return normalise_row(
        {
            **case,
            "method": method,
            "rank": rep.rank,
            "trial_ranks": list(rep.trial_ranks),
            "prime": rep.prime,
            "schwartz_zippel": rep.schwartz_zippel["all_trials"],
            "lower_bounds": lower,
            "upper_bound": min(ub.values()),
            "upper_bounds": ub,
            "exact": rep.rank == min(ub.values()),
            "seconds": round(time.perf_counter() - t0, 6),
            "version": _version(),
        }
    )


def refresh_bounds(db) -> int:
    """Recompute the proven upper bounds and ``exact`` of every stored row (ranks are not recomputed).

    Bounds are pure functions of the shape; this brings rows stored before a bound was added up to date.
    """
    with open_atlas(db, create=False) as store:
        rows = atlas_rows(store)
        for r in rows:
            ub = case_bounds(r)
            store.replace(
                case_key(r),
                {**r, "upper_bound": min(ub.values()), "upper_bounds": ub, "exact": r["rank"] == min(ub.values())},
            )
    return len(rows)


def run_atlas(
    cases: Sequence[dict],
    db,
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int, float | None], None] | None = None,
    log: Callable[[str, dict, str], None] | None = None,
    connect_timeout: float = 10.0,
) -> CampaignSummary:
    """Run the cases not yet in the atlas database ``db`` (a path, or an open atlas :class:`numerics.campaigns.store.Store`),
    largest first; store each as it finishes.

    A case refused by its memory plan inside :func:`compute_case` counts as skipped (``log("skipped", case,
    message)``); see :func:`numerics.campaigns.run.run_campaign` for the rest.
    """
    if isinstance(db, Store):
        return run_campaign(
            db,
            list(cases),
            compute_case,
            key=case_key,
            workers=workers,
            scheduler=scheduler,
            progress=progress,
            cost=case_cost,
            cost_class=case_method,
            log=log,
            connect_timeout=connect_timeout,
        )
    with open_atlas(db) as store:
        return run_atlas(
            cases,
            store,
            workers=workers,
            scheduler=scheduler,
            progress=progress,
            log=log,
            connect_timeout=connect_timeout,
        )
