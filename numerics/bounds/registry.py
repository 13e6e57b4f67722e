r"""One registry of the theory's bounds on the Start-End rank: what each says, when it applies, where it is proved.

Every consumer reads this table: :func:`numerics.certified_rank` (and so ``sep_rank``'s table and JSON), the
atlas' upper-bound columns and the prose of ``docs/atlas.md``. Adding a bound is one :class:`Bound` entry.

Relations are those a certified rank :math:`r` (the GF(p) rank of the Start-End matricization of a random
RAC's grid tensor with :math:`K` templates) must have to the bound's value:

* ``>=``: a lower bound on the separation rank of almost every RAC (Theorem 1 (2), Conjecture 1). It bounds
  :math:`r` only when the templates can realise it, i.e. :math:`K \ge M` (with fewer templates the grid is too
  coarse), so for :math:`K < M` the bound is reported as not applicable, never as failing.
* ``==``: Theorem 1 (1), the generic rank of a shallow RAC (again :math:`K \ge M`).
* ``<=``: a proven upper bound on the grid rank of *every* RAC of the shape (any weights).

Some ``<=`` bounds also hold without a grid: they bound the Start-End separation rank :math:`\mathrm{sep}_{(S,E)}(y)`
of the function itself (general inputs, :math:`f` the identity on :math:`\mathbb R^M`), with no :math:`K` in them.
:data:`SEPARATION_CAPS` lists those K-free forms, each tied to the registry bound whose proof gives it; by Claim 2
the grid rank with any templates is at most :math:`\mathrm{sep}`, so a certified grid rank that meets one pins the
separation rank (the atlas' ``pins``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from numerics.bounds.depth4 import depth4_ideal_bound, end_ideal_bound, start_ideal_bound
from numerics.bounds.depth4_blocks import formula_sep, restricted_sep_bound
from numerics.bounds.formulas import (
    conjecture1_bound,
    depth2_ideal_bound,
    depth3_ideal_bound,
    end_input_cap,
    end_state_bound,
    last_input_cap,
    mps_mincut_bound,
    relations_bound,
    scalar_width_bound,
    shallow_rank,
    theorem1_depth2_bound,
    trivial_upper_bound,
)

__all__ = [
    "Shape",
    "Bound",
    "BoundCheck",
    "BOUNDS",
    "bound",
    "applicable_bounds",
    "upper_bounds",
    "lower_bounds",
    "check_bounds",
    "RELATIONS",
    "SeparationCap",
    "SEPARATION_CAPS",
    "separation_cap",
    "least_separation_cap",
    "separation_caps",
]

#: The relation a measured rank must have to each kind of bound, in words.
RELATIONS = {"==": "rank ==", ">=": "rank >=", "<=": "rank <="}


@dataclass(frozen=True)
class Shape:
    """The sizes a bound depends on: depth :math:`L`, input dimension :math:`M`, width :math:`R`, length
    :math:`T`, number of templates :math:`K`."""

    depth: int
    M: int
    R: int
    T: int
    K: int


@dataclass(frozen=True)
class Bound:
    r"""One bound of the theory.

    Attributes
    ----------
    key : str
        Stable name, used in JSON (``sep_rank --json``, atlas rows).
    relation : str
        ``"=="``, ``">="`` or ``"<="``: what a certified rank must satisfy.
    label : str
        The formula, as text.
    reference : str
        The statement: ``"Theorem 1 (1)"``, ``"Conjecture 1"``, ``"this lab"``.
    proof : str
        Where it is proved (or, for a conjecture, checked).
    conjecture : bool
        True for Conjecture 1 (failing it is a finding, not a bug).
    condition : callable
        ``Shape -> None`` when the bound applies, else the reason it does not (e.g. ``"needs L = 1"``).
    formula : callable
        ``Shape -> int``, called only where the bound applies.
    """

    key: str
    relation: str
    label: str
    reference: str
    proof: str
    condition: Callable[[Shape], str | None]
    formula: Callable[[Shape], int]
    conjecture: bool = False

    @property
    def upper(self) -> bool:
        """A proven upper bound on the grid rank of every RAC of the shape."""
        return self.relation == "<="

    def why_not(self, shape: Shape) -> str | None:
        """``None`` if the bound applies to ``shape``, else the reason."""
        return self.condition(shape)

    def value(self, shape: Shape) -> int | None:
        """The bound's value, ``None`` where it does not apply."""
        return None if self.condition(shape) else self.formula(shape)


