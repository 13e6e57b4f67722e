r"""The one plan of a certified rank: which method, what it costs in memory and work, and why, decided once.

:func:`make_plan` reads the sizes (:math:`L, M, R, T, K, C`, Sec. 2.1) and returns a :class:`Plan`: the method
(as asked, or by the atlas' rule for ``method="auto"``), the side :math:`K^{T/2}` of the Start-End matrix
(Definition 1.1), the bytes of each stage, the one-layer updates the trials take, the reason for the method, and,
where the work cannot be done, the refusal with its size. :func:`numerics.certified_rank` builds the plan before
it allocates anything and runs from it; ``python -m numerics.sep_rank --json`` prints it under ``"plan"``; the
atlas picks its methods and sizes its cases from it (:func:`numerics.atlas.run.case_method`).

Every stage's bytes come from the cost model of the module that does the work, and from nowhere else:

=============== ======================================================= ==========================
stage           cost model                                              methods
=============== ======================================================= ==========================
``weights``     :func:`racs.model.rac_nbytes`                           all
``templates``   :math:`K \times M` entries of the field                 all
``grid_tensor`` :func:`numerics.grid.grid_tensor.grid_tensor_nbytes`    exact, svd, rational
``rank``        :func:`numerics.rank.dense.rank_mod_p_nbytes` (exact),  exact, svd, rational
                :func:`~numerics.rank.dense.rank_svd_nbytes`,
                :func:`~numerics.rank.dense.rank_rational_nbytes`
``sketch``      :func:`numerics.rank.sketch.sketched_rank_nbytes`       sketch
``factorised``  :func:`numerics.rank.factorised.factorised_rank_nbytes` factorised
=============== ======================================================= ==========================

Sizes beyond :math:`2^{64}` bytes are judged from logarithms (:func:`racs.memory.log2_bytes`), so a huge ``T`` is
refused at once; Python-level work beyond :data:`MAX_LAYER_STEPS` one-layer updates is refused too (deep, narrow
RACs are bound by the per-call overhead, not by memory).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from numerics.bounds.registry import upper_bounds
from numerics.grid.grid_tensor import grid_tensor_layer_steps, grid_tensor_nbytes
from numerics.rank.at_bound import at_bound_suits
from numerics.rank.dense import BLAS_PANEL, default_prime, rank_mod_p_nbytes, rank_rational_nbytes, rank_svd_nbytes
from numerics.rank.factorised import FACTORISED_SHARE, factorised_rank_nbytes, factorised_suits, feature_count
from numerics.rank.sketch import sketched_rank_nbytes
from racs import ModP, Rational, Real
from racs.fields import Field
from racs.memory import LOG2_HOPELESS, TooLargeError, budget_bytes, check_fits, entry_nbytes, log2_bytes
from racs.model import rac_nbytes
from racs.sizes import INT_TEXT_DIGITS, check_size, int_text  # re-exported: the plan's texts use them

__all__ = [
    "Plan",
    "make_plan",
    "method_nbytes",
    "METHODS",
    "RANK_BACKENDS",
    "MAX_LAYER_STEPS",
    "MAX_FACTORISED_DEPTH",
    "BUILD_STEPS",
    "SKETCH_BLOCK",
    "SKETCH_WIDTH",
    "SKETCH_FRACTION",
    "SKETCH_MIN_SIDE",
    "RATIONAL_MAX_ENTRIES",
    "INT_TEXT_DIGITS",
    "trial_prime",
    "best_upper_bound",
    "sketch_suits",
    "sketch_width",
    "int_text",
]

METHODS = ("exact", "svd", "rational", "sketch", "factorised")
#: GF(p) eliminations ``rank_backend`` may name (:func:`numerics.rank.dense.rank_mod_p`; ``flint`` is the oracle).
RANK_BACKENDS = ("auto", "blas", "flint")
#: Most one-layer updates (:func:`numerics.grid.grid_tensor.grid_tensor_layer_steps`, building a layer counts
#: :data:`BUILD_STEPS`) one call may plan: at ~100 us each, about ten minutes (an atlas case at side 16384 with
#: depth 4 plans about 6e5). Deep, narrow RACs are bound by Python's per-call overhead, not by memory; beyond this
#: they are refused with the estimate instead of hanging.
MAX_LAYER_STEPS = 6_000_000
#: Depths up to which the factorised plan counts its features D exactly (a product of ``depth`` big integers).
MAX_FACTORISED_DEPTH = 10_000
#: One layer of :func:`racs.random_rac` (two draws, the initial-state solve, conversions) in layer updates.
BUILD_STEPS = 7
#: Largest block of the grid tensor that ``method="sketch"`` holds at once.
SKETCH_BLOCK = 2**22
#: First width of the sketch; it doubles while the sketch is full (:func:`numerics.sketched_rank`).
SKETCH_WIDTH = 16
#: The sketch is the method for provably low ranks: best proven upper bound at most side / SKETCH_FRACTION
#: (:func:`sketch_suits`; beyond that it widens towards the side and streams the grid once per width).
SKETCH_FRACTION = 16
#: ``method="auto"`` (the atlas' rule) ranks the whole matrix below this side; from it on it prefers the
#: factorised rank, then the sketch, where they suit (:func:`make_plan`).
SKETCH_MIN_SIDE = 1024
#: ``exact`` with ``rank_backend="auto"`` from this side on first tries the rank at the best proven bound
#: (:mod:`numerics.rank.at_bound`); below it the elimination is cheap, and small cases keep checking bounds by it.
AT_BOUND_MIN_SIDE = 2048
#: Largest grid tensor the pure-Python rational method is allowed to build.
RATIONAL_MAX_ENTRIES = 2**14
#: The memory the plan's stages do not name: :func:`racs.memory.check_fits`' default budget.
_DEFAULT_SOURCE = "80% of available memory"


def trial_prime(*, M: int, R: int, K: int | None = None) -> int:
    """The lab's default prime for a shape: ``default_prime(max(M, R, K, BLAS_PANEL))``."""
    return default_prime(max(M, R, M if K is None else K, BLAS_PANEL))


