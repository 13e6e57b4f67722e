r"""Proposition 7, regimes (xvi) and (xvii) (``docs/theory/proposition7-regimes-xvi-xx.md``): :math:`\rho_2(3, 5, T) = D` for every even
:math:`T \ge 14` and :math:`\rho_2(4, 6, T) = D` for every even :math:`T \ge 12`, by Lemma A with the End side of
Lemma B' (bases :math:`(M, R, j_0) = (3, 5, 7)` and :math:`(4, 6, 6)`, :mod:`proofs.depth2.koszul`) and the Start
side (S), rank :math:`S_W = D` at one weight setting per :math:`s`.

At :func:`pair_thread_rac` layer 1 runs regime (xv)'s four threads round the cycle :math:`z_1 \to z_2 \to z_3 \to
z_4 \to z_1` with two symbols on it: symbol 1 multiplies the value entering :math:`z_1` by :math:`\lambda`, symbol 2
the one entering :math:`z_3` by :math:`\lambda^e`, so the times with :math:`d = s - t` even offer their slots to the
*pair* :math:`(Y_1, Y_3)` and those with :math:`d` odd to :math:`(Y_2, Y_4)`. A class's chart points are then a
product :math:`A \times B` of two pair configurations, and (P_s) follows from :func:`pair_degree` (Lemma T4 on one
pair, and the product lemma). At :math:`M = 4` symbol 3 feeds a fifth, self-looped coordinate, and the tree splits on
it first (:func:`class_tree_degree`). Layer 2 routes the Start words by the prefixes of :data:`CLASSES` (Step R,
modulo :math:`\lambda - 1`). By hand from :data:`HAND_FROM_S`; below it (S) is an exact GF(p) computation: rank
:math:`S_W = D` at a seeded sample of Start words of :func:`~proofs.depth2.vandermonde.vandermonde_rac`
(:data:`SAMPLED_S`), or the per-class ranks of (P_s) (:data:`CLASS_RANK_S`, at :func:`neighbour_thread_rac` for
:math:`s = 11`, where the pair product falls short). :func:`start_rac` names the instance used at each :math:`s`.
Found by a helper (scratch proofs, own evaluators), reviewed by another, integrated here.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics import depth2_ideal_bound, trial_prime
from proofs._util import half_length, int_object
from proofs.certificate import Certificate, check_budget
from proofs.depth2.routing.cycles import class_form_ranks, class_words, sample_size
from proofs.depth2.routing.threads import group_degree, top_degree
from proofs.depth2.sides import ideal_start_rank
from proofs.depth2.vandermonde import vandermonde_rac
from racs import RAC, ModP, make_rac

__all__ = [
    "CHECK",
    "CLASSES",
    "CLASS_RANK_S",
    "FROM_S",
    "FULL_ONLY_S",
    "HAND_FROM_S",
    "NEIGHBOUR_AT",
    "REGIMES",
    "SAMPLED_S",
    "STATEMENT",
    "TREE_TABLE",
    "cases",
    "check",
    "class_tree_degree",
    "neighbour_thread_rac",
    "pair_degree",
    "pair_thread_rac",
    "start_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regimes (xvi), (xvii), paired threads"
CHECK = (
    "(S) below the hand proof, exact ranks mod p: rank S_W == D of vandermonde_rac at a seeded sample of "
    "1.2 D + 20 Start words ((3, 5): s = 7..11; (4, 6): s = 6..9), and for (4, 6) at s = 10..12 rank == "
    "((6, s)) of the degree-s monomials at seeded samples of each routing class (P_s) (at s = 11 of the neighbour "
    "variant); the tree degrees "
    "G(floor((s-2)/2)) >= s for (3, 5), s = 12..31, and C(n) >= n + 2 for (4, 6), n = 11..30 (formula "
    "evaluations); (3, 5) from s = 12 and (4, 6) from s = 13 are the hand proof. The quick budget leaves out the "
    "(4, 6) ranks at s = 8, 9, 11, 12 (FULL_ONLY_S, about 3 minutes)"
)

#: Names of the regimes in :func:`proofs.depth2.closed_form.proved_regime`, by (M, R).
REGIMES = {(3, 5): "M = 3, R = 5, T >= 14", (4, 6): "M = 4, R = 6, T >= 12"}
#: The first s of each regime: the End base j_0 of Lemma B' (and D <= M^s from there on).
FROM_S = {(3, 5): 7, (4, 6): 6}
#: s from which (P_s) holds by hand for every class of :func:`pair_thread_rac`.
HAND_FROM_S = {(3, 5): 12, (4, 6): 13}
#: s at which (S) is rank S_W = D of ``vandermonde_rac(M, R)`` at a seeded sample of Start words.
SAMPLED_S = {(3, 5): (7, 8, 9, 10, 11), (4, 6): (6, 7, 8, 9)}
#: s at which (S) is (P_s) computed at each class: :func:`neighbour_thread_rac` at s = 11, else
#: :func:`pair_thread_rac`.
CLASS_RANK_S = {(3, 5): (), (4, 6): (10, 11, 12)}
#: The (M, s) at which :func:`start_rac` is :func:`neighbour_thread_rac` (the pair product falls short there).
NEIGHBOUR_AT = (4, 11)
#: The (M, R, s) whose ranks only the full budget computes (together about 3 minutes).
FULL_ONLY_S = ((4, 6, 8), (4, 6, 9), (4, 6, 11), (4, 6, 12))
#: The arguments whose tree degree the hand proof reads from a formula: s for (3, 5) (G(floor((s-2)/2)) >= s),
#: n for (4, 6) (C(n) >= n + 2); beyond them a closed bound holds (``docs/theory/proposition7-regimes-xvi-xx.md``).
TREE_TABLE = {(3, 5): tuple(range(12, 32)), (4, 6): tuple(range(11, 31))}
#: The routing classes c_1, c_2, .. by their prefixes; for (4, 6), c_3 is the words beginning 10 or 13, and (P_s)
#: is checked on its part 10 (a form vanishing on c_3 vanishes there).
CLASSES = {(3, 5): ((1, 1), (1, 2), (1, 0), (2,), (0,)), (4, 6): ((1, 1), (1, 2), (1, 0), (2,), (3,), (0,))}


def _parameters(s: int) -> tuple:
    lam = 4 * s + 20
    e = -(-s // 4) + 1
    m2, m3 = lam**e, lam ** (2 * e)
    return lam, m2, m3, (m2 - 1) // (lam - 1), (m3 - 1) // (lam - 1), (m3 - 1) // (m2 - 1)


def _check_M(M) -> int:
    if isinstance(M, bool) or not isinstance(M, (int, np.integer)) or M not in (3, 4):
        raise ValueError(f"M={M!r}: the paired-thread instances have M = 3 (R = 5) or M = 4 (R = 6); pass one of those")
    return int(M)


def _thread_rac(u: list, v: list, field) -> RAC:
    R = len(v)
    rows = [[0, 0, 0, 1, 0], [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 1]][: R - 1]
    W_H1 = [row[: R - 1] + [1] for row in rows] + [[0] * (R - 1) + [1]]
    return make_rac(
        [int_object(np.array(u).T), int_object(v)],
        [int_object(W_H1), int_object(np.eye(R, dtype=int))],
        int_object([[1] * R]),
        [int_object([0] * (R - 1) + [1]), int_object([1] * R)],
        field=field,
    )


def pair_thread_rac(*, M: int, T: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_{35}(s)` (:math:`M = 3`, :math:`R = 5`) or :math:`\theta_{46}(s)`
    (:math:`M = 4`, :math:`R = 6`), :math:`T = 2s`.

    :math:`\lambda = 4s + 20`, :math:`e = \lceil s/4 \rceil + 1`, :math:`m_2 = \lambda^e`, :math:`m_3 =
    \lambda^{2e}`, :math:`q = (m_2 - 1)/(\lambda - 1)`, :math:`p_4 = (m_3 - 1)/(\lambda - 1)`, :math:`p_2 = (m_3 -
    1)/(m_2 - 1)`. Layer 1: :math:`u_0 = 1`, :math:`u_1 = 1 + (\lambda - 1) e_4`, :math:`u_2 = 1 + (m_2 - 1) e_2`
    (and :math:`u_3 = 1 + (m_3 - 1) e_5` at :math:`M = 4`); :math:`W^{H,1}` has rows :math:`e_4 + e_R, e_1 + e_R,
    e_2 + e_R, e_3 + e_R` (and :math:`e_5 + e_6` at :math:`M = 4`), :math:`e_R`, and :math:`h^{0,1} = e_R`.
    :math:`W^{I,2}` has rows :math:`1` and, at :math:`M = 3`, :math:`(-2, 1, 1, 1, -2)`, :math:`(-1-q, 1, 1, q,
    \lambda - 2 - m_2)`, :math:`(-2, 1, 1, 1, -\lambda)`, :math:`(-1-q, 1, 1, q, -m_2)`; at :math:`M = 4`,
    :math:`(-3, 1, 1, 1, 1, \lambda - 3)`, :math:`(-2-q, 1, 1, q, 1, 2\lambda - 3 - m_2)`, :math:`(-3, 1, 1, 1, 1,
    -\lambda)`, :math:`(-2-q, 1, 1, q, 1, -m_2)`, :math:`(-1-p_2-p_4, p_2, 1, p_4, 1, -m_3)`. :math:`W^{H,2} = I`,
    :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer (Python ints beyond int64).

    Parameters
    ----------
    M : int
        3 or 4 (then :math:`R = M + 2`).
    T : int
        Even, at least 4; :math:`s = T/2`.
    field : Field
        Passed to :func:`racs.make_rac` (``ModP(p)`` for the ranks of :mod:`proofs.depth2.sides`).
    """
    M, s = _check_M(M), half_length(T, least=4)
    lam, m2, m3, q, p4, p2 = _parameters(s)
    if M == 3:
        u = [[1] * 5, [1, 1, 1, lam, 1], [1, m2, 1, 1, 1]]
        v = [[1] * 5, [-2, 1, 1, 1, -2], [-1 - q, 1, 1, q, lam - 2 - m2], [-2, 1, 1, 1, -lam], [-1 - q, 1, 1, q, -m2]]
    else:
        u = [[1] * 6, [1, 1, 1, lam, 1, 1], [1, m2, 1, 1, 1, 1], [1, 1, 1, 1, m3, 1]]
        v = [
            [1] * 6,
            [-3, 1, 1, 1, 1, lam - 3],
            [-2 - q, 1, 1, q, 1, 2 * lam - 3 - m2],
            [-3, 1, 1, 1, 1, -lam],
            [-2 - q, 1, 1, q, 1, -m2],
            [-1 - p2 - p4, p2, 1, p4, 1, -m3],
        ]
    return _thread_rac(u, v, field)


