r"""The lab's headline computation as one call: certified Start-End ranks of random RACs, with their bounds.

:func:`certified_rank` draws ``trials`` random RACs of one shape, materialises each grid tensor
(Sec. 1.3.2) with :math:`K` templates, takes the rank of its Start-End matricization (Definition 1.1) and
reports the best, its Schwartz-Zippel bound (:mod:`numerics.certify.schwartz_zippel`) and every bound of
:mod:`numerics.bounds.registry` with whether it holds. :func:`start_end_rank` is the same rank for one given
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

import numpy as np

from numerics.bounds.registry import BoundCheck, check_bounds, upper_bounds
from numerics.certify.schwartz_zippel import REFUTE_LEVEL, entry_degree, refutation_chance, schwartz_zippel_bound
from numerics.grid.grid_tensor import grid_tensor, grid_tensor_layer_steps, grid_tensor_nbytes
from numerics.grid.matricize import start_end
from numerics.rank.dense import BLAS_PANEL, default_prime, rank_mod_p, rank_mod_p_nbytes, rank_rational, rank_svd
from numerics.rank.factorised import (
    FACTORISED_SHARE,
    factorised_rank,
    factorised_rank_nbytes,
    factorised_suits,
    feature_count,
)
from numerics.rank.sketch import sketched_rank
from racs import RAC, ModP, Rational, Real, random_rac
from racs.memory import LOG2_HOPELESS, TooLargeError, check_fits, entry_nbytes, fits, log2_bytes
from racs.model import rac_nbytes
from racs.sizes import check_size

__all__ = [
    "RankReport",
    "TrialRank",
    "certified_rank",
    "start_end_rank",
    "trial_prime",
    "METHODS",
    "RANK_BACKENDS",
    "RATIONAL_MAX_ENTRIES",
    "SKETCH_BLOCK",
    "SKETCH_WIDTH",
    "SKETCH_FRACTION",
    "MAX_LAYER_STEPS",
    "INT_TEXT_DIGITS",
    "method_nbytes",
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
#: Primes of ``ModP`` lie below this (:class:`racs.fields.ModP`, float64 dot products of length 256 stay exact).
PRIME_LIMIT = 2**26
#: Integers of more digits are written by their leading digits in text (:func:`int_text`); JSON keeps them exact.
INT_TEXT_DIGITS = 20
#: Largest grid tensor the pure-Python rational method is allowed to build.
RATIONAL_MAX_ENTRIES = 2**14
#: Integer weights of ``method="rational"`` are uniform on [-RATIONAL_RANGE, RATIONAL_RANGE].
RATIONAL_RANGE = 1000


def trial_prime(*, M: int, R: int, K: int | None = None) -> int:
    """The lab's default prime for a shape: ``default_prime(max(M, R, K, BLAS_PANEL))``."""
    return default_prime(max(M, R, M if K is None else K, BLAS_PANEL))


