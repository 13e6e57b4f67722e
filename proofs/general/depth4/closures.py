r"""Proposition 43 (and Proposition 38's last step): the near-vertex classes closed below Proposition 42's bound
(depth 4, :math:`R = 3`; helpers' certificates, ``docs/research/k189-T10-2026-12-01/NOTES.md`` §§1-2, 7.2, for any
:math:`s`, and ``docs/research/k45-2026-11-30/NOTES.md`` §2 at :math:`s = 4`; reviewed with the reviewer's own code,
``docs/reviews/k189-T10-2026-12-01/REPORT.md``; the page is ``docs/theory/depth4-r3-t8-t10.md``).

Notation of :mod:`~proofs.general.depth4.fat_points`: :math:`T = 2s`, :math:`N_2 = \binom{s+1}{2}`,
:math:`\alpha = (\alpha_1, \alpha_2, \alpha_3)` sorted, :math:`\alpha' = (\alpha_2, \alpha_3)`,
:math:`m = s - |\alpha'|`; :math:`V` the forms of bidegree :math:`(N_2, s)` in :math:`(b, c)`, :math:`D = \dim V`;
:math:`\ell_i = \sum_j w_j n_{ij}(b)`; per output coordinate :math:`k`, :math:`m1_k = \sum_i W^{(4)}_{ki} c_i
n_{i1}(b)` and the term-3 space

.. math:: A_k = \operatorname{span}\{ b^\mu\, [w^\beta]\,(\textstyle\sum_i W^{(4)}_{ki} c_i \ell_i)\, (c \odot \ell)^e :
          \beta \le \alpha,\ |e| = s - 1,\ |\mu| = N_2 - s \} \subseteq Y_\alpha \cap J_k.

* **Lemma V (any s, any m >= 0).** At each of the three points :math:`q_{ij} = \{n_{i1} = n_{j1} = 0\}` there are
  :math:`m + 1` functionals :math:`\Omega_{(ij,r)}` on :math:`V`, polynomial in the weights, that vanish on
  :math:`A_k` at every weight (they read the order-:math:`m` Taylor part at :math:`(p, 0)`, :math:`p = (w_j, -w_i)`,
  of :math:`Q = (w \cdot x) x^e`, which :math:`w \cdot x` divides): :func:`lemma_v_functionals`.
* **Lemma C.** With :math:`n = 3(m+1)` such functionals, :math:`\dim A_k \le a + (c - \operatorname{rank}
  \Omega|_{J_k}) - \dim(Y_\alpha + J_k \cap \ker\Omega)` at generic weights, :math:`a` a proved bound on
  :math:`\dim Y_\alpha` (:func:`~proofs.general.depth4.local_jets.jet_dimension`,
  :func:`~numerics.bounds.depth4_blocks.fat_point_dimension`), :math:`c` Proposition 12's ideal count; each point
  rank is a lower bound on a generic rank. Term 3 and :math:`Z_3 \subseteq \bigoplus_k g_k\, m1_k P` give
  :math:`\operatorname{rank} Q_\alpha \le \sum_k \dim A_k`: :func:`lemma_v_bound`.
* **The edge** :math:`(N_1 - 1, 1, 0)` (k45's kernel family at any :math:`s \ge 4`): :math:`\dim \hat K \ge
  u - 3(q - 9) - 3q`, :math:`u = 3\dim P(d - 3, s - 2)` unknowns, :math:`q = 3s + 3(d - 1)` the codimension of
  :math:`J3_r(d, s-1)`, :math:`d = N_2 - s` (Lemma 2: 9 of the :math:`q` conditions are implied), so
  :math:`\operatorname{rank} Q_\alpha \le 2 \cdot 3(\dim P(d, s-1) - q) - \dim \hat K`: :func:`edge_kernel_bound`.

:func:`closed_bound` dispatches. At :math:`T = 8` it gives 1473, 2205, 2538, 2745, 2691 on (19, 1, 0), (18, 1, 1),
(17, 2, 1), (16, 2, 2), (16, 3, 1) (Proposition 42's bound less
:data:`~proofs.general.depth4.near_vertex.UPPER_STEPS`); at :math:`T = 10` the closed bounds of
:data:`~proofs.general.depth4.outer_blocks.CLOSED`. Every functional is checked to vanish on every generator of
:math:`A_k` at the point, and every point rank against its proved bound; a failure raises ``ArithmeticError``.
"""

from __future__ import annotations

from math import comb, factorial

import flint  # python-flint: the polynomials of the edge family
import numpy as np

from numerics.bounds.depth4 import common_support_count, start_degrees
from numerics.bounds.depth4_blocks import fat_point_dimension
from numerics.rank.flint_bridge import (
    flint_inv_mod_p,
    flint_matmul_mod_p,
    flint_rank_mod_p,
    flint_row_basis_mod_p,
    flint_rref_mod_p,
)
from proofs.general.depth4 import fat_points, local_jets
from proofs.general.free_states import exponents, poly_mul
from racs.sizes import check_int