def _always(s: Shape) -> str | None:
    return None


def _templates_cover(s: Shape) -> str | None:
    return None if s.K >= s.M else "needs K >= M"


def _depth_is(L: int):
    def cond(s: Shape) -> str | None:
        return None if s.depth == L else f"needs L = {L}"

    return cond


def _both(*conds):
    def cond(s: Shape) -> str | None:
        return next((r for r in (c(s) for c in conds) if r), None)

    return cond


def _deep(s: Shape) -> str | None:
    return None if s.depth >= 2 else "needs L >= 2"


#: Largest width R and length T at which the ideal counts of :mod:`numerics.bounds.depth4` are evaluated: their
#: sums grow with R (``depth4_ideal_bound`` at R = 64 took over 5 s) and with T; beyond them the bound is listed
#: as not evaluated, never as failing.
IDEAL_MAX_R = 32
IDEAL_MAX_T = 128


def _ideal_evaluated(depth: int, R: int, T: int, *, min_depth: int, max_depth: int | None = None) -> str | None:
    if depth < min_depth:
        return f"needs L >= {min_depth}"
    if max_depth is not None and depth > max_depth:
        return f"needs L = {max_depth}" if max_depth == min_depth else f"evaluated for L <= {max_depth}"
    if R > IDEAL_MAX_R or T > IDEAL_MAX_T:
        return f"evaluated for R <= {IDEAL_MAX_R}, T <= {IDEAL_MAX_T}"
    return None


#: Proposition 55's sum runs over the orbits of blocks (about 2 s at T = 40, 8 s at T = 50); beyond it the bound is
#: listed as not evaluated.
RESTRICTED_MAX_T = 40


def _restricted(depth: int, R: int, T: int) -> str | None:
    if depth != 4 or R != 3:
        return "needs L = 4, R = 3"
    if T < 8 or T % 2:
        return "needs even T >= 8"
    return None if T <= RESTRICTED_MAX_T else f"evaluated for T <= {RESTRICTED_MAX_T}"


#: Propositions 57 and 58 prove Conjecture 49's value an upper bound at every even T >= 8; its sum runs over the
#: orbits (about 4 s at T = 30), so it is evaluated up to T = 30.
FORMULA_MAX_T = 30


def _formula(depth: int, R: int, T: int) -> str | None:
    why = _restricted(depth, R, T)
    if why is not None and not why.startswith("evaluated"):
        return why
    return None if T <= FORMULA_MAX_T else f"evaluated for T <= {FORMULA_MAX_T}"


def _fewer_inputs(depth: int, r: int, R: int, T: int) -> str | None:
    # Proposition 13 is start_ideal (depth3_ideal at L = 3) when the inputs span all R directions, and
    # depth2_ideal at L = 2: listed only where it is new, so that ties do not crowd the "which cap" columns.
    if depth >= 3 and r >= R:
        return "needs min{M, K} < R (otherwise it is start_ideal)"
    return _ideal_evaluated(depth, R, T, min_depth=3, max_depth=64)


def _relations(depth: int, r: int, R: int, T: int) -> str | None:
    # Propositions 19, 21 and 24 are stated at depth 3 with M = R - 1; by Proposition 16 they cap M < R - 1 too,
    # but never below Proposition 13 there (checked on every depth-3 shape with R <= 6, T <= 20), so they are
    # listed only where they are new.
    if depth != 3:
        return "needs L = 3"
    if R < 3 or r != R - 1:
        return "needs min{M, K} = R - 1 >= 2"
    if T < 6:
        return "needs T >= 6"
    return None


