r"""Proposition 55: an upper bound on :math:`\operatorname{sep}(4, M, 3, T)` at every even :math:`T \ge 8` with no
rank, for every RAC and every :math:`M` (general inputs; ``docs/theory/depth4-r3-formula.md``).

Proposition 12's depth-4 bound (:func:`~numerics.bounds.depth4.depth4_ideal_bound`) is a sum of per-block bounds
over the blocks :math:`Q_\alpha`, :math:`|\alpha| = N_1` (:func:`~numerics.bounds.depth4.corner_bound`). Write
:math:`s = T/2`, :math:`N_2 = \binom{s+1}{2}`, :math:`D = \binom{N_2+2}{2}\binom{s+2}{2}` (the forms of bidegree
:math:`(N_2, s)`) and sort :math:`\alpha_1 \ge \alpha_2 \ge \alpha_3`. The *interior* blocks (:math:`\alpha_3 \ge s`)
and the *vertices* (:math:`\alpha_2 = 0`) keep Proposition 12's bound. On every other block Proposition 42's frame
bounds the rank per output coordinate by :math:`\dim(Y_\alpha \cap J) \le \dim Y_\alpha + \dim J - \dim(Y_\alpha +
J)`, with

* :math:`\dim Y_\alpha` at most the fat-point count (:func:`fat_point_dimension`: divisibility by
  :math:`n_{i1}^{g_i}` and fat points at :math:`z_i^{(2)}, z_i^{(3)}`; ``docs/research/d4r3-2026-11-30/NOTES.md``
  §2.1);
* :math:`\dim J \le c = c_{|\mathrm{supp}\,\alpha|}(N_2, s)` (Proposition 12's ideal count,
  :func:`~numerics.bounds.depth4.common_support_count`);
* :math:`\operatorname{codim}(Y_\alpha + J) = 3\binom{s+1}{2} + 3\binom{s-j+1}{2}` on the edges :math:`(N_1 - j, j,
  0)` (Theorem E, :func:`edge_codimension`) and :math:`0` at full support for :math:`s \ge 4` (Theorem F).

Theorems E and F are Proposition 53 (proofs by hand, ``docs/research/ecodim-2026-12-01``, reviewed in
``docs/reviews/ecodim-EF-2026-12-01``); :func:`proofs.general.depth4.outer_blocks.check_restriction` checks them
against ranks at a point and :func:`proofs.general.depth4.sep_formula.check_restricted_sep` the sums. The sum
(:func:`restricted_sep_bound`) is 168726321 at :math:`T = 14` and 693205137 at :math:`T = 16`, 0.021 % and 0.010 %
above Conjecture 49's value; the registry lists it as the K-free cap ``depth4_restricted``
(:mod:`numerics.bounds.registry`).
"""

from __future__ import annotations

from functools import cache
from itertools import permutations, product
from math import comb

from numerics.bounds.depth4 import common_support_count, corner_bound, start_degrees
from racs.sizes import check_int, check_size

__all__ = [
    "orbit_representatives",
    "block_case",
    "kappa_orders",
    "fat_point_dimension",
    "edge_codimension",
    "restricted_bound",
    "restricted_bounds",
    "restricted_sep_bound",
    "local_colength",
    "start_codimension",
    "formula_block_rank",
    "formula_block_ranks",
    "formula_sep",
]

_R = 3
#: No bound on :math:`\dim Y_\alpha` beyond the fat-point count.
_NO_BOUND = 2**62


def orbit_representatives(*, n1: int) -> list[tuple[tuple[int, ...], int]]:
    r"""One :math:`\alpha = (\alpha_1 \ge \alpha_2 \ge \alpha_3)` with :math:`|\alpha| = n_1` per :math:`S_3`-orbit,
    with the orbit's size: ``[((20, 0, 0), 3), ..., ((7, 7, 6), 3)]`` at :math:`n_1 = 20` (44 orbits, 231 blocks)."""
    n1 = check_size("n1", n1, low=0)
    reps = [(a, b, n1 - a - b) for a in range(n1 + 1) for b in range(n1 + 1 - a) if a >= b >= n1 - a - b]
    return [(alpha, len(set(permutations(alpha)))) for alpha in reps]


