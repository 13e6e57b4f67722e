r"""Proposition 42's Start-side bound made exact: local jet conditions on :math:`Y_\alpha` (depth 4, :math:`R = 3`;
a helper's method, ``docs/research/yjets-T10-2026-12-01/NOTES.md`` §2; the page is
``docs/theory/depth4-corner-blocks.md``, "Proposition 42").

Notation of :mod:`~proofs.general.depth4.fat_points`: for :math:`|\kappa| = s` the generators of
:math:`Y_\alpha(\kappa) \subseteq S_{N_2}` (forms of degree :math:`N_2` in :math:`b`) are
:math:`g_\beta = [w^\beta]\,\ell^\kappa`, :math:`\beta \le \alpha`, :math:`|\beta| = s`; :math:`L_i = \{n_{i1} = 0\}`,
:math:`q_{ii'} = L_i \cap L_{i'}`, :math:`z_i^{(3)} = \{n_{i1} = n_{i2} = 0\}`, :math:`z_i^{(2)} = \{n_{i1} = n_{i3}
= 0\}`.

* **Lemma A (orders at every weight).** In each product of :math:`g_\beta` the :math:`i`-th factor is
  :math:`n_{i1}^{\beta^{(i)}_1} n_{i2}^{\beta^{(i)}_2} n_{i3}^{\beta^{(i)}_3}`, so :math:`g_\beta` vanishes to order
  at least :math:`o_\beta = (\kappa_i + \kappa_{i'} - \beta_2 - \beta_3)^+` at :math:`q_{ii'}`,
  :math:`(\kappa_i - \beta_3)^+` at :math:`z_i^{(3)}`, :math:`(\kappa_i - \beta_2)^+` at :math:`z_i^{(2)}`, and is
  divisible by :math:`n_{i1}^{(\kappa_i - \alpha_2 - \alpha_3)^+}`.
* **Lemma B (jet spans).** For :math:`f = \sum_\beta h_\beta g_\beta` the Taylor jet of order :math:`\le K` at such a
  point :math:`p` lies in the span :math:`B_K(p)` of :math:`X^a Y^b J_{\le K}(g_\beta)`, :math:`a + b \le K - o_\beta`
  (local coordinates :math:`X, Y` centred at :math:`p`): the rest of :math:`h_\beta` has order :math:`> K - o_\beta`.
* **Lemma C.** The maximal minors of :math:`[B_K(p); J_{\le K}(f)]` are functionals on :math:`S_{N_2}`, polynomial in
  the weights after clearing the chart's denominator, vanishing on :math:`Y_\alpha(\kappa)` at every weight; where
  :math:`B_K(p)` is independent at a point they span :math:`\mathrm{ann}(B_K(p)) \circ J_{\le K}` there.

So the rank of all these functionals at one integer point (with the divisibility, imposed as vanishing at points of
:math:`L_i`) is at most their generic rank, and :math:`\dim Y_\alpha(\kappa) \le \dim S_{N_2} - \text{rank}` for
almost every RAC (:func:`jet_dimension`). The fat-point count (:func:`~proofs.general.depth4.fat_points.
fat_point_dimension`) is the case :math:`B_K = \emptyset`; the :math:`\lambda`-condition of the T = 8 helper is
:math:`K = R` at :math:`q_{ii'}`, and :math:`K = R + 1` is what closes the edges :math:`j = 2, 3` at :math:`T = 10`.
Every functional is checked to annihilate every generator times every monomial at the point, and every claimed order
is checked on the computed jets; a failure raises ``ArithmeticError``.
"""

from __future__ import annotations

from math import comb

import flint  # python-flint: the nullspace of the small jet matrices
import numpy as np

from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_matmul_mod_p, flint_rank_mod_p
from proofs.general.depth4 import fat_points
from proofs.general.free_states import exponents
from racs.sizes import check_int

__all__ = ["jet_dimension"]

_R = 3
_P = fat_points.PRIME


