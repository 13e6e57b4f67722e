r"""A proven upper bound on the one-step model :math:`V(R, 2, n)` (two inputs) by vanishing orders
(``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10) falls short"; the model is
:func:`proofs.general.free_states.one_step_span`'s). This lab; reviewed on 2026-11-28 with an independent
recomputation (``docs/reviews/one-step-m2-2026-11-28/``).

:func:`vanishing_bound` returns :math:`\dim \Phi^{-1}(\ker C) - \dim \mathrm{Kos}` (notation of its proof) at one
exact point: an upper bound on :math:`\dim V(R, 2, n)` valid for every choice of weights, whatever the seed (the
seed only decides how sharp it is). At :math:`R = 3` it equals the observed span for :math:`n = 2, \dots, 5`
(27, 180, 755, 2385) and, at :math:`n = 6`, the observed :math:`\mathrm{rank}\,F_k` (6237), so
:math:`\dim V(3, 2, 5) \le 2385`; at :math:`(R, n) = (4, 3)` it is 728, the observed value, but at
:math:`n = 2`, :math:`R = 4, 5` it is above the span (52, 85 against 48, 75). :func:`check_containment`
recomputes the two facts the proof rests on, exactly over GF(p) at random weights, on the model's own generators.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from numerics import rank_mod_p
from numerics.bounds import multiset
from proofs.general.free_states import PRIME, exponents
from racs.sizes import check_size

__all__ = ["kernel_points", "vanishing_conditions", "vanishing_bound", "check_containment"]

Mono = tuple[int, ...]


def _monos(R: int, d: int) -> list[Mono]:
    return [tuple(int(v) for v in row) for row in exponents(R, d)] if d >= 0 else []


def kernel_points(W2: np.ndarray, d: np.ndarray, *, coefficients: np.ndarray) -> np.ndarray:
    r"""Points of :math:`L_i = \{p : (W^{I,2} p)_i = 0,\ (W^{I,2} (d \odot p))_i = 0\}`, polynomial in the weights.

    For each row :math:`r = W^{I,2}_{i,:}`, :math:`s = r \odot d` and each triple :math:`j < k < m` of coordinates,
    the vector :math:`\kappa_{jkm}` with the 3x3 cross product :math:`(r_{jkm} \times s_{jkm})` in places
    :math:`j, k, m` and 0 elsewhere is orthogonal to :math:`r` and :math:`s`. The returned points are the fixed
    integer combinations ``coefficients[q] @ kappa`` of them (mod :data:`PRIME`).

    Parameters
    ----------
    W2 : array ``(R, R)``; d : array ``(R,)``
    coefficients : array ``(Q, C(R, 3))``
        Fixed integers, independent of the weights.

    Returns
    -------
    array ``(R, Q, R)``
        ``[i, q]``: the ``q``-th point of :math:`L_i`.
    """
    R = W2.shape[0]
    triples = list(itertools.combinations(range(R), 3))
    out = np.zeros((R, coefficients.shape[0], R), dtype=object)
    for i in range(R):
        r = [int(v) for v in W2[i]]
        s = [r[k] * int(d[k]) for k in range(R)]
        for t, (j, k, m) in enumerate(triples):
            kap = [0] * R
            kap[j] = r[k] * s[m] - r[m] * s[k]
            kap[k] = r[m] * s[j] - r[j] * s[m]
            kap[m] = r[j] * s[k] - r[k] * s[j]
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


def _weights(R: int, n: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Integer weights in [1, p) and the point combinations (enough points to pin a form of degree N_1 on L_i)."""
    g = np.random.default_rng(seed)
    W2, d, ell = g.integers(1, PRIME, (R, R)), g.integers(1, PRIME, R), g.integers(1, PRIME, R)
    n_tri = len(list(itertools.combinations(range(R), 3)))
    return W2, d, ell, g.integers(1, 2**20, (max(1, multiset(R - 2, n * (n + 1) // 2)), n_tri))


def _mu_terms(W2: np.ndarray, d: np.ndarray, ell: np.ndarray) -> list[list[tuple[int, int, int]]]:
    """``mu_s = sum (coef) b_j p_k`` as lists of ``(j, k, coef)``: mu_0 = l(b . W2 p), mu_1 = l(b . W2 (d . p))."""
    R = W2.shape[0]
    t0 = [(j, k, int(ell[j]) * int(W2[j, k]) % PRIME) for j in range(R) for k in range(R)]
    t1 = [(j, k, c * int(d[k]) % PRIME) for j, k, c in t0]
    return [t0, t1]


def _condition_matrix(R: int, n: int, W2, d, ell, coef) -> tuple[np.ndarray, list, list]:
    """``C Phi``: the conditions applied to mu_s * p^alpha b^beta for every column ``(s, alpha, beta)``."""
    N1 = n * (n + 1) // 2
    pts = kernel_points(W2, d, coefficients=coef)
    rows, values = vanishing_conditions(R=R, n=n, points=pts)
    by_beta: dict = {}
    for r, (_, beta, _, _) in enumerate(rows):
        by_beta.setdefault(beta, []).append(r)
    cols = [(s, a, b) for s in range(2) for a in _monos(R, N1 - 1) for b in _monos(R, n - 1)]
    M = np.zeros((len(rows), len(cols)), dtype=np.int64)
    for ci, (s, a, b) in enumerate(cols):
        for j, k, c in _mu_terms(W2, d, ell)[s]:
            bb = b[:j] + (b[j] + 1,) + b[j + 1 :]
            aa = a[:k] + (a[k] + 1,) + a[k + 1 :]
            for r in by_beta.get(bb, []):
                x = values[r].get(aa, 0)
                if x:
                    M[r, ci] = (M[r, ci] + c * x) % PRIME
    return M, rows, cols


def vanishing_bound(*, R: int, n: int, seed: int = 0) -> int:
    r"""Proven upper bound on :math:`\dim V(R, 2, n)`, valid for all weights: :math:`2 ((R, N_1 - 1))((R, n - 1))
    - ((R, N_1 - 2))((R, n - 2)) - \mathrm{rank}(C \Phi)` with the rank taken over GF(p) at the integer weights
    drawn from ``seed``. Values (seed 0): :math:`R = 3`: 27, 180, 755, 2385, 6237 for :math:`n = 2..6`, equal to
    the observed :math:`\dim V` (at :math:`n = 6` to the observed :math:`\mathrm{rank}\,F_k`); :math:`(R, n) = (4, 2), (4, 3), (5, 2)`: 52, 728, 85 against the observed 48,
    728, 75 (:func:`proofs.general.one_step_bound`'s :math:`3R^2` is the sharper one at :math:`n = 2`).

    Proof. *Model.* :math:`u = x_1 u^{(1)} + x_2 u^{(2)}` (columns of :math:`W^{I,1}`). Where every
    :math:`u^{(1)}_j \ne 0`, :math:`p = a \odot u^{(1)}` is an invertible linear change of the :math:`a`-variables
    and :math:`w = a \odot u = x_1 p + x_2\, d \odot p` with :math:`d_j = u^{(2)}_j / u^{(1)}_j`; so :math:`V` is
    isomorphic to :math:`V'(W^{I,2}, d, \ell)`, the span over :math:`x` of
    :math:`G = \ell(y)\, y^{\beta'} w^\alpha`, :math:`y = b \odot W^{I,2} w`, in :math:`(p, b)`-bidegree
    :math:`(N_1, n)`. Write :math:`e_i = (W^{I,2} p)_i`, :math:`f_i = (W^{I,2}(d \odot p))_i`,
    :math:`\lambda_i = x_1 e_i + x_2 f_i`, so :math:`y_i = b_i \lambda_i`, and :math:`\mu_0 = \ell(b \odot
    W^{I,2} p)`, :math:`\mu_1 = \ell(b \odot W^{I,2}(d \odot p))`.

    *(i) Ideal.* :math:`\ell(y) = x_1 \mu_0 + x_2 \mu_1`, so every :math:`G` lies in :math:`\mathrm{im}\,\Phi`,
    :math:`\Phi(f, h) = \mu_0 f + \mu_1 h` on pairs of forms of bidegree :math:`(N_1 - 1, n - 1)`.

    *(ii) Vanishing.* :math:`G = \sum_j \ell_j\, b^{\beta' + e_j} \lambda^{\beta' + e_j} w^\alpha`, so the
    coefficient :math:`G_\beta(p)` of :math:`b^\beta` is a constant times :math:`\lambda^\beta w^\alpha`, a multiple of
    :math:`\lambda_i^{\beta_i}`. Each :math:`\lambda_i` vanishes on :math:`L_i = \{e_i = f_i = 0\}`, so by Leibniz
    :math:`\partial^\gamma G_\beta(v) = 0` for :math:`v \in L_i`, :math:`|\gamma| < \beta_i`. The points of
    :func:`kernel_points` lie in :math:`L_i` (a cross product is orthogonal to its factors), so :math:`C G = 0`
    with :math:`C` the conditions of :func:`vanishing_conditions`. By linearity
    :math:`V' \subseteq Z' = \Phi(K)`, :math:`K = \ker(C \Phi)`.

    *(iii) Count.* :math:`\dim Z' = \dim K - \dim(\ker \Phi \cap K) = \dim K - \dim \ker \Phi` and
    :math:`\ker\Phi \supseteq \mathrm{Kos} = \{(\mu_1 q, -\mu_0 q)\}`, :math:`q` of bidegree
    :math:`(N_1 - 2, n - 2)`, of dimension :math:`((R, N_1 - 2))((R, n - 2))` whenever :math:`\mu_0 \ne 0`
    (the polynomial ring is a domain). So :math:`\dim V' \le 2((R, N_1 - 1))((R, n - 1)) - \mathrm{rank}\,C\Phi -
    ((R, N_1 - 2))((R, n - 2))`.

    *(iv) All weights.* The entries of :math:`C\Phi` are polynomials with integer coefficients in
    :math:`(W^{I,2}, d, \ell)` (the points are fixed integer combinations of 3x3 minors). At the integer point
    drawn here some minor of order :math:`r_0` (the GF(p) rank) is nonzero mod p, hence nonzero over
    :math:`\mathbb Z`; so :math:`\mathrm{rank}\,C\Phi \ge r_0` on a nonempty Zariski-open set :math:`U_2` of
    :math:`(W^{I,2}, d, \ell)`. The map :math:`(W^{I,1}, W^{I,2}, \ell) \mapsto (W^{I,2}, d, \ell)` is dominant
    on :math:`\{u^{(1)}_j \ne 0\}`, so the weights with :math:`u^{(1)}_j \ne 0`, :math:`\mu_0 \ne 0` and image in
    :math:`U_2` form a nonempty open set, where :math:`\dim V \le` the bound. Finally :math:`\dim V` is the rank
    of a matrix polynomial in the weights (coefficients of the generators in :math:`x`, :math:`a`, :math:`b`),
    whose maximum is its value on a nonempty open set; two nonempty open sets of affine space meet, so
    :math:`\max \dim V \le` the bound, i.e. it holds for every choice of weights. :math:`\square`

    Parameters
    ----------
    R : int
        Hidden units, :math:`\ge 3` (for :math:`R = 2` the sets :math:`L_i` are :math:`\{0\}`).
    n : int
        End steps, :math:`\ge 2`.
    seed : int
        Integer weights and point combinations; any seed gives a valid bound.

    Returns
    -------
    int
    """
    R, n = check_size("R", R), check_size("n", n)
    if R < 3:
        raise ValueError(f"R={R} must be >= 3 (the vanishing sets are lines or larger only from R = 3)")
    if n < 2:
        raise ValueError(f"n={n} must be >= 2")
    N1 = n * (n + 1) // 2
    W2, d, ell, coef = _weights(R, n, seed)
    M, _, _ = _condition_matrix(R, n, W2, d, ell, coef)
    rank = rank_mod_p(M, PRIME).rank if M.size else 0
    return 2 * multiset(R, N1 - 1) * multiset(R, n - 1) - multiset(R, N1 - 2) * multiset(R, n - 2) - rank


def _poly_mul(f: dict, g: dict) -> dict:
    out: dict = {}
    for m1, c1 in f.items():
        for m2, c2 in g.items():
            m = tuple(a + b for a, b in zip(m1, m2, strict=True))
            out[m] = (out.get(m, 0) + c1 * c2) % PRIME
    return out


def check_containment(*, R: int, n: int, seed: int = 0) -> dict:
    r"""Exact GF(p) check of steps (i) and (ii) of :func:`vanishing_bound`'s proof on the model's own generators at
    random weights: every :math:`G = \ell(y) y^{\beta'} w^\alpha` (at :math:`N_1 + 1` random :math:`x`), expanded
    into :math:`(p, b)`-monomials, satisfies :math:`C G = 0` and
    :math:`\mathrm{rank}[\Phi \mid G] = \mathrm{rank}\,\Phi`.

    Returns
    -------
    dict
        ``dim_V`` (rank of the generators), ``dim_ideal`` (rank of :math:`\Phi`), ``dim_ideal_plus_V``,
        ``conditions_violated`` (number of nonzero entries of :math:`C G`), ``bound``.
    """
    R, n = check_size("R", R), check_size("n", n)
    if R < 3 or n < 2:
        raise ValueError(f"(R, n)=({R}, {n}) must have R >= 3 and n >= 2")
    N1 = n * (n + 1) // 2
    W2, d, ell, coef = _weights(R, n, seed)
    g = np.random.default_rng(seed + 10**6)
    M, rows, cols = _condition_matrix(R, n, W2, d, ell, coef)
    pts = kernel_points(W2, d, coefficients=coef)
    _, values = vanishing_conditions(R=R, n=n, points=pts)
    basis = [(a, b) for a in _monos(R, N1) for b in _monos(R, n)]
    index = {m: t for t, m in enumerate(basis)}
    gens = []
    for _ in range(N1 + 1):
        x1, x2 = (int(v) for v in g.integers(0, PRIME, 2))
        # w_k = (x1 + x2 d_k) p_k, y_j = b_j sum_k W2[j, k] w_k: polynomials as {p-exp + b-exp: coef}
        wk = [(x1 + x2 * int(d[k])) % PRIME for k in range(R)]
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
                    h = _poly_mul(h, y[j])
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
        for alpha, x in values[r].items():
            CG[r] = (CG[r] + x * G[index[(alpha, beta)]]) % PRIME
    terms = _mu_terms(W2, d, ell)
    Phi = np.zeros((len(basis), len(cols)), dtype=np.int64)
    for ci, (s, pa_, pb_) in enumerate(cols):
        for j, k, c in terms[s]:
            key = (pa_[:k] + (pa_[k] + 1,) + pa_[k + 1 :], pb_[:j] + (pb_[j] + 1,) + pb_[j + 1 :])
            Phi[index[key], ci] = (Phi[index[key], ci] + c) % PRIME
    rank = rank_mod_p(M, PRIME).rank if M.size else 0
    bound = 2 * multiset(R, N1 - 1) * multiset(R, n - 1) - multiset(R, N1 - 2) * multiset(R, n - 2) - rank
    return {
        "dim_V": rank_mod_p(G, PRIME).rank,
        "dim_ideal": rank_mod_p(Phi, PRIME).rank,
        "dim_ideal_plus_V": rank_mod_p(np.concatenate([Phi, G], axis=1), PRIME).rank,
        "conditions_violated": int(np.count_nonzero(CG)),
        "bound": bound,
    }