def _even_T(T) -> int:
    T = check_size("T", T, low=8)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    return T


def block_case(*, T: int, alpha: tuple[int, ...]) -> tuple[str, tuple[int, int, int]]:
    r"""The class of block :math:`Q_\alpha` at depth 4, :math:`R = 3`, :math:`T = 2s` (Conjecture 41's cases), and
    :math:`\alpha` sorted: ``"interior"`` (:math:`\alpha_3 \ge s`), ``"A"`` (:math:`\alpha_3 \ge 1`, :math:`\alpha_2
    \ge s`), ``"B"`` (:math:`\alpha_3 \ge 1`, :math:`\alpha_2 + \alpha_3 \ge s + 1`), ``"C"`` (the flat edges,
    :math:`\alpha_3 = 0`, :math:`\alpha_2 \ge s`), ``"vertex"`` (:math:`\alpha_2 = 0`) or ``"open"`` (the
    near-vertex classes: the edges :math:`j < s` and full support with :math:`\alpha_2 + \alpha_3 \le s`)."""
    T = _even_T(T)
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    if len(alpha) != _R or sum(alpha) != n1 or min(alpha) < 0:
        raise ValueError(f"alpha={alpha} must be three entries >= 0 summing to N_1={n1} at T={T}")
    a1, a2, a3 = sorted(alpha, reverse=True)
    if a3 >= s:
        case = "interior"
    elif a3 >= 1 and a2 >= s:
        case = "A"
    elif a3 >= 1 and a2 + a3 >= s + 1:
        case = "B"
    elif a3 == 0 and a2 >= s:
        case = "C"
    else:
        case = "vertex" if a2 == 0 else "open"
    return case, (a1, a2, a3)


def kappa_orders(kappa: tuple[int, ...], *, a2: int, a3: int) -> tuple[list[int], list[int]]:
    r"""``(g, orders)`` for one composition :math:`\kappa` of :math:`s` on a block with smaller entries
    :math:`(\alpha_2, \alpha_3)`: the divisibility exponents :math:`g_i = (\kappa_i - \alpha_2 - \alpha_3)^+` of
    :math:`n_{i1}` and the fat-point orders :math:`(\kappa_i - \alpha_3)^+ - g_i` at :math:`z_i^{(3)}` and
    :math:`(\kappa_i - \alpha_2)^+ - g_i` at :math:`z_i^{(2)}`, in that order for :math:`i = 1, 2, 3` (Proposition
    42's step 2; the model of Conjecture 49 and Theorem Y read the same numbers)."""
    g = [max(v - a2 - a3, 0) for v in kappa]
    return g, [max(v - a, 0) - gi for v, gi in zip(kappa, g, strict=True) for a in (a3, a2)]


@cache
def _fat_count(s: int, a2: int, a3: int) -> int:
    r"""The fat-point count for sorted ``(a1, a2, a3)`` with ``a1 >= s``; it depends on ``a2``, ``a3`` only up to
    ``s`` (every :math:`\kappa_i \le s`)."""
    n2 = comb(s + 1, 2)
    total = 0
    for k1 in range(s + 1):
        for k2 in range(s + 1 - k1):
            kappa = (k1, k2, s - k1 - k2)
            g, mult = kappa_orders(kappa, a2=a2, a3=a3)
            degree = n2 - sum(g)
            if degree < sum(mult) - 1:
                raise ValueError(
                    f"alpha=(*, {a2}, {a3}) at s={s}: the fat-point lemma needs degree {degree} >= {sum(mult) - 1}"
                )
            total += comb(degree + 2, 2) - sum(comb(m + 1, 2) for m in mult)
    return total