def _cross(x: list[int], y: list[int]) -> list[int]:
    return [(x[1] * y[2] - x[2] * y[1]) % _P, (x[2] * y[0] - x[0] * y[2]) % _P, (x[0] * y[1] - x[1] * y[0]) % _P]


class _Chart:
    """Taylor coefficients at a point ``p`` of the plane, in the chart :math:`x_c = 1` (``p_c != 0``): the coefficient
    of :math:`X^a Y^b`, :math:`X = x_{o_1} - p_{o_1}`, :math:`Y = x_{o_2} - p_{o_2}`, of the monomial :math:`x^e`."""

    def __init__(self, p: list[int]):
        self.c = next(x for x in range(_R) if p[x] % _P)
        inv = pow(p[self.c], _P - 2, _P)
        self.p = [v * inv % _P for v in p]
        self.o1, self.o2 = (x for x in range(_R) if x != self.c)

    def coefficient(self, e: tuple[int, ...], a: int, b: int) -> int:
        u, v = e[self.o1], e[self.o2]
        if u < a or v < b:
            return 0
        return comb(u, a) * pow(self.p[self.o1], u - a, _P) * comb(v, b) * pow(self.p[self.o2], v - b, _P) % _P

    def jet(self, poly: dict, kmax: int) -> dict[tuple[int, int], int]:
        out: dict[tuple[int, int], int] = {}
        for t in range(kmax + 1):
            for a in range(t + 1):
                out[a, t - a] = sum(v * self.coefficient(e, a, t - a) for e, v in poly.items()) % _P
        return out

    def functional(self, monomials: list[tuple[int, ...]], a: int, b: int) -> np.ndarray:
        return np.array([self.coefficient(e, a, b) for e in monomials], dtype=np.int64)


def _local_rows(p: list[int], orders: dict, gens: dict, kmax: int, monomials: list) -> list[np.ndarray]:
    """Lemma C's functionals at ``p`` for every ``K <= kmax`` where :math:`B_K(p)` is independent at the point."""
    chart = _Chart(p)
    jets = {beta: chart.jet(g, kmax) for beta, g in gens.items()}
    for beta, jet in jets.items():
        if any(v for (a, b), v in jet.items() if a + b < orders[beta]):
            raise ArithmeticError(f"a generator {beta} vanishes at {p} to lower order than Lemma A says")
    rows = []
    for K in range(kmax + 1):
        keys = [(a, t - a) for t in range(K + 1) for a in range(t + 1)]
        index = {k: i for i, k in enumerate(keys)}
        B = []
        for beta, jet in jets.items():
            for t in range(K - orders[beta] + 1):
                for da in range(t + 1):
                    shift = (da, t - da)
                    vec = [0] * len(keys)
                    for (a, b), v in jet.items():
                        if v and a + b + t <= K:
                            vec[index[a + shift[0], b + shift[1]]] = v
                    B.append(vec)
        if len(B) >= len(keys):
            continue
        if B:
            M = flint.nmod_mat(B, _P)
            if M.rank() < len(B):  # dependent at this point: its minors might all vanish here, skip K
                continue
            X, nullity = M.nullspace()
            kernel = [[int(X[i, c]) for i in range(len(keys))] for c in range(nullity)]
        else:
            kernel = [[int(i == c) for i in range(len(keys))] for c in range(len(keys))]
        basis = [chart.functional(monomials, *k) for k in keys]
        for phi in kernel:
            r = np.zeros(len(monomials), dtype=np.int64)
            for t, coeff in enumerate(phi):
                if coeff:
                    r = (r + coeff * basis[t] % _P) % _P
            rows.append(r)
    return rows