def int_text(n: int) -> str:
    r"""An integer for a person: in full up to :data:`INT_TEXT_DIGITS` digits, else its exact leading digits and
    decimal exponent, ``'1.2345...e6020'`` (never a digit that is not the integer's own).

    Works on any size: Python refuses ``str()`` of integers of more than 4300 digits (the end-state bound at depth
    :math:`10^4` has about 6000), and this never calls it on one.
    """
    n = int(n)
    size = abs(n)
    if size < 10**INT_TEXT_DIGITS:
        return str(n)
    exp = int((size.bit_length() - 1) * 0.30102999566398120)  # log10(2): the exponent or one short of it
    exp += 10 ** (exp + 1) <= size
    exp -= 10**exp > size  # float rounding just below an integer
    lead = str(size // 10 ** (exp - 4))  # the first five digits
    return f"{'-' if n < 0 else ''}{lead[0]}.{lead[1:]}...e{exp}"


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


def best_upper_bound(*, depth: int, M: int, R: int, T: int, K: int | None = None) -> int:
    """The smallest proven upper bound on the Start-End rank of every RAC of the shape
    (:func:`numerics.bounds.registry.upper_bounds`; ``K`` defaults to ``M``)."""
    return min(upper_bounds(depth=depth, M=M, R=R, T=T, K=K).values())


def sketch_suits(*, side: int, rank_cap: int) -> bool:
    """The one rule for where ``method="sketch"`` pays: a proven upper bound ``rank_cap`` on the rank (usually
    :func:`best_upper_bound`) is at most side / :data:`SKETCH_FRACTION` (the atlas'
    :func:`numerics.atlas.run.case_method` and ``sep_rank``'s suggestions)."""
    return SKETCH_FRACTION * rank_cap <= side


def sketch_width(*, side: int, rank_cap: int) -> int:
    """The widest sketch ``method="sketch"`` may reach for a rank of at most ``rank_cap``: it starts at
    :data:`SKETCH_WIDTH` and doubles until it exceeds the rank or reaches the side."""
    w = min(SKETCH_WIDTH, side)
    while w <= rank_cap and w < side:
        w = min(2 * w, side)
    return w


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
    side = K ** (T // 2)
    t0 = time.perf_counter()
    if method == "factorised":
        res = factorised_rank(rac, T=T, templates=templates, c=cls, max_bytes=max_bytes)
        return TrialRank(
            res.rank,
            side,
            method,
            {"D": res.D, "basis_rows": res.basis_rows, "stages": res.seconds},
            {"grid_tensor": 0.0, "matricize": 0.0, "rank": time.perf_counter() - t0},
        )
    if method == "sketch":
        res = sketched_rank(
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
            res.rank,
            side,
            method,
            {"width": res.width, "blocks": res.blocks, "peak_entries": res.peak_entries, "complete": res.complete},
            {"grid_tensor": 0.0, "matricize": 0.0, "rank": time.perf_counter() - t0},
        )
    A = grid_tensor(rac, T=T, templates=templates, c=cls, max_bytes=max_bytes)
    t1 = time.perf_counter()
    S = start_end(A)
    t2 = time.perf_counter()
    if method == "exact":
        res = rank_mod_p(S, rac.field.modulus, max_bytes=max_bytes, overwrite=True, backend=rank_backend)
        info = {"backend": res.backend}
    elif method == "rational":
        res, info = rank_rational(S, max_entries=RATIONAL_MAX_ENTRIES), {}
    else:
        res = rank_svd(S)
        info = {
            "tol": res.tol,
            "sigma_max": res.sigma_max,
            "sigma_last": res.sigma_last,
            "sigma_next": res.sigma_next,
            "gap": res.gap,
            "spectrum_decades": res.spectrum_decades,
            "reliable": res.reliable,
            "reason": res.reason,
        }
    return TrialRank(
        res.rank, side, method, info, {"grid_tensor": t1 - t0, "matricize": t2 - t1, "rank": time.perf_counter() - t2}
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
        return out


def _sketch_nbytes(*, side: int, width: int, depth: int, R: int) -> int:
    """Planned peak of ``method="sketch"`` at its widest: one block of the grid tensor (at most
    :data:`SKETCH_BLOCK` entries, or one column block of the side), the Start states, the sketch and its new
    columns and the rank's copies of it (:func:`numerics.rank.sketch.sketched_rank` checks its part as it widens)."""
    return 8 * (max(SKETCH_BLOCK, side) + 2 * depth * R * side + 6 * side * width)


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
    """Planned peak of one trial's grid tensor, matricization and rank (the weights not included).

    ``rank_cap``: a proven upper bound on the rank (:func:`best_upper_bound`), which fixes the widest sketch of
    ``method="sketch"`` (:func:`sketch_width`; default the side, the widest possible).
    """
    side = K ** (T // 2)
    if method == "sketch":
        return _sketch_nbytes(
            side=side, width=sketch_width(side=side, rank_cap=side if rank_cap is None else rank_cap), depth=depth, R=R
        )
    if method == "factorised":  # never materialises the grid tensor
        return factorised_rank_nbytes(K=K, T=T, depth=depth, R=R)
    if method == "exact":  # the rank runs inside the grid tensor's Start-End view where it can
        rank_need = rank_mod_p_nbytes((side, side), prime, backend=rank_backend, overwrite=True)
    else:
        rank_need = 3 * side * side * entry
    return grid_tensor_nbytes(K=K, T=T, depth=depth, R=R, entry_bytes=entry) + rank_need


def _check_backend(rank_backend) -> None:
    if rank_backend not in RANK_BACKENDS:
        raise ValueError(f"rank_backend={rank_backend!r}: choose one of {', '.join(RANK_BACKENDS)}")


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


def _refuse_steps(steps: int, what: str, *, about: str = "about") -> None:
    if steps > MAX_LAYER_STEPS:
        raise TooLargeError(
            f"{what} needs {about} {int_text(steps) if steps >= 10**15 else f'{steps:.2g}'} "
            f"one-layer updates in Python (about {int_text(steps // 10_000)} s at 100 us each), "
            f"above the {MAX_LAYER_STEPS} allowed; lower the depth, T or trials"
        )


def _check_steps(*, depth: int, R: int, T: int, K: int, trials: int, what: str) -> None:
    _refuse_steps(trials * (grid_tensor_layer_steps(K=K, T=T, depth=depth, R=R) + BUILD_STEPS * depth), what)


def _plan(
    *,
    depth: int,
    M: int,
    R: int,
    T: int,
    K: int,
    C: int,
    K_given: bool,
    method: str,
    field,
    rank_backend: str,
    max_bytes: int | None,
    trials: int,
) -> int:
    r"""Refuse oversized work before any allocation; return the side :math:`K^{T/2}` of the Start-End matrix.

    Deep, narrow RACs are also refused when their Python-level work exceeds :data:`MAX_LAYER_STEPS`.
    The plan counts the weights (:func:`racs.rac_nbytes`: :math:`R \times R` per layer, :math:`M \times R`,
    :math:`C \times R`, initial states, the initial-state solve), the grid tensor, the Start-End matrix and
    the rank's workspace. Sizes beyond :math:`2^{64}` bytes are judged from logarithms, so a huge ``T`` is
    refused at once. The message names the sizes as the caller gave them (``K`` only when given) and, for
    ``exact``, suggests ``factorised`` and ``sketch`` where they apply and fit (``sketch`` only where the rank is
    provably low, :func:`sketch_suits`). ``sketch`` itself is planned at the width the best proven upper bound may
    drive it to.
    """
    entry = entry_nbytes(field.dtype)
    what = f"depth={depth} T={T} M={M}" + (f" K={K}" if K_given else "") + f" R={R}" + (f" C={C}" if C > 1 else "")
    weights = rac_nbytes(depth=depth, M=M, R=R, C=C, field=field)
    log2_grid = log2_bytes(base=K, exponent=T, times=entry)
    log2_side = log2_bytes(base=K, exponent=T // 2)
    grid_text = f"grid tensor of {K}^{T} entries and a {K}^{T // 2} x {K}^{T // 2} rank"
    if method == "sketch":
        log2_grid = log2_bytes(base=K, exponent=T // 2, times=8 * 6 * 16)
        grid_text = f"sketch of {K}^{T // 2} rows"
    fix = "lower T, M or K" if K_given else "lower T or M"
    if log2_grid >= LOG2_HOPELESS or log2_side >= LOG2_HOPELESS:
        check_fits(log2_grid, f"{what} ({grid_text})", max_bytes=max_bytes, log2=True, fix=fix)
    # Every time step costs at least one update per layer. At K = 1 the grid is one entry, so no memory bound
    # refuses a huge T, and the walk's plan below would list its T levels first.
    _refuse_steps(trials * depth * T, what, about="at least")
    side = K ** (T // 2)

    def bound() -> int:  # the best proven upper bound, for the sketch's rule and width
        return best_upper_bound(depth=depth, M=M, R=R, T=T, K=K)

    if method == "factorised" and depth <= MAX_FACTORISED_DEPTH:  # deeper: the work plan below refuses it
        D = feature_count(depth=depth, R=R, T=T)
        if FACTORISED_SHARE * D > side:
            raise ValueError(
                f"method='factorised' needs the D = {int_text(D)} crossing-state features of {what} to be "
                f"at most side/{FACTORISED_SHARE} = {side // FACTORISED_SHARE}; use method='exact'"
                + (
                    " (or method='sketch': its rank is provably low)"
                    if sketch_suits(side=side, rank_cap=bound())
                    else ""
                )
            )
        grid_text = f"factorised rank with D = {int_text(D)} features at side {K}^{T // 2}"
    if method == "rational" and K**T > RATIONAL_MAX_ENTRIES:
        raise ValueError(
            f"method='rational' builds K^T = {K}^{T} = {K**T} exact entries, above its limit of "
            f"{RATIONAL_MAX_ENTRIES}; use method='exact'"
        )
    rank_cap = None
    if method == "sketch":
        rank_cap = bound()
        width = sketch_width(side=side, rank_cap=rank_cap)
        grid_text = (
            f"sketch of {K}^{T // 2} rows and up to {width} columns: the best proven upper bound on the "
            f"rank is {int_text(rank_cap)}"
        )
    need = weights + method_nbytes(
        depth=depth,
        R=R,
        T=T,
        K=K,
        method=method,
        prime=getattr(field, "p", None),
        rank_backend=rank_backend,
        entry=entry,
        rank_cap=rank_cap,
    )
    if weights > need // 2:
        fix = "lower R" + (", C" if C > 1 else "") + " or the depth"
    elif method == "exact":
        other = []
        if (
            depth <= MAX_FACTORISED_DEPTH
            and factorised_suits(depth=depth, R=R, T=T, side=side)
            and fits(
                weights
                + method_nbytes(
                    depth=depth,
                    R=R,
                    T=T,
                    K=K,
                    method="factorised",
                    prime=getattr(field, "p", None),
                    rank_backend=rank_backend,
                    entry=entry,
                ),
                max_bytes=max_bytes,
            )
        ):
            other.append("method='factorised' computes it exactly through the states crossing the cut")
        cap = bound()
        if sketch_suits(side=side, rank_cap=cap) and fits(
            weights + method_nbytes(depth=depth, R=R, T=T, K=K, method="sketch", prime=None, rank_cap=cap),
            max_bytes=max_bytes,
        ):
            other.append("method='sketch' streams it (its rank is provably low)")
        fix = ", or ".join(other + [fix])
    elif method == "sketch" and fits(
        weights + method_nbytes(depth=depth, R=R, T=T, K=K, method="exact", prime=field.p, entry=entry),
        max_bytes=max_bytes,
    ):
        fix = "method='exact' fits, or " + fix
    check_fits(need, f"{what} (weights, {grid_text})", max_bytes=max_bytes, fix=fix)
    _check_steps(depth=depth, R=R, T=T, K=K, trials=trials, what=what)
    return side


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
    depth, M, R, T, C = (check_size(n, v) for n, v in (("depth", depth), ("M", M), ("R", R), ("T", T), ("C", C)))
    trials, seed = check_size("trials", trials), check_size("seed", seed, low=0)
    if T % 2:
        raise ValueError(f"T={T} must be even (the Start-End partition halves it)")
    if method not in METHODS:
        raise ValueError(f"method={method!r}: choose one of {', '.join(METHODS)}")
    if isinstance(cls, bool) or not isinstance(cls, (int, np.integer)) or not 0 <= cls < C:
        raise ValueError(f"cls={cls!r} is out of range for C={C} (0-based)")
    if templates is not None:
        shape = np.shape(templates)
        if len(shape) != 2 or shape[1] != M or shape[0] < 1:
            raise ValueError(f"templates must have shape (K, M={M}); got {shape}")
        if K is not None and K != shape[0]:
            raise ValueError(f"K={K} disagrees with the {shape[0]} templates given; drop K or the templates")
        K = shape[0]
    K_given = K is not None and K != M
    K = M if K is None else check_size("K", K)
    if prime is not None and method not in ("exact", "sketch", "factorised"):
        raise ValueError(
            f"prime={prime} applies to method='exact', method='sketch' or method='factorised' only, "
            f"not method={method!r}"
        )
    _check_backend(rank_backend)
    if rank_backend != "auto" and method != "exact":
        raise ValueError(f"rank_backend={rank_backend!r} applies to method='exact' only, not method={method!r}")
    if method in ("exact", "sketch", "factorised"):
        fld = ModP(trial_prime(M=M, R=R, K=K) if prime is None else check_size("prime", prime, low=3))
        fld.check_inner(max(M, R, K))
    elif method == "svd":
        fld = Real()
    else:
        fld = Rational()
    side = _plan(
        depth=depth,
        M=M,
        R=R,
        T=T,
        K=K,
        C=C,
        K_given=K_given,
        method=method,
        field=fld,
        rank_backend=rank_backend,
        max_bytes=max_bytes,
        trials=trials,
    )
    F0 = None if templates is None else fld.check(templates, "templates")
    secs = {"build": 0.0, "grid_tensor": 0.0, "matricize": 0.0, "rank": 0.0}
    results = []
    for i in range(trials):
        t0 = time.perf_counter()
        rac = random_rac(
            depth=depth, M=M, R=R, C=C, seed=np.random.default_rng([seed, i]), field=fld, max_bytes=max_bytes
        )
        F = F0 if F0 is not None or K == M else fld.random(np.random.default_rng([seed, i, 1]), (K, M))
        t1 = time.perf_counter()
        results.append(
            start_end_rank(
                rac,
                T=T,
                method=method,
                templates=F,
                cls=cls,
                rank_backend=rank_backend,
                sketch_seed=np.random.default_rng([seed, i, 2]),
                max_bytes=max_bytes,
            )
        )
        secs["build"] += t1 - t0
        for k, v in results[-1].seconds.items():
            secs[k] += v
    ranks = tuple(r.rank for r in results)
    best = max(ranks)
    sz = svd = sk = None
    if method != "svd":
        deg = entry_degree(depth=depth, T=T)
        sample = fld.p if method in ("exact", "sketch", "factorised") else 2 * RATIONAL_RANGE + 1
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
        C=C,
        cls=int(cls),
        seed=seed,
        trials=trials,
        method=method,
        prime=getattr(fld, "p", None),
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
    )