def fat_point_dimension(*, T: int, alpha: tuple[int, ...]) -> int:
    r"""An upper bound, for almost every RAC, on :math:`\dim Y_\alpha`, the Start-side space of block
    :math:`Q_\alpha` per output coordinate (``docs/research/d4r3-2026-11-30/NOTES.md`` §2.1, reviewed at
    :math:`T = 8`).

    :math:`Y_\alpha = \bigoplus_{|\kappa| = s} c^\kappa (\text{the ideal of the } [w^\beta]\,\ell^\kappa,
    \beta \le \alpha)_{N_2}`. With :math:`\alpha` sorted, :math:`\alpha_1 \ge s`, every generator for
    :math:`c^\kappa` is divisible by :math:`n_{i1}^{g_i}`, :math:`g_i = (\kappa_i - \alpha_2 - \alpha_3)^+`, and the
    quotient vanishes to order :math:`(\kappa_i - \alpha_3)^+ - g_i` at :math:`z_i^{(3)} = \{n_{i1} = n_{i2} = 0\}`
    and :math:`(\kappa_i - \alpha_2)^+ - g_i` at :math:`z_i^{(2)} = \{n_{i1} = n_{i3} = 0\}` (the :math:`i`-th factor
    of each product vanishes there to order :math:`\kappa_i - \beta^{(i)}_3`, resp. :math:`\kappa_i -
    \beta^{(i)}_2`; the points :math:`z_i^{(l)}` lie off the lines :math:`n_{i'1} = 0`, :math:`i' \ne i`, for
    generic weights, so the division keeps these orders). For distinct points these conditions are independent on
    forms of degree at least their total multiplicity less one (the fat-point lemma of Proposition 35), so

    .. math:: \dim Y_\alpha \le \sum_\kappa \Big[\binom{N_2 - |g| + 2}{2} - \sum_i \sum_{l = 2, 3}
              \binom{m_{il} + 1}{2}\Big].

    On a flat edge it is :func:`proofs.general.depth4.fat_points.fat_point_count`; with one entry :math:`m < s` (the
    other two :math:`\ge s`) it is :math:`\binom{N_2+2}{2}\binom{s+2}{2} - F_m(s)`. Refused where the lemma's degree
    condition fails (never for :math:`s \ge 3`) or at a vertex (no condition: the bound is trivial there).

    Parameters
    ----------
    T : int
        Even, at least 4; :math:`s = T/2`.
    alpha : tuple of 3 ints
        Summing to :math:`N_1` (``start_degrees(depth=4, T=T)[0]``), not a vertex.
    """
    T = check_int("T", T)
    if T < 4 or T % 2:
        raise ValueError(f"T={T} must be even and >= 4")
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    a = tuple(check_int("alpha entry", v) for v in alpha)
    if len(a) != _R or sum(a) != n1 or min(a) < 0:
        raise ValueError(f"alpha={alpha} must be three entries >= 0 summing to N_1={n1}")
    a1, a2, a3 = sorted(a, reverse=True)
    if a2 == 0:
        raise ValueError(f"alpha={alpha} is a vertex: no fat point there; Proposition 12's bound applies")
    if a1 < s:  # then beta <= alpha also cuts beta_1, which the count does not use (never for s >= 3)
        raise ValueError(f"alpha={alpha} has every entry < s={s}; the count needs the largest entry >= s")
    return _fat_count(s, min(a2, s), min(a3, s))


