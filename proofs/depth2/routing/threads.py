r"""Proposition 7, regime (xv) (``docs/theory/proposition7-regimes-xii-xv.md``): :math:`\rho_2(4, 5, T) = D = 5 ((\!(5, s)\!) - 1)` for every
even :math:`T \ge 10`, by Lemma A with the End side of Lemma B' (base :math:`(M, R, j_0) = (4, 5, 5)`,
:mod:`proofs.depth2.koszul`) and the Start side (S) at :func:`thread_routing_rac`.

Layer 1 runs, in the chart :math:`a_5 = 1`, four *threads* around the cycle :math:`z_1 \to z_2 \to z_3 \to z_4 \to
z_1` (each step adds 1); symbols 1, 2, 3 multiply the value entering :math:`z_1, z_3, z_4` by :math:`\lambda,
\lambda^e, \lambda^{e^2}`, so each time offers three *slots* to three distinct threads and a word uses at most one.
Each chart coordinate is injective in the slots its thread used (Step T2), and layer 2 routes the Start words by the
prefixes of :data:`CLASSES` (Step R, modulo :math:`\lambda - 1`). (P_s) for every class follows from a tree
configuration of degree :func:`class_tree_degree` (tree-unisolvence, Lemmas T3, T4, P, T5'), by hand from
:data:`HAND_FROM_S` on; below it rank :math:`S_W = D` (:data:`COMPUTED_S`) and the per-class ranks
(:data:`CLASS_RANK_S`) are exact GF(p) computations. Found by two helpers (scratch proofs, own evaluators).
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics import trial_prime
from proofs._util import half_length, int_object
from proofs.certificate import Certificate, check_budget
from proofs.depth2.routing.cycles import start_side_ranks
from racs import RAC, ModP, make_rac

__all__ = [
    "CHECK",
    "CLASSES",
    "CLASS_RANK_S",
    "COMPUTED_S",
    "HAND_FROM_S",
    "STATEMENT",
    "THREAD_ROUTING_FROM_S",
    "THREAD_ROUTING_REGIME",
    "TREE_TABLE_N",
    "cases",
    "check",
    "class_tree_degree",
    "group_degree",
    "pair_tree_degree",
    "thread_routing_rac",
    "top_degree",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xv), thread routing"
CHECK = (
    "thread_routing_rac(T = 2s), exact ranks mod p: rank S_W == D at s = 5, 6 (every Start word), and for "
    "s = 7, 8 rank == ((5, s)) of the degree-s monomials at seeded samples of each routing class (P_s); the "
    "tree degrees C(n) >= n + 2 for n = 7..15 (formula evaluations); s >= 9 is the hand proof"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
THREAD_ROUTING_REGIME = "M = 4, R = 5, T >= 10"
#: The first s of regime (xv): the End base j_0 = 5 of Lemma B' (and D <= 4^s from s = 5 on).
THREAD_ROUTING_FROM_S = 5
#: s at which rank S_W = D is computed on every Start word.
COMPUTED_S = (5, 6)
#: s at which (P_s) is computed: the rank of the degree-s forms at a sample of each class.
CLASS_RANK_S = (7, 8)
#: s from which (P_s) holds by hand: :func:`class_tree_degree` (n) >= n + 2 for every n >= s - 2.
HAND_FROM_S = 9
#: The n (free times of a class) whose tree degree the hand proof reads from :func:`class_tree_degree`; from
#: n = 16 on a closed bound holds (``docs/theory/proposition7-regimes-xii-xv.md``, (T5'c)).
TREE_TABLE_N = tuple(range(7, 16))
#: The routing classes :math:`c_1, .., c_5`: the Start words beginning with these prefixes (others are unused).
CLASSES = ((1, 0), (1, 1), (2,), (3,), (0,))


def thread_routing_rac(*, T: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_{45}(s)` of regime (xv), :math:`M = 4`, :math:`R = 5`, :math:`T = 2s`.

    :math:`\lambda = 4s + 20`, :math:`e = \lceil s/4 \rceil + 1`, :math:`m_2 = \lambda^e`, :math:`m_3 =
    \lambda^{e^2}`; :math:`u_0 = 1`, :math:`u_1 = 1 + (\lambda - 1) e_4`, :math:`u_2 = 1 + (m_2 - 1) e_2`,
    :math:`u_3 = 1 + (m_3 - 1) e_3`; :math:`W^{H,1}` has rows :math:`e_4 + e_5, e_1 + e_5, e_2 + e_5, e_3 + e_5,
    e_5` and :math:`h^{0,1} = e_5`. With :math:`q = (m_2 - 1)/(\lambda - 1)`, :math:`p_4 = (m_3 - 1)/(\lambda - 1)`,
    :math:`p_2 = (m_3 - 1)/(m_2 - 1)`, :math:`W^{I,2}` has rows :math:`1`, :math:`(1, 1, 1, -2, -\lambda - 1)`,
    :math:`(-2, 1, 1, 1, -\lambda)`, :math:`(-1 - q, 1, 1, q, -m_2)`, :math:`(-p_2 - p_4, p_2, 1, p_4, -m_3)`:
    modulo :math:`\lambda - 1` row :math:`k \ge 2` is :math:`t - t_k` at time :math:`t`
    (:math:`t_k = 2, 1, 1, 1`); at :math:`t_k` it vanishes after the prefixes 10; 1; 1, 2; 1, 2, 3 and not after
    11; 2; 3; 0. :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer (Python
    ints: they exceed int64 from :math:`s = 9` on).

    Parameters
    ----------
    T : int
        Even, at least 4; :math:`s = T/2`.
    field : Field
        Passed to :func:`racs.make_rac` (``ModP(p)`` for the ranks of :mod:`proofs.depth2.sides`).

    Returns
    -------
    RAC
        Depth 2, :math:`M = 4`, :math:`R = 5`.
    """
    s = half_length(T, least=4)
    lam = 4 * s + 20
    e = -(-s // 4) + 1
    m2, m3 = lam**e, lam ** (e * e)
    q, p4, p2 = (m2 - 1) // (lam - 1), (m3 - 1) // (lam - 1), (m3 - 1) // (m2 - 1)
    return make_rac(
        [
            int_object([[1, 1, 1, 1], [1, 1, m2, 1], [1, 1, 1, m3], [1, lam, 1, 1], [1, 1, 1, 1]]),
            int_object(
                [
                    [1, 1, 1, 1, 1],
                    [1, 1, 1, -2, -(lam + 1)],
                    [-2, 1, 1, 1, -lam],
                    [-1 - q, 1, 1, q, -m2],
                    [-p2 - p4, p2, 1, p4, -m3],
                ]
            ),
        ],
        [
            int_object([[0, 0, 0, 1, 1], [1, 0, 0, 0, 1], [0, 1, 0, 0, 1], [0, 0, 1, 0, 1], [0, 0, 0, 0, 1]]),
            int_object(np.eye(5, dtype=int)),
        ],
        int_object([[1, 1, 1, 1, 1]]),
        [int_object([0, 0, 0, 0, 1]), int_object([1, 1, 1, 1, 1])],
        field=field,
    )


def top_degree(runs) -> int:
    r"""Lemma T3 at one node: the largest :math:`d` with :math:`f_i \ge d - i` (:math:`i = 0..d`), :math:`f` the
    fibre degrees sorted decreasingly, given as runs ``(value, count)``. A run of value :math:`v` starting at
    position :math:`P` asks :math:`v + P \ge d` at its first position only, the others then follow."""
    d, pos = sum(c for _, c in runs) - 1, 0
    for v, c in sorted((r for r in runs if r[1] > 0), reverse=True):
        if pos > d:
            break
        d, pos = min(d, v + pos), pos + c
    return d


def group_degree(a: int, b: int, m: int) -> int:
    r"""Lemma T4: a tree degree of the pairs :math:`(Y, Z)` of two threads, :math:`Y` with :math:`a` private
    times, :math:`Z` with :math:`b`, and :math:`m` shared times (each given to :math:`Y`, :math:`Z` or neither).
    Split on :math:`Y`: :math:`2^a \binom{m}{j}` values whose shared set has :math:`j` times, each with a fibre of
    :math:`2^{b + m - j}` values of :math:`Z`.

    Parameters
    ----------
    a, b, m : int
        Non-negative counts of times.

    Returns
    -------
    int
        A lower bound on Lemma T3's :math:`\tau` of the configuration.
    """
    return top_degree([(2 ** (b + m - j) - 1, 2**a * comb(m, j)) for j in range(m + 1)])


def _pair_degree_rooted(p: int, q: int, r: int) -> int:
    # top thread X shares p times with B and q with C; B and C share r; X keeps <= 1 slot of each kind
    return top_degree(
        [
            (group_degree(p - al, q - be, r), comb(p, al) * comb(q, be))
            for al in range(min(p, 1) + 1)
            for be in range(min(q, 1) + 1)
        ]
    )


def pair_tree_degree(n23: int, n24: int, n34: int) -> int:
    r"""Lemma P: a tree degree of the three-thread *pair configuration* (threads :math:`Y_2, Y_3, Y_4`, each pair
    sharing :math:`n_{23}, n_{24}, n_{34}` times, each given to one of its two threads or neither): the best of the
    six choices of the top thread and of the thread split next, each by :func:`group_degree` inside the fibres.

    Parameters
    ----------
    n23, n24, n34 : int
        Non-negative numbers of times shared by each pair.

    Returns
    -------
    int
        A lower bound on Lemma T3's :math:`\tau` of the configuration.
    """
    return max(
        _pair_degree_rooted(n23, n24, n34),
        _pair_degree_rooted(n24, n23, n34),
        _pair_degree_rooted(n23, n34, n24),
        _pair_degree_rooted(n34, n23, n24),
        _pair_degree_rooted(n24, n34, n23),
        _pair_degree_rooted(n34, n24, n23),
    )


def class_tree_degree(n: int) -> int:
    r"""Lemma T5': a tree degree of the chart points of a class with :math:`n` free times. The free times with
    :math:`d = s - t \equiv 3 \pmod 4` are handed to the pairs :math:`(Y_3, Y_4), (Y_2, Y_4), (Y_2, Y_3)` in
    numbers :math:`k_3 - 2\lfloor k_3/3 \rfloor, \lfloor k_3/3 \rfloor, \lfloor k_3/3 \rfloor`; split on
    :math:`Y_1` with at most one slot at each residue :math:`r = 0, 1, 2` (:math:`\alpha_r`); the fibre is the pair
    configuration of :func:`pair_tree_degree`. (P_s) holds for a class once this is at least :math:`s`.

    Parameters
    ----------
    n : int
        Non-negative number of free times of the class (:math:`s` minus the prefix length).

    Returns
    -------
    int
        A lower bound on Lemma T3's :math:`\tau` of the class's chart points; at least :math:`n + 2` for every
        :math:`n \ge 7`.
    """
    k = [len(range(r, n, 4)) for r in range(4)]
    share = k[3] // 3
    return top_degree(
        [
            (
                pair_tree_degree(k[2] - a2 + share, k[1] - a1 + share, k[0] - a0 + k[3] - 2 * share),
                comb(k[0], a0) * comb(k[1], a1) * comb(k[2], a2),
            )
            for a0 in range(min(k[0], 1) + 1)
            for a1 in range(min(k[1], 1) + 1)
            for a2 in range(min(k[2], 1) + 1)
        ]
    )


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(s=s) for s in COMPUTED_S + CLASS_RANK_S] + [dict(s=None)]


