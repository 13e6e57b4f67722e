r"""Proposition 42's Start-side bound made exact: local jet conditions on :math:`Y_\alpha` (depth 4, :math:`R = 3`;
a helper's method, ``docs/research/yjets-T10-2026-12-01/NOTES.md`` §2; the page is
``docs/theory/depth4-r3-t8-t10.md``, "Proposition 42").

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

* **Lemma D (syzygies of the edge generators, every weight; by hand).** The generators free of :math:`w_3` are
  :math:`f_r = g_{(s-r, r, 0)} = [t^r] F`, :math:`F(t) = \prod_{i \in I} (x_i + t y_i)^{\kappa_i}`,
  :math:`x_i = n_{i1}`, :math:`y_i = n_{i2}`, :math:`I = \mathrm{supp}\,\kappa`, for :math:`r \le j =
  \min(\alpha_2, s)`. With :math:`G = \prod_{i \in I} (x_i + t y_i)` and :math:`H = \sum_{i \in I} \kappa_i y_i
  \prod_{i' \ne i} (x_{i'} + t y_{i'})`, :math:`G F' = H F` identically, and its :math:`t^m`-coefficients,
  :math:`m < j`, are :math:`j` syzygies :math:`\sum_{c + b = m} ((b+1) G_c f_{b+1} - H_c f_b) = 0` with entries of
  degree :math:`e = |I|`. The entry at :math:`f_{m+1}` is :math:`(m+1) \prod_{i \in I} x_i \ne 0` and none is
  beyond, so :math:`(h_m) \mapsto \sum_m h_m S_m` is injective on :math:`S_{N_2 - s - e}^j` (triangular), and
  :math:`\dim Y_\alpha(\kappa) \le n_g \dim S_{N_2 - s} - j \dim S_{N_2 - s - e}` with :math:`n_g` generators
  (:func:`syzygy_dimension`). At :math:`T = 8` and :math:`\kappa = 2e_i + 2e_{i'}`, :math:`\alpha_2 = 2`, it is the
  reviewed Hilbert-Burch count 54 (``docs/research/d4r3c-2026-11-30/NOTES.md`` §1.4); at :math:`T = 12` and
  :math:`\kappa = 3e_i + 3e_{i'}`, :math:`\alpha = (53, 3, 0)`, it gives 229 where the jets give 230.
  :func:`jet_dimension` takes, for each :math:`\kappa`, the least of the jet bound and this count; the syzygies are
  checked to vanish at the point.
* **Proposition S (the edge scheme; by hand, a helper's, ``docs/research/edge-syzygy-T14-2026-12-01/NOTES.md``).** On an
  edge (:math:`\alpha_3 = 0`) with every :math:`\kappa_i \le j`, the :math:`f_r` cut out a zero-dimensional scheme:
  :math:`(x_i, y_i)^{\kappa_i}` at :math:`z_i`, and at :math:`q_{ii'}` with :math:`n = \kappa_i + \kappa_{i'} > j`
  the ideal :math:`(Q_{j-1}, Q_j)` of two coefficients of :math:`(X + t)^{\kappa_i} (Y + t)^{\kappa_{i'}}` (Lemma D's
  identity read locally), of length :math:`(n - j)(n - j + 1)`. A scheme of length :math:`L` imposes at least
  :math:`\min(L, d + 1)` conditions in degree :math:`d`, so :math:`\dim Y_\alpha(\kappa) \le \dim S_{N_2} - \min(L,
  N_2 + 1)` (:func:`scheme_dimension`); it closes the edges :math:`(81, 3, 0)` and :math:`(80, 4, 0)` at
  :math:`T = 14`, where the jets and Lemma D stay 3 and 6 above the point.
"""

from __future__ import annotations

from math import comb

import flint  # python-flint: the nullspace of the small jet matrices
import numpy as np

from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_matmul_mod_p, flint_rank_mod_p
from proofs.general.depth4 import fat_points
from proofs.general.free_states import exponents, poly_mul
from racs.sizes import check_int

__all__ = ["jet_dimension", "syzygy_dimension", "scheme_dimension"]

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


def _series_mul(A: list[dict], B: list[dict]) -> list[dict]:
    """The product of two polynomials in :math:`t` whose coefficients are forms in :math:`b` (``exponent -> residue``)."""
    out: list[dict] = [{} for _ in range(len(A) + len(B) - 1)]
    for u, a in enumerate(A):
        for v, b in enumerate(B):
            for e, c in poly_mul(a, b, p=_P).items():
                out[u + v][e] = (out[u + v].get(e, 0) + c) % _P
    return out