def edge_codimension(*, s: int, j: int) -> int:
    r"""Theorem E (Proposition 53): :math:`\operatorname{codim}(Y_\alpha + J_{k\alpha}) = 3\binom{s+1}{2} +
    3\binom{s-j+1}{2}` in the :math:`D`-dimensional space of bidegree-:math:`(N_2, s)` forms, on the edge
    :math:`\alpha = (N_1 - j, j, 0)`, :math:`1 \le j \le s` (:math:`j = s`: the flat edges), :math:`T = 2s`.

    The annihilator is six fat points on the surface :math:`V(J_{k\alpha})`, the graph of a quadratic Cremona map:
    order :math:`s` at the three points :math:`z_i` (the :math:`c`-monomials of degree :math:`s - 1`) and
    :math:`s - j` at the three :math:`q_{ii'}`. 48, 39, 33, 30 at :math:`s = 4`, :math:`j = 1..4`.
    """
    s = check_size("s", s, low=2)
    j = check_size("j", j)
    if j > s:
        raise ValueError(f"j={j} must be at most s={s} (j = s is the flat edge)")
    return 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)


def restricted_bound(*, T: int, alpha: tuple[int, ...], y_bound: int) -> int:
    r"""Proposition 42's bound on :math:`\operatorname{rank} Q_\alpha` for every RAC, with Theorems E and F in place
    of the rank of :math:`Y_\alpha + J_{k\alpha}`: the least of Proposition 12's bound and :math:`3 \min(c, y + c -
    \dim(Y_\alpha + J_{k\alpha}))`, :math:`c = c_{|\mathrm{supp}\,\alpha|}(N_2, s)`.

    Parameters
    ----------
    T : int
        Even, at least 8 (Theorem F needs :math:`s \ge 4`).
    alpha : tuple of 3 ints
        Neither a vertex nor interior (those keep Proposition 12's bound).
    y_bound : int
        A proved upper bound on :math:`\dim Y_\alpha` (:func:`fat_point_dimension`,
        :func:`proofs.general.depth4.local_jets.jet_dimension`).
    """
    case, a = block_case(T=T, alpha=alpha)
    if case in ("interior", "vertex"):
        raise ValueError(f"alpha={alpha} is {case}: Proposition 12's bound is its bound, not this one")
    y = check_size("y_bound", y_bound, low=0)
    s, n2 = T // 2, comb(T // 2 + 1, 2)
    D = comb(n2 + 2, 2) * comb(s + 2, 2)
    supp = sum(1 for x in a if x)
    c = common_support_count(R=_R, degrees=(n2, s), k=supp)
    codim = edge_codimension(s=s, j=min(a[1], s)) if supp == 2 else 0  # Theorem E on edges, Theorem F otherwise
    return min(corner_bound(R=_R, T=T, alpha=a), 3 * min(c, y + c - D + codim))


def restricted_bounds(*, T: int, y_bounds: dict | None = None) -> dict[tuple[int, ...], int]:
    r"""``alpha ->`` :func:`restricted_bound` on every orbit representative (:func:`orbit_representatives`) with the
    fat-point bound on :math:`\dim Y_\alpha`, or the smaller ``y_bounds[alpha]`` where given; Proposition 12's bound
    on the interior and the vertices."""
    n1 = start_degrees(depth=4, T=_even_T(T))[0]
    y_bounds = {} if y_bounds is None else y_bounds
    out: dict[tuple[int, ...], int] = {}
    for alpha, _ in orbit_representatives(n1=n1):
        case, a = block_case(T=T, alpha=alpha)
        if case in ("interior", "vertex"):
            out[a] = corner_bound(R=_R, T=T, alpha=a)
        else:
            y = min(fat_point_dimension(T=T, alpha=a), y_bounds.get(a, _NO_BOUND))
            out[a] = restricted_bound(T=T, alpha=a, y_bound=y)
    return out


@cache
def restricted_sep_bound(*, T: int) -> int:
    r"""Proposition 55: an upper bound on :math:`\operatorname{sep}(4, M, 3, T)` for every RAC and every :math:`M`,
    with no rank: the orbit-weighted sum of :func:`restricted_bounds` (Proposition 12's bound on the interior and the
    vertices, :func:`restricted_bound` with :func:`fat_point_dimension` on every other block; Theorems E and F,
    Proposition 53). 600426, 5367303, 34042221, 168726321, 693205137 at :math:`T = 8, \dots, 16`; about 2 s at
    :math:`T = 24`.

    Parameters
    ----------
    T : int
        Even, at least 8.
    """
    sizes = dict(orbit_representatives(n1=start_degrees(depth=4, T=_even_T(T))[0]))
    return sum(sizes[a] * b for a, b in restricted_bounds(T=T).items())