def best_upper_bound(*, depth: int, M: int, R: int, T: int, K: int | None = None) -> int:
    """The smallest proven upper bound on the Start-End rank of every RAC of the shape
    (:func:`numerics.bounds.registry.upper_bounds`; ``K`` defaults to ``M``)."""
    return min(upper_bounds(depth=depth, M=M, R=R, T=T, K=K).values())


def sketch_suits(*, side: int, rank_cap: int) -> bool:
    """The one rule for where ``method="sketch"`` pays: a proven upper bound ``rank_cap`` on the rank (usually
    :func:`best_upper_bound`) is at most side / :data:`SKETCH_FRACTION` (``method="auto"`` of :func:`make_plan`,
    the atlas' :func:`numerics.atlas.run.case_method`, and ``sep_rank``'s suggestions)."""
    return SKETCH_FRACTION * rank_cap <= side


def sketch_width(*, side: int, rank_cap: int) -> int:
    """The widest sketch ``method="sketch"`` may reach for a rank of at most ``rank_cap``: it starts at
    :data:`SKETCH_WIDTH` and doubles until it exceeds the rank or reaches the side."""
    w = min(SKETCH_WIDTH, side)
    while w <= rank_cap and w < side:
        w = min(2 * w, side)
    return w


def _check_backend(rank_backend) -> None:
    if rank_backend not in RANK_BACKENDS:
        raise ValueError(f"rank_backend={rank_backend!r}: choose one of {', '.join(RANK_BACKENDS)}")