def _series_add(A: list[dict], B: list[dict]) -> list[dict]:
    """The sum of two such polynomials in :math:`t`."""
    out = [dict(_at(A, c)) for c in range(max(len(A), len(B)))]
    for c, b in enumerate(B):
        for e, v in b.items():
            out[c][e] = (out[c].get(e, 0) + v) % _P
    return out


def scheme_dimension(*, T: int, alpha: tuple[int, ...], kappa: tuple[int, ...]) -> int | None:
    r"""Proposition S's bound on :math:`\dim Y_\alpha(\kappa)` for almost every RAC, :math:`\binom{N_2 + 2}{2} -
    \min(L, N_2 + 1)` with :math:`L = \sum_i \binom{\kappa_i + 1}{2} + \sum_{i < i',\, n = \kappa_i + \kappa_{i'} > j}
    (n - j)(n - j + 1)`, on an edge (:math:`\alpha_3 = 0` sorted, :math:`j = \min(\alpha_2, s)`) when every
    :math:`\kappa_i \le j`; ``None`` where it does not apply. 406 and 407 at :math:`T = 14` on :math:`\kappa = (3, 3,
    1)`, :math:`\alpha = (81, 3, 0)` and :math:`\kappa = (4, 3, 0)`, :math:`\alpha = (80, 4, 0)`."""
    T = check_int("T", T)
    s, n2 = T // 2, comb(T // 2 + 1, 2)
    a = sorted(alpha, reverse=True)
    if len(kappa) != _R or sum(kappa) != s or min(kappa) < 0:
        raise ValueError(f"kappa={kappa} must be three entries >= 0 summing to s={s}")
    j = min(a[1], s)
    if a[2] or not j or max(kappa) > j:
        return None
    L = sum(comb(k + 1, 2) for k in kappa)
    L += sum((k + k2 - j) * (k + k2 - j + 1) for x, k in enumerate(kappa) for k2 in kappa[x + 1 :] if k + k2 > j)
    return comb(n2 + 2, 2) - min(L, n2 + 1)


def _lemma_d(kappa: tuple[int, ...], gens: dict, n: np.ndarray, a: tuple[int, ...], n2: int, s: int) -> int:
    r"""Lemma D's bound on :math:`\dim Y_\alpha(\kappa)` from the ``gens`` (``beta -> form``, :math:`\beta \le
    \alpha`), after checking its :math:`j` syzygies on them at the point of ``n`` (``ArithmeticError`` if one fails)."""
    supp = [i for i in range(_R) if kappa[i]]
    j = min(a[1], s)
    # Every g_beta is a nonzero polynomial in the weights; the count is over all of them, so none may vanish here.
    n_g = sum(1 for beta in exponents(_R, s).tolist() if all(x <= y for x, y in zip(beta, a, strict=True)))
    if len(gens) != n_g:
        raise ValueError(f"a generator of Y_alpha(kappa={kappa}) vanishes at this seed's point; try another seed")
    lin = [[{e: int(n[i, l, m]) for m, e in enumerate(fat_points._UNIT)} for l in range(2)] for i in range(_R)]
    G: list[dict] = [{(0, 0, 0): 1}]
    H: list[dict] = [{}]
    for i in supp:  # G <- G (x_i + t y_i), H <- H (x_i + t y_i) + kappa_i y_i G
        step = [lin[i][0], lin[i][1]]
        H = _series_add(_series_mul(H, step), _series_mul(G, [{e: kappa[i] * v for e, v in lin[i][1].items()}]))
        G = _series_mul(G, step)
    f = [gens.get((s - r, r, 0), {}) for r in range(j + 1)]
    for m in range(j):  # [t^m] (G F' - H F) = sum_{c + b = m} (b + 1) G_c f_{b+1} - H_c f_b
        total: dict = {}
        for c in range(m + 1):
            b = m - c
            for coeff, term in (((b + 1), _at(G, c)), (-1, _at(H, c))):
                for e, v in poly_mul(term, f[b + 1] if coeff > 0 else f[b], p=_P).items():
                    total[e] = (total.get(e, 0) + coeff * v) % _P
        if any(total.values()):
            raise ArithmeticError(f"Lemma D's syzygy m={m} does not vanish at kappa={kappa}")
    return n_g * comb(n2 - s + 2, 2) - j * (comb(n2 - s - len(supp) + 2, 2) if n2 - s >= len(supp) else 0)