__all__ = [
    "PRIME",
    "MAX_BYTES",
    "lemma_v_functionals",
    "lemma_v_bound",
    "intersection_rank",
    "edge_kernel_bound",
    "closed_bound",
]

#: The prime of the ranks: :data:`~proofs.general.depth4.fat_points.PRIME` (:math:`2^{29} - 3`), whose weights are
#: reused.
PRIME = fat_points.PRIME
#: The largest estimated working memory :func:`lemma_v_bound` accepts (bytes): :math:`T = 12` plans 8.0 GiB (Proposition
#: 45; 9.9 GB measured), :math:`T = 14` about 49 GiB.
MAX_BYTES = 9 * 2**30
_R = 3
_P = PRIME
_TRIPLES = ((0, 1, 2), (0, 2, 1), (1, 2, 0))  # (i, j, h): the point q_ij and the third index h


def _check(T, alpha, *, low: int = 6) -> tuple[int, int, tuple[int, int, int], int]:
    """``(s, N_2, alpha sorted, m)``; refuses what Lemma V does not cover."""
    T = check_int("T", T)
    if T < low or T % 2:
        raise ValueError(f"T={T} must be even and >= {low}")
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    a1, a2, a3 = fat_points._sorted_alpha(alpha, n1)
    if a2 == 0:
        raise ValueError(f"alpha={alpha} is a vertex: no functional there; Proposition 12's bound applies")
    if a2 + a3 > s:
        raise ValueError(f"alpha={alpha} is not near a vertex: m = s - alpha_2 - alpha_3 = {s - a2 - a3} < 0 at T={T}")
    return s, comb(s + 1, 2), (a1, a2, a3), s - a2 - a3


def _cross(x: list[int], y: list[int]) -> list[int]:
    return [(x[1] * y[2] - x[2] * y[1]) % _P, (x[2] * y[0] - x[0] * y[2]) % _P, (x[0] * y[1] - x[1] * y[0]) % _P]


def _dot(x: list[int], y: list[int]) -> int:
    return sum(u * v for u, v in zip(x, y, strict=True)) % _P


def _kappa(ai: int, bi: int, aj: int, bj: int, nu: tuple[int, int], a2: int, a3: int) -> int:
    r""":math:`[u_2^{a_2} u_3^{a_3}] (u_2 a_i + u_3 b_i)^{\nu_i} (u_2 a_j + u_3 b_j)^{\nu_j}` mod p."""
    ni, nj = nu
    total = 0
    for x in range(ni + 1):
        y = a2 - x
        if 0 <= y <= nj and (ni - x) + (nj - y) == a3:
            total += (
                comb(ni, x) * pow(ai, x, _P) * pow(bi, ni - x, _P) * comb(nj, y) * pow(aj, y, _P) * pow(bj, nj - y, _P)
            )
    return total % _P


def _taylor(q: list[int], di: list[int], dj: list[int], n2: int, m: int) -> dict:
    r"""``mu -> {(a_i, a_j): (\partial_{\delta^{(i)}}^{a_i} \partial_{\delta^{(j)}}^{a_j} b^\mu)(q)}``, :math:`a_i + a_j
    \le m`, for every :math:`|\mu| = N_2`."""
    out = {}
    for mu in exponents(_R, n2).tolist():
        poly = {(0, 0): 1}
        for t in range(_R):
            lin = {(0, 0): q[t], (1, 0): di[t], (0, 1): dj[t]}
            for _ in range(mu[t]):
                new: dict = {}
                for (x, y), v in poly.items():
                    for (dx, dy), c in lin.items():
                        if c and x + dx + y + dy <= m:
                            new[x + dx, y + dy] = (new.get((x + dx, y + dy), 0) + v * c) % _P
                poly = new
        out[tuple(mu)] = {key: v * factorial(key[0]) * factorial(key[1]) % _P for key, v in poly.items()}
    return out


