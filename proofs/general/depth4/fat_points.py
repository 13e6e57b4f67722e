r"""Proposition 35: at depth 4 with :math:`R = 3` Proposition 12's bound is not sep (general inputs; a helper's
sketch, ``docs/research/d4-2026-11-29/NOTES.md`` §8, reviewed with the reviewer's own code,
``docs/reviews/d4r3-2026-11-30/REPORT.md``; the page is ``docs/theory/depth4-corner-blocks.md``).

Depth 4, :math:`R = 3`, every :math:`M` and every RAC (an upper bound):

.. math:: \operatorname{sep}(4, M, 3, 8) \le 614646 < 623421, \qquad
          \operatorname{sep}(4, M, 3, 10) \le 5444118 < 5482728,

the right-hand sides being ``depth4_ideal_bound(R=3, T)``, then the least registry cap at :math:`M \ge 3` (since
Proposition 55, :mod:`numerics.bounds.depth4_blocks`, the least is below both). The argument,
in the notation of Proposition 12 (:math:`w = a \odot u_{s+1}`, :math:`N_2 = \binom{s+1}{2}`, :math:`s = T/2`):

* **Term 4's structure at every R.** Only block :math:`(s+1, 3)`, :math:`\gamma = c \odot \ell`,
  :math:`\ell = W^{I,3}(b \odot W^{I,2} w)`, reads :math:`c`, so the Start span :math:`S_{\alpha k}` of a corner
  block (its :math:`g_k`-component) lies in :math:`Y = \bigoplus_{|\kappa| = s} c^\kappa\,
  (\text{the ideal of the } w\text{-coefficients of } \ell^\kappa)_{N_2}`. On an *edge* block
  :math:`\alpha = (N_1 - j, j, 0)` only :math:`w_3 = 0` counts; on a *flat* one (:math:`s \le j \le N_1 - s`) every
  coefficient of :math:`\ell^\kappa|_{w_3 = 0}` is a generator.
* **Fat points.** :math:`\ell_i|_{w_3=0} = w_1 n_{i1}(b) + w_2 n_{i2}(b)` with two linear forms in :math:`b \in k^3`
  that share one zero :math:`z_i \in \mathbb P^2`, so every generator for :math:`c^\kappa` vanishes to order
  :math:`\kappa_i` at :math:`z_i`. Distinct points with multiplicities :math:`m_i` impose independent conditions on
  forms of degree :math:`d \ge \sum m_i - 1` (here :math:`N_2 \ge s - 1`), so
  :math:`\dim Y \le \sum_\kappa [\binom{N_2+2}{2} - \sum_i \binom{\kappa_i+1}{2}]` (:func:`fat_point_count`).
* **With term 1.** :math:`S_{\alpha k}` also lies in :math:`J = (m_{k1}, m_{k2})`, of dimension at most
  :math:`c_2(N_2, s)` (Proposition 12's ideal count). So :math:`\dim S_{\alpha k} \le \dim(Y \cap J) \le
  \dim Y + \dim J - \dim(Y + J)`, and :math:`\dim(Y + J)` at generic weights is at least its value at one integer
  point mod p (:func:`flat_edge_bound`). Relabelling the coordinates of :math:`w` carries one edge to another, so the
  generic value is the same on the three edges.
* **Sum.** :math:`\mathrm{rank}\,P = \sum_\alpha \mathrm{rank}\,Q_\alpha` and :math:`\mathrm{rank}\,Q_\alpha \le
  \sum_k \dim S_{\alpha k}`; every other block keeps Proposition 12's bound (:func:`~numerics.bounds.depth4.
  corner_bound`). Every RAC's rank P is at most its generic value, and sep <= rank P for every M.

Random RACs reach the flat-block bound exactly at :math:`T = 8` (2265 per block; ``NOTES.md`` §7), so it is the
flat blocks' generic rank there.

The same frame bounds every block that is neither a vertex nor interior (Proposition 42,
:mod:`~proofs.general.depth4.outer_blocks`): :func:`fat_point_dimension` bounds :math:`\dim Y_\alpha` by divisibility
and fat points, :func:`span_ranks` takes the ranks of :math:`Y_\alpha` and :math:`Y_\alpha + J_{k\alpha}` at one
point, and :func:`block_fat_point_bound` combines them; :func:`flat_edge_bound` is its flat-edge case.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics.bounds.depth4 import common_support_count, corner_bound, depth4_ideal_bound, start_degrees
from numerics.bounds.depth4_blocks import fat_point_dimension
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_row_basis_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import exponents
from racs.sizes import check_int

__all__ = [
    "STATEMENT",
    "CHECK",
    "PRIME",
    "fat_point_count",
    "flat_edge_bound",
    "sep_upper_bound",
    "flat_edge_block_bound",
    "span_ranks",
    "block_fat_point_bound",
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 35 (depth 4, general inputs, R = 3, every M and every RAC: sep(4, M, 3, 8) <= 614646 < 623421 and"
    " sep(4, M, 3, 10) <= 5444118 < 5482728, the depth-4 ideal bound (Proposition 12), then the least registry cap at"
    " M >= 3: the flat edge blocks vanish at fat points; a helper's sketch, reviewed with the reviewer's own code;"
    " this lab)"
)
CHECK = (
    "for T = 8, 10 and each output k: the points z_i are distinct mod p, and the exact GF(p) rank of Y + J (the"
    " fat-point generators of the flat edge block and the ideal (m_k1, m_k2)) at one integer point; the bound"
    " depth4_ideal_bound - 3 (N_1 - 2s + 1) (Proposition 12's flat term - sum_k (fat + c_2 - rank)) == the stated one"
)
#: The prime of the ranks (:math:`2^{29} - 3`).
PRIME = 536870909
_R = 3


def _check_T(T) -> int:
    T = check_int("T", T)
    if T < 4 or T % 2:
        raise ValueError(f"T={T} must be even and >= 4")
    return T


def fat_point_count(*, T: int) -> int:
    r""":math:`\sum_{|\kappa| = s} [\binom{N_2+2}{2} - \sum_i \binom{\kappa_i+1}{2}]`, :math:`R = 3`: the dimension of
    :math:`\bigoplus_\kappa c^\kappa (I_\kappa)_{N_2}`, :math:`I_\kappa` the forms vanishing to order :math:`\kappa_i`
    at three distinct points (independent conditions since :math:`N_2 \ge s - 1`); 885 at :math:`T = 8`."""
    s = _check_T(T) // 2
    n2 = comb(s + 1, 2)
    forms = comb(n2 + 2, 2)
    return sum(forms - sum(comb(v + 1, 2) for v in kappa) for kappa in exponents(_R, s).tolist())


_UNIT = ((1, 0, 0), (0, 1, 0), (0, 0, 1))  # the exponents of b_0, b_1, b_2 (or c_0, c_1, c_2)


def _plus(e: tuple, f: tuple) -> tuple[int, ...]:
    """The exponent of a product of two monomials."""
    return tuple(x + y for x, y in zip(e, f, strict=True))


def _index(d: int) -> dict[tuple[int, ...], int]:
    return {tuple(e): i for i, e in enumerate(exponents(_R, d).tolist())}


def _check_alpha(alpha: tuple[int, ...], n1: int) -> tuple[int, ...]:
    a = tuple(check_int("alpha entry", v) for v in alpha)
    if len(a) != _R or sum(a) != n1 or min(a) < 0:
        raise ValueError(f"alpha={alpha} must be three entries >= 0 summing to N_1={n1}")
    return a


def _sorted_alpha(alpha: tuple[int, ...], n1: int) -> tuple[int, int, int]:
    a1, a2, a3 = sorted(_check_alpha(alpha, n1), reverse=True)
    return a1, a2, a3


def _weights(seed: int) -> tuple[np.ndarray, np.ndarray, bool]:
    r"""``n[i, j, m]`` (the coefficient of :math:`b_m` in :math:`n_{ij}`), ``W4``, and whether the points are in the
    position the fat-point count needs, mod p: the nine :math:`z_i^{(l)}` (the common zero of :math:`n_{ij}`,
    :math:`j \ne l`) pairwise distinct, and :math:`z_i^{(2)}, z_i^{(3)}` off the lines :math:`n_{i'1} = 0`,
    :math:`i' \ne i` (so that dividing by :math:`n_{i'1}^{g_{i'}}` keeps the order at :math:`z_i^{(l)}`; a reviewer's
    remark). Both are open conditions, so they hold on an open set."""
    rng = np.random.default_rng(seed)
    W2, W3, W4 = (rng.integers(1, PRIME, size=(_R, _R), dtype=np.int64) for _ in range(3))
    n = np.einsum("im,mj->ijm", W3, W2) % PRIME
    z = []
    for i in range(_R):
        for lv in range(_R):
            j0, j1 = (j for j in range(_R) if j != lv)
            z.append(np.cross(n[i, j0].astype(object), n[i, j1].astype(object)))
    distinct = all(any(int(v) % PRIME for v in np.cross(z[x], z[y])) for x in range(9) for y in range(x + 1, 9))
    off_lines = all(
        int(np.dot(n[i2, 0].astype(object), z[_R * i + lv])) % PRIME
        for i in range(_R)
        for lv in (1, 2)
        for i2 in range(_R)
        if i2 != i
    )
    return n, W4, distinct and off_lines


def _powers(n: np.ndarray, s: int) -> dict[tuple[int, ...], dict[tuple[int, ...], dict[tuple[int, ...], int]]]:
    r""":math:`\ell^\kappa` for every :math:`|\kappa| = s`, :math:`\ell_i = \sum_j w_j n_{ij}(b)`: ``kappa -> beta
    (w-exponent) -> b-exponent -> residue``."""
    out = {}
    for kappa in exponents(_R, s).tolist():
        poly: dict[tuple, int] = {((0, 0, 0), (0, 0, 0)): 1}
        for i in range(_R):
            for _ in range(kappa[i]):
                new: dict[tuple, int] = {}
                for (ew, eb), v in poly.items():
                    for j in range(_R):
                        for m in range(_R):
                            key = (_plus(ew, _UNIT[j]), _plus(eb, _UNIT[m]))
                            new[key] = (new.get(key, 0) + v * int(n[i, j, m])) % PRIME
                poly = new
        by_beta: dict[tuple, dict] = {}
        for (ew, eb), v in poly.items():
            if v:
                by_beta.setdefault(ew, {})[eb] = v
        out[tuple(kappa)] = by_beta
    return out


def span_ranks(*, T: int, alphas: list[tuple[int, ...]], seed: int = 1, outputs: tuple[int, ...] = (0, 1, 2)) -> dict:
    r"""Ranks mod p at one integer point of :math:`Y_\alpha`, :math:`J_{k\alpha}` and :math:`Y_\alpha +
    J_{k\alpha}` for each ``alpha`` and output coordinate :math:`k` (lower bounds on their generic dimensions).

    One space of columns, the monomials of bidegree :math:`(N_2, s)` in :math:`(b, c)`
    (:math:`\binom{N_2+2}{2}\binom{s+2}{2}`: 990 at :math:`T = 8`, 2856 at :math:`T = 10`). :math:`Y_\alpha`:
    each :math:`[w^\beta]\,\ell^\kappa` with :math:`\beta \le \alpha` times every :math:`b^\mu`,
    :math:`|\mu| = N_2 - s`, in the column block :math:`c^\kappa` (a basis per :math:`\kappa`);
    :math:`J_{k\alpha}`: :math:`m_{kj}\, b^\mu c^\gamma` for :math:`j \in \mathrm{supp}\,\alpha`,
    :math:`m_{kj} = \sum_i W^{(4)}_{ki} c_i n_{ij}(b)`.

    Returns
    -------
    dict
        ``alpha -> {"Y": rank, "J": (ranks), "sum": (ranks)}``, one rank per output coordinate in ``outputs``
        (relabelling the layer-4 units permutes them, so their generic values are equal), and ``"general"``: the points
        :math:`z_i^{(l)}` in the position the count needs, mod p (so on an open set; :func:`_weights`).
    """
    T = _check_T(T)
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    n2 = comb(s + 1, 2)
    n, W4, general = _weights(check_int("seed", seed))
    if not outputs or any(k not in range(_R) for k in outputs):
        raise ValueError(f"outputs={outputs} must name output coordinates among 0, 1, 2")
    ib, ic = _index(n2), _index(s)
    powers = _powers(n, s)
    out: dict = {"general": general}
    j_basis: dict[tuple[int, tuple[int, ...]], np.ndarray] = {}
    for alpha in alphas:
        a = _check_alpha(alpha, n1)
        Y = _y_basis(powers, a, n2, s, ib, ic)
        supp = tuple(j for j in range(_R) if a[j])
        ranks_J, ranks_sum = [], []
        for k in outputs:
            if (k, supp) not in j_basis:
                j_basis[k, supp] = flint_row_basis_mod_p(_ideal_rows(n, W4, k, supp, n2, s, ib, ic), PRIME)
            J = j_basis[k, supp]
            ranks_J.append(J.shape[0])
            ranks_sum.append(flint_rank_mod_p(np.vstack([Y, J]), PRIME, threads=1)[0])
        out[a] = {"Y": Y.shape[0], "J": tuple(ranks_J), "sum": tuple(ranks_sum)}
    return out


def _y_basis(powers: dict, a: tuple[int, ...], n2: int, s: int, ib: dict, ic: dict) -> np.ndarray:
    r"""A row basis of :math:`Y_\alpha` at the point over the bidegree-:math:`(N_2, s)` monomials, one :math:`c^\kappa`
    block at a time (the generators :math:`g_\beta`, :math:`\beta \le \alpha`, times :math:`b^\mu`,
    :math:`|\mu| = N_2 - s`)."""
    mus = [tuple(mu) for mu in exponents(_R, n2 - s).tolist()]
    out = []
    for kappa, by_beta in powers.items():
        gens = [g for beta, g in by_beta.items() if all(x <= y for x, y in zip(beta, a, strict=True))]
        block = np.zeros((len(gens) * len(mus), len(ib)), dtype=np.uint64)
        for t, g in enumerate(gens):
            for u, mu in enumerate(mus):
                for eb, v in g.items():
                    block[t * len(mus) + u, ib[_plus(eb, mu)]] = v
        basis = flint_row_basis_mod_p(block, PRIME)
        full = np.zeros((basis.shape[0], len(ib) * len(ic)), dtype=np.uint64)
        full[:, ic[kappa] * len(ib) : (ic[kappa] + 1) * len(ib)] = basis
        out.append(full)
    return np.vstack(out)


def _ideal_rows(n, W4, k: int, supp: tuple[int, ...], n2: int, s: int, ib: dict, ic: dict) -> np.ndarray:
    r"""The rows :math:`m_{kj}\, b^\mu c^\gamma` (:math:`|\mu| = N_2 - 1`, :math:`|\gamma| = s - 1`, ``j`` in
    ``supp``) over the bidegree-:math:`(N_2, s)` monomials."""
    rows = []
    for j in supp:
        m = {(_UNIT[a], _UNIT[i]): int(W4[k, i]) * int(n[i, j, a]) % PRIME for i in range(_R) for a in range(_R)}
        for mu in exponents(_R, n2 - 1).tolist():
            for gamma in exponents(_R, s - 1).tolist():
                r = np.zeros(len(ib) * len(ic), dtype=np.uint64)
                for (eb, ec), v in m.items():
                    col = ic[_plus(ec, tuple(gamma))] * len(ib) + ib[_plus(eb, tuple(mu))]
                    r[col] = (int(r[col]) + v) % PRIME
                rows.append(r)
    return np.array(rows, dtype=np.uint64)


def block_fat_point_bound(
    *, T: int, alpha: tuple[int, ...], ranks: dict | None = None, seed: int = 1, y_bound: int | None = None
) -> int:
    r"""An upper bound on :math:`\mathrm{rank}\, Q_\alpha` for every RAC: the least of Proposition 12's
    (:func:`~numerics.bounds.depth4.corner_bound`) and :math:`\sum_k \min(c, \dim Y_\alpha + c - \dim(Y_\alpha
    + J_{k\alpha}))`, with :func:`fat_point_dimension`, :math:`c = c_{|\mathrm{supp}\,\alpha|}(N_2, s)` (Proposition
    12's ideal count) and the rank of the sum at one point (:func:`span_ranks`, or ``ranks``, its entry for
    ``alpha``). :math:`S_{\alpha k} \subseteq Y_\alpha \cap J_{k\alpha}` at every weight (term 4's structure), so
    :math:`\dim S_{\alpha k} \le \dim Y_\alpha + \dim J_{k\alpha} - \dim(Y_\alpha + J_{k\alpha})`; the bound
    holds on a dense open set and so everywhere. ``ranks`` may hold one output coordinate (``span_ranks(...,
    outputs=(0,))``): the generic values are the same for the three. ``y_bound``: another proved upper bound on
    :math:`\dim Y_\alpha` (:func:`~proofs.general.depth4.local_jets.jet_dimension`), used where it is smaller.
    Refused if the points are in special position at ``seed`` or if the point rank of
    :math:`Y_\alpha` exceeds the proved bound (which would refute the lemma)."""
    T = _check_T(T)
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    a = _sorted_alpha(alpha, n1)
    bound = corner_bound(R=_R, T=T, alpha=a)
    if a[1] == 0:
        return bound
    if ranks is None:
        got = span_ranks(T=T, alphas=[a], seed=seed)
        if not got["general"]:
            raise ValueError(f"seed={seed} gives points z_i^(l) in special position; try another seed")
        ranks = got[a]
    y_bound = fat_point_dimension(T=T, alpha=a) if y_bound is None else min(y_bound, fat_point_dimension(T=T, alpha=a))
    if ranks.get("Y", 0) > y_bound:  # a class filled by one below it has no rank of its own
        raise ArithmeticError(f"dim Y_alpha at a point ({ranks['Y']}) exceeds its proved bound {y_bound} at {a}")
    c = common_support_count(R=_R, degrees=(comb(s + 1, 2), s), k=sum(1 for v in a if v))
    per_k = _coordinate_bounds(y_bound, c, ranks["sum"])
    if len(per_k) not in (1, _R):
        raise ValueError(f"ranks has {len(per_k)} output coordinates; give all three or one (they are symmetric)")
    # One coordinate stands for all three: relabelling the layer-4 units permutes the J_k and fixes Y_alpha, so the
    # generic dim(Y_alpha + J_k) does not depend on k.
    return min(bound, sum(per_k) if len(per_k) == _R else _R * per_k[0])


def _coordinate_bounds(y_bound: int, c: int, sums: tuple[int, ...]) -> list[int]:
    r"""Per output coordinate, :math:`\dim S_{\alpha k} \le \min(c, \dim Y_\alpha + c - \dim(Y_\alpha + J_k))`."""
    return [min(c, y_bound + c - r) for r in sums]


def flat_edge_bound(*, T: int, k: int = 0, seed: int = 1) -> dict:
    r"""The flat edge blocks' bound on one output component ``k`` at one integer point of the weights
    (:func:`span_ranks` at :math:`\alpha = (N_1 - s, s, 0)`: every coefficient of :math:`\ell^\kappa|_{w_3 = 0}` is a
    generator, and :math:`J = (m_{k1}, m_{k2})`).

    Returns
    -------
    dict
        ``rank_sum`` (rank of :math:`Y + J` mod p, a lower bound on its generic dimension), ``rank_J``, ``fat``
        (:func:`fat_point_count`), ``koszul`` (:math:`c_2(N_2, s)`), ``bound`` = fat + koszul - rank_sum (on
        :math:`\dim S_{\alpha k}` at generic weights) and ``general`` (the points :math:`z_i^{(l)}` in general
        position mod p, so on an open set).
    """
    T = _check_T(T)
    k = check_int("k", k)
    if not 0 <= k < _R:
        raise ValueError(f"k={k} must be 0, 1 or 2 (an output coordinate of layer 4)")
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    alpha = (n1 - s, s, 0)
    got = span_ranks(T=T, alphas=[alpha], seed=seed)
    rank_sum, rank_J = got[alpha]["sum"][k], got[alpha]["J"][k]
    fat, koszul = fat_point_count(T=T), common_support_count(R=_R, degrees=(comb(s + 1, 2), s), k=2)
    return dict(
        rank_sum=rank_sum,
        rank_J=rank_J,
        fat=fat,
        koszul=koszul,
        bound=fat + koszul - rank_sum,
        general=got["general"],
    )


def sep_upper_bound(*, T: int, seed: int = 1) -> int:
    """``depth4_ideal_bound(R=3, T=T)`` with each flat edge block's bound replaced by the smaller of Proposition 12's
    and the fat-point one (``3 (N_1 - 2s + 1)`` flat edge blocks): an upper bound on sep(4, M, 3, T), every M, every
    RAC, if the points are in general position (:func:`flat_edge_bound`'s ``general``); refused otherwise."""
    T = _check_T(T)
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    fat = flat_edge_block_bound(T=T, seed=seed)
    saving = sum(max(corner_bound(R=_R, T=T, alpha=(n1 - j, j, 0)) - fat, 0) for j in range(s, n1 - s + 1))
    return depth4_ideal_bound(R=_R, T=T) - _R * saving


def flat_edge_block_bound(*, T: int, seed: int = 1) -> int:
    """The fat-point bound on one flat edge block: the sum over the three output coordinates of
    :func:`flat_edge_bound`, each at most its Koszul count (2265 at T = 8, 7155 at T = 10); refused if the points
    ``z_i`` coincide at ``seed``."""
    T = _check_T(T)
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    alpha = (n1 - s, s, 0)
    got = span_ranks(T=T, alphas=[alpha], seed=seed)
    if not got["general"]:
        raise ValueError(f"seed={seed} gives points z_i^(l) in special position; try another seed")
    fat, koszul = fat_point_count(T=T), common_support_count(R=_R, degrees=(comb(s + 1, 2), s), k=2)
    return sum(_coordinate_bounds(fat, koszul, got[alpha]["sum"]))


def check(*, T: int, seed: int = 1) -> Certificate:
    """The bound at ``T`` against the stated one (614646 at T = 8, 5444118 at T = 10)."""
    T = _check_T(T)
    stated = {8: 614646, 10: 5444118}
    if T not in stated:
        raise ValueError(f"T={T} has no stated bound; give T = 8 or 10 (sep_upper_bound computes any T)")
    got = sep_upper_bound(T=T, seed=seed)
    return Certificate.compare(
        STATEMENT,
        dict(T=T, seed=seed, p=PRIME),
        "fat-point bound on sep(4, M, 3, T) vs the stated one (< the depth-4 ideal bound)",
        got,
        "==",
        stated[T],
        ideal_bound=depth4_ideal_bound(R=_R, T=T),
    )


def cases(budget: str) -> list:
    """Quick: T = 8 (seconds); full: also T = 10 (about 4 minutes and 1.3 GB on a shared core)."""
    check_budget(budget)
    return [dict(T=8)] if budget == "quick" else [dict(T=8), dict(T=10)]
