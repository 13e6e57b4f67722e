r"""Proposition 7, regime (xviii) (``docs/theory/proposition7-regimes-xvi-xx.md``): :math:`\rho_2(2, 5, T) = D` for every even :math:`T \ge 28`,
by Lemma A with the End side of Lemma B' (base :math:`(M, R, j_0) = (2, 5, 14)`, :mod:`proofs.depth2.koszul`) and
the Start side (S), rank :math:`S_W = D` at one weight setting per :math:`s`.

Two Start instances, both routing the Start words to five classes through zeros of layer 2 (on class :math:`c_k`,
:math:`g = (g_1, \dots, g_k, 0, \dots, 0)`), so that (S) follows from one condition per class: no nonzero element of
:math:`(I_k)_s` vanishes at the class's points where :math:`g_k \ne 0`.

* From :data:`HAND_FROM_S` on, :func:`four_walk_rac`: layer 1 runs four walks round a cycle in the chart
  :math:`a_5 = 1` (the :math:`R = 5` member of :func:`~proofs.depth2.routing.cycles.cycle_routing_rac`'s family;
  coordinate :math:`i` reads only the symbols at the times :math:`t \equiv s - i + 1 \pmod 4`, injectively), layer 2
  routes by the prefixes of :data:`WALK_CLASSES` (its row :math:`v_4` vanishes at two states), and a class's points
  form a product grid with sides at least :func:`hand_grid_side` :math:`\ge s + 1`: by hand.
* For :math:`s` in :data:`CLASS_RANK_S`, :func:`balanced_rac`: layer 1 of ``vandermonde_rac(2, 5)``, layer 2 rows
  orthogonal to the states after the prefix pairs of :data:`BALANCED_ZEROS`, which route the words to the classes of
  :data:`BALANCED_CLASSES` (unions of two prefix cylinders, so that each class has at least :math:`3 \cdot 2^{s-4}`
  words, enough for :math:`\dim (I_k)_s` conditions from :math:`s = 14` on); the class condition is an exact GF(p)
  rank at seeded samples of each class (:func:`~proofs.depth2.routing.triangular.class_block_ranks`).

Found by a helper (scratch proof with its own evaluator), reviewed by another, integrated here.
"""

from __future__ import annotations

import numpy as np

from proofs._util import half_length, int_object
from proofs.certificate import Certificate
from proofs.depth2.routing.triangular import cofactor_vector, layer1_state, routed_cases, routed_class_check
from proofs.depth2.vandermonde import vandermonde_matrix
from racs import RAC, Rational, make_rac

