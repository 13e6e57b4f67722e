r"""Proposition 35: at depth 4 with :math:`R = 3` Proposition 12's bound is not sep (general inputs; a helper's
sketch, ``docs/research/d4-2026-11-29/NOTES.md`` §8, reviewed with the reviewer's own code,
``docs/reviews/d4r3-2026-11-30/REPORT.md``; the page is ``docs/theory/depth4-corner-blocks.md``).

Depth 4, :math:`R = 3`, every :math:`M` and every RAC (an upper bound):

.. math:: \operatorname{sep}(4, M, 3, 8) \le 614646 < 623421, \qquad
          \operatorname{sep}(4, M, 3, 10) \le 5444118 < 5482728,

the right-hand sides being ``depth4_ideal_bound(R=3, T)``, the least registry cap at :math:`M \ge 3`. The argument,
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
flat blocks' generic rank there. Whether sep is even lower (the non-flat edge blocks and the full-support blocks also
fall short of Proposition 12 in random RACs) is open.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics.bounds.depth4 import common_support_count, corner_bound, depth4_ideal_bound, start_degrees
from numerics.rank.flint_bridge import flint_rank_mod_p
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
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 35 (depth 4, general inputs, R = 3, every M and every RAC: sep(4, M, 3, 8) <= 614646 < 623421 and"
    " sep(4, M, 3, 10) <= 5444118 < 5482728, the depth-4 ideal bound (Proposition 12), the least registry cap at"
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


def _times(poly: dict, form: np.ndarray) -> dict:
    """``poly * form`` mod p: ``poly`` a dict exponent -> residue in three variables, ``form`` a linear form."""
    out: dict[tuple[int, ...], int] = {}
    for e, v in poly.items():
        for m in range(_R):
            f = _plus(e, _UNIT[m])
            out[f] = (out.get(f, 0) + v * int(form[m])) % PRIME
    return out


def flat_edge_bound(*, T: int, k: int = 0, seed: int = 1) -> dict:
    r"""The flat edge blocks' bound on one output component ``k`` at one integer point of the weights.

    Rows of one matrix over the monomials of bidegree :math:`(N_2, s)` in :math:`(b, c)`: the generators of
    :math:`Y` (each coefficient of :math:`\ell^\kappa|_{w_3 = 0}` in :math:`w`, times every :math:`b^\beta`,
    :math:`|\beta| = N_2 - s`, in the column block :math:`c^\kappa`) and of :math:`J` (:math:`m_{kj'} b^\beta c^\gamma`,
    :math:`|\beta| = N_2 - 1`, :math:`|\gamma| = s - 1`).

    Returns
    -------
    dict
        ``rank_sum`` (rank of :math:`Y + J` mod p, a lower bound on its generic dimension), ``rank_J``, ``fat``
        (:func:`fat_point_count`), ``koszul`` (:math:`c_2(N_2, s)`), ``bound`` = fat + koszul - rank_sum (on
        :math:`\dim S_{\alpha k}` at generic weights) and ``distinct`` (the three points :math:`z_i` distinct mod p,
        so on an open set).
    """
    T = _check_T(T)
    k = check_int("k", k)
    if not 0 <= k < _R:
        raise ValueError(f"k={k} must be 0, 1 or 2 (an output coordinate of layer 4)")
    s = T // 2
    n2 = comb(s + 1, 2)
    rng = np.random.default_rng(seed)
    W2, W3, W4 = (rng.integers(1, PRIME, size=(_R, _R), dtype=np.int64) for _ in range(3))
    # n_ij'(b) = sum_m W3[i, m] b_m W2[m, j']: coefficient vector n[i, j'] of b.
    n = np.einsum("im,mj->ijm", W3, W2) % PRIME
    z = [np.cross(n[i, 0].astype(object), n[i, 1].astype(object)) for i in range(_R)]
    distinct = all(any(int(v) % PRIME for v in np.cross(z[i], z[j])) for i in range(_R) for j in range(i + 1, _R))
    ib, ic = _index(n2), _index(s)
    rows = []

    def row(entries: dict) -> None:
        r = np.zeros(len(ib) * len(ic), dtype=np.int64)
        for (eb, ec), v in entries.items():
            r[ic[ec] * len(ib) + ib[eb]] = (r[ic[ec] * len(ib) + ib[eb]] + v) % PRIME
        rows.append(r)

    for kappa in ic:  # Y: the coefficients of prod_i (w1 n_i1 + w2 n_i2)^kappa_i, by power of w2
        coeffs = {0: {(0, 0, 0): 1}}
        for i in range(_R):
            for _ in range(kappa[i]):
                new: dict[int, dict] = {}
                for t, poly in coeffs.items():
                    for dt in (0, 1):
                        acc = new.setdefault(t + dt, {})
                        for e, v in _times(poly, n[i, dt]).items():
                            acc[e] = (acc.get(e, 0) + v) % PRIME
                coeffs = new
        for poly in coeffs.values():
            for beta in exponents(_R, n2 - s).tolist():
                row({(_plus(e, beta), kappa): v for e, v in poly.items()})
    y_rows = len(rows)
    for jp in range(2):  # J: m_kj'(b, c) = sum_i W4[k, i] c_i n_ij'(b)
        m = {(_UNIT[a], _UNIT[i]): int(W4[k, i]) * int(n[i, jp, a]) % PRIME for i in range(_R) for a in range(_R)}
        for beta in exponents(_R, n2 - 1).tolist():
            for gamma in exponents(_R, s - 1).tolist():
                row({(_plus(eb, beta), _plus(ec, gamma)): v for (eb, ec), v in m.items()})
    A = np.array(rows, dtype=np.uint64)
    rank_sum = flint_rank_mod_p(A, PRIME, threads=1)[0]
    rank_J = flint_rank_mod_p(np.ascontiguousarray(A[y_rows:]), PRIME, threads=1)[0]
    fat, koszul = fat_point_count(T=T), common_support_count(R=_R, degrees=(n2, s), k=2)
    return dict(
        rank_sum=rank_sum, rank_J=rank_J, fat=fat, koszul=koszul, bound=fat + koszul - rank_sum, distinct=distinct
    )


def sep_upper_bound(*, T: int, seed: int = 1) -> int:
    """``depth4_ideal_bound(R=3, T=T)`` with each flat edge block's bound replaced by the smaller of Proposition 12's
    and the fat-point one (``3 (N_1 - 2s + 1)`` flat edge blocks): an upper bound on sep(4, M, 3, T), every M, every
    RAC, if every :func:`flat_edge_bound` point is ``distinct``; refused otherwise."""
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
    per_k = [flat_edge_bound(T=T, k=k, seed=seed) for k in range(_R)]
    if not all(b["distinct"] for b in per_k):
        raise ValueError(f"seed={seed} gives coinciding points z_i; try another seed")
    return sum(min(b["bound"], b["koszul"]) for b in per_k)


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