def lemma_v_functionals(*, T: int, alpha: tuple[int, ...], k: int = 0, seed: int = 1) -> np.ndarray:
    r"""Lemma V's :math:`3(m+1)` functionals :math:`\Omega_{(ij,r)}` at the integer point ``seed`` of
    :mod:`~proofs.general.depth4.fat_points`' weights (``docs/research/k189-T10-2026-12-01/NOTES.md`` §2).

    For :math:`q = q_{ij} = n_{i1} \times n_{j1}`, :math:`\delta^{(i)} = n_{j1} \times n_{h1}`, :math:`\delta^{(j)} =
    n_{h1} \times n_{i1}` (:math:`\{i, j, h\} = \{1, 2, 3\}`), :math:`d_i = n_{i1}(\delta^{(i)})`,
    :math:`d_j = n_{j1}(\delta^{(j)})`, :math:`a_t = n_{t2}(q)`, :math:`b_t = n_{t3}(q)`, :math:`w = W^{(4)}_{k,:}`,
    :math:`p = (w_j, -w_i)`, :math:`\kappa_\nu = [u^{\alpha'}](u_2 a_i + u_3 b_i)^{\nu_i}(u_2 a_j + u_3 b_j)^{\nu_j}`
    and :math:`\pi_\nu = p^\nu \prod_{\nu' \ne \nu} \kappa_{\nu'}` (:math:`|\nu| = |\alpha'|`):

    .. math:: \Omega_{(ij,r)} = \sum_{a_i + a_j + m' = m} \mathrm{coef}_r(a, m')\, m'!\, n_{h1}(q)^{m - m'}
              d_i^{m - a_i} d_j^{m - a_j} \sum_\nu \pi_\nu\, [c_i^{a_i} c_j^{a_j} c_h^{m'} c^\nu]
              (\partial_{\delta^{(i)}}^{a_i} \partial_{\delta^{(j)}}^{a_j} h)(q, c),

    :math:`\mathrm{coef}_r` the coefficients of :math:`(u_1 \cdot \nabla)^{m-r} (u_2 \cdot \nabla)^r`,
    :math:`u_1 = (w_j, -w_i, 0)`, :math:`u_2 = (w_h, 0, -w_i)` in :math:`(x_i, x_j, x_h)`.

    Returns
    -------
    ndarray, shape ``(3 (m + 1), D)``, int64 residues mod :data:`PRIME`
        One row per functional (points :math:`q_{12}, q_{13}, q_{23}`, then :math:`r = 0..m`); the column of
        :math:`b^\mu c^\kappa` is ``index(kappa) * len(B) + index(mu)`` in ``exponents(3, s)`` and
        ``B = exponents(3, N_2)`` (the layout of :func:`~proofs.general.depth4.fat_points.span_ranks`).
    """
    s, n2, (_, a2, a3), m = _check(T, alpha)
    k = check_int("k", k)
    if not 0 <= k < _R:
        raise ValueError(f"k={k} must be 0, 1 or 2 (an output coordinate of layer 4)")
    n, W4, _ = fat_points._weights(check_int("seed", seed))
    lin = [[[int(v) for v in n[t, j]] for j in range(_R)] for t in range(_R)]  # n_{t,j+1} as a vector in b
    w = [int(v) for v in W4[k]]
    ib, ic = fat_points._index(n2), fat_points._index(s)
    nb = len(ib)
    rows = []
    for i, j, h in _TRIPLES:
        q = _cross(lin[i][0], lin[j][0])
        di_v, dj_v = _cross(lin[j][0], lin[h][0]), _cross(lin[h][0], lin[i][0])
        d_i, d_j, l_h = _dot(lin[i][0], di_v), _dot(lin[j][0], dj_v), _dot(lin[h][0], q)
        ai, bi, aj, bj = _dot(lin[i][1], q), _dot(lin[i][2], q), _dot(lin[j][1], q), _dot(lin[j][2], q)
        nus = [(x, s - m - x) for x in range(s - m + 1)]
        kap = {nu: _kappa(ai, bi, aj, bj, nu, a2, a3) for nu in nus}
        if not (d_i and d_j and l_h and all(kap.values())):
            raise ValueError(f"seed={seed}: a factor of Lemma V's functionals vanishes at q_{i}{j}; try another seed")
        pi = {}
        for nu in nus:
            v = pow(w[j], nu[0], _P) * pow(-w[i] % _P, nu[1], _P) % _P
            for other in nus:
                v = v * kap[other] % _P if other != nu else v
            pi[nu] = v
        taylor = _taylor(q, di_v, dj_v, n2, m)
        phi = {}
        for x in range(m + 1):
            for y in range(m + 1 - x):
                vec = np.zeros(nb * len(ic), dtype=np.int64)
                for nu in nus:
                    e = [0, 0, 0]
                    e[i], e[j], e[h] = nu[0] + x, nu[1] + y, m - x - y
                    base = ic[tuple(e)] * nb
                    for mu, jet in taylor.items():
                        vec[base + ib[mu]] = (vec[base + ib[mu]] + pi[nu] * jet.get((x, y), 0)) % _P
                phi[x, y, m - x - y] = vec
        u1 = {(1, 0, 0): w[j] % _P, (0, 1, 0): -w[i] % _P}
        u2 = {(1, 0, 0): w[h] % _P, (0, 0, 1): -w[i] % _P}
        for r in range(m + 1):
            op: dict = {(0, 0, 0): 1}
            for factor in [u1] * (m - r) + [u2] * r:
                op = poly_mul(op, factor, p=_P)
            row = np.zeros(nb * len(ic), dtype=np.int64)
            for (x, y, z), c in op.items():
                f = c * factorial(z) * pow(l_h, m - z, _P) * pow(d_i, m - x, _P) * pow(d_j, m - y, _P) % _P
                row = (row + f * phi[x, y, z]) % _P
            rows.append(row)
    return np.array(rows, dtype=np.int64)