def neighbour_thread_rac(*, T: int, field) -> RAC:
    r"""The variant :math:`\theta_{46b}(s)` of :func:`pair_thread_rac` at :math:`M = 4` used at :math:`s = 11`:
    symbol 2 enters :math:`z_2` (:math:`u_2 = 1 + (m_2 - 1) e_1`), so a time's two cycle slots go to the
    neighbouring threads :math:`Y_{d+1}, Y_{d+2}`; with :math:`\delta = q(\lambda + 1)`, :math:`W^{I,2}` has rows
    :math:`1`, :math:`(1, 1, -3, 1, 1, 1 - 3\lambda)`, :math:`(2, 1, -3 - \delta, \delta, 1, -2\lambda - 2(m_2 -
    1)(\lambda + 1))`, :math:`(1, 1, -3, 1, 1, -\lambda)`, :math:`(1, 1, -2 - q, q, 1, -m_2)`, :math:`(p_2, 1, -1 -
    p_2 - p_4, p_4, 1, -m_3)`; everything else as :func:`pair_thread_rac` (same classes, same routing argument)."""
    s = half_length(T, least=4)
    lam, m2, m3, q, p4, p2 = _parameters(s)
    dq = q * (lam + 1)
    u = [[1] * 6, [1, 1, 1, lam, 1, 1], [m2, 1, 1, 1, 1, 1], [1, 1, 1, 1, m3, 1]]
    v = [
        [1] * 6,
        [1, 1, -3, 1, 1, 1 - 3 * lam],
        [2, 1, -3 - dq, dq, 1, -(2 * lam + 2 * (m2 - 1) * (lam + 1))],
        [1, 1, -3, 1, 1, -lam],
        [1, 1, -2 - q, q, 1, -m2],
        [p2, 1, -1 - p2 - p4, p4, 1, -m3],
    ]
    return _thread_rac(u, v, field)