BOUNDS: tuple[Bound, ...] = (
    Bound(
        "shallow",
        "==",
        "min{R, M^(T/2)}",
        "Theorem 1 (1)",
        "thesis App. B.1; checked in python -m proofs",
        _both(_depth_is(1), _templates_cover),
        lambda s: shallow_rank(M=s.M, R=s.R, T=s.T),
    ),
    Bound(
        "theorem1",
        ">=",
        "((min{M,R}, T/2))",
        "Theorem 1 (2)",
        "thesis App. B.2; checked in python -m proofs",
        _both(_deep, _templates_cover),
        lambda s: theorem1_depth2_bound(M=s.M, R=s.R, T=s.T),
    ),
    Bound(
        "conjecture1",
        ">=",
        "min{((min{M,R}, ((T/2, L-1)))), M^(T/2)}",
        "Conjecture 1",
        "conjectured (thesis Sec. 2.3.2); refuted for M-symbol inputs, open for general inputs: docs/conjecture1.md",
        _templates_cover,
        lambda s: conjecture1_bound(M=s.M, R=s.R, T=s.T, depth=s.depth),
        conjecture=True,
    ),
    Bound(
        "trivial_upper",
        "<=",
        "K^(T/2)",
        "matrix side",
        "the Start-End matrix is K^(T/2) x K^(T/2)",
        _always,
        lambda s: trivial_upper_bound(K=s.K, T=s.T),
    ),
    Bound(
        "last_input_cap",
        "<=",
        "min{R,M,K} K^(T/2-1)",
        "this lab",
        "numerics.last_input_cap docstring; docs/theory/proposition1.md (Proposition 1)",
        _always,
        lambda s: last_input_cap(M=s.M, R=s.R, T=s.T, K=s.K),
    ),
    Bound(
        "end_inputs",
        "<=",
        "prod_(e>T/2) min{K, ((min{R,M,K}, N_e))}",
        "this lab",
        "numerics.bounds.formulas.end_input_cap docstring (N_e = C(T-e+L-1, L-1)); docs/theory/proposition2.md (Proposition 2)",
        _always,
        lambda s: end_input_cap(M=s.M, R=s.R, T=s.T, depth=s.depth, K=s.K),
    ),
    Bound(
        "end_state",
        "<=",
        "prod_l ((R, N_l)), N_l = C(T/2-1+L-l, L-l)",
        "this lab",
        "numerics.end_state_bound docstring; docs/theory/proposition4.md (Proposition 4)",
        _always,
        lambda s: end_state_bound(R=s.R, T=s.T, depth=s.depth),
    ),
    Bound(
        "mps_mincut",
        "<=",
        "min{R, K^(T/2)}",
        "thesis App. B.1 (MPS min-cut)",
        "numerics.mps_mincut_bound docstring",
        _depth_is(1),
        lambda s: mps_mincut_bound(R=s.R, T=s.T, K=s.K),
    ),
    Bound(
        "scalar_width",
        "<=",
        "1",
        "this lab",
        "numerics.scalar_width_bound docstring",
        lambda s: None if s.R == 1 else "needs R = 1",
        lambda s: scalar_width_bound(R=s.R, T=s.T),
    ),
    Bound(
        "depth2_ideal",
        "<=",
        "R (((R, T/2)) - ((R-M, T/2)))",
        "this lab",
        "numerics.depth2_ideal_bound docstring; docs/theory/proposition5.md (Proposition 5)",
        _depth_is(2),
        lambda s: depth2_ideal_bound(M=s.M, R=s.R, T=s.T),
    ),
    Bound(
        "depth3_ideal",
        "<=",
        "numerics.depth3_ideal_bound(R, T)",
        "this lab",
        "numerics.depth3_ideal_bound docstring; docs/theory/proposition6.md (Proposition 6)",
        _depth_is(3),
        lambda s: depth3_ideal_bound(R=s.R, T=s.T),
    ),
    Bound(
        "end_ideal",
        "<=",
        "R c_R(N_(s+1..T-1)), End-side ideal",
        "this lab",
        "numerics.bounds.depth4.end_ideal_bound docstring; docs/theory/general-inputs.md (Proposition 12)",
        lambda s: _ideal_evaluated(s.depth, s.R, s.T, min_depth=2),
        lambda s: end_ideal_bound(R=s.R, T=s.T, depth=s.depth),
    ),
    Bound(
        "start_ideal",
        "<=",
        "R c_R(N_(1..L-1)), Start-side ideal",
        "this lab",
        "numerics.bounds.depth4.start_ideal_bound docstring; docs/theory/general-inputs.md (Proposition 12)",
        lambda s: _ideal_evaluated(s.depth, s.R, s.T, min_depth=5, max_depth=64),
        lambda s: start_ideal_bound(R=s.R, T=s.T, depth=s.depth),
    ),
    Bound(
        "input_ideal",
        "<=",
        "R c_r(N_(1..L-1)), r = min{R,M,K}",
        "this lab",
        "numerics.bounds.depth4.start_ideal_bound docstring (M=min(M, K)); docs/theory/general-inputs.md "
        "(Proposition 13)",
        lambda s: _fewer_inputs(s.depth, min(s.M, s.K), s.R, s.T),
        lambda s: start_ideal_bound(R=s.R, T=s.T, depth=s.depth, M=min(s.M, s.K)),
    ),
    Bound(
        "relations",
        "<=",
        "R (K(R,R-1,n) - r_0) - R^2, n = T/2",
        "this lab",
        "numerics.bounds.formulas.relations_bound docstring; docs/theory/general-inputs.md (Proposition 19), "
        "docs/theory/one-step-closed-form.md (Proposition 21), docs/theory/relations-every-n.md (Proposition 24)",
        lambda s: _relations(s.depth, min(s.M, s.K), s.R, s.T),
        lambda s: relations_bound(R=s.R, T=s.T),
    ),
    Bound(
        "depth4_ideal",
        "<=",
        "numerics.depth4_ideal_bound(R, T)",
        "this lab",
        "numerics.bounds.depth4.depth4_ideal_bound docstring; docs/theory/general-inputs.md (Proposition 12)",
        lambda s: _ideal_evaluated(s.depth, s.R, s.T, min_depth=4, max_depth=4),
        lambda s: depth4_ideal_bound(R=s.R, T=s.T),
    ),
    Bound(
        "depth4_restricted",
        "<=",
        "numerics.bounds.depth4_blocks.restricted_sep_bound(T), R = 3",
        "this lab",
        "numerics.bounds.depth4_blocks docstring; docs/theory/depth4-r3-formula.md (Propositions 53 and 55): "
        "Proposition 12's blocks with Theorems E and F and the fat-point count on every block outside the interior",
        lambda s: _restricted(s.depth, s.R, s.T),
        lambda s: restricted_sep_bound(T=s.T),
    ),
    Bound(
        "depth4_formula",
        "<=",
        "numerics.bounds.depth4_blocks.formula_sep(T), R = 3 (Conjecture 49's value)",
        "this lab",
        "docs/theory/depth4-r3-formula.md (Propositions 57, 58): Theorems Y and V make every block's proved bound "
        "the formula's rank, every even T >= 8",
        lambda s: _formula(s.depth, s.R, s.T),
        lambda s: formula_sep(T=s.T),
    ),
)