__all__ = [
    "BALANCED_CLASSES",
    "BALANCED_ZEROS",
    "CHECK",
    "CLASS_RANK_S",
    "FROM_S",
    "FULL_ONLY_S",
    "HAND_FROM_S",
    "HAND_TABLE",
    "REGIME",
    "ROUTING_ZEROS",
    "STATEMENT",
    "WALK_CLASSES",
    "balanced_rac",
    "cases",
    "check",
    "four_walk_rac",
    "hand_grid_side",
    "start_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xviii), M = 2, R = 5, four walks"
CHECK = (
    "(S) below the hand proof, exact ranks mod p: at balanced_rac for s = 14..22, on a seeded sample of "
    "1.2 w + 20 words of each balanced routing class k, rank of the block g_k (I_k)_s == w = dim (I_k)_s, and its "
    "routing zeros exact; the "
    "grid sides 2^floor((s-3)/4) >= s + 1 of four_walk_rac for s = 23..60 (formula evaluations); s >= 23 is the "
    "hand proof. The quick budget leaves out s = 15..22 (FULL_ONLY_S, about 11 minutes)"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
REGIME = "M = 2, R = 5, T >= 28"
#: The first s of the regime: the End base j_0 = 14 of Lemma B' (and D <= 2^s from s = 14 on).
FROM_S = 14
#: s from which (S) holds by hand at :func:`four_walk_rac` (:func:`hand_grid_side` >= s + 1).
HAND_FROM_S = 23
#: s at which the class condition is computed at :func:`balanced_rac`.
CLASS_RANK_S = tuple(range(FROM_S, HAND_FROM_S))
#: The s of :data:`CLASS_RANK_S` only the full budget computes.
FULL_ONLY_S = tuple(range(FROM_S + 1, HAND_FROM_S))
#: The s at which the registry evaluates the hand proof's grid side (it doubles every four steps beyond).
HAND_TABLE = tuple(range(HAND_FROM_S, 61))
#: The routing classes of :func:`four_walk_rac`, by their prefixes.
WALK_CLASSES = ((0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (1,))
#: The routing classes of :func:`balanced_rac`: unions of prefix cylinders (they partition the Start words).
BALANCED_CLASSES = (
    ((0, 0, 0), (0, 0, 1, 0)),
    ((0, 0, 1, 1), (0, 1, 0)),
    ((0, 1, 1), (1, 0, 0, 0)),
    ((1, 0, 0, 1), (1, 0, 1)),
    ((1, 1),),
)
#: For k = 2..5, the two prefixes whose layer-1 states row k of :func:`balanced_rac`'s :math:`W^{I,2}` is orthogonal
#: to: every word of :math:`c_1, .., c_{k-1}` passes through one of them, so :math:`g_k = 0` there.
BALANCED_ZEROS = (((0, 0, 0), (0, 0, 1, 0)), ((0, 0), (0, 1, 0)), ((0,), (1, 0, 0, 0)), ((0,), (1, 0)))
#: :data:`BALANCED_ZEROS` by (0-based) row of :math:`W^{I,2}`, as
#: :func:`~proofs.depth2.routing.triangular.routing_misses` takes them.
ROUTING_ZEROS = {k + 1: pair for k, pair in enumerate(BALANCED_ZEROS)}
#: The two fixed rows that complete each row's cofactor vector in :func:`balanced_rac`.
_AUX_ROWS = ((1, 1, 1, 1, 1), (1, 2, 4, 8, 16))


def _rac(U, V, H1, h1, field) -> RAC:
    return make_rac(
        [int_object(U), int_object(V)],
        [int_object(H1), int_object(np.eye(5, dtype=int))],
        int_object([[1] * 5]),
        [int_object(h1), int_object([1] * 5)],
        field=field,
    )


def four_walk_rac(*, T: int, field) -> RAC:
    r"""The hand proof's Start instance :math:`\theta_H(s)`, :math:`T = 2s`, :math:`\lambda = 2s + 8`:
    :math:`u_0 = 1`, :math:`u_1 = 1 + (\lambda - 1) e_4`; :math:`W^{H,1}` has rows :math:`e_4 + e_5, e_1 + e_5,
    e_2 + e_5, e_3 + e_5, e_5` and :math:`h^{0,1} = e_5`, so in the chart :math:`a_5 = 1` layer 1 runs
    :math:`z_1 \to \kappa_x z_4 + 1`, :math:`z_i \to z_{i-1} + 1` (:math:`\kappa_1 = \lambda`, :math:`\kappa_0 = 1`);
    :math:`W^{I,2}` has rows :math:`1`, :math:`(1, 1, 1, 1, -12)`, :math:`(1, 1, 1, 1, -8)`,
    :math:`(1, -2\lambda, 0, 1, 4\lambda - 4)`, :math:`(1, 1, 1, 1, -4)`; :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`,
    :math:`W^O = 1^\top`. Every weight is an integer."""
    lam = 2 * half_length(T, least=4) + 8
    U = [[1, 1], [1, 1], [1, 1], [1, lam], [1, 1]]
    V = [[1] * 5, [1, 1, 1, 1, -12], [1, 1, 1, 1, -8], [1, -2 * lam, 0, 1, 4 * lam - 4], [1, 1, 1, 1, -4]]
    H1 = [[0, 0, 0, 1, 1], [1, 0, 0, 0, 1], [0, 1, 0, 0, 1], [0, 0, 1, 0, 1], [0, 0, 0, 0, 1]]
    return _rac(U, V, H1, [0, 0, 0, 0, 1], field)


def balanced_rac(*, field) -> RAC:
    r"""The computed range's Start instance :math:`\theta_C` (one instance for every :math:`s`): layer 1 of
    ``vandermonde_rac(2, 5)`` (:math:`u_0 = 1`, :math:`u_1 = (2, 3, 4, 5, 6)`, :math:`W^{H,1}_{ij} = (15 + i)^j`,
    :math:`h^{0,1} = 1`); :math:`W^{I,2}` has rows :math:`v_1 = 1` and, for :math:`k = 2..5`, the primitive cofactor
    vector (:func:`~proofs.depth2.routing.triangular.cofactor_vector`, sign of the determinant) of the states
    :math:`h(z), h(z')` after the prefixes of :data:`BALANCED_ZEROS` and the rows :math:`1, (1, 2, 4, 8, 16)`; :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`,
    :math:`W^O = 1^\top`. Every weight is an integer (up to 32 digits)."""
    U, H1, h1 = vandermonde_matrix(2, 5, 2), vandermonde_matrix(15, 5, 5), [1] * 5
    layer1 = _rac(U, [[1] * 5] * 5, H1, h1, Rational())
    V = [[1] * 5] + [
        cofactor_vector([layer1_state(layer1, z) for z in pair] + [list(r) for r in _AUX_ROWS])
        for pair in BALANCED_ZEROS
    ]
    return _rac(U, V, H1, h1, field)


def start_rac(*, T: int, field) -> RAC:
    r"""The Start instance whose rank :math:`S_W = D` the regime uses at :math:`T = 2s`: :func:`balanced_rac` below
    :data:`HAND_FROM_S`, else :func:`four_walk_rac`."""
    s = half_length(T, least=4)
    return balanced_rac(field=field) if s < HAND_FROM_S else four_walk_rac(T=T, field=field)


def hand_grid_side(s: int) -> int:
    r"""The least side of the hand proof's product grid in any class of :func:`four_walk_rac` at :math:`s`: the
    prefixes have length at most 3, so each of the four chart coordinates reads at least
    :math:`\lfloor (s - 3)/4 \rfloor` free binary symbols, injectively; (P_s) follows when this is at least
    :math:`s + 1`, i.e. from :math:`s = 23` on."""
    return 2 ** ((s - 3) // 4)


def cases(budget: str) -> list:
    return routed_cases(budget, computed=CLASS_RANK_S, full_only=FULL_ONLY_S)


def check(*, s) -> Certificate:
    r"""At :math:`s` in :data:`CLASS_RANK_S`, :func:`~proofs.depth2.routing.triangular.class_block_ranks` of
    :func:`balanced_rac` on :data:`BALANCED_CLASSES` (seed 0), which must be :math:`\dim (I_k)_s` each, and the
    routing zeros (:data:`ROUTING_ZEROS`, exact over the integers); at ``s=None``, the hand proof's grid side
    :func:`hand_grid_side` at :data:`HAND_TABLE`, which must be at least :math:`s + 1`."""
    if s is None:
        return Certificate.no_shortfall(
            STATEMENT,
            dict(table=f"{HAND_TABLE[0]}..{HAND_TABLE[-1]}"),
            "2^floor((s-3)/4) - (s + 1), the grid side's slack",
            [hand_grid_side(t) - t - 1 for t in HAND_TABLE],
        )
    if s not in CLASS_RANK_S:
        raise ValueError(f"s={s!r} is not computed by regime (xviii); pass one of {CLASS_RANK_S} or None")
    return routed_class_check(STATEMENT, balanced_rac, M=2, R=5, s=s, classes=BALANCED_CLASSES, zeros=ROUTING_ZEROS)
