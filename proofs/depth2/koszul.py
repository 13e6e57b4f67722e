r"""Proposition 7, Lemma B' (``docs/theory/proposition7-lemmas-a-b.md``): the End side for :math:`R > M`, once spanned always spanned, through
a Koszul map :math:`\kappa_j`; its bases for regimes (xii) (:math:`M = 2`, :math:`R = 3`, :math:`j_0 = 7`) and
(xiii) (:math:`M = 3`, :math:`R = 4`, :math:`j_0 = 5`), (xiv) (:math:`M = 2`, :math:`R = 4`, :math:`j_0 = 11`),
(xv) (:math:`M = 4`, :math:`R = 5`, :math:`j_0 = 5`), (xvi) (:math:`M = 3`, :math:`R = 5`, :math:`j_0 = 7`) and
(xvii) (:math:`M = 4`, :math:`R = 6`, :math:`j_0 = 6`), (xviii) (:math:`M = 2`, :math:`R = 5`, :math:`j_0 = 14`)
and (xix) (:math:`M = 3`, :math:`R = 6`, :math:`j_0 = 9`); the last two in the full budget only
(:data:`QUICK_MAX_D`).

For weights with :math:`W^{H,1}, W^{H,2}` invertible, :math:`W^{I,1}` without zero entries and, for every unit
:math:`k`, the :math:`M` vectors :math:`v_k \odot u_x` independent (:math:`v_k` row :math:`k` of :math:`W^{I,2}`,
:math:`u_x = W^{I,1} e_x`; hypotheses (H)), the ideal :math:`I_k` of the forms :math:`l_{k,x}(a) = (W^{I,2} D_x a)_k`
is that of the :math:`(R - M)`-dimensional subspace :math:`\Lambda_k` of their common zeros, and
:math:`W_j = \sum_k g_k (I_k)_j` has dimension :math:`D_j`. Peeling the first End symbol shows that
:math:`E_j = W_j` implies :math:`E_{j+1} = W_{j+1}` exactly when the linear map :math:`\kappa_j` is onto: it sends the
Koszul elements (:math:`r_x = g_i l_{i,y} f`, :math:`r_y = -g_i l_{i,x} f`) to the restrictions of
:math:`\sum_i G_{ki} r_{x,i}` (:math:`G = (W^{H,2})^{-\top}`) to the subspaces
:math:`\Lambda_{k,x} = (W^{H,1} D_x)^{-1} \Lambda_k`; being onto at one degree, it is onto at every higher one
(the target is generated in degree 0 over the polynomial ring). :func:`koszul_rank` bounds the rank of
:math:`\kappa_j` from below by evaluations at random points of each :math:`\Lambda_{k,x}`.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import sympy

from numerics import depth2_ideal_bound, rank_mod_p, trial_prime
from proofs.certificate import Certificate, check_budget
from proofs.depth2.closed_form import KOSZUL_REGIMES
from proofs.depth2.sides import end_rank, monomial_values
from proofs.depth2.vandermonde import vandermonde_rac
from racs import RAC, ModP, Rational

__all__ = ["CHECK", "END_BASES", "QUICK_MAX_D", "STATEMENT", "cases", "check", "hypotheses_hold", "koszul_rank"]

STATEMENT = "Lemma B' (End side for R > M, this lab)"
CHECK = (
    "vandermonde_rac(M, R) at j_0: hypotheses (H) exactly over Q, rank E == D at s = j_0 (GF(p) values at "
    "random points) and rank of the Koszul map kappa_(j_0) == its target M R ((R-M, j_0)) (GF(p) values at random "
    "points of each Lambda_(k,x)), so rank E == D at every s >= j_0. The quick budget leaves out the bases with "
    "D > 3000, (2, 5, 14) and (3, 6, 9) (about 2 and 1.5 minutes)"
)

#: ``(M, R, j_0)`` whose base the lab checks: the End sides of regimes (xii)-(xx).
END_BASES = tuple((M, R, j0) for (M, R), (_, j0, _) in KOSZUL_REGIMES.items())
#: The quick budget checks the bases with D at most this at j_0 (seconds each); the full budget every base (those of
#: regimes (xviii) and (xix), (2, 5, 14) and (3, 6, 9), D = 14700 and 11682, take about 2 and 1.5 minutes).
QUICK_MAX_D = 3000


def _sympy_weights(rac: RAC):
    U, V = (sympy.Matrix([[sympy.Rational(str(v)) for v in row] for row in w.tolist()]) for w in rac.W_I)
    H1, H2 = (sympy.Matrix([[sympy.Rational(str(v)) for v in row] for row in w.tolist()]) for w in rac.W_H)
    return U, V, H1, H2


def hypotheses_hold(rac: RAC) -> bool:
    r"""Hypotheses (H) of Lemma B', exactly over Q: :math:`W^{H,1}, W^{H,2}` invertible, :math:`W^{I,1}` without
    zero entries, and :math:`v_k \odot u_x` (:math:`x < M`) independent for every unit :math:`k`."""
    U, V, H1, H2 = _sympy_weights(rac)
    M, R = rac.M, rac.R
    independent = all(
        sympy.Matrix([[V[k, m] * U[m, x] for m in range(R)] for x in range(M)]).rank() == M for k in range(R)
    )
    return H1.det() != 0 and H2.det() != 0 and all(v != 0 for v in U) and independent


def _fraction(x) -> Fraction:
    return Fraction(int(sympy.fraction(x)[0]), int(sympy.fraction(x)[1]))


def _mod(f: Fraction, p: int) -> int:
    if f.denominator % p == 0:  # no value mod p: the GF(p) matrix would not be a reduction, nor its rank a bound
        raise ArithmeticError(f"a value of kappa has a denominator divisible by p={p}; pass another prime")
    return f.numerator % p * pow(f.denominator % p, p - 2, p) % p


def koszul_rank(rac: RAC, *, j: int, p: int, seed) -> tuple:
    r"""``(rank, target)``: a lower bound on the rank of :math:`\kappa_j` (module text) and its target dimension
    :math:`M R (\!(R - M, j)\!)`.

    Rows are the values of :math:`\kappa_j` of every Koszul element (:math:`x < y` symbols, :math:`i` a unit,
    :math:`f` a monomial of degree :math:`j - 1`) at seeded random integer points of each
    :math:`\Lambda_{k,x}`, exact over Q and then reduced mod ``p``: evaluation is linear, so the GF(p) rank is at
    most the rank of :math:`\kappa_j` over Q, and equals the target only if :math:`\kappa_j` is onto.

    Parameters
    ----------
    rac : RAC
        Depth 2 over :class:`racs.Rational`, :math:`R > M`, meeting (H) (:func:`hypotheses_hold`).
    j : int
        Degree (the step :math:`j \to j + 1`).
    p : int
        A prime.
    seed : int or numpy.random.Generator
        The evaluation points.
    """
    if not isinstance(rac.field, Rational) or rac.depth != 2:
        raise ValueError(f"rac has depth {rac.depth} over {rac.field.name}; pass a depth-2 RAC over Rational()")
    M, R = rac.M, rac.R
    if R <= M:
        raise ValueError(f"R={R} <= M={M}: kappa_j is zero (Lemma B applies); pass a RAC with R > M")
    rng = np.random.default_rng(seed)
    U, V, H1, H2 = _sympy_weights(rac)
    G, H1inv = H2.inv().T, H1.inv()
    lin = [[[V[i, m] * U[m, y] for m in range(R)] for y in range(M)] for i in range(R)]  # l_{i,y}
    # Exact over Q up to the points; from there every factor is reduced mod p (a ring map on the rationals whose
    # denominators p does not divide), so the products below are the reductions of the exact entries, formed in
    # numpy (int64 while sums of R products of two residues fit, else Python ints)
    dtype = np.int64 if R * (p - 1) ** 2 < 2**63 else object  # Q @ lin_p sums R products of residues
    lin_p = [
        np.array([[_mod(_fraction(v), p) for v in lin[i][y]] for i in range(R)], dtype=dtype) for y in range(M)
    ]  # lin_p[y][i, m]: l_{i,y}
    G_p = np.array([[_mod(_fraction(G[k, i]), p) for i in range(R)] for k in range(R)], dtype=dtype)
    pairs = list(combinations(range(M), 2))
    points = comb(R - M + j - 1, j) + 3
    blocks = []
    for x in range(M):
        for k in range(R):
            basis = sympy.Matrix([[lin[k][y][m] for m in range(R)] for y in range(M)]).nullspace()  # Lambda_k
            rows = []
            for _ in range(points):
                t = rng.integers(1, 1000, size=len(basis))
                lam = sum((int(c) * b for c, b in zip(t, basis)), sympy.zeros(R, 1))
                rows.append([_mod(_fraction(v / U[m, x]), p) for m, v in enumerate(H1inv * lam)])  # in Lambda_{k,x}
            Q = np.array(rows, dtype=dtype)
            values = np.column_stack(list(monomial_values(Q, j - 1, p).values()))  # (points, monomials)
            row = []
            for xx, yy in pairs:
                other, sign = (yy, 1) if x == xx else (xx, -1) if x == yy else (None, 0)
                if other is None:  # x is not in the pair (sign 0)
                    row.append(np.zeros((points, R * values.shape[1]), dtype=dtype))
                    continue
                # c[point, i] = sign G_ki l_{i,other}(q): the coefficient of r_x's part i, times each monomial f
                c = sign * (Q @ lin_p[other].T % p) * G_p[k] % p
                row.append((c[:, :, None] * values[:, None, :] % p).reshape(points, -1))
            blocks.append(np.hstack(row))
    return rank_mod_p(np.vstack(blocks).astype(np.int64), p).rank, M * R * comb(R - M + j - 1, j)


def cases(budget: str) -> list:
    check_budget(budget)
    return [
        dict(M=M, R=R, j0=j0)
        for M, R, j0 in END_BASES
        if budget == "full" or depth2_ideal_bound(M=M, R=R, T=2 * j0) <= QUICK_MAX_D
    ]


def check(*, M: int, R: int, j0: int) -> Certificate:
    """The base of Lemma B' at ``j0`` for :func:`proofs.depth2.closed_form.vandermonde_rac`: (H), rank E = D at
    s = ``j0`` and :math:`\\kappa_{j_0}` onto; by the lemma, rank E = D at every s >= ``j0``."""
    p = trial_prime(M=M, R=R)
    rac = vandermonde_rac(M=M, R=R, field=Rational())
    kappa, target = koszul_rank(rac, j=j0, p=p, seed=0)
    E = end_rank(vandermonde_rac(M=M, R=R, field=ModP(p)), T=2 * j0, seed=0)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, j0=j0, prime=p),
        "(H) over Q; rank E at s = j0; rank of kappa_(j0)",
        [hypotheses_hold(rac), E, kappa],
        "==",
        [True, depth2_ideal_bound(M=M, R=R, T=2 * j0), target],
    )
