r"""A proven upper bound on the one-step model :math:`V(R, M, n)` by vanishing orders
(``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10) falls short"; the model is
:func:`proofs.general.free_states.one_step_span`'s). This lab; the two-input case (``M = 2``) reviewed on
2026-11-28 with an independent recomputation (``docs/reviews/one-step-m2-2026-11-28/``); the case ``M >= 3``
(2026-11-29) reviewed the same day, also with an independent recomputation (``docs/reviews/one-step-m-2026-11-29/``).

:func:`vanishing_bound` returns :math:`\dim \Phi^{-1}(\ker C) - \dim \ker \Phi` (notation of its proof) at one
exact point: an upper bound on :math:`\dim V(R, M, n)` valid for every choice of weights, whatever the seed (the
seed only decides how sharp it is). At :math:`(R, M) = (3, 2)` it equals the observed span for
:math:`n = 2, \dots, 5` (27, 180, 755, 2385) and, at :math:`n = 6`, the observed :math:`\mathrm{rank}\,F_k`
(6237); at :math:`(R, M) = (4, 3)` it is 96, 1208, 8474 for :math:`n = 2, 3, 4` (:math:`r_0` = 12, 72, 256),
the observed span at
:math:`n = 2, 3` and the observed :math:`\mathrm{rank}\,F_k` at :math:`n = 4`. Where :math:`R - M \ge 2` it can be
above the span (52, 85, 165 against 48, 75, 150 at :math:`(R, M, n) = (4, 2, 2), (5, 2, 2), (5, 3, 2)`).
:func:`check_containment` recomputes the two facts the proof rests on, exactly over GF(p) at random weights, on the
model's own generators.
"""

from __future__ import annotations

import itertools
import math

import flint
import numpy as np

from numerics import rank_mod_p
from numerics.bounds import koszul_dimension, multiset, one_step_deficit
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import PRIME, exponents, poly_mul
from racs.sizes import check_size

__all__ = [
    "COLUMN_SEED",
    "kernel_points",
    "vanishing_conditions",
    "ideal_dimension",
    "vanishing_bound",
    "check_containment",
    "STATEMENT_CLOSED",
    "CHECK_CLOSED",
    "condition_rank",
    "one_step_closed_form",
    "check_closed",
    "cases_closed",
]

Mono = tuple[int, ...]

#: Seed of :func:`vanishing_bound`'s column sample (``columns=``); it decides how sharp the bound is, not whether
#: it holds.
COLUMN_SEED = 20261129


def _monos(R: int, d: int) -> list[Mono]:
    return [tuple(int(v) for v in row) for row in exponents(R, d)] if d >= 0 else []


def _ratios(d: np.ndarray) -> np.ndarray:
    """``d`` as an ``(M - 1, R)`` array of the ratios :math:`d^{(m)} = u^{(m)} / u^{(1)}`, ``m = 2..M``
    (an ``(R,)`` array is the two-input case)."""
    d = np.asarray(d)
    return d[None, :] if d.ndim == 1 else d


def _det_mod(A: list[list[int]]) -> int:
    """Determinant mod :data:`PRIME` of a square integer matrix (FLINT's ``nmod_mat``)."""
    return int(flint.nmod_mat([[x % PRIME for x in row] for row in A], PRIME).det())