def _c(n: int, k: int) -> int:
    return comb(n, k) if n >= k >= 0 else 0


def local_colength(k: int, k2: int, *, a2: int, a3: int) -> int:
    r"""The colength :math:`\lambda(k, k', \alpha_2, \alpha_3)` at :math:`q = \{x = y = 0\}` of the ideal of the box
    coefficients :math:`[w_2^{b_2} w_3^{b_3}]`, :math:`b_2 \le \alpha_2`, :math:`b_3 \le \alpha_3`, of
    :math:`(x + w_2 A + w_3 B)^k (y + w_2 A' + w_3 B')^{k'}` (:math:`A, B, A', B'` generic units), divided by
    :math:`x^g y^{g'}`, :math:`g = (k - \alpha_2 - \alpha_3)^+`:

    .. math:: \lambda = t(t+1) - \sum_{i=1}^{\min(\alpha_2, \alpha_3)} (t - 2i + 1)^+, \qquad
              t = \max(0, \min(k + k' - \alpha_2 - \alpha_3, k, k', \alpha_2 + \alpha_3)).

    Zero when :math:`k k' = 0`. A helper's fit on 672 cases, proved for generic units (Proposition 52;
    :func:`proofs.general.depth4.sep_formula.box_colength` computes the colength itself)."""
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))


@cache
def start_codimension(*, T: int, a2: int, a3: int) -> int:
    r"""The model's :math:`D - \dim Y_\alpha` for a block with smaller entries :math:`(\alpha_2, \alpha_3)`
    (:math:`\alpha_2, \alpha_3 \le s`), :math:`D = \binom{N_2+2}{2}\binom{s+2}{2}`: the sum over the compositions
    :math:`\kappa` of :math:`s` of the divisibility by :math:`\prod n_{i1}^{g_i}`, :math:`g_i = (\kappa_i - \alpha_2 -
    \alpha_3)^+`, the fat points of orders :math:`(\kappa_i - \alpha_3)^+ - g_i` and :math:`(\kappa_i - \alpha_2)^+ -
    g_i` at :math:`z_i^{(3)}, z_i^{(2)}` and :func:`local_colength` at the three points :math:`n_{i1} = n_{i'1} = 0`
    (Conjecture 49's model; ``D - start_codimension`` bounds :math:`\dim Y_\alpha` from above on every near-vertex
    class, Theorem Y of Proposition 57)."""
    s = _even_T(T) // 2
    n2 = _c(s + 1, 2)
    total = 0
    for kap in product(range(s + 1), repeat=3):
        if sum(kap) != s:
            continue
        g, orders = kappa_orders(kap, a2=a2, a3=a3)
        fat = sum(_c(m + 1, 2) for m in orders)
        lam = sum(local_colength(kap[i], kap[j], a2=a2, a3=a3) for i in range(3) for j in range(i + 1, 3))
        total += _c(n2 + 2, 2) - _c(n2 - sum(g) + 2, 2) + fat + lam
    return total