def _work_stages(
    *,
    depth: int,
    R: int,
    T: int,
    K: int,
    method: str,
    prime: int | None,
    rank_backend: str = "auto",
    entry: int = 8,
    rank_cap: int | None = None,
) -> dict[str, int]:
    """Bytes of one trial's work per stage, each from its backend's cost model (module table); the weights and
    templates not included. ``rank_cap`` fixes the widest sketch (default the side, the widest possible), and for
    ``exact`` is the bound its rank tries first (:func:`numerics.rank.dense.rank_mod_p`'s ``upper``)."""
    side = K ** (T // 2)
    if method == "sketch":
        width = sketch_width(side=side, rank_cap=side if rank_cap is None else rank_cap)
        return {"sketch": sketched_rank_nbytes(K=K, T=T, depth=depth, R=R, width=width, block_entries=SKETCH_BLOCK)}
    if method == "factorised":  # never materialises the grid tensor
        return {"factorised": factorised_rank_nbytes(K=K, T=T, depth=depth, R=R)}
    grid = grid_tensor_nbytes(K=K, T=T, depth=depth, R=R, entry_bytes=entry)
    if method == "exact":  # the rank runs inside the grid tensor's Start-End view where it can
        if prime is None:
            raise ValueError("method='exact' is planned over GF(p): give its prime")
        rank = rank_mod_p_nbytes((side, side), prime, backend=rank_backend, overwrite=True, upper=rank_cap)
    elif method == "rational":
        rank = rank_rational_nbytes((side, side), entry_bytes=entry)
    else:
        rank = rank_svd_nbytes((side, side), entry_bytes=entry)
    return {"grid_tensor": grid, "rank": rank}


def method_nbytes(
    *,
    depth: int,
    R: int,
    T: int,
    K: int,
    method: str,
    prime: int | None,
    rank_backend: str = "auto",
    entry: int = 8,
    rank_cap: int | None = None,
) -> int:
    """Planned peak of one trial's grid tensor, matricization and rank (the weights not included): the sum of the
    work stages :func:`make_plan` lists.

    ``rank_cap``: a proven upper bound on the rank (:func:`best_upper_bound`), which fixes the widest sketch of
    ``method="sketch"`` (:func:`sketch_width`; default the side, the widest possible).
    """
    return sum(
        _work_stages(
            depth=depth,
            R=R,
            T=T,
            K=K,
            method=method,
            prime=prime,
            rank_backend=rank_backend,
            entry=entry,
            rank_cap=rank_cap,
        ).values()
    )


def _steps_text(steps: int, what: str, *, about: str = "about") -> str:
    return (
        f"{what} needs {about} {int_text(steps) if steps >= 10**15 else f'{steps:.2g}'} "
        f"one-layer updates in Python (about {int_text(steps // 10_000)} s at 100 us each), "
        f"above the {MAX_LAYER_STEPS} allowed; lower the depth, T or trials"
    )


def _fits_text(need: int | float, what: str, *, max_bytes: int | None, fix: str, log2: bool = False) -> str | None:
    """:func:`racs.memory.check_fits`' refusal as text, or ``None`` where the plan fits (its wording stays the
    one place sizes and budgets are spoken)."""
    try:
        check_fits(need, what, max_bytes=max_bytes, fix=fix, log2=log2)
    except TooLargeError as exc:
        return str(exc)
    return None


@dataclass(frozen=True)
class Plan:
    r"""What :func:`make_plan` decided for one certified rank, before anything is allocated.

    Attributes
    ----------
    depth, M, R, T, K, C, trials : int
        The sizes (``K`` resolved: ``M`` for the one-hot templates).
    method : str
        The method that runs (``"exact"``, ``"sketch"``, ``"factorised"``, ``"rational"``, ``"svd"``).
    asked : str
        The method asked for: the same, or ``"auto"`` (the atlas' rule chose ``method``).
    reason : str
        Why this method, in words.
    rank_backend : str
        The GF(p) elimination asked for (``"auto"``, ``"blas"``, ``"flint"``), as the ``rank`` stage is costed.
    prime : int or None
        The GF(p) of ``exact``, ``sketch`` and ``factorised``.
    field : Field
        The trials' arithmetic: ``ModP(prime)``, ``Rational()`` or ``Real()``.
    side : int or None
        :math:`K^{T/2}`, the side of the square Start-End matrix; ``None`` when beyond :math:`2^{64}` (refused).
    rank_cap : int or None
        The best proven upper bound on the rank where the plan needed it (the sketch's width, ``auto``'s rule,
        ``at_bound``).
    at_bound : bool
        ``exact`` tries the rank at ``rank_cap`` before eliminating (:mod:`numerics.rank.at_bound`): from side
        :data:`AT_BOUND_MIN_SIDE` on, with ``rank_backend="auto"``, where the bound is low enough.
    stages : Mapping[str, int]
        Planned peak bytes per stage, in the order they are allocated (module table); empty when the sizes are too
        large to count.
    nbytes : int or None
        Their sum: the planned peak of the call (the trials run one after another).
    log2_nbytes : float
        :math:`\log_2` of the planned peak, also where it is too large to form.
    budget : int
        The bytes the plan may use (``max_bytes``, else 80% of the available memory when planned).
    budget_source : str
        Where the budget comes from, as refusals say it.
    layer_steps : int or None
        One-layer updates of all trials (:func:`numerics.grid.grid_tensor.grid_tensor_layer_steps` and
        :data:`BUILD_STEPS` per layer), at most :data:`MAX_LAYER_STEPS`.
    fits : bool
        Whether the work may run: no refusal.
    refusal : str or None
        The one-line message :meth:`check` raises, naming the sizes and what to change.
    refusal_type : str or None
        ``"TooLargeError"`` (memory or work beyond the limits) or ``"ValueError"`` (the method does not apply).
    """

    depth: int
    M: int
    R: int
    T: int
    K: int
    C: int
    trials: int
    method: str
    asked: str
    reason: str
    rank_backend: str
    prime: int | None
    field: Field = dataclasses.field(repr=False, compare=False)
    side: int | None = None
    rank_cap: int | None = None
    at_bound: bool = False
    stages: Mapping[str, int] = dataclasses.field(default_factory=lambda: MappingProxyType({}))
    nbytes: int | None = None
    log2_nbytes: float = -math.inf
    budget: int = 0
    budget_source: str = _DEFAULT_SOURCE
    layer_steps: int | None = None
    fits: bool = True
    refusal: str | None = None
    refusal_type: str | None = None

    def check(self) -> Plan:
        """The plan itself where it fits; else raise its refusal: :class:`racs.memory.TooLargeError` (memory or
        Python work beyond the limits) or ``ValueError`` (the method does not apply to these sizes)."""
        if self.refusal is None:
            return self
        if self.refusal_type == "TooLargeError":
            raise TooLargeError(self.refusal)
        raise ValueError(self.refusal)

    def to_json(self) -> dict:
        """The plan as ``sep_rank --json`` prints it under ``"plan"`` (stable keys; integers exact)."""
        return {
            "method": self.method,
            "asked": self.asked,
            "reason": self.reason,
            "rank_backend": self.rank_backend,
            "prime": self.prime,
            "matrix_shape": None if self.side is None else [self.side, self.side],
            "rank_cap": self.rank_cap,
            "at_bound": self.at_bound,
            "stages": dict(self.stages),
            "nbytes": self.nbytes,
            "budget": self.budget,
            "budget_source": self.budget_source,
            "layer_steps": self.layer_steps,
            "max_layer_steps": MAX_LAYER_STEPS,
            "fits": self.fits,
            "refusal": self.refusal,
        }


def _field(method: str, prime: int | None, *, M: int, R: int, K: int) -> Field:
    """The trials' arithmetic: GF(p) for the certified GF(p) methods (``prime`` checked, default
    :func:`trial_prime`), integers over Q for ``rational``, float64 for ``svd``."""
    if method in ("exact", "sketch", "factorised", "auto"):
        fld = ModP(trial_prime(M=M, R=R, K=K) if prime is None else check_size("prime", prime, low=3))
        fld.check_inner(max(M, R, K))
        return fld
    return Real() if method == "svd" else Rational()


def _auto_method(*, depth: int, R: int, T: int, side: int | None, cap: Callable[[], int]) -> tuple[str, str]:
    """``(method, reason)`` by the atlas' rule: the whole matrix below side :data:`SKETCH_MIN_SIDE`; from it on
    ``factorised`` where the crossing-state features number at most side / FACTORISED_SHARE, else ``sketch``
    where the rank is provably low (:func:`sketch_suits`), else ``exact``."""
    if side is None:
        return "exact", "method='auto': the side K^(T/2) is beyond 2^64, so no method fits; planned as exact"
    if side < SKETCH_MIN_SIDE:
        return "exact", (
            f"method='auto': side {side} < {SKETCH_MIN_SIDE}, so the whole Start-End matrix is ranked exactly"
        )
    big = f"method='auto': side {int_text(side)} >= {SKETCH_MIN_SIDE}"
    if factorised_suits(depth=depth, R=R, T=T, side=side):
        D = feature_count(depth=depth, R=R, T=T)
        return "factorised", (
            f"{big} and the D = {int_text(D)} crossing-state features are at most side/{FACTORISED_SHARE}: "
            f"exact through the crossing states at cost side x D"
        )
    if sketch_suits(side=side, rank_cap=cap()):
        return "sketch", (
            f"{big}, more crossing-state features than side/{FACTORISED_SHARE}, and the best proven upper bound "
            f"{int_text(cap())} is at most side/{SKETCH_FRACTION}: the rank is provably low, a sketch streams it"
        )
    return "exact", (
        f"{big}, more crossing-state features than side/{FACTORISED_SHARE}, and the best proven upper bound "
        f"{int_text(cap())} exceeds side/{SKETCH_FRACTION}: the whole Start-End matrix is ranked exactly"
    )


#: Why each method runs when it is asked for by name (``{side}`` filled in by :func:`make_plan`).
_ASKED = {
    "exact": "method='exact' as asked: the GF(p) rank of the whole {side} x {side} Start-End matrix",
    "sketch": "method='sketch' as asked: the GF(p) rank of a streamed random sketch of the {side} rows",
    "factorised": "method='factorised' as asked: the GF(p) rank through the crossing states, at side {side}",
    "rational": "method='rational' as asked: the exact rank over Q of the {side} x {side} matrix, integer weights",
    "svd": "method='svd' as asked: the float64 rank of the {side} x {side} matrix, not certified",
}


def make_plan(
    *,
    depth: int,
    M: int,
    R: int,
    T: int,
    K: int | None = None,
    C: int = 1,
    method: str = "exact",
    rank_backend: str = "auto",
    prime: int | None = None,
    max_bytes: int | None = None,
    trials: int = 1,
) -> Plan:
    r"""Decide the method and the memory of a certified rank once, before any allocation.

    Parameters
    ----------
    depth, M, R, T, C : int
        :math:`L, M, R, T, C` (Sec. 2.1; ``T`` even: the Start-End partition halves it).
    K : int, optional
        Templates; ``None`` or ``M`` for the :math:`M` one-hot ones. Refusals name ``K`` only when it differs.
    method : {"exact", "sketch", "factorised", "rational", "svd", "auto"}
        ``"auto"``: the atlas' rule (the whole matrix below side :data:`SKETCH_MIN_SIDE`, then ``factorised``
        where the crossing states are few, then ``sketch`` where the rank is provably low, else ``exact``).
    rank_backend : {"auto", "blas", "flint"}
        The GF(p) elimination of ``exact``, as its ``rank`` stage is costed.
    prime : int, optional
        GF(p) of the GF(p) methods (default :func:`trial_prime`).
    max_bytes : int, optional
        The budget (default 80% of the available memory, read here).
    trials : int
        Instances run one after another: their Python work adds up, their memory does not.

    Returns
    -------
    Plan
        With ``fits`` false and the one-line ``refusal`` where the work cannot be done (:meth:`Plan.check`
        raises it). Arguments that make no plan (an odd ``T``, an unknown method, a prime for ``svd``) raise
        ``ValueError`` here.

    Notes
    -----
    The checks, in order; the first that fails is the refusal: a size beyond :math:`2^{64}` bytes (from
    logarithms); the Python work's floor of one update per layer and step; ``factorised`` beyond
    side / FACTORISED_SHARE crossing-state features; ``rational`` beyond :data:`RATIONAL_MAX_ENTRIES` entries;
    the stages' bytes against the budget, whose message suggests ``factorised`` and ``sketch`` for ``exact`` where
    they apply and fit (``sketch`` only where the rank is provably low, :func:`sketch_suits`) and ``exact`` for
    ``sketch``; the one-layer updates against :data:`MAX_LAYER_STEPS`. Past the first two the stages are counted
    whatever fails, so a refused plan still says what it would need.

    Examples
    --------
    >>> p = make_plan(depth=3, M=3, R=4, T=8, max_bytes=2**30)
    >>> p.method, p.side, list(p.stages), p.fits
    ('exact', 81, ['weights', 'templates', 'grid_tensor', 'rank'], True)
    """
    depth, M, R, T, C = (check_size(n, v) for n, v in (("depth", depth), ("M", M), ("R", R), ("T", T), ("C", C)))
    trials = check_size("trials", trials)
    if T % 2:
        raise ValueError(f"T={T} must be even (the Start-End partition halves it)")
    if method not in (*METHODS, "auto"):
        raise ValueError(f"method={method!r}: choose one of {', '.join(METHODS)}")
    K_given = K is not None and K != M
    K = M if K is None else check_size("K", K)
    if prime is not None and method not in ("exact", "sketch", "factorised", "auto"):
        raise ValueError(
            f"prime={prime} applies to method='exact', method='sketch' or method='factorised' only, "
            f"not method={method!r}"
        )
    _check_backend(rank_backend)
    if rank_backend != "auto" and method not in ("exact", "auto"):
        raise ValueError(f"rank_backend={rank_backend!r} applies to method='exact' only, not method={method!r}")
    fld = _field(method, prime, M=M, R=R, K=K)
    p = getattr(fld, "p", None)
    entry = entry_nbytes(fld.dtype)
    log2_side = log2_bytes(base=K, exponent=T // 2)
    side = K ** (T // 2) if log2_side < LOG2_HOPELESS else None  # never form K**(T//2) for a T that cannot be done
    bounds: list[int] = []

    def cap() -> int:  # the best proven upper bound: computed once, and only where the plan needs it
        if not bounds:
            bounds.append(best_upper_bound(depth=depth, M=M, R=R, T=T, K=K))
        return bounds[0]

    asked = method
    if method == "auto":
        method, reason = _auto_method(depth=depth, R=R, T=T, side=side, cap=cap)
        if rank_backend != "auto" and method != "exact":
            raise ValueError(f"rank_backend={rank_backend!r} applies to method='exact' only, not method={method!r}")
    else:
        reason = _ASKED[method].format(side=f"{K}^{T // 2}" if side is None else int_text(side))
    what = f"depth={depth} T={T} M={M}" + (f" K={K}" if K_given else "") + f" R={R}" + (f" C={C}" if C > 1 else "")
    fix = "lower T, M or K" if K_given else "lower T or M"
    budget = budget_bytes(max_bytes)
    stages: dict[str, int] = {}
    need: int | None = None
    steps: int | None = None
    log2_need = -math.inf
    at_bound = False

    def plan(refusal: tuple[str, str] | None = None) -> Plan:
        return Plan(
            depth=depth,
            M=M,
            R=R,
            T=T,
            K=K,
            C=C,
            trials=trials,
            method=method,
            asked=asked,
            reason=reason,
            rank_backend=rank_backend,
            prime=p,
            field=fld,
            side=side,
            rank_cap=bounds[0] if bounds else None,
            at_bound=at_bound,
            stages=MappingProxyType(stages),
            nbytes=need,
            log2_nbytes=log2_need,
            budget=budget,
            budget_source=_DEFAULT_SOURCE if max_bytes is None else f"max_bytes={max_bytes}",
            layer_steps=steps,
            fits=refusal is None,
            refusal_type=None if refusal is None else refusal[0],
            refusal=None if refusal is None else refusal[1],
        )

    if method == "sketch":
        log2_need = log2_bytes(base=K, exponent=T // 2, times=8 * 6 * 16)
        grid_text = f"sketch of {K}^{T // 2} rows"
    else:
        log2_need = log2_bytes(base=K, exponent=T, times=entry)
        grid_text = f"grid tensor of {K}^{T} entries and a {K}^{T // 2} x {K}^{T // 2} rank"
    if log2_need >= LOG2_HOPELESS or side is None:  # 2^64 bytes fit no budget: refused from the logarithm
        text = _fits_text(log2_need, f"{what} ({grid_text})", max_bytes=max_bytes, log2=True, fix=fix)
        return plan(None if text is None else ("TooLargeError", text))
    # Every time step costs at least one update per layer. At K = 1 the grid is one entry, so no memory bound
    # refuses a huge T, and the walk's plan below would list its T levels first.
    if trials * depth * T > MAX_LAYER_STEPS:
        return plan(("TooLargeError", _steps_text(trials * depth * T, what, about="at least")))
    failed: list[tuple[str, str]] = []  # (error type, message) of each check that fails, in the order above
    at_bound = (
        method == "exact"
        and rank_backend == "auto"
        and side >= AT_BOUND_MIN_SIDE
        and at_bound_suits((side, side), cap())
    )
    if method == "factorised" and depth <= MAX_FACTORISED_DEPTH:  # deeper: the work plan below refuses it
        D = feature_count(depth=depth, R=R, T=T)
        if FACTORISED_SHARE * D > side:
            low = " (or method='sketch': its rank is provably low)" if sketch_suits(side=side, rank_cap=cap()) else ""
            failed.append(
                (
                    "ValueError",
                    f"method='factorised' needs the D = {int_text(D)} crossing-state features of {what} to be "
                    f"at most side/{FACTORISED_SHARE} = {side // FACTORISED_SHARE}; use method='exact'{low}",
                )
            )
        grid_text = f"factorised rank with D = {int_text(D)} features at side {K}^{T // 2}"
        if asked != "auto":
            reason += f" (D = {int_text(D)} features)"
    if method == "rational" and K**T > RATIONAL_MAX_ENTRIES:
        failed.append(
            (
                "ValueError",
                f"method='rational' builds K^T = {K}^{T} = {K**T} exact entries, above its limit of "
                f"{RATIONAL_MAX_ENTRIES}; use method='exact'",
            )
        )
    if method == "sketch":
        width = sketch_width(side=side, rank_cap=cap())
        grid_text = (
            f"sketch of {K}^{T // 2} rows and up to {width} columns: the best proven upper bound on the "
            f"rank is {int_text(cap())}"
        )
        if asked != "auto":
            reason += f", up to {width} columns (best proven upper bound {int_text(cap())})"

    def stages_of(m: str) -> dict[str, int]:
        return {
            "weights": rac_nbytes(depth=depth, M=M, R=R, C=C, field=fld),
            "templates": entry * K * M,
            **_work_stages(
                depth=depth,
                R=R,
                T=T,
                K=K,
                method=m,
                prime=p,
                rank_backend=rank_backend,
                entry=entry,
                rank_cap=cap() if m == "sketch" or (m == "exact" and at_bound) else None,
            ),
        }

    stages = stages_of(method)
    need = sum(stages.values())
    log2_need = math.log2(need)
    if need > budget:
        # What to change: the sizes that dominate, or the methods that would fit (for ``exact``: ``factorised``
        # where the crossing states are few, ``sketch`` where the rank is provably low; for ``sketch``: ``exact``).
        if stages["weights"] > need // 2:
            fix = "lower R" + (", C" if C > 1 else "") + " or the depth"
        elif method == "exact":
            other = []
            if (
                depth <= MAX_FACTORISED_DEPTH
                and factorised_suits(depth=depth, R=R, T=T, side=side)
                and sum(stages_of("factorised").values()) <= budget
            ):
                other.append("method='factorised' computes it exactly through the states crossing the cut")
            if sketch_suits(side=side, rank_cap=cap()) and sum(stages_of("sketch").values()) <= budget:
                other.append("method='sketch' streams it (its rank is provably low)")
            fix = ", or ".join([*other, fix])
        elif method == "sketch" and sum(stages_of("exact").values()) <= budget:
            fix = "method='exact' fits, or " + fix
        text = _fits_text(need, f"{what} (weights, {grid_text})", max_bytes=max_bytes, fix=fix)
        if text is not None:  # None only where memory was freed since the budget was read
            failed.append(("TooLargeError", text))
    steps = trials * (grid_tensor_layer_steps(K=K, T=T, depth=depth, R=R) + BUILD_STEPS * depth)
    if steps > MAX_LAYER_STEPS:
        failed.append(("TooLargeError", _steps_text(steps, what)))
    return plan(failed[0] if failed else None)