def start_rac(*, M: int, T: int, field) -> RAC:
    r"""The Start instance whose rank :math:`S_W = D` regime (xvi) (:math:`M = 3`) or (xvii) (:math:`M = 4`) uses at
    :math:`T = 2s`: ``vandermonde_rac(M, M + 2)`` at :math:`s` in :data:`SAMPLED_S` (and below), else
    :func:`neighbour_thread_rac` at :math:`(4, 6, 11)`, else :func:`pair_thread_rac`."""
    M, s = _check_M(M), half_length(T, least=4)
    if s <= SAMPLED_S[M, M + 2][-1]:
        return vandermonde_rac(M=M, R=M + 2, field=field)
    return neighbour_thread_rac(T=T, field=field) if (M, s) == NEIGHBOUR_AT else pair_thread_rac(M=M, T=T, field=field)


def pair_degree(m: int) -> int:
    r""":math:`G(m)`, Lemma T4 with no private times: a tree degree of one pair configuration :math:`(Y, Z)` on
    :math:`m` times, each given to :math:`Y`, :math:`Z` or neither (``group_degree(0, 0, m)``); :math:`G(m) = 1, 2,
    4, 8, 13, 22, 39, 68` for :math:`m = 1..8`, and :math:`G(m) \ge 2m + 5` from :math:`m = 6` on."""
    return group_degree(0, 0, m)