def kernel_points(W2: np.ndarray, d: np.ndarray, *, coefficients: np.ndarray) -> np.ndarray:
    r"""Points of :math:`L_i = \{p : (W^{I,2} (d^{(m)} \odot p))_i = 0,\ m = 1, \dots, M\}`
    (:math:`d^{(1)} = \mathbf 1`), polynomial in the weights.

    For each row :math:`r = W^{I,2}_{i,:}` let :math:`A_i` be the :math:`M \times R` matrix with rows
    :math:`r \odot d^{(m)}`. For each :math:`(M + 1)`-subset :math:`S = \{s_0 < \dots < s_M\}` of the coordinates,
    the generalised cross product :math:`\kappa_S` with :math:`(\kappa_S)_{s_t} = (-1)^t \det A_i[:, S \setminus
    s_t]` and 0 off :math:`S` lies in :math:`\ker A_i` (row :math:`m` of :math:`A_i \kappa_S` is the Laplace
    expansion of a determinant with a repeated row); at :math:`M = 2` it is the 3x3 cross product. The returned
    points are the fixed integer combinations ``coefficients[q] @ kappa`` of them (mod :data:`PRIME`).

    Parameters
    ----------
    W2 : array ``(R, R)``
    d : array ``(R,)`` (two inputs) or ``(M - 1, R)``
        The ratios :math:`d^{(2)}, \dots, d^{(M)}`.
    coefficients : array ``(Q, C(R, M + 1))``
        Fixed integers, independent of the weights.

    Returns
    -------
    array ``(R, Q, R)``
        ``[i, q]``: the ``q``-th point of :math:`L_i`.
    """
    dd = _ratios(d)
    R, M = W2.shape[0], dd.shape[0] + 1
    subsets = list(itertools.combinations(range(R), M + 1))
    if coefficients.shape[1] != len(subsets):
        raise ValueError(f"coefficients has {coefficients.shape[1]} columns; pass C(R, M + 1) = {len(subsets)}")
    out = np.zeros((R, coefficients.shape[0], R), dtype=object)
    for i in range(R):
        r = [int(v) for v in W2[i]]
        A = [r] + [[r[k] * int(dm[k]) for k in range(R)] for dm in dd]
        for t, S in enumerate(subsets):
            kap = [0] * R
            for pos, s_t in enumerate(S):
                minor = _det_mod([[row[c] for c in S if c != s_t] for row in A])
                kap[s_t] = minor if pos % 2 == 0 else -minor
            for q in range(coefficients.shape[0]):
                for c in range(R):
                    out[i, q, c] += int(coefficients[q, t]) * kap[c]
    return (out % PRIME).astype(np.int64)


def vanishing_conditions(*, R: int, n: int, points: np.ndarray) -> tuple[list, list]:
    r"""The linear conditions :math:`C`: for each :math:`i`, each :math:`b`-monomial :math:`b^\beta`
    (:math:`|\beta| = n`), each :math:`\gamma` with :math:`|\gamma| < \beta_i` and each point :math:`v` of
    ``points[i]``, :math:`F \mapsto \partial_p^\gamma F_\beta(v)`, where :math:`F = \sum_\beta b^\beta F_\beta(p)`
    has bidegree :math:`(N_1, n)`.

    Returns
    -------
    rows : list of ``(i, beta, gamma, q)``
    values : list of dicts
        ``values[row][alpha]`` is :math:`\partial^\gamma p^\alpha (v)` mod p (only for ``beta`` of that row).
    """
    N1 = n * (n + 1) // 2
    rows, values = [], []
    for i in range(R):
        for beta in _monos(R, n):
            for k in range(beta[i]):
                for gamma in _monos(R, k):
                    for q in range(points.shape[1]):
                        v = [int(c) for c in points[i, q]]
                        val = {}
                        for alpha in _monos(R, N1):
                            if all(a >= g for a, g in zip(alpha, gamma, strict=True)):
                                x = 1
                                for c in range(R):
                                    x = x * math.perm(alpha[c], gamma[c]) * pow(v[c], alpha[c] - gamma[c], PRIME)
                                val[alpha] = x % PRIME
                        rows.append((i, beta, gamma, q))
                        values.append(val)
    return rows, values


