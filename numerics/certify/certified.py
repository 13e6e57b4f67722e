r"""The lab's headline computation as one call: certified Start-End ranks of random RACs, with their bounds.

:func:`certified_rank` draws ``trials`` random RACs of one shape, materialises each grid tensor
(Sec. 1.3.2) with :math:`K` templates, takes the rank of its Start-End matricization (Definition 1.1) and
reports the best, its Schwartz-Zippel bound (:mod:`numerics.certify.schwartz_zippel`) and every bound of
:mod:`numerics.bounds.registry` with whether it holds; the method and the memory come from one
:class:`numerics.certify.plan.Plan` (``report.plan``). :func:`start_end_rank` is the same rank for one given
RAC. ``sep_rank``, the atlas, the proof checks and the networks command line all call these two.

Seed and prime rule (the only one in the lab)
---------------------------------------------
Trial :math:`i = 0, 1, \dots` draws its weights from ``numpy.random.default_rng([seed, i])``, its random
templates (when :math:`K \ne M`) from ``default_rng([seed, i, 1])`` and its sketch (``method="sketch"``) from
``default_rng([seed, i, 2])``. The prime of the exact methods is ``default_prime(max(M, R, K, BLAS_PANEL))``:
the largest :math:`p < 2^{26}` whose float64 dot products of length 256 stay exact, so the rank can run on
BLAS (:mod:`numerics.rank.blas`); ``prime=`` overrides it.

Methods
-------
``exact`` (default): weights uniform on GF(p), exact rank over GF(p): a certified lower bound on the rank over
Q of that instance, hence (Claims 2 and 5) on the Start-End separation rank of almost every RAC of the shape.
``sketch``: the same certificate from a streamed random GF(p) sketch, for low ranks beyond memory.
``factorised``: the same number as ``exact``, deterministically, from the rows of the Start-End matrix that a
row basis of the crossing-state features selects (:mod:`numerics.rank.factorised`): cost side x D instead of
side^2, refused where the feature count D exceeds side / 4.
``rational``: integer weights, exact rank over Q (tiny cases). ``svd``: float64, not certified: the report
carries the tolerance, the singular values at the cut and their gap.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any

import numpy as np

from numerics.bounds.registry import BoundCheck, check_bounds
from numerics.certify.plan import (
    METHODS,
    RATIONAL_MAX_ENTRIES,
    SKETCH_BLOCK,
    SKETCH_WIDTH,
    Plan,
    _check_backend,
    int_text,
    make_plan,
    sketch_width,
)
from numerics.certify.schwartz_zippel import REFUTE_LEVEL, entry_degree, refutation_chance, schwartz_zippel_bound
from numerics.grid.grid_tensor import grid_tensor
from numerics.grid.matricize import start_end
from numerics.rank.dense import rank_mod_p, rank_rational, rank_svd
from numerics.rank.factorised import factorised_rank
from numerics.rank.sketch import sketched_rank
from racs import RAC, random_rac
from racs.memory import LOG2_HOPELESS, check_fits, log2_bytes
from racs.sizes import check_size

__all__ = ["RankReport", "TrialRank", "certified_rank", "start_end_rank"]

#: Primes of ``ModP`` lie below this (:class:`racs.fields.ModP`, float64 dot products of length 256 stay exact).
PRIME_LIMIT = 2**26
#: Integer weights of ``method="rational"`` are uniform on [-RATIONAL_RANGE, RATIONAL_RANGE].
RATIONAL_RANGE = 1000


def _safe_repr(x) -> str:
    """``repr``, with :func:`int_text` for the integers Python refuses to convert (more digits than
    ``sys.get_int_max_str_digits()``, 4300 by default: a bound of 6000 digits); every other integer in full."""
    if isinstance(x, int) and not isinstance(x, bool):
        try:
            return repr(x)
        except ValueError:
            return int_text(x)
    if is_dataclass(x) and not isinstance(x, type):
        return f"{type(x).__name__}(" + ", ".join(f"{f.name}={_safe_repr(getattr(x, f.name))}" for f in fields(x)) + ")"
    if isinstance(x, (tuple, list)):
        inner = ", ".join(_safe_repr(v) for v in x) + ("," if isinstance(x, tuple) and len(x) == 1 else "")
        return f"({inner})" if isinstance(x, tuple) else f"[{inner}]"
    if isinstance(x, dict):
        return "{" + ", ".join(f"{k!r}: {_safe_repr(v)}" for k, v in x.items()) + "}"
    return repr(x)


@dataclass(frozen=True)
class TrialRank:
    """The Start-End rank of one RAC's grid tensor (:func:`start_end_rank`).

    ``info`` holds what the method reports beyond the rank: the rank backend (exact), the sketch's width,
    blocks and peak entries (sketch), or the float evidence (svd: tolerance, kept/dropped singular values, gap,
    reliability). ``seconds`` splits the time into ``grid_tensor``, ``matricize`` and ``rank``.
    """

    rank: int
    side: int
    method: str
    info: dict = field(default_factory=dict)
    seconds: dict = field(default_factory=dict)


def start_end_rank(
    rac: RAC,
    *,
    T: int,
    method: str = "exact",
    templates=None,
    cls: int = 0,
    rank_backend: str = "auto",
    sketch_seed=None,
    max_bytes: int | None = None,
) -> TrialRank:
    r"""Rank of :math:`[\![\mathcal A(y_c)]\!]_{S,E}` for one RAC (Claim 1, Definition 1.1).

    Parameters
    ----------
    rac : RAC
        In :class:`racs.ModP` for ``exact``/``sketch``, :class:`racs.Rational` for ``rational``,
        :class:`racs.Real` for ``svd``.
    T : int
        Even sequence length.
    templates : array ``(K, M)``, optional
        Default the :math:`M` one-hot templates.
    cls : int
        0-based class :math:`c`.
    sketch_seed : int or Generator
        The sketch's randomness (``method="sketch"`` only).
    """
    T = check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even (the Start-End partition halves it)")
    _check_backend(rank_backend)
    want = {"exact": "modular", "sketch": "modular", "factorised": "modular", "rational": "rational", "svd": "float"}
    if method not in want:
        raise ValueError(f"method={method!r}: choose one of {', '.join(METHODS)}")
    kind = "modular" if rac.field.modulus is not None else "float" if not rac.field.exact else "rational"
    if kind != want[method]:
        raise TypeError(f"method={method!r} needs a {want[method]} RAC; this one is over {rac.field.name}")
    K = rac.M if templates is None else int(np.shape(templates)[0])
    log2_side = log2_bytes(base=K, exponent=T // 2)
    if log2_side >= LOG2_HOPELESS:  # never form K**(T//2) for a T that cannot be done
        check_fits(log2_side + 3, f"a {K}^{T // 2} x {K}^{T // 2} Start-End matrix", max_bytes=max_bytes, log2=True)
    return _rank_trial(
        rac,
        T=T,
        side=K ** (T // 2),
        method=method,
        templates=templates,
        cls=cls,
        rank_backend=rank_backend,
        sketch_seed=sketch_seed,
        max_bytes=max_bytes,
    )


def _rank_trial(
    rac: RAC,
    *,
    T: int,
    side: int,
    method: str,
    templates,
    cls: int,
    rank_backend: str,
    sketch_seed,
    max_bytes: int | None,
    upper: int | None = None,
) -> TrialRank:
    """The rank of one RAC by an already checked ``method`` (:func:`start_end_rank`, or a :class:`Plan`'s method
    in :func:`certified_rank`). Each backend still checks its own allocation against ``max_bytes``: the plan
    is the forecast, the backends' checks the guard where the forecast and the machine disagree. ``upper``: the
    proven bound ``exact`` tries first (:attr:`Plan.at_bound`), with ``sketch_seed`` as its randomness."""
    t0 = time.perf_counter()
    if method == "factorised":
        fr = factorised_rank(rac, T=T, templates=templates, c=cls, max_bytes=max_bytes)
        return TrialRank(
            fr.rank,
            side,
            method,
            {"D": fr.D, "basis_rows": fr.basis_rows, "stages": fr.seconds},
            {"grid_tensor": 0.0, "matricize": 0.0, "rank": time.perf_counter() - t0},
        )
    if method == "sketch":
        sk = sketched_rank(
            rac,
            T=T,
            seed=sketch_seed,
            width=SKETCH_WIDTH,
            templates=templates,
            c=cls,
            block_entries=SKETCH_BLOCK,
            max_bytes=max_bytes,
        )
        return TrialRank(
            sk.rank,
            side,
            method,
            {"width": sk.width, "blocks": sk.blocks, "peak_entries": sk.peak_entries, "complete": sk.complete},
            {"grid_tensor": 0.0, "matricize": 0.0, "rank": time.perf_counter() - t0},
        )
    A = grid_tensor(rac, T=T, templates=templates, c=cls, max_bytes=max_bytes)
    t1 = time.perf_counter()
    S = start_end(A)
    t2 = time.perf_counter()
    info: dict = {}
    if method == "exact":
        p = rac.field.modulus
        if p is None:  # start_end_rank and make_plan give exact a GF(p) RAC
            raise TypeError(f"method='exact' needs a modular RAC; this one is over {rac.field.name}")
        mp = rank_mod_p(S, p, max_bytes=max_bytes, overwrite=True, backend=rank_backend, upper=upper, seed=sketch_seed)
        rank, info = mp.rank, {"backend": mp.backend}
    elif method == "rational":
        rank = rank_rational(S, max_entries=RATIONAL_MAX_ENTRIES).rank
    else:
        sv = rank_svd(S)
        rank = sv.rank
        info = {
            "tol": sv.tol,
            "sigma_max": sv.sigma_max,
            "sigma_last": sv.sigma_last,
            "sigma_next": sv.sigma_next,
            "gap": sv.gap,
            "spectrum_decades": sv.spectrum_decades,
            "reliable": sv.reliable,
            "reason": sv.reason,
        }
    return TrialRank(
        rank, side, method, info, {"grid_tensor": t1 - t0, "matricize": t2 - t1, "rank": time.perf_counter() - t2}
    )


@dataclass(frozen=True, repr=False)
class RankReport:
    r"""What :func:`certified_rank` measured.

    Attributes
    ----------
    depth, M, R, T, K, C, cls, seed, trials, method
        The arguments (``K`` resolved: ``M`` for one-hot templates).
    prime : int or None
        The GF(p) of the exact methods.
    rank : int
        The best rank over the trials.
    trial_ranks : tuple of int
    side : int
        :math:`K^{T/2}`, the side of the Start-End matrix.
    exact : bool
        Whether the rank is certified (every method but ``svd``).
    rank_backend : str or None
        The GF(p) elimination that ran (``exact``).
    schwartz_zippel : dict or None
        ``entry_degree``, ``sample_set_size``, ``per_trial`` and ``all_trials``: the chance that one (the best
        of all) uniform instance stays below the generic rank.
    svd : dict or None
        The float evidence of the best trial, and ``reliable`` over all trials (``svd``).
    sketch : dict or None
        Widths, blocks, peak entries, completeness (``sketch``).
    bounds : tuple of BoundCheck
        Every bound of the registry: value, relation, holds, or why it does not apply. ``holds`` is ``None``
        (undecided) where the rank is below a lower bound (Theorem 1, Conjecture 1) but chance could explain it.
    undecided : dict
        ``{key: reason}`` of those undecided lower bounds: the rank is below the value, no proven upper bound is,
        and :func:`numerics.certify.schwartz_zippel.refutation_chance` exceeds :data:`numerics.certify.schwartz_zippel.REFUTE_LEVEL`
        (e.g. ``prime=3``). A failed verdict (``holds`` false) is certain when a proven upper bound is below the
        value, else chance explains it with probability at most ``REFUTE_LEVEL``.
    seconds : dict
        ``build``, ``grid_tensor``, ``matricize``, ``rank`` and ``total``, summed over the trials.
    plan : Plan or None
        The plan the trials ran by (:func:`numerics.certify.plan.make_plan`): method and why, side, bytes per
        stage, budget, layer updates.
    """

    depth: int
    M: int
    R: int
    T: int
    K: int
    C: int
    cls: int
    seed: int
    trials: int
    method: str
    prime: int | None
    rank: int
    trial_ranks: tuple
    side: int
    exact: bool
    rank_backend: str | None
    schwartz_zippel: dict | None
    svd: dict | None
    sketch: dict | None
    bounds: tuple
    undecided: dict
    seconds: dict
    plan: Plan | None = None

    def __repr__(self) -> str:
        # the dataclass repr would str() every bound, and Python refuses integers of more than 4300 digits
        return _safe_repr(self)

    def bound(self, key: str) -> BoundCheck:
        """The :class:`~numerics.bounds.registry.BoundCheck` of bound ``key``."""
        for b in self.bounds:
            if b.key == key:
                return b
        raise ValueError(f"no bound {key!r}; known: {', '.join(b.key for b in self.bounds)}")

    @property
    def upper_bound(self) -> int:
        """The best proven upper bound that applies."""
        return min(b.value for b in self.bounds if b.relation == "<=" and b.value is not None)

    def to_json(self) -> dict:
        """The JSON object of ``sep_rank --json`` (stable keys). Bounds stay exact integers, however long:
        ``json.dumps`` of one beyond 4300 digits needs ``sys.set_int_max_str_digits`` raised by the caller (the
        command lines do it for their own output)."""
        out = {
            "depth": self.depth,
            "T": self.T,
            "M": self.M,
            "R": self.R,
            "C": self.C,
            "class": self.cls,
            "K": self.K,
            "seed": self.seed,
            "rank": self.rank,
            "method": self.method,
            "trials": self.trials,
            "trial_ranks": list(self.trial_ranks),
            "prime": self.prime,
            "matrix_shape": [self.side, self.side],
            "exact": self.exact,
            "bounds": {b.key: b.value for b in self.bounds},
            "holds": {b.key: b.holds for b in self.bounds},
            "not_applicable": {b.key: b.reason for b in self.bounds if b.reason},
            "undecided": dict(self.undecided),
        }
        if self.rank_backend is not None:
            out["rank_backend"] = self.rank_backend
        if self.sketch is not None:
            out["sketch"] = dict(self.sketch)
        out["seconds"] = dict(self.seconds)
        if self.schwartz_zippel is not None:
            out["schwartz_zippel"] = dict(self.schwartz_zippel)
        if self.svd is not None:
            out["svd"] = dict(self.svd)
        if self.plan is not None:
            out["plan"] = self.plan.to_json()
        return out


def _judge(checks: tuple, *, rank: int, uncertain) -> tuple:
    r"""``(checks, undecided)``: ``checks`` with ``holds=None`` where a lower bound (``>=``, ``==``) fails but the
    failure is not certified, and ``{key: reason}`` for those.

    A rank below a lower bound :math:`v` refutes it for sure when a proven upper bound is below :math:`v`;
    otherwise ``uncertain(v)`` says why the low rank may not (a reason), or ``None`` when it does refute it.
    """
    cap = min(c.value for c in checks if c.relation == "<=" and c.value is not None)
    out, undecided = [], {}
    for c in checks:
        if c.relation != "<=" and c.holds is False and rank < c.value <= cap:
            reason = uncertain(c.value)
            if reason is not None:
                undecided[c.key] = f"rank {rank} < {int_text(c.value)}, but {reason}"
                c = replace(c, holds=None)
        out.append(c)
    return tuple(out), undecided


def _by_chance(*, degree: int, sample: int, trials: int, method: str, side: int):
    r"""``uncertain`` for :func:`_judge` on a GF(p) or integer rank: a reason when
    :func:`numerics.certify.schwartz_zippel.refutation_chance` exceeds :data:`numerics.certify.schwartz_zippel.REFUTE_LEVEL`. The sketch's
    share is priced at the widest sketch a rank of :math:`v` would need (:func:`sketch_width`), fixed before the
    run: the width a failing sketch reached is small exactly when it failed."""

    def uncertain(value: int):
        width = sketch_width(side=side, rank_cap=value) if method == "sketch" else 0
        chance = refutation_chance(value, degree, sample, trials, sketch_width=width)
        if chance <= REFUTE_LEVEL:
            return None
        return (
            f"{trials} instance(s) of a shape that meets the bound fall this low with probability up to "
            f"{chance:.2g} (Schwartz-Zippel); {_remedy(value, degree, sample, method, width)}"
        )

    return uncertain


def _remedy(value: int, degree: int, sample: int, method: str, width: int) -> str:
    """What could decide an undecided lower bound, for this method and size."""
    if method == "rational":
        return "the exact method (GF(p), a larger sample) could decide"
    if refutation_chance(value, degree, PRIME_LIMIT - 1, sketch_width=width) >= 1:
        return f"no prime below 2^{PRIME_LIMIT.bit_length() - 1} can decide it (value x entry degree is that large)"
    one = refutation_chance(value, degree, sample, sketch_width=width)
    return "a larger prime" + ("" if one >= 1 else " or more trials") + " could decide"


def _float_rank(value: int) -> str:
    """``uncertain`` for :func:`_judge` on ``method="svd"``: a float rank certifies nothing."""
    return "a float rank is not certified (rounding, underflow); the exact method could decide"


def certified_rank(
    *,
    depth: int,
    M: int,
    R: int,
    T: int,
    K: int | None = None,
    C: int = 1,
    cls: int = 0,
    trials: int = 3,
    seed: int = 0,
    prime: int | None = None,
    method: str = "exact",
    templates=None,
    rank_backend: str = "auto",
    max_bytes: int | None = None,
) -> RankReport:
    r"""Best Start-End rank of ``trials`` random depth-:math:`L` RACs, certified, with every bound of the theory.

    Parameters
    ----------
    depth, M, R, T, C : int
        :math:`L, M, R, T, C` (``T`` even).
    K : int, optional
        Number of templates: ``None`` or ``M`` for the :math:`M` one-hot templates, otherwise :math:`K`
        random templates per trial (Claim 2 holds for any templates).
    cls : int
        0-based class whose score :math:`y_c` is used.
    trials, seed : int
        Trial :math:`i` uses ``default_rng([seed, i])`` (module docstring).
    prime : int, optional
        GF(p) of ``exact``/``sketch`` (default :func:`trial_prime`).
    method : {"exact", "sketch", "factorised", "rational", "svd"}
    templates : array ``(K, M)``, optional
        Fixed templates for every trial instead of one-hot or random ones.
    rank_backend : {"auto", "blas", "flint"}
        GF(p) elimination of ``exact`` (``flint`` is the oracle).
    max_bytes : int, optional
        Memory budget (default 80% of the available memory); oversized work is refused before allocation.

    Returns
    -------
    RankReport

    Examples
    --------
    >>> certified_rank(depth=3, M=3, R=4, T=8).rank
    81
    """
    seed = check_size("seed", seed, low=0)
    if method not in METHODS:  # make_plan's "auto" is the atlas' rule, not an option of a single call
        raise ValueError(f"method={method!r}: choose one of {', '.join(METHODS)}")
    if templates is not None:
        shape = np.shape(templates)
        if len(shape) != 2 or shape[1] != M or shape[0] < 1:
            raise ValueError(f"templates must have shape (K, M={M}); got {shape}")
        if K is not None and K != shape[0]:
            raise ValueError(f"K={K} disagrees with the {shape[0]} templates given; drop K or the templates")
        K = shape[0]
    # The one decision of method and memory: every size below is the plan's, and nothing is allocated before it.
    plan = make_plan(
        depth=depth,
        M=M,
        R=R,
        T=T,
        K=K,
        C=C,
        method=method,
        rank_backend=rank_backend,
        prime=prime,
        max_bytes=max_bytes,
        trials=trials,
    )
    if isinstance(cls, bool) or not isinstance(cls, (int, np.integer)) or not 0 <= cls < plan.C:
        raise ValueError(f"cls={cls!r} is out of range for C={plan.C} (0-based)")
    side = plan.check().side
    if side is None:  # pragma: no cover - a plan that fits has formed its side
        raise AssertionError("a plan that fits has a side")
    fld = plan.field
    F0 = None if templates is None else fld.check(templates, "templates")
    secs = {"build": 0.0, "grid_tensor": 0.0, "matricize": 0.0, "rank": 0.0}
    results = []
    for i in range(plan.trials):
        t0 = time.perf_counter()
        rac = random_rac(
            depth=plan.depth,
            M=plan.M,
            R=plan.R,
            C=plan.C,
            seed=np.random.default_rng([seed, i]),
            field=fld,
            max_bytes=max_bytes,
        )
        F = (
            F0
            if F0 is not None or plan.K == plan.M
            else fld.random(np.random.default_rng([seed, i, 1]), (plan.K, plan.M))
        )
        t1 = time.perf_counter()
        results.append(
            _rank_trial(
                rac,
                T=plan.T,
                side=side,
                method=plan.method,
                templates=F,
                cls=int(cls),
                rank_backend=plan.rank_backend,
                sketch_seed=np.random.default_rng([seed, i, 2]),
                max_bytes=max_bytes,
                upper=plan.rank_cap if plan.at_bound else None,
            )
        )
        secs["build"] += t1 - t0
        for k, v in results[-1].seconds.items():
            secs[k] += v
    return _report(plan, results, cls=int(cls), seed=seed, secs=secs)


def _report(plan: Plan, results: list[TrialRank], *, cls: int, seed: int, secs: dict[str, float]) -> RankReport:
    """The :class:`RankReport` of the trials run by ``plan``: the best rank, its certificate and the bounds."""
    depth, M, R, T, K, trials, method = plan.depth, plan.M, plan.R, plan.T, plan.K, plan.trials, plan.method
    side = results[0].side
    ranks = tuple(r.rank for r in results)
    best = max(ranks)
    sz: dict[str, Any] | None = None
    svd: dict[str, Any] | None = None
    sk: dict[str, Any] | None = None
    if method != "svd":
        deg = entry_degree(depth=depth, T=T)
        sample = plan.prime if plan.prime is not None else 2 * RATIONAL_RANGE + 1
        sz = {
            "entry_degree": deg,
            "sample_set_size": sample,
            "per_trial": schwartz_zippel_bound(side, deg, sample),
            "all_trials": schwartz_zippel_bound(side, deg, sample, trials),
        }
    else:
        svd = {k: v for k, v in results[ranks.index(best)].info.items() if k not in ("reliable", "reason")}
        svd["reliable"] = all(r.info["reliable"] for r in results)
        svd["reasons"] = [f"trial {i}: {r.info['reason']}" for i, r in enumerate(results) if r.info["reason"]]
    if method == "sketch":
        sk = {
            "widths": [r.info["width"] for r in results],
            "complete": all(r.info["complete"] for r in results),
            "blocks": results[0].info["blocks"],
            "peak_entries": max(r.info["peak_entries"] for r in results),
        }
    checks = check_bounds(best, depth=depth, M=M, R=R, T=T, K=K)
    checks, undecided = _judge(
        checks,
        rank=best,
        uncertain=_float_rank
        if sz is None
        else _by_chance(
            degree=sz["entry_degree"], sample=sz["sample_set_size"], trials=trials, method=method, side=side
        ),
    )
    return RankReport(
        depth=depth,
        M=M,
        R=R,
        T=T,
        K=K,
        C=plan.C,
        cls=cls,
        seed=seed,
        trials=trials,
        method=method,
        prime=plan.prime,
        rank=best,
        trial_ranks=ranks,
        side=side,
        exact=method != "svd",
        rank_backend=results[0].info.get("backend") if method == "exact" else None,
        schwartz_zippel=sz,
        svd=svd,
        sketch=sk,
        bounds=checks,
        undecided=undecided,
        seconds={**{k: round(v, 6) for k, v in secs.items()}, "total": round(sum(secs.values()), 6)},
        plan=plan,
    )