_BY_KEY = {b.key: b for b in BOUNDS}


def bound(key: str) -> Bound:
    """The registry entry ``key``; ``ValueError`` listing the keys otherwise."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise ValueError(f"no bound {key!r}; known: {', '.join(_BY_KEY)}") from None


def _shape(depth: int, M: int, R: int, T: int, K: int | None) -> Shape:
    return Shape(depth=depth, M=M, R=R, T=T, K=M if K is None else K)


def applicable_bounds(*, depth: int, M: int, R: int, T: int, K: int | None = None) -> dict:
    """``{key: value}`` for every bound of :data:`BOUNDS`, ``None`` where one does not apply (``K`` defaults to
    ``M``)."""
    s = _shape(depth, M, R, T, K)
    return {b.key: b.value(s) for b in BOUNDS}


def upper_bounds(*, depth: int, M: int, R: int, T: int, K: int | None = None) -> dict:
    """``{key: value}`` of the proven upper bounds that apply; their minimum is the best one."""
    s = _shape(depth, M, R, T, K)
    return {b.key: b.value(s) for b in BOUNDS if b.upper and not b.why_not(s)}


def lower_bounds(*, depth: int, M: int, R: int, T: int, K: int | None = None) -> dict:
    """``{key: value}`` of the lower bounds (``>=`` and ``==``, conjectured included) that apply."""
    s = _shape(depth, M, R, T, K)
    return {b.key: b.value(s) for b in BOUNDS if not b.upper and not b.why_not(s)}


@dataclass(frozen=True)
class BoundCheck:
    """A certified rank against one bound: its value, whether the rank satisfies it, or why it does not apply."""

    key: str
    label: str
    reference: str
    relation: str
    value: int | None
    holds: bool | None
    reason: str | None


def check_bounds(rank: int, *, depth: int, M: int, R: int, T: int, K: int | None = None) -> tuple:
    """One :class:`BoundCheck` per entry of :data:`BOUNDS`, in registry order."""
    s = _shape(depth, M, R, T, K)
    out = []
    for b in BOUNDS:
        why = b.why_not(s)
        v: int | None = None
        holds: bool | None = None
        if not why:
            v = b.formula(s)
            holds = rank == v if b.relation == "==" else rank >= v if b.relation == ">=" else rank <= v
        out.append(BoundCheck(b.key, b.label, b.reference, b.relation, v, holds, why))
    return tuple(out)


@dataclass(frozen=True)
class SeparationCap:
    r"""A proven upper bound on the Start-End separation rank :math:`\mathrm{sep}_{(S,E)}(y)` of every depth-L RAC
    of the shape with general inputs (:math:`f` the identity on :math:`\mathbb R^M`): no templates, no :math:`K`.

    Attributes
    ----------
    key : str
        The key of the registry bound (:data:`BOUNDS`) whose proof gives it; that bound is a proven ``<=``
        bound, never a conjecture (checked when the module loads).
    label : str
        The formula, as text.
    proof : str
        Where the K-free statement is proved.
    condition : callable
        ``(depth, M, R, T) -> None`` when the cap applies, else the reason.
    formula : callable
        ``(depth, M, R, T) -> int``.
    """

    key: str
    label: str
    proof: str
    condition: Callable[[int, int, int, int], str | None]
    formula: Callable[[int, int, int, int], int]


def _sep_depth_is(L: int) -> Callable[[int, int, int, int], str | None]:
    return lambda depth, M, R, T: None if depth == L else f"needs L = {L}"


SEPARATION_CAPS: tuple[SeparationCap, ...] = (
    SeparationCap(
        "end_inputs",
        "prod_(e>T/2) ((min{R,M}, N_e)), N_e = C(T-e+L-1, L-1)",
        "docs/theory/proposition2.md (Proposition 2, 'without a grid'); numerics.bounds.formulas.end_input_cap "
        "with K=None",
        lambda depth, M, R, T: None,
        lambda depth, M, R, T: end_input_cap(M=M, R=R, T=T, depth=depth),
    ),
    SeparationCap(
        "end_state",
        "prod_l ((R, N_l)), N_l = C(T/2-1+L-l, L-l)",
        "docs/theory/proposition4.md (Proposition 4): a separable decomposition of y, any f",
        lambda depth, M, R, T: None,
        lambda depth, M, R, T: end_state_bound(R=R, T=T, depth=depth),
    ),
    SeparationCap(
        "mps_mincut",
        "R (the bond of the depth-1 MPS)",
        "thesis App. B.1 (Theorem 1 (1)): y = sum_r (Start factor)_r (End factor)_r over the R entries of h^{T/2,1}",
        _sep_depth_is(1),
        lambda depth, M, R, T: R,
    ),
    SeparationCap(
        "scalar_width",
        "1",
        "numerics.scalar_width_bound docstring: y is a product of per-time factors, any f",
        lambda depth, M, R, T: None if R == 1 else "needs R = 1",
        lambda depth, M, R, T: 1,
    ),
    SeparationCap(
        "depth2_ideal",
        "R (((R, T/2)) - ((R-M, T/2)))",
        "docs/theory/proposition5.md (Proposition 5): a separable decomposition of y, u in col W^{I,1}",
        _sep_depth_is(2),
        lambda depth, M, R, T: depth2_ideal_bound(M=M, R=R, T=T),
    ),
    SeparationCap(
        "depth3_ideal",
        "numerics.depth3_ideal_bound(R, T)",
        "docs/theory/proposition6.md (Proposition 6): a separable decomposition of y, u in col W^{I,1}",
        _sep_depth_is(3),
        lambda depth, M, R, T: depth3_ideal_bound(R=R, T=T),
    ),
    SeparationCap(
        "end_ideal",
        "R c_R(N_(s+1), ..., N_(T-1))",
        "docs/theory/general-inputs.md (Proposition 12): a bound on the rank of P with every argument free, any f",
        lambda depth, M, R, T: _ideal_evaluated(depth, R, T, min_depth=2),
        lambda depth, M, R, T: end_ideal_bound(R=R, T=T, depth=depth),
    ),
    SeparationCap(
        "start_ideal",
        "R c_R(N_1, ..., N_(L-1))",
        "docs/theory/general-inputs.md (Proposition 12): a bound on the rank of P with every argument free, any f",
        lambda depth, M, R, T: _ideal_evaluated(depth, R, T, min_depth=5, max_depth=64),
        lambda depth, M, R, T: start_ideal_bound(R=R, T=T, depth=depth),
    ),
    SeparationCap(
        "input_ideal",
        "R c_r(N_1, ..., N_(L-1)), r = min{R, M}",
        "docs/theory/general-inputs.md (Proposition 13): the Start-side ideal has min{R, M} generators, u in "
        "col W^{I,1}",
        lambda depth, M, R, T: _fewer_inputs(depth, M, R, T),
        lambda depth, M, R, T: start_ideal_bound(R=R, T=T, depth=depth, M=M),
    ),
    SeparationCap(
        "relations",
        "R (K(R, R-1, n) - r_0) - R^2 at M = R - 1, n = T/2",
        "docs/theory/general-inputs.md (Propositions 19, 21, 24): the one-step bound on each F_k less R^2 relations "
        "between them, every RAC",
        lambda depth, M, R, T: _relations(depth, M, R, T),
        lambda depth, M, R, T: relations_bound(R=R, T=T),
    ),
    SeparationCap(
        "depth4_ideal",
        "numerics.depth4_ideal_bound(R, T)",
        "docs/theory/general-inputs.md (Proposition 12): a bound on the rank of P with every argument free, any f",
        lambda depth, M, R, T: _ideal_evaluated(depth, R, T, min_depth=4, max_depth=4),
        lambda depth, M, R, T: depth4_ideal_bound(R=R, T=T),
    ),
    SeparationCap(
        "depth4_restricted",
        "numerics.bounds.depth4_blocks.restricted_sep_bound(T), R = 3",
        "docs/theory/depth4-r3-formula.md (Proposition 55): a bound on the rank of P block by block, every RAC and "
        "every M",
        lambda depth, M, R, T: _restricted(depth, R, T),
        lambda depth, M, R, T: restricted_sep_bound(T=T),
    ),
    SeparationCap(
        "depth4_formula",
        "numerics.bounds.depth4_blocks.formula_sep(T), R = 3 (Conjecture 49's value)",
        "docs/theory/depth4-r3-formula.md (Propositions 57, 58): every block's proved bound is the formula's "
        "rank, every RAC and every M, every even T >= 8",
        lambda depth, M, R, T: _formula(depth, R, T),
        lambda depth, M, R, T: formula_sep(T=T),
    ),
)

# Only proven grid bounds lend their K-free form: never a conjecture, never a lower bound.
for _cap in SEPARATION_CAPS:
    if not (_BY_KEY[_cap.key].upper and not _BY_KEY[_cap.key].conjecture):  # pragma: no cover - a registry edit
        raise AssertionError(f"separation cap {_cap.key!r} is not a proven upper bound of the registry")


def separation_caps(*, depth: int, M: int, R: int, T: int) -> dict:
    r"""``{key: value}`` of the proven K-free caps on :math:`\mathrm{sep}_{(S,E)}(y)` (:data:`SEPARATION_CAPS`)
    that apply to the shape (depth :math:`L`, input dimension :math:`M`, width :math:`R`, even length :math:`T`).

    Every grid rank with any templates is at most each of them (Claim 2); a certified grid rank equal to their
    minimum (:func:`separation_cap`) is the generic separation rank.
    """
    end_input_cap(M=M, R=R, T=T, depth=depth)  # the sizes' own checks (one-line ValueError), as the grid bounds'
    return {c.key: c.formula(depth, M, R, T) for c in SEPARATION_CAPS if c.condition(depth, M, R, T) is None}


def least_separation_cap(*, depth: int, M: int, R: int, T: int) -> tuple[int, list[str]]:
    r"""``(cap, keys)``: the least proven K-free cap on :math:`\mathrm{sep}_{(S,E)}(y)` (the minimum of
    :func:`separation_caps`) and the sorted keys of the caps that equal it."""
    caps = separation_caps(depth=depth, M=M, R=R, T=T)
    least = min(caps.values())
    return least, sorted(k for k, v in caps.items() if v == least)


def separation_cap(*, depth: int, M: int, R: int, T: int) -> int:
    r"""The least proven K-free cap on :math:`\mathrm{sep}_{(S,E)}(y)`: the minimum of :func:`separation_caps`."""
    return least_separation_cap(depth=depth, M=M, R=R, T=T)[0]