def class_tree_degree(n: int) -> int:
    r""":math:`C(n)`, the tree degree of a (4, 6) class with :math:`n` free times: split on the self-loop thread
    :math:`Y_5` (injective in its set :math:`J` of symbol-3 times, :math:`j_E` of the :math:`m_E = \lceil n/2
    \rceil` even ones and :math:`j_O` of the :math:`m_O = \lfloor n/2 \rfloor` odd ones); the fibre is the product of
    the two pair configurations on the remaining times, which no nonzero polynomial of degree at most
    :math:`\min(G(m_E - j_E), G(m_O - j_O))` vanishes on (the product lemma); Lemma T3 in its unisolvence form then
    gives the top degree of these :math:`\binom{m_E}{j_E} \binom{m_O}{j_O}` entries. (P_s) holds for a class once
    this is at least :math:`s`; :math:`C(n) \ge n + 2` for every :math:`n \ge 11`."""
    mE, mO = (n + 1) // 2, n // 2
    return top_degree(
        [
            (min(pair_degree(mE - jE), pair_degree(mO - jO)), comb(mE, jE) * comb(mO, jO))
            for jE in range(mE + 1)
            for jO in range(mO + 1)
        ]
    )


def cases(budget: str) -> list:
    check_budget(budget)
    full = budget == "full"
    return (
        [dict(M=M, R=R, s=s) for (M, R), ss in SAMPLED_S.items() for s in ss if full or (M, R, s) not in FULL_ONLY_S]
        + [dict(M=4, R=6, s=s) for s in CLASS_RANK_S[4, 6] if full or (4, 6, s) not in FULL_ONLY_S]
        + [dict(M=M, R=R, s=None) for M, R in REGIMES]
    )


def _tree_certificate(M: int, R: int) -> Certificate:
    args = TREE_TABLE[M, R]
    if M == 3:
        degrees = [pair_degree((s - 2) // 2) for s in args]
        what, slack = (
            "G(floor((s-2)/2)) - s, the pair tree degree of a class's smaller side",
            [d - s for d, s in zip(degrees, args)],
        )
    else:
        degrees = [class_tree_degree(n) for n in args]
        what, slack = (
            "C(n) - (n + 2), the tree degree of a class with n free times",
            [d - n - 2 for d, n in zip(degrees, args)],
        )
    return Certificate.no_shortfall(
        STATEMENT, dict(M=M, R=R, table=f"{args[0]}..{args[-1]}"), what, slack, tree_degrees=degrees
    )


def check(*, M: int, R: int, s) -> Certificate:
    r"""(S) at :math:`(M, R, s)`: for :math:`s` in :data:`SAMPLED_S`, rank :math:`S_W` of ``vandermonde_rac(M, R)``
    at :func:`~proofs.depth2.routing.cycles.class_words` (empty prefix, seed 0, :math:`1.2 D + 20` words), which must
    be :math:`D` (a subset of the rows: a lower bound on rank :math:`S_W` over Q); for :math:`s` in
    :data:`CLASS_RANK_S`, the per-class ranks of the degree-:math:`s` forms at :func:`start_rac` (seed 0), which
    must be :math:`(\!(R, s)\!)` each; at ``s=None``, the tree table :data:`TREE_TABLE`."""
    if (M, R) not in REGIMES:
        raise ValueError(f"(M, R)=({M!r}, {R!r}): regimes (xvi), (xvii) are (3, 5) and (4, 6); pass one of those")
    if s is None:
        return _tree_certificate(M, R)
    if s not in SAMPLED_S[M, R] + CLASS_RANK_S[M, R]:
        raise ValueError(
            f"s={s!r} is not computed for (M, R) = ({M}, {R}); pass one of "
            f"{SAMPLED_S[M, R] + CLASS_RANK_S[M, R]} or None"
        )
    p, T = trial_prime(M=M, R=R), 2 * s
    rac = start_rac(M=M, T=T, field=ModP(p))
    if s in SAMPLED_S[M, R]:
        D = depth2_ideal_bound(M=M, R=R, T=T)
        words = class_words(prefix=(), s=s, M=M, count=sample_size(D), seed=0)
        return Certificate.compare(
            STATEMENT,
            dict(M=M, R=R, s=s, prime=p, words=len(words)),
            f"rank S_W of vandermonde_rac({M}, {R}) at sampled Start words",
            ideal_start_rank(rac, T=T, words=words),
            "==",
            D,
        )
    names = ", ".join("".join(map(str, c)) for c in CLASSES[M, R])
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, s=s, prime=p),
        f"per class ({names}) of {_instance_name(M, s)}: rank of the degree-s forms",
        class_form_ranks(rac, T=T, classes=CLASSES[M, R], seed=0),
        "==",
        [comb(R + s - 1, s)] * len(CLASSES[M, R]),
    )


def _instance_name(M: int, s: int) -> str:
    return "neighbour_thread_rac" if (M, s) == NEIGHBOUR_AT else "pair_thread_rac"