def _at(series: list[dict], c: int) -> dict:
    return series[c] if c < len(series) else {}


def _generators(T: int, alpha: tuple[int, ...], seed: int) -> tuple[int, tuple[int, ...], np.ndarray, dict]:
    r"""``(s, sorted alpha, n, kappa -> beta -> g_beta)`` with :math:`\beta \le \alpha`, after the checks on the
    arguments and on the position of the lines :math:`L_i` at ``seed``."""
    T = check_int("T", T)
    if T < 6 or T % 2:
        raise ValueError(f"T={T} must be even and >= 6")
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    a = fat_points._sorted_alpha(alpha, n1)
    if a[1] == 0 or a[0] < s:
        raise ValueError(f"alpha={alpha} must have a second entry >= 1 and a largest >= s={s} (not a vertex)")
    n, _, general = fat_points._weights(check_int("seed", seed))
    nl = [[[int(v) for v in n[i, j]] for j in range(_R)] for i in range(_R)]
    if not general or not all(any(_cross(nl[i][0], nl[j][0])) for i in range(_R) for j in range(i + 1, _R)):
        raise ValueError(f"seed={seed} gives points or lines L_i in special position; try another seed")
    gens = {
        kappa: {beta: g for beta, g in by_beta.items() if all(x <= y for x, y in zip(beta, a, strict=True))}
        for kappa, by_beta in fat_points._powers(n, s).items()
    }
    return s, a, n, gens


def syzygy_dimension(*, T: int, alpha: tuple[int, ...], seed: int = 1) -> dict:
    r"""Lemma D's upper bound on :math:`\dim Y_\alpha`, for every RAC with :math:`\prod_i n_{i1} \ne 0`: per
    :math:`\kappa`, :math:`n_g \dim S_{N_2 - s} - j \dim S_{N_2 - s - |\mathrm{supp}\,\kappa|}`,
    :math:`j = \min(\alpha_2, s)`, after checking the :math:`j` syzygies on the generators at the point of ``seed``.

    Parameters are :func:`jet_dimension`'s.

    Returns
    -------
    dict
        ``bound`` (the sum over :math:`\kappa`) and ``per_kappa``: ``kappa -> bound``.
    """
    s, a, n, gens_by_kappa = _generators(T, alpha, seed)
    n2 = comb(s + 1, 2)
    per_kappa = {kappa: _lemma_d(kappa, gens, n, a, n2, s) for kappa, gens in gens_by_kappa.items()}
    return dict(bound=sum(per_kappa.values()), per_kappa=per_kappa)


def jet_dimension(
    *, T: int, alpha: tuple[int, ...], seed: int = 1, kmax: int | None = None, scheme: bool = True
) -> dict:
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
    scheme : bool
        Also take Proposition S's bound (:func:`scheme_dimension`) where it applies.

    Returns
    -------
    dict
        ``bound`` and ``point`` (sums over :math:`\kappa`), ``per_kappa``: ``kappa -> (bound, point)``.
    """
    s, (a1, a2, a3), n, gens_by_kappa = _generators(T, alpha, seed)
    kmax = 2 * s if kmax is None else check_int("kmax", kmax)
    n2 = comb(s + 1, 2)
    nl = [[[int(v) for v in n[i, j]] for j in range(_R)] for i in range(_R)]
    monomials = [tuple(e) for e in exponents(_R, n2).tolist()]
    index = {e: i for i, e in enumerate(monomials)}
    shifts = [tuple(e) for e in exponents(_R, n2 - s).tolist()]
    rng = np.random.default_rng(seed)
    per_kappa = {}
    for kappa, gens in gens_by_kappa.items():
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
        bound = min(len(monomials) - rank, _lemma_d(kappa, gens, n, (a1, a2, a3), n2, s))
        by_scheme = scheme_dimension(T=T, alpha=(a1, a2, a3), kappa=kappa) if scheme else None
        bound = bound if by_scheme is None else min(bound, by_scheme)
        if point > bound:
            raise ArithmeticError(f"dim Y_alpha(kappa) at the point ({point}) exceeds its bound {bound} at {kappa}")
        per_kappa[kappa] = (bound, point)
    return dict(
        bound=sum(b for b, _ in per_kappa.values()), point=sum(p for _, p in per_kappa.values()), per_kappa=per_kappa
    )