def _weights(R: int, n: int, seed: int, M: int = 2) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Integer weights in [1, p) and the point combinations (enough points to pin a form of degree N_1 on L_i).
    At M = 2 the draws are those of the reviewed two-input version (same seed, same numbers)."""
    g = np.random.default_rng(seed)
    W2 = g.integers(1, PRIME, (R, R))
    d = g.integers(1, PRIME, R) if M == 2 else g.integers(1, PRIME, (M - 1, R))
    ell = g.integers(1, PRIME, R)
    n_sub = math.comb(R, M + 1)
    return W2, d, ell, g.integers(1, 2**20, (max(1, multiset(R - M, n * (n + 1) // 2)), n_sub))


def _mu_terms(W2: np.ndarray, d: np.ndarray, ell: np.ndarray) -> list[list[tuple[int, int, int]]]:
    """``mu_m = sum (coef) b_j p_k`` as lists of ``(j, k, coef)``: mu_0 = l(b . W2 p),
    mu_m = l(b . W2 (d^(m) . p)) for the rows d^(m) of ``d``."""
    R = W2.shape[0]
    t0 = [(j, k, int(ell[j]) * int(W2[j, k]) % PRIME) for j in range(R) for k in range(R)]
    return [t0] + [[(j, k, c * int(dm[k]) % PRIME) for j, k, c in t0] for dm in _ratios(d)]


def _condition_matrix(R: int, n: int, W2, d, ell, coef, columns: int | None = None) -> tuple[np.ndarray, list, list]:
    """``C Phi``: the conditions applied to mu_m * p^alpha b^beta for every column ``(m, alpha, beta)``, or for a
    seeded random set of ``columns`` of them (sorted; all of them if there are no more)."""
    N1 = n * (n + 1) // 2
    pts = kernel_points(W2, d, coefficients=coef)
    rows, values = vanishing_conditions(R=R, n=n, points=pts)
    by_beta: dict = {}
    for r, (_, beta, _, _) in enumerate(rows):
        by_beta.setdefault(beta, []).append(r)
    terms = _mu_terms(W2, d, ell)
    cols = [(s, a, b) for s in range(len(terms)) for a in _monos(R, N1 - 1) for b in _monos(R, n - 1)]
    if columns is not None and columns < len(cols):
        pick = np.random.default_rng(COLUMN_SEED).choice(len(cols), size=columns, replace=False)
        cols = [cols[i] for i in sorted(pick.tolist())]
    M = np.zeros((len(rows), len(cols)), dtype=np.int64)
    for ci, (s, a, b) in enumerate(cols):
        for j, k, c in terms[s]:
            bb = b[:j] + (b[j] + 1,) + b[j + 1 :]
            aa = a[:k] + (a[k] + 1,) + a[k + 1 :]
            for r in by_beta.get(bb, []):
                x = values[r].get(aa, 0)
                if x:
                    M[r, ci] = (M[r, ci] + c * x) % PRIME
    return M, rows, cols


def ideal_dimension(*, R: int, M: int, n: int) -> int:
    r"""Dimension of the bidegree-:math:`(N_1, n)` part of an ideal generated by a regular sequence of :math:`M`
    bilinear forms in :math:`(p, b) \in \mathbb R^R \times \mathbb R^R` (exact Koszul complex):
    :math:`\sum_{k=1}^{\min(M, n)} (-1)^{k+1} \binom{M}{k} ((R, N_1 - k))((R, n - k))`, :math:`N_1 = n(n+1)/2`.
    At :math:`M = 2`: :math:`2((R, N_1 - 1))((R, n - 1)) - ((R, N_1 - 2))((R, n - 2))`."""
    R, M, n = check_size("R", R), check_size("M", M), check_size("n", n)
    return koszul_dimension(R=R, M=M, n=n)


def _check(R: int, M: int, n: int) -> tuple[int, int, int]:
    R, M, n = check_size("R", R), check_size("M", M), check_size("n", n)
    if M < 2:
        raise ValueError(f"M={M} must be >= 2 (M = 1 is exact: proofs.general.one_step_bound)")
    if R <= M:
        raise ValueError(f"R={R} must be > M={M} (the vanishing sets L_i are {{0}} for R <= M)")
    if n < 2:
        raise ValueError(f"n={n} must be >= 2")
    return R, M, n


def vanishing_bound(*, R: int, n: int, M: int = 2, seed: int = 0, columns: int | None = None) -> int:
    r"""Proven upper bound on :math:`\dim V(R, M, n)`, valid for all weights:
    :math:`\sum_{k=1}^{\min(M, n)} (-1)^{k+1} \binom{M}{k} ((R, N_1 - k))((R, n - k)) - \mathrm{rank}(C \Phi)`
    (:func:`ideal_dimension` minus a rank), the rank taken over GF(p) at the integer weights drawn from ``seed``. At
    :math:`M = 2` the first term is :math:`2 ((R, N_1 - 1))((R, n - 1)) - ((R, N_1 - 2))((R, n - 2))`. Values
    (seed 0): :math:`(R, M) = (3, 2)`: 27, 180, 755, 2385, 6237 for :math:`n = 2..6`, equal to the observed
    :math:`\dim V` (at :math:`n = 6` to the observed :math:`\mathrm{rank}\,F_k`); :math:`(R, M) = (4, 3)`: 96, 1208,
    8474 for :math:`n = 2, 3, 4`, the observed span at :math:`n = 2, 3` and the observed :math:`\mathrm{rank}\,F_k`
    at :math:`n = 4`; :math:`(R, M, n) = (4, 2, 2), (4, 2, 3), (5, 2, 2), (5, 3, 2)`: 52, 728, 85, 165 against the
    observed 48, 728, 75, 150 (:func:`proofs.general.one_step_bound`'s :math:`R^2 ((M, 2))` is the sharper one at
    :math:`n = 2`).

    Proof. *Model.* :math:`u = \sum_{m=1}^M x_m u^{(m)}` (columns of :math:`W^{I,1}`). Where every
    :math:`u^{(1)}_j \ne 0`, :math:`p = a \odot u^{(1)}` is an invertible linear change of the :math:`a`-variables
    and :math:`w = a \odot u = \sum_m x_m\, d^{(m)} \odot p` with :math:`d^{(m)}_j = u^{(m)}_j / u^{(1)}_j`
    (:math:`d^{(1)} = \mathbf 1`); so :math:`V` is isomorphic to :math:`V'(W^{I,2}, d, \ell)`, the span over
    :math:`x` of :math:`G = \ell(y)\, y^{\beta'} w^\alpha`, :math:`y = b \odot W^{I,2} w`, :math:`|\alpha| = N_1 -
    n`, :math:`|\beta'| = n - 1`, in :math:`(p, b)`-bidegree :math:`(N_1, n)`. Write :math:`e^{(m)}_i =
    (W^{I,2}(d^{(m)} \odot p))_i`, :math:`\lambda_i = \sum_m x_m e^{(m)}_i`, so :math:`y_i = b_i \lambda_i`, and
    :math:`\mu_m = \ell(b \odot W^{I,2}(d^{(m)} \odot p)) = \sum_i \ell_i b_i e^{(m)}_i`.

    *(i) Ideal.* :math:`\ell(y) = \sum_m x_m \mu_m`, so :math:`G = \Phi(x_1 H, \dots, x_M H)` with :math:`H =
    y^{\beta'} w^\alpha` of bidegree :math:`(N_1 - 1, n - 1)` and :math:`\Phi(f_1, \dots, f_M) = \sum_m \mu_m f_m`
    on :math:`M`-tuples of forms of bidegree :math:`(N_1 - 1, n - 1)`.

    *(ii) Vanishing.* :math:`G = \sum_j \ell_j\, b^{\beta' + e_j} \lambda^{\beta' + e_j} w^\alpha`, so the
    coefficient :math:`G_\beta(p)` of :math:`b^\beta` is a constant times :math:`\lambda^\beta w^\alpha`, a multiple
    of :math:`\lambda_i^{\beta_i}`. Each :math:`\lambda_i` vanishes on :math:`L_i = \{e^{(1)}_i = \dots = e^{(M)}_i =
    0\}` (whatever :math:`x`), so by Leibniz :math:`\partial^\gamma G_\beta(v) = 0` for :math:`v \in L_i`,
    :math:`|\gamma| < \beta_i`. The points of :func:`kernel_points` lie in :math:`L_i` (generalised cross products),
    so :math:`C G = 0` with :math:`C` the conditions of :func:`vanishing_conditions`; with (i), the tuple
    :math:`(x_m H)_m` lies in :math:`K = \ker(C \Phi)`. By linearity :math:`V' \subseteq Z' = \Phi(K)`.

    *(iii) Count.* :math:`\ker \Phi \subseteq K`, so :math:`\dim Z' = \dim K - \dim \ker \Phi = \mathrm{rank}\,\Phi -
    \mathrm{rank}\,C\Phi`, and :math:`\mathrm{rank}\,\Phi` is the dimension of the bidegree-:math:`(N_1, n)` part of
    the ideal :math:`I = (\mu_1, \dots, \mu_M)`. If :math:`\mu_1, \dots, \mu_M` is a regular sequence, the Koszul
    complex on it is acyclic (:math:`H_k = 0` for :math:`k \ge 1`; Eisenbud, *Commutative Algebra*, §17.2), so it is
    a bigraded free resolution :math:`0 \to S(-M, -M)^{\binom{M}{M}} \to \dots \to S(-1, -1)^{M} \to S \to S/I
    \to 0` (:math:`\mu_m` of bidegree :math:`(1, 1)`), and in bidegree :math:`(N_1, n)`
    :math:`\dim I_{(N_1, n)} = \sum_{k \ge 1} (-1)^{k+1} \binom{M}{k} ((R, N_1 - k))((R, n - k))` (:func:`ideal_dimension`; at :math:`M = 2` the Koszul pairs
    :math:`(\mu_2 q, -\mu_1 q)` alone). *Regularity.* Put :math:`c = W^{I,2\top} \mathrm{diag}(\ell)\, b`, an
    invertible change of the :math:`b`-variables when :math:`W^{I,2}` is invertible and every :math:`\ell_i \ne 0`;
    then :math:`\mu_m = \sum_k d^{(m)}_k c_k p_k`. Let :math:`D` be the :math:`M \times R` matrix of rows
    :math:`d^{(m)}` and assume every :math:`M \times M` minor of :math:`D` is nonzero (given every
    :math:`u^{(1)}_j \ne 0`, equivalently every :math:`M \times M` minor of :math:`W^{I,1} = \mathrm{diag}(u^{(1)})
    D^\top`). Over :math:`\mathbb C`, let :math:`Z \subset \mathbb C^{2R}` (coordinates :math:`(p, c)`) be the
    zero set of the :math:`\mu_m`, :math:`z = c \odot p`, and split it by the support :math:`S = \{k : z_k \ne 0\}`.
    On the piece :math:`Z_S`, :math:`z_S` lies in :math:`\ker D_{:, S}`, of dimension :math:`\max(|S| - M, 0)` (the
    pieces with :math:`1 \le |S| \le M` are empty); the fibre over :math:`z` is the product of the curves
    :math:`c_k p_k = z_k` (:math:`k \in S`) and :math:`c_k p_k = 0` (:math:`k \notin S`), of dimension :math:`R` in
    all. So :math:`\dim Z_S \le R + \max(|S| - M, 0) \le 2R - M` (:math:`M \le R`), hence :math:`\dim Z \le 2R - M`
    and :math:`\mathrm{ht}\, I = 2R - \dim Z \ge M`, and :math:`\le M` by Krull's height theorem. In the
    Cohen-Macaulay ring :math:`\mathbb C[p, b]` the :math:`M` homogeneous generators of an ideal of height :math:`M`
    form a regular sequence (Bruns-Herzog, *Cohen-Macaulay Rings*, Thm. 2.1.2 with the passage from local to graded
    rings of §1.5), and :math:`\mathrm{rank}\,\Phi` (the same over
    :math:`\mathbb R` and :math:`\mathbb C`) is the count above. So :math:`\dim V' \le` :func:`ideal_dimension`
    :math:`- \mathrm{rank}\,C\Phi` wherever these open conditions hold.

    *(iv) All weights.* The entries of :math:`C\Phi` are polynomials with integer coefficients in
    :math:`(W^{I,2}, d, \ell)` (the points are fixed integer combinations of :math:`M \times M` minors). At the
    integer point drawn here some minor of order :math:`r_0` (the GF(p) rank) is nonzero mod p, hence nonzero over
    :math:`\mathbb Z`; so :math:`\mathrm{rank}\,C\Phi \ge r_0` on a nonempty Zariski-open set :math:`U_2` of
    :math:`(W^{I,2}, d, \ell)`. The map :math:`(W^{I,1}, W^{I,2}, \ell) \mapsto (W^{I,2}, d^{(2..M)}, \ell)` from
    :math:`\{u^{(1)}_j \ne 0\}` is onto the space of :math:`(W^{I,2}, d^{(2..M)}, \ell)` (take :math:`u^{(1)} =
    \mathbf 1`). The open conditions, in one place: every :math:`u^{(1)}_j \ne 0`; :math:`W^{I,2}` invertible; every
    :math:`\ell_i \ne 0`; every :math:`M \times M` minor of :math:`D` nonzero; image in :math:`U_2`. They define a
    nonempty open set, where :math:`\dim V \le` the bound (rank Φ is there exactly the Koszul count, by the
    regularity above; a lower bound on it would not do). Finally :math:`\dim V` is the rank of a matrix polynomial
    in the weights (coefficients of the generators in :math:`x`, :math:`a`, :math:`b`), whose maximum is its value
    on a nonempty open set; two nonempty open sets of affine space meet, so :math:`\max \dim V \le` the bound, i.e.
    it holds for every choice of weights. :math:`\square`

    Parameters
    ----------
    R : int
        Hidden units, :math:`> M` (for :math:`R \le M` the sets :math:`L_i` are :math:`\{0\}`).
    n : int
        End steps, :math:`\ge 2`.
    M : int
        Inputs, :math:`\ge 2` (default 2: the reviewed two-input bound, same values as before).
    seed : int
        Integer weights and point combinations; any seed gives a valid bound.
    columns : int, optional
        Rank only a random set of this many columns of :math:`C\Phi` (drawn with :data:`COLUMN_SEED`), for shapes
        whose whole matrix does not fit in memory. The rank of a submatrix is at most the rank of the matrix, so
        the result is still a proven upper bound, at least the full one and equal to it when the sample spans the
        column space (at :math:`(R, M) = (3, 2)`, 3000 of 9702 columns at :math:`n = 6` and 4000 of 22736 at
        :math:`n = 7` already do). At :math:`n = 10` the whole :math:`6006 \times 169400` matrix would need
        about 23 GiB; 8000 columns need under 3 GB.

    Returns
    -------
    int
    """
    R, M, n = _check(R, M, n)
    if columns is not None:
        columns = check_size("columns", columns)
    W2, d, ell, coef = _weights(R, n, seed, M)
    C, _, _ = _condition_matrix(R, n, W2, d, ell, coef, columns)
    rank = rank_mod_p(C, PRIME).rank if C.size else 0
    return ideal_dimension(R=R, M=M, n=n) - rank


def check_containment(*, R: int, n: int, M: int = 2, seed: int = 0) -> dict:
    r"""Exact GF(p) check of steps (i) and (ii) of :func:`vanishing_bound`'s proof on the model's own generators at
    random weights: every :math:`G = \ell(y) y^{\beta'} w^\alpha` (at :math:`((M, N_1)) + 1` random :math:`x`),
    expanded into :math:`(p, b)`-monomials, satisfies :math:`C G = 0` and
    :math:`\mathrm{rank}[\Phi \mid G] = \mathrm{rank}\,\Phi`.

    Returns
    -------
    dict
        ``dim_V`` (rank of the generators), ``dim_ideal`` (rank of :math:`\Phi`), ``dim_ideal_plus_V``,
        ``conditions_violated`` (number of nonzero entries of :math:`C G`), ``bound``.
    """
    R, M, n = _check(R, M, n)
    N1 = n * (n + 1) // 2
    W2, d, ell, coef = _weights(R, n, seed, M)
    dd = _ratios(d)
    g = np.random.default_rng(seed + 10**6)
    C, rows, cols = _condition_matrix(R, n, W2, d, ell, coef)
    pts = kernel_points(W2, d, coefficients=coef)
    _, values = vanishing_conditions(R=R, n=n, points=pts)
    basis = [(a, b) for a in _monos(R, N1) for b in _monos(R, n)]
    index = {m: t for t, m in enumerate(basis)}
    gens = []
    for _ in range(multiset(M, N1) + 1):
        x = [int(v) for v in g.integers(0, PRIME, M)]
        # w_k = (x_1 + sum_m x_m d^(m)_k) p_k, y_j = b_j sum_k W2[j, k] w_k: polynomials as {p-exp + b-exp: coef}
        wk = [(x[0] + sum(x[m] * int(dd[m - 1, k]) for m in range(1, M))) % PRIME for k in range(R)]
        unit = [tuple(int(t == c) for t in range(R)) for c in range(R)]
        y = [{unit[k] + unit[j]: int(W2[j, k]) * wk[k] % PRIME for k in range(R)} for j in range(R)]
        ly: dict = {}
        for j in range(R):
            for m, c in y[j].items():
                ly[m] = (ly.get(m, 0) + int(ell[j]) * c) % PRIME
        for beta in _monos(R, n - 1):
            h = dict(ly)
            for j in range(R):
                for _ in range(beta[j]):
                    h = poly_mul(h, y[j])
            for alpha in _monos(R, N1 - n):
                scale = 1
                for k in range(R):
                    scale = scale * pow(wk[k], alpha[k], PRIME) % PRIME
                vec = np.zeros(len(basis), dtype=np.int64)
                for m, c in h.items():
                    pa = tuple(e1 + e2 for e1, e2 in zip(m[:R], alpha, strict=True))
                    vec[index[(pa, m[R:])]] = c * scale % PRIME
                gens.append(vec)
    G = np.array(gens).T
    CG = np.zeros((len(rows), G.shape[1]), dtype=np.int64)
    for r, (_, beta, _, _) in enumerate(rows):
        for alpha, xv in values[r].items():
            CG[r] = (CG[r] + xv * G[index[(alpha, beta)]]) % PRIME
    terms = _mu_terms(W2, d, ell)
    Phi = np.zeros((len(basis), len(cols)), dtype=np.int64)
    for ci, (s, pa_, pb_) in enumerate(cols):
        for j, k, c in terms[s]:
            key = (pa_[:k] + (pa_[k] + 1,) + pa_[k + 1 :], pb_[:j] + (pb_[j] + 1,) + pb_[j + 1 :])
            Phi[index[key], ci] = (Phi[index[key], ci] + c) % PRIME
    rank = rank_mod_p(C, PRIME).rank if C.size else 0
    return {
        "dim_V": rank_mod_p(G, PRIME).rank,
        "dim_ideal": rank_mod_p(Phi, PRIME).rank,
        "dim_ideal_plus_V": rank_mod_p(np.concatenate([Phi, G], axis=1), PRIME).rank,
        "conditions_violated": int(np.count_nonzero(CG)),
        "bound": ideal_dimension(R=R, M=M, n=n) - rank,
    }


STATEMENT_CLOSED = "Proposition 21 (the one-step bound in closed form at M = R - 1, every n, this lab)"
CHECK_CLOSED = (
    "vanishing_bound(R, n, M=R-1): ideal_dimension - exact GF(p) rank of C Phi at seeded integer weights == "
    "ideal_dimension - R (C(n+2R-3, 2R-2) - C(n+R-2, R-1))"
)


def condition_rank(*, R: int, n: int) -> int:
    r"""Proposition 21: the generic rank :math:`r_0` of :math:`C\Phi` in :func:`vanishing_bound`'s proof at
    :math:`M = R - 1`, :math:`R (\binom{n+2R-3}{2R-2} - \binom{n+R-2}{R-1})`; at :math:`R = 3`,
    :math:`(n-1)n(n+1)(n+6)/8 = 3(\binom{n+2}{4} + \binom{n+1}{3})`.

    *Proof* (in full on ``docs/theory/one-step-closed-form.md``). In coordinates :math:`p = T p'` whose axes are the
    lines :math:`L_i` and :math:`c = \ell \odot b`, the conditions at :math:`L_i` are the coefficients of the
    monomials :math:`p'^\alpha c^\beta` of weight :math:`w_i = \sum_{j \ne i} \alpha_j - \beta_i < 0`
    (*bad for* :math:`i`). The terms of :math:`\mu_m` never lower a weight and no monomial is bad for two
    :math:`i`, so the rank splits into :math:`R` equal blocks. In block :math:`i`, filtered by :math:`w_i`, the
    lowest-weight parts of the ideal are, in every negative weight, those of the ideal of the weight-0 parts
    :math:`A_m = y P_m + x C_m` (a regular sequence in the weight-0 subring, a polynomial ring, and the negative
    weights are free modules of rank one over it); counting gives :math:`\binom{n+2R-3}{2R-2}` bad monomials minus
    :math:`\binom{n+R-2}{R-1}` (the monomials :math:`x^{N_1} c^\beta` with :math:`\beta_i \ge 1`, a
    complement). It holds on the nonempty Zariski-open set where every :math:`L_i` is a line, the lines span
    and every :math:`\ell_j \ne 0` (the reviewer showed a fourth condition of the written proof redundant).
    This lab, 2026-11-29 (a helper's proof); reviewed the same day with an independent recomputation from the
    definition (``docs/reviews/r0-2026-11-29/``).

    Parameters
    ----------
    R : int
        Hidden units, :math:`\ge 3` (:math:`M = R - 1 \ge 2`).
    n : int
        End steps, :math:`\ge 2`.
    """
    R, n = check_size("R", R, low=3), check_size("n", n, low=2)
    return one_step_deficit(R=R, n=n)


def one_step_closed_form(*, n: int, R: int = 3) -> int:
    r"""Proposition 21: :math:`\dim V(R, R - 1, n) \le` :func:`ideal_dimension` :math:`(R, R - 1, n) -`
    :func:`condition_rank` for every :math:`n \ge 2` and every choice of weights, and the right side is what
    :func:`vanishing_bound` computes at generic weights. At :math:`R = 3` it is
    :math:`n(n+1)(n^4 + 4n^3 + 7n^2 - 8n + 12)/16` (27, 180, 755, 2385, 6237, 14252 at :math:`n = 2..7`), the
    one-step count of Conjecture 20; the quartic :math:`r_0` was first fitted on :math:`n = 2..6` and predicted
    546, 882, 1350 and 1980 at :math:`n = 7..10` before those ranks were computed, then proved for every
    :math:`n`. :math:`(R, M) = (4, 3)`: 96, 1208, 8474, 41650 at :math:`n = 2..5`.

    Parameters
    ----------
    n : int
        End steps, :math:`\ge 2`.
    R : int
        Hidden units, :math:`\ge 3`; the inputs are :math:`M = R - 1`.
    """
    return ideal_dimension(R=R, M=R - 1, n=n) - condition_rank(R=R, n=n)


def check_closed(*, R: int, n: int, seed: int = 0) -> Certificate:
    """Proposition 21 at one ``(R, n)``: :func:`vanishing_bound` (an exact GF(p) rank at seeded weights) against the
    closed form. A larger computed value is a seed outside the open set (the bound still holds); a smaller one would
    refute the proposition."""
    computed = vanishing_bound(R=R, n=n, M=R - 1, seed=seed)
    return Certificate.compare(
        STATEMENT_CLOSED,
        dict(R=R, M=R - 1, n=n, seed=seed, prime=PRIME),
        "ideal_dimension - GF(p) rank of C Phi (vanishing_bound) vs the closed form",
        computed,
        "==",
        one_step_closed_form(n=n, R=R),
        condition_rank=condition_rank(R=R, n=n),
    )


def cases_closed(budget: str) -> list:
    """Quick: R = 3, n = 2..6 and R = 4, n = 2, 3 (about 5 s); full adds R = 3, n = 7, 8, R = 4, n = 4 and R = 5,
    n = 2, 3 (about 2 min)."""
    check_budget(budget)
    quick = [dict(R=3, n=n) for n in range(2, 7)] + [dict(R=4, n=2), dict(R=4, n=3)]
    full = [dict(R=3, n=7), dict(R=3, n=8), dict(R=4, n=4), dict(R=5, n=2), dict(R=5, n=3)]
    return quick if budget == "quick" else quick + full