def _u64(A: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(np.asarray(A, dtype=np.int64) % _P, dtype=np.uint64)


def _rank(A: np.ndarray) -> int:
    return flint_rank_mod_p(_u64(A), _P, threads=1)[0] if A.shape[0] else 0


def _point(T: int, a: tuple[int, ...], k: int, seed: int, n2: int, s: int) -> tuple:
    r"""The point's weights (``n``, ``W4``), Lemma V's functionals there, the monomial indices and the powers of
    :math:`\ell`; refuses a point in special position."""
    n, W4, general = fat_points._weights(seed)
    if not general:
        raise ValueError(f"seed={seed} gives points z_i^(l) in special position; try another seed")
    omega = _u64(lemma_v_functionals(T=T, alpha=a, k=k, seed=seed))
    return n, W4, omega, fat_points._index(n2), fat_points._index(s), fat_points._powers(n, s)


def _a_generators(powers: dict, W4: np.ndarray, k: int, a: tuple[int, ...], n2: int, s: int, ib, ic) -> np.ndarray:
    r"""The generators :math:`b^\mu [w^\beta] \sum_i W^{(4)}_{ki} c^{e + e_i} \ell^{e + e_i}` of :math:`A_k`."""
    mus = [tuple(mu) for mu in exponents(_R, n2 - s).tolist()]
    nb = len(ib)
    rows = []
    for e in exponents(_R, s - 1).tolist():
        terms = []
        for i in range(_R):
            kappa = tuple(x + (t == i) for t, x in enumerate(e))
            terms.append((int(W4[k, i]), ic[kappa] * nb, powers[kappa]))
        betas = {beta for _, _, by_beta in terms for beta in by_beta}
        for beta in sorted(betas):
            if any(x > y for x, y in zip(beta, a, strict=True)):
                continue
            for mu in mus:
                r = np.zeros(nb * len(ic), dtype=np.int64)
                for coeff, base, by_beta in terms:
                    for eb, v in by_beta.get(beta, {}).items():
                        col = base + ib[fat_points._plus(eb, mu)]
                        r[col] = (r[col] + coeff * v) % _P
                rows.append(r)
    return np.array(rows, dtype=np.int64)


def lemma_v_bound(*, T: int, alpha: tuple[int, ...], k: int = 0, seed: int = 1) -> dict:
    r"""Lemma C with Lemma V's functionals: an upper bound on :math:`\dim A_k` and on :math:`\operatorname{rank}
    Q_\alpha`, for every RAC, at a near-vertex :math:`\alpha` (``docs/research/k189-T10-2026-12-01/NOTES.md`` §§1-4).

    Parameters
    ----------
    T : int
        Even, :math:`\ge 6`.
    alpha : tuple of 3 ints
        Summing to :math:`N_1`, sorted inside, :math:`\alpha_2 \ge 1` and :math:`m = s - \alpha_2 - \alpha_3 \ge 0`.
    k : int
        The output coordinate of the point ranks (relabelling the layer-4 units permutes the :math:`J_k` and fixes
        :math:`Y_\alpha`, so the generic values do not depend on it).
    seed : int
        The integer point (:mod:`~proofs.general.depth4.fat_points`' weights, prime :data:`PRIME`).

    Returns
    -------
    dict
        ``m``, ``functionals`` (:math:`3(m+1)`), ``vanish`` (on every generator of :math:`A_k`, always true: a failure
        raises), ``rank_on_J`` (at the point, a lower bound on the generic rank; Lemma C uses that many functionals
        independent on :math:`J_k`: all of them off the edges, none at :math:`m = 0` on an edge), ``dim_J`` and
        ``dim_Y`` (at the point), ``dim_J_ker`` (:math:`\dim J_k \cap \ker
        \Omega` there), ``dim_sum`` (:math:`\dim(Y_\alpha + J_k \cap \ker\Omega)` there), ``koszul``
        (:math:`c_{|\mathrm{supp}\,\alpha|}(N_2, s)`), ``y_bound`` (the least of the jet and fat-point bounds),
        ``per_k`` = y_bound + (koszul - rank_on_J) - dim_sum and ``block`` = 3 per_k. On the edge :math:`(N_1 - 1, 1, 0)` it
        gains nothing over Proposition 42 (the functionals vanish on :math:`Y_\alpha \cap J_k` there; NOTES §7.1):
        :func:`edge_kernel_bound` closes it.
    """
    s, n2, a, m = _check(T, alpha)
    k, seed = check_int("k", k), check_int("seed", seed)
    if not 0 <= k < _R:
        raise ValueError(f"k={k} must be 0, 1 or 2 (an output coordinate of layer 4)")
    supp = tuple(j for j in range(_R) if a[j])
    dim_v = comb(n2 + 2, 2) * comb(s + 2, 2)
    n_j = len(supp) * comb(n2 + 1, 2) * comb(s + 1, 2)
    n_a = comb(s + 1, 2) * comb(s + 2, 2) * comb(n2 - s + 2, 2)
    need = 8 * dim_v * (n_a + 3 * n_j + 4 * dim_v)
    if need > MAX_BYTES:
        raise ValueError(f"T={T}, alpha={alpha}: about {need / 2**30:.1f} GiB needed, over MAX_BYTES; use T <= 12")
    n, W4, omega, ib, ic, powers = _point(T, a, k, seed, n2, s)
    gens = _a_generators(powers, W4, k, a, n2, s, ib, ic)
    if flint_matmul_mod_p(_u64(gens), omega.T.copy(), _P).any():
        raise ArithmeticError(f"a functional of Lemma V does not vanish on A_k at alpha={a}, T={T}")
    del gens
    y = fat_points._y_basis(powers, a, n2, s, ib, ic)
    y_bound = min(local_jets.jet_dimension(T=T, alpha=a, seed=seed)["bound"], fat_point_dimension(T=T, alpha=a))
    if y.shape[0] > y_bound:
        raise ArithmeticError(f"dim Y_alpha at the point ({y.shape[0]}) exceeds its proved bound {y_bound} at {a}")
    jb = flint_row_basis_mod_p(fat_points._ideal_rows(n, W4, k, supp, n2, s, ib, ic), _P)
    koszul = common_support_count(R=_R, degrees=(n2, s), k=len(supp))
    if jb.shape[0] > koszul:
        raise ArithmeticError(f"dim J_k at the point ({jb.shape[0]}) exceeds the Koszul count {koszul}")
    values = flint_matmul_mod_p(jb, omega.T.copy(), _P)  # (dim J, n): Omega on a basis of J_k
    # r functionals independent on J_k at the point (pivot columns) and r generators where they are (pivot rows);
    # the others are combinations of these on J_k there, so they have the same kernel on J_k at the point.
    ech, rank_on_j = flint_rref_mod_p(values, _P)
    sub = values[:, [int(np.flatnonzero(row)[0]) for row in ech[:rank_on_j]]]
    ech, _ = flint_rref_mod_p(sub.T.copy(), _P)
    piv = [int(np.flatnonzero(row)[0]) for row in ech[:rank_on_j]]
    # J_k cap ker Omega at the point: j - Omega(j) D^-1 (pivot generators), Lemma C's cofactor family (polynomial in
    # the weights, in J_k cap ker of the r functionals at every weight) divided by its determinant D != 0 here.
    ker = jb
    if rank_on_j:
        coef = flint_matmul_mod_p(sub, flint_inv_mod_p(sub[piv], _P), _P)
        ker = _u64(jb.astype(np.int64) - flint_matmul_mod_p(coef, jb[piv], _P).astype(np.int64))
    if flint_matmul_mod_p(ker, omega.T.copy(), _P).any():
        raise ArithmeticError("the cofactor family does not lie in ker Omega")
    dim_j_ker = _rank(ker)
    dim_sum = _rank(np.vstack([y, ker]))
    per_k = y_bound + (koszul - rank_on_j) - dim_sum
    return dict(
        m=m,
        functionals=omega.shape[0],
        vanish=True,
        rank_on_J=rank_on_j,
        dim_J=jb.shape[0],
        dim_Y=y.shape[0],
        dim_J_ker=dim_j_ker,
        dim_sum=dim_sum,
        koszul=koszul,
        y_bound=y_bound,
        per_k=per_k,
        block=_R * per_k,
    )


def _theorem_v_elements(n: np.ndarray, powers: dict, a: tuple[int, ...], n2: int, s: int, ib, ic) -> np.ndarray:
    r"""Theorem V's :math:`3(m+1)` elements :math:`E_{(ij,z)}` (:func:`intersection_rank`) as rows in the layout of
    :func:`lemma_v_functionals`, points in the order of ``_TRIPLES``, then :math:`z = 0..m`."""
    m = s - a[1] - a[2]
    top, nb = (m, a[1], a[2]), len(ib)
    rows = np.zeros((3 * (m + 1), nb * len(ic)), dtype=np.int64)
    for t, (i, _, h) in enumerate(_TRIPLES):
        base = {(1 + n2 - s - m - 4, 1, 1): 1}  # b_1 b_2 b_3 b_1^(N_2 - s - m - 4)
        n_h1 = {tuple(int(v == c) for v in range(_R)): int(n[h, 0, c]) % _P for c in range(_R)}
        for _ in range(m + 1):
            base = poly_mul(base, n_h1, p=_P)
        for z in range(m + 1):
            kappa = tuple(s - z if v == i else z if v == h else 0 for v in range(_R))
            for eb, v in poly_mul(base, powers[kappa][top], p=_P).items():
                rows[t * (m + 1) + z, ic[kappa] * nb + ib[eb]] = v
    return rows


def intersection_rank(*, T: int, alpha: tuple[int, ...], k: int = 0, seed: int = 1) -> dict:
    r"""Theorem V's certificate at one point (Proposition 57, ``docs/research/ymodel-upper-2026-12-02/NOTES.md``
    §4): the values of Lemma V's :math:`3(m+1)` functionals on :math:`3(m+1)` explicit elements of
    :math:`Y_\alpha \cap J_k`, and their rank.

    Given Theorem F (:math:`Y_\alpha + J_k` is everything at full support, :math:`s \ge 4`), rank :math:`3(m+1)` of
    :math:`\Omega` on :math:`Y_\alpha \cap J_k` gives :math:`J_k = (J_k \cap \ker\Omega) + (Y_\alpha \cap J_k)`, so
    :math:`\dim(Y_\alpha + J_k \cap \ker\Omega) = D` and Lemma C's bound is :math:`y + c_3 - 3(m+1) - D` per
    coordinate (Proposition 54's reduction). For each point :math:`q_{ij}` (third index :math:`h`) and
    :math:`z = 0..m` the element is

    .. math:: E_{(ij,z)} = c^{\kappa}\, b_1 b_2 b_3\, n_{h1}^{m+1}\, b_1^{N_2 - s - m - 4}\,
              [w^{(s - |\alpha'|, \alpha_2, \alpha_3)}]\,\ell^{\kappa},
              \qquad \kappa_i = s - z,\ \kappa_j = 0,\ \kappa_h = z:

    it lies in :math:`Y_\alpha(\kappa)`, and in :math:`J_k = (b_1 u_1, b_2 u_2, b_3 u_3)` because :math:`b_1 b_2 b_3`
    times a form of positive degree in :math:`c` does. It vanishes to order :math:`m + 1` at the other two points, so
    the matrix is block diagonal by point, and within a block :math:`\Omega_{(ij,r)}(E_{(ij,z)}) = 0` exactly for
    :math:`r < z` (triangular, diagonal :math:`w_j^{m-z}(-w_i)^z` times nonzero factors). Theorem V proves the rank
    :math:`3(m+1)` for generic weights at every :math:`s \ge 4`; a rank at the point is a lower bound on the generic
    rank, so this is the per-point check (before 2026-12-02 the elements were drawn at random, which at
    :math:`T = 16` missed the useful ones at :math:`(112, 4, 4)` and :math:`(112, 6, 2)` with 300 samples).

    Returns
    -------
    dict
        ``m``, ``functionals`` (:math:`3(m+1)`), ``rank`` (of the :math:`3(m+1) \times 3(m+1)` matrix of values),
        ``block_diagonal`` (no functional of one point is nonzero on another point's elements) and ``triangular``
        (the zero pattern :math:`r < z` inside each block).
    """
    s, n2, a, m = _check(T, alpha, low=8)
    k, seed = check_int("k", k), check_int("seed", seed)
    if not 0 <= k < _R or a[2] == 0:
        raise ValueError(f"need k in 0..2 and a full-support alpha; got k={k}, alpha={alpha}")
    n, _, omega, ib, ic, powers = _point(T, a, k, seed, n2, s)
    rows = _theorem_v_elements(n, powers, a, n2, s, ib, ic)
    values = flint_matmul_mod_p(omega, _u64(rows).T.copy(), _P)
    blocks = [
        [values[x * (m + 1) : (x + 1) * (m + 1), y * (m + 1) : (y + 1) * (m + 1)] for y in range(3)] for x in range(3)
    ]
    return dict(
        m=m,
        functionals=omega.shape[0],
        rank=_rank(values),
        block_diagonal=not any(blocks[x][y].any() for x in range(3) for y in range(3) if x != y),
        triangular=all(
            (blocks[x][x][r, z] == 0) == (r < z) for x in range(3) for z in range(m + 1) for r in range(z + 1)
        ),
    )


def _edge_counts(s: int) -> dict:
    """The hand counts of the edge family (k45 §2 with the degrees of ``s``)."""
    d = comb(s + 1, 2) - s
    dim_p = comb(d + 2, 2) * comb(s + 1, 2)
    quotient = _R * s + _R * (d - 1)  # 3 supports of size 1 (s each) and 3 (d - 1) of size 2 (1 each)
    unknowns = _R * comb(d - 1, 2) * comb(s, 2)
    lemma2 = quotient - 9
    kernel = unknowns - _R * lemma2 - _R * quotient
    z_bound = _R * (dim_p - quotient)
    return dict(d=d, dim_P=dim_p, quotient=quotient, lemma2=lemma2, unknowns=unknowns, kernel=kernel, z_bound=z_bound)


def edge_kernel_bound(*, T: int, seed: int = 1) -> dict:
    r"""k45's kernel family on the edge :math:`(N_1 - 1, 1, 0)`: :math:`\operatorname{rank} Q_\alpha \le 2 \dim\hat Z -
    \dim \hat K` for every RAC (``docs/research/k189-T10-2026-12-01/NOTES.md`` §7.2, ``k45-2026-11-30/NOTES.md`` §2).

    In k45's reduced coordinates :math:`(\beta', \gamma)`, :math:`d = N_2 - s`: :math:`\dim J3_r(d, s-1) = \dim P(d,
    s-1) - q`, :math:`q = 3s + 3(d-1)` (grading by :math:`\beta'^a`: :math:`s`, 1, 0 missing dimensions for
    :math:`|\mathrm{supp}\,a| = 1, 2, 3`), so :math:`\dim\hat Z \le 3(\dim P(d, s-1) - q)`. The family
    :math:`F_k = m1_k\, l_{123} G_k`, :math:`G \in P(d-3, s-2)^3`, pays at most :math:`3(q - 9)` conditions for
    :math:`\psi \in \hat Z` (Lemma 2: :math:`\rho_S` onto :math:`k^9`, :math:`(d-1) + (d-2) - (d-4) = d + 1`, needs
    :math:`d \ge 5`) and :math:`3q` for :math:`\Lambda\psi \in \hat Z`. These counts are the proof; the point ranks
    (random reduced weights from ``seed``, the reviewer's construction ``kg_check.py``) must not exceed them and here
    meet them.

    Returns
    -------
    dict
        The counts (``unknowns``, ``quotient``, ``lemma2``, ``kernel`` = unknowns - 3 lemma2 - 3 quotient, ``z_bound``,
        ``bound`` = 2 z_bound - kernel) and the point ranks (``point_J3``: :math:`\dim J3_r` for r = 0, 1, 2,
        ``point_unknowns``, ``point_F``, ``point_F1`` (:math:`\Lambda\psi`), ``point_both``, ``point_kernel``).
    """
    T = check_int("T", T)
    if T < 8 or T % 2:
        raise ValueError(f"T={T} must be even and >= 8 (Lemma 2 needs N_2 - s >= 5)")
    s = T // 2
    counts = _edge_counts(s)
    d, dg = counts["d"], s - 1
    if 8 * counts["dim_P"] * (counts["unknowns"] + 2 * counts["dim_P"]) * 4 > MAX_BYTES:
        raise ValueError(f"T={T}: the edge family does not fit in MAX_BYTES; use T <= 12")
    rng = np.random.default_rng(check_int("seed", seed))

    def mat() -> flint.nmod_mat:
        return flint.nmod_mat(3, 3, [int(v) for v in rng.integers(1, _P, size=9)], _P)

    H2, H3, H4, W3 = mat(), mat(), mat(), mat()
    W4 = [[int(v) for v in rng.integers(1, _P, size=3)] for _ in range(3)]
    lam = [int(v) for v in rng.integers(1, _P, size=3)]
    if any(int(M.det()) == 0 for M in (H2, H3, H4, W3)):
        raise ValueError(f"seed={seed} gives a singular weight matrix; try another seed")
    B = W3 * H2.inv()
    L = H2 * flint.nmod_mat(3, 3, [lam[0], 0, 0, 0, lam[1], 0, 0, 0, lam[2]], _P) * H2.inv()
    h4t = H4.inv().transpose()
    ctx = flint.nmod_mpoly_ctx.get(("x1", "x2", "x3", "g1", "g2", "g3"), modulus=_P)
    gens = ctx.gens()
    x, g, zero = gens[:3], gens[3:], ctx.from_dict({})

    def lin(A, v) -> list:
        return [sum((int(A[i, t]) * v[t] for t in range(3)), zero) for i in range(3)]

    def mono(v, e) -> flint.nmod_mpoly:
        out = ctx.from_dict({(0,) * 6: 1})
        for t in range(3):
            out = out * v[t] ** e[t]
        return out

    l, lx = lin(B, x), lin(L, x)
    lp = lin(B, lx)  # l = B beta', l' = B L beta'
    l123 = l[0] * l[1] * l[2]
    m1 = [sum((W4[k][i] * g[i] for i in range(3)), zero) for k in range(3)]
    Q = [
        W3.transpose() * flint.nmod_mat(3, 3, [W4[r][0], 0, 0, 0, W4[r][1], 0, 0, 0, W4[r][2]], _P) * H3
        for r in range(3)
    ]
    zeta = [lin(Q[r], g) for r in range(3)]

    def l123_lambda0(f) -> flint.nmod_mpoly:  # l123 * Lambda_0(f), Lambda_0's poles cleared
        t1 = sum((lx[a] * f.derivative(a) for a in range(3)), zero) * l123
        return t1 + sum((g[i] * lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] * f.derivative(3 + i) for i in range(3)), zero)

    lambda0_l123 = sum((lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)), zero)
    basis = [tuple(e1) + tuple(e2) for e1 in exponents(_R, d).tolist() for e2 in exponents(_R, dg).tolist()]
    index = {e: i for i, e in enumerate(basis)}

    def vec(f) -> np.ndarray:
        out = np.zeros(len(basis), dtype=np.int64)
        for e, c in f.to_dict().items():
            out[index[tuple(e)]] = int(c)
        return out

    ann, point_j3 = [], []
    for r in range(3):
        J = np.array(
            [
                vec(x[t] * zeta[r][t] * mono(x, e1) * mono(g, e2))
                for t in range(3)
                for e1 in exponents(_R, d - 1).tolist()
                for e2 in exponents(_R, dg - 1).tolist()
            ]
        )
        Xn, nullity = flint.nmod_mat(J.tolist(), _P).nullspace()
        ann.append(_u64(np.array([[int(Xn[i, c]) for c in range(nullity)] for i in range(len(basis))])))
        point_j3.append(len(basis) - nullity)
    if any(v > counts["dim_P"] - counts["quotient"] for v in point_j3):
        raise ArithmeticError(
            f"dim J3_r at the point {point_j3} exceeds the count {counts['dim_P'] - counts['quotient']}"
        )
    psi, cond_f, cond_f1 = [], [], []
    for k in range(3):
        lm = l123_lambda0(m1[k])
        for e1 in exponents(_R, d - 3).tolist():
            for e2 in exponents(_R, dg - 1).tolist():
                G = mono(x, e1) * mono(g, e2)
                F = vec(m1[k] * l123 * G)
                F1 = vec(2 * G * lm + m1[k] * (G * lambda0_l123 + l123_lambda0(G)))
                psi.append(np.concatenate([F if t == k else 0 * F for t in range(3)]))
                # theta_r = (H4^-T)_{rk} F: only the k-th component of F is nonzero
                cond_f.append(np.concatenate([_ann(int(h4t[r, k]) * F, ann[r]) for r in range(3)]))
                cond_f1.append(np.concatenate([_ann(int(h4t[r, k]) * F1, ann[r]) for r in range(3)]))
    C1, C2 = np.array(cond_f), np.array(cond_f1)
    point = dict(
        point_J3=tuple(point_j3),
        point_unknowns=_rank(np.array(psi)),
        point_F=_rank(C1),
        point_F1=_rank(C2),
        point_both=_rank(np.hstack([C1, C2])),
    )
    point["point_kernel"] = counts["unknowns"] - point["point_both"]
    if point["point_F"] > _R * counts["lemma2"] or point["point_F1"] > _R * counts["quotient"]:
        raise ArithmeticError(f"a condition rank at the point exceeds Lemma 2's count at T={T}: {point}")
    if point["point_unknowns"] != counts["unknowns"]:
        raise ArithmeticError(f"the family is not injective at the point: rank {point['point_unknowns']}")
    return dict(counts, **point, bound=2 * counts["z_bound"] - counts["kernel"])


def _ann(v: np.ndarray, ann: np.ndarray) -> np.ndarray:
    """The values of the annihilators of :math:`J3_r` on ``v``."""
    return flint_matmul_mod_p(_u64(v[None, :]), ann, _P).astype(np.int64)[0]


def closed_bound(*, T: int, alpha: tuple[int, ...], seed: int = 1) -> int:
    r"""The closed upper bound on :math:`\operatorname{rank} Q_\alpha` (every RAC) at a near-vertex class:
    :func:`edge_kernel_bound` on :math:`(N_1 - 1, 1, 0)`, :func:`lemma_v_bound`'s ``block`` elsewhere (``alpha``
    with :math:`\alpha_2 \ge 1`, :math:`\alpha_2 + \alpha_3 \le s`). It is not capped by Proposition 42's bound
    (:func:`~proofs.general.depth4.outer_blocks.block_bounds`); take the least of the two."""
    a = _check(T, alpha)[2]
    if a[1:] == (1, 0):
        return int(edge_kernel_bound(T=T, seed=seed)["bound"])
    return int(lemma_v_bound(T=T, alpha=a, seed=seed)["block"])