def check(*, s) -> Certificate:
    r"""At :math:`s` in :data:`COMPUTED_S`, rank :math:`S_W` of :func:`thread_routing_rac` on every Start word (must
    be :math:`D`); at :math:`s` in :data:`CLASS_RANK_S`, for each class of :data:`CLASSES`, the rank of the
    degree-:math:`s` forms at seeded samples (:func:`~proofs.depth2.routing.cycles.class_form_ranks`), which must be
    :math:`(\!(5, s)\!)` (P_s); at ``s=None``, the tree degrees :math:`C(n) \ge n + 2` for :math:`n` in
    :data:`TREE_TABLE_N`."""
    if s is None:
        degrees = [class_tree_degree(n) for n in TREE_TABLE_N]
        return Certificate.no_shortfall(
            STATEMENT,
            dict(n=f"{TREE_TABLE_N[0]}..{TREE_TABLE_N[-1]}"),
            "C(n) - (n + 2), tree degree of a class with n free times (Lemma T5')",
            [d - n - 2 for d, n in zip(degrees, TREE_TABLE_N)],
            tree_degrees=degrees,
        )
    p = trial_prime(M=4, R=5)
    if s not in COMPUTED_S + CLASS_RANK_S:
        raise ValueError(f"s={s} is not computed by regime (xv); pass one of {COMPUTED_S + CLASS_RANK_S} or None")
    rac = thread_routing_rac(T=2 * s, field=ModP(p))
    what, lhs, rhs = start_side_ranks(rac, T=2 * s, classes=None if s in COMPUTED_S else CLASSES)
    return Certificate.compare(STATEMENT, dict(s=s, prime=p), what, lhs, "==", rhs)