def formula_block_rank(*, T: int, alpha: tuple[int, ...]) -> tuple[str, int]:
    r"""``(class, rank)``: Conjecture 49's rank of :math:`Q_\alpha` at :math:`T = 2s \ge 8` and its class,
    ``"interior"``, ``"A"``, ``"B"``, ``"C"`` (flat edges), ``"V"`` (vertices), ``"E"`` (edges :math:`j < s`) or
    ``"N"`` (full support, :math:`\alpha_2 + \alpha_3 \le s`); never above Proposition 12's bound. With
    :math:`c_k = c_k(N_2, s)`, :math:`m = s - \alpha_2 - \alpha_3` and :math:`F_m = 9\binom{s-m+3}{4}`:

    * interior, V: Proposition 12's bound :math:`P`;
    * A: :math:`P - F_{\alpha_3}`; B: :math:`P - F_{\alpha_2} - F_{\alpha_3}`; C: :math:`\min(P, e(s))`;
    * E: :math:`\min(P, e(j))`, :math:`e(j) = 3(c_2 - \operatorname{codim} Y_\alpha + 3\binom{s+1}{2} +
      3\binom{s-j+1}{2})`, less 27 at :math:`j = 1`;
    * N: :math:`\min(P, 3(c_3 - \operatorname{codim} Y_\alpha - 3(m + 1)))`,

    :math:`\operatorname{codim} Y_\alpha` = :func:`start_codimension`. Conjectured to be the generic rank; an upper
    bound for every RAC at every even :math:`T \ge 8` (Propositions 57 and 58); at :math:`T \ge 16` Proposition 60
    bounds it from below outside the interior (``proofs.general.depth4.box_jet.outer_block_lower_bound``)."""
    s = _even_T(T) // 2
    n1, n2 = start_degrees(depth=4, T=T)[0], _c(s + 1, 2)
    if len(alpha) != _R or min(alpha) < 0 or sum(alpha) != n1:
        raise ValueError(f"alpha={tuple(alpha)} must be three non-negative entries summing to N_1 = {n1}")
    a1, a2, a3 = sorted(alpha, reverse=True)
    bound = corner_bound(R=_R, T=T, alpha=(a1, a2, a3))

    def fat(m: int) -> int:
        return 9 * _c(s - m + 3, 4)

    def edge(j: int) -> int:
        c2 = common_support_count(R=_R, degrees=(n2, s), k=2)
        r = 3 * (c2 - start_codimension(T=T, a2=j, a3=0) + 3 * _c(s + 1, 2) + 3 * _c(s - j + 1, 2))
        return r - 27 if j == 1 else r

    if a3 >= s:
        return "interior", bound
    if a3 >= 1 and a2 >= s:
        return "A", bound - fat(a3)
    if a3 >= 1 and a2 + a3 >= s + 1:
        return "B", bound - fat(a2) - fat(a3)
    if a3 == 0 and a2 >= s:
        return "C", min(bound, edge(s))
    if a2 == 0:
        return "V", bound
    if a3 == 0:
        return "E", min(bound, edge(a2))
    c3 = common_support_count(R=_R, degrees=(n2, s), k=3)
    return "N", min(bound, 3 * (c3 - start_codimension(T=T, a2=a2, a3=a3) - 3 * (s - a2 - a3 + 1)))


def formula_block_ranks(*, T: int) -> dict[tuple[int, ...], tuple[str, int, int]]:
    r"""``alpha -> (class, rank, orbit size)`` for every orbit representative at :math:`T`
    (:func:`formula_block_rank`)."""
    n1 = start_degrees(depth=4, T=_even_T(T))[0]
    return {a: (*formula_block_rank(T=T, alpha=a), k) for a, k in orbit_representatives(n1=n1)}


@cache
def formula_sep(*, T: int) -> int:
    r"""Conjecture 49's :math:`\operatorname{sep}(4, M, 3, T)`, :math:`M \ge 3`: the orbit-weighted sum of
    :func:`formula_block_rank`, 598131, 5359824, 34024941, 168690384, 693136206 at :math:`T = 8, \dots, 16`; about 4 s
    at :math:`T = 30`. An upper bound for every RAC and every :math:`M` at every even :math:`T \ge 8`
    (Propositions 57 and 58), sep itself at :math:`T \le 14` (Propositions 38, 43, 46, 56)."""
    return sum(k * r for _, r, k in formula_block_ranks(T=T).values())