def jet_dimension(*, T: int, alpha: tuple[int, ...], seed: int = 1, kmax: int | None = None) -> dict:
    r"""An upper bound, for almost every RAC, on :math:`\dim Y_\alpha` by the local jet conditions (Lemmas A-C), and the
    dimension at the point (a lower bound on the generic one).

    Parameters
    ----------
    T : int
        Even, :math:`\ge 6`; :math:`s = T/2`, :math:`N_2 = \binom{s+1}{2}`.
    alpha : tuple of 3 ints
        Summing to :math:`N_1`, not a vertex (sorted inside; the generic values are :math:`S_3`-invariant).
    seed : int
        The integer point (:mod:`~proofs.general.depth4.fat_points`' weights, prime :math:`2^{29} - 3`).
    kmax : int, optional
        The largest jet order (default :math:`2s`).

    Returns
    -------
    dict
        ``bound`` and ``point`` (sums over :math:`\kappa`), ``per_kappa``: ``kappa -> (bound, point)``.
    """
    T = check_int("T", T)
    if T < 6 or T % 2:
        raise ValueError(f"T={T} must be even and >= 6")
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    a1, a2, a3 = fat_points._sorted_alpha(alpha, n1)
    if a2 == 0 or a1 < s:
        raise ValueError(f"alpha={alpha} must have a second entry >= 1 and a largest >= s={s} (not a vertex)")
    kmax = 2 * s if kmax is None else check_int("kmax", kmax)
    n2 = comb(s + 1, 2)
    n, _, general = fat_points._weights(check_int("seed", seed))
    nl = [[[int(v) for v in n[i, j]] for j in range(_R)] for i in range(_R)]
    if not general or not all(any(_cross(nl[i][0], nl[j][0])) for i in range(_R) for j in range(i + 1, _R)):
        raise ValueError(f"seed={seed} gives points or lines L_i in special position; try another seed")
    monomials = [tuple(e) for e in exponents(_R, n2).tolist()]
    index = {e: i for i, e in enumerate(monomials)}
    shifts = [tuple(e) for e in exponents(_R, n2 - s).tolist()]
    rng = np.random.default_rng(seed)
    per_kappa = {}
    for kappa, by_beta in fat_points._powers(n, s).items():
        gens = {beta: g for beta, g in by_beta.items() if all(x <= y for x, y in zip(beta, (a1, a2, a3), strict=True))}
        supp = [i for i in range(_R) if kappa[i]]
        rows: list[np.ndarray] = []
        for i in supp:  # divisibility by n_i1^e: vanishing to order e at N_2 + 2 random points of L_i
            order = max(kappa[i] - a2 - a3, 0)
            for _ in range(order and n2 + 2):
                chart = _Chart(_cross(nl[i][0], [int(v) for v in rng.integers(1, _P, size=_R)]))
                rows += [chart.functional(monomials, a, t - a) for t in range(order) for a in range(t + 1)]
        for i in supp:
            rows += _local_rows(
                _cross(nl[i][0], nl[i][1]), {b: max(kappa[i] - b[2], 0) for b in gens}, gens, kmax, monomials
            )
            rows += _local_rows(
                _cross(nl[i][0], nl[i][2]), {b: max(kappa[i] - b[1], 0) for b in gens}, gens, kmax, monomials
            )
        for x, i in enumerate(supp):
            for j in supp[x + 1 :]:
                orders = {b: max(kappa[i] + kappa[j] - b[1] - b[2], 0) for b in gens}
                rows += _local_rows(_cross(nl[i][0], nl[j][0]), orders, gens, kmax, monomials)
        products = np.zeros((len(monomials), len(gens) * len(shifts)), dtype=np.uint64)
        for t, g in enumerate(gens.values()):
            for u, mu in enumerate(shifts):
                for e, v in g.items():
                    products[index[tuple(u1 + u2 for u1, u2 in zip(e, mu, strict=True))], t * len(shifts) + u] = v
        point = flint_rank_mod_p(products.T, _P, threads=1)[0]
        rank = 0
        if rows:
            A = np.array(rows, dtype=np.int64).astype(np.uint64)
            if flint_matmul_mod_p(A, products, _P).any():
                raise ArithmeticError(f"a jet condition does not vanish on Y_alpha(kappa) at kappa={kappa}")
            rank = flint_rank_mod_p(A, _P, threads=1)[0]
        per_kappa[kappa] = (len(monomials) - rank, point)
    return dict(
        bound=sum(b for b, _ in per_kappa.values()), point=sum(p for _, p in per_kappa.values()), per_kappa=per_kappa
    )
