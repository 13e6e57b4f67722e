r"""Proposition 7, regime (xx) (``docs/theory/proposition7-regimes-xvi-xx.md``): :math:`\rho_2(5, 6, T) = D = 6 ((\!(6, s)\!) - 1)` for every
even :math:`T \ge 10`, by Lemma A with the End side of Lemma B' (base :math:`(M, R, j_0) = (5, 6, 5)`,
:mod:`proofs.depth2.koszul`) and the Start side (S) at :func:`start_rac`.

:func:`start_rac` is regime (xv)'s :func:`~proofs.depth2.routing.threads.thread_routing_rac` with one more thread and one
more symbol. Layer 1 runs, in the chart :math:`a_6 = 1`, five *threads* around the cycle :math:`z_1 \to \dots \to
z_5 \to z_1` (each step adds 1); symbols 1, 2, 3, 4 multiply the value entering :math:`z_1, z_3, z_4, z_5` by
:math:`m_1 = \lambda, m_2 = \lambda^e, m_3 = \lambda^{e^2}, m_4 = \lambda^{e^3}`, so at :math:`d = s - t` each time
offers four *slots*, to threads :math:`d + 1, d + 3, d + 4, d` (all but :math:`d + 2`, indices mod 5), and a word
uses at most one. Each chart coordinate is injective in the slots its thread used (base-:math:`\lambda` digits,
Step T2), and layer 2 routes the Start words by the prefixes of :data:`CLASSES` (Step R, modulo
:math:`\lambda - 1`). (P_s) for every class follows from the five-thread tree degree :func:`class_tree_degree`
(Lemma T3 split thread by thread, Lemma T4 for the last two) for :math:`n \le 24` free times and from the product
grid :func:`grid_degree` beyond, by hand from :data:`HAND_FROM_S` on; below it rank :math:`S_W = D`
(:data:`COMPUTED_S`) and (P_s) on every word of each class (:data:`CLASS_RANK_S`) are exact GF(p) computations.
Found by a helper (scratch proof with its own evaluator), integrated here.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import comb

import numpy as np

from numerics import depth2_ideal_bound, trial_prime
from proofs._util import half_length, int_object
from proofs.certificate import Certificate
from proofs.depth2.routing.cycles import class_words
from proofs.depth2.routing.threads import group_degree, top_degree
from proofs.depth2.routing.triangular import routed_cases
from proofs.depth2.sides import form_rank, ideal_start_rank
from racs import RAC, ModP, make_rac

__all__ = [
    "CHECK",
    "CLASSES",
    "CLASS_RANK_S",
    "COMPUTED_S",
    "FROM_S",
    "FULL_ONLY_S",
    "GRID_TABLE_N",
    "HAND_FROM_S",
    "REGIME",
    "STATEMENT",
    "TREE_TABLE_N",
    "cases",
    "check",
    "class_tree_degree",
    "grid_degree",
    "start_rac",
    "tree_degree",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xx), M = 5, R = 6, five threads"
CHECK = (
    "start_rac(T = 2s), exact ranks mod p: rank S_W == D at s = 5, 6 (every Start word), and for s = 7, 8 "
    "rank == ((6, s)) of the degree-s monomials at every Start word of each routing class (P_s); the tree "
    "degrees C5(n) >= n + 2 for n = 7..24 and the grid degrees 2^floor(n/5) - 1 >= n + 2 for n = 25..60 "
    "(formula evaluations); s >= 9 is the hand proof. The quick budget leaves out s = 6, 7, 8 (FULL_ONLY_S, "
    "about 30 s and 2.8 GB)"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
REGIME = "M = 5, R = 6, T >= 10"
#: The first s of the regime: the End base j_0 = 5 of Lemma B' (and D <= 5^s from s = 5 on).
FROM_S = 5
#: s at which rank S_W = D is computed on every Start word ((P_6) fails for the prefix-2 class).
COMPUTED_S = (5, 6)
#: s at which (P_s) is computed on *every* word of each class (a seeded sample falls short for 10 and 11 at s = 7).
CLASS_RANK_S = (7, 8)
#: The s only the full budget computes.
FULL_ONLY_S = (6, 7, 8)
#: s from which (P_s) holds by hand: a class has n >= s - 2 free times and its tree degree is >= n + 2 >= s.
HAND_FROM_S = 9
#: The n (free times of a class) whose degree the hand proof reads from :func:`class_tree_degree`.
TREE_TABLE_N = tuple(range(7, 25))
#: The n at which the registry evaluates :func:`grid_degree` (it doubles every five steps beyond).
GRID_TABLE_N = tuple(range(25, 61))
#: The routing classes :math:`c_1, .., c_6`: the Start words beginning with these prefixes (12, 13, 14 unused).
CLASSES = ((1, 0), (1, 1), (2,), (3,), (4,), (0,))
#: Thread offsets: at d = s - t, symbol x >= 1 gives a slot to thread d + _OFFSET[x] (mod 5); never d + 2.
_OFFSET = (None, 1, 3, 4, 0)


def _weights(s: int) -> tuple:
    """``(W^{I,1}, W^{I,2})`` of :func:`start_rac` at ``s`` as lists of Python ints (shapes 6 x 5 and 6 x 6)."""
    lam = 5 * s + 30
    e = -(-s // 5) + 1  # > ceil(s/5) >= slots of one kind per thread: base-lambda digits stay apart (Step T2)
    m1, m2, m3, m4 = lam, lam**e, lam ** (e * e), lam ** (e**3)
    U = [[1] * 5 for _ in range(6)]
    U[4][1], U[1][2], U[2][3], U[3][4] = m1, m2, m3, m4  # u_x = 1 + (m_x - 1) e_i, i = 5, 2, 3, 4
    q = (m2 - 1) // (m1 - 1)  # e | e^2 | e^3, so every quotient below is exact
    a5, b5 = (m3 - 1) // (m1 - 1), (m3 - 1) // (m2 - 1)
    a6, b6, c6 = (m4 - 1) // (m1 - 1), (m4 - 1) // (m2 - 1), (m4 - 1) // (m3 - 1)
    V = [
        [1] * 6,
        [1, 1, 1, 1, -3, -(lam + 1)],
        [-3, 1, 1, 1, 1, -lam],
        [-2 - q, 1, 1, 1, q, -m2],
        [-1 - b5 - a5, b5, 1, 1, a5, -m3],
        [-a6 - b6 - c6, b6, c6, 1, a6, -m4],
    ]
    return U, V


def start_rac(*, T: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_{56}(s)` of regime (xx), :math:`M = 5`, :math:`R = 6`, :math:`T = 2s`.

    :math:`\lambda = 5s + 30`, :math:`e = \lceil s/5 \rceil + 1`, :math:`m_j = \lambda^{e^{j-1}}` (:math:`j = 1..4`);
    :math:`u_0 = 1`, :math:`u_1 = 1 + (m_1 - 1) e_5`, :math:`u_2 = 1 + (m_2 - 1) e_2`, :math:`u_3 = 1 + (m_3 - 1)
    e_3`, :math:`u_4 = 1 + (m_4 - 1) e_4`; :math:`W^{H,1}` has rows :math:`e_5 + e_6, e_1 + e_6, .., e_4 + e_6, e_6`
    and :math:`h^{0,1} = e_6`. With :math:`q = (m_2-1)/(m_1-1)`, :math:`a_k = (m_{k-2}-1)/(m_1-1)`, :math:`b_k =
    (m_{k-2}-1)/(m_2-1)` (:math:`k = 5, 6`), :math:`c_6 = (m_4-1)/(m_3-1)`, :math:`W^{I,2}` has rows :math:`1`,
    :math:`(1, 1, 1, 1, -3, -\lambda - 1)`, :math:`(-3, 1, 1, 1, 1, -\lambda)`, :math:`(-2 - q, 1, 1, 1, q, -m_2)`,
    :math:`(-1 - a_5 - b_5, b_5, 1, 1, a_5, -m_3)`, :math:`(-a_6 - b_6 - c_6, b_6, c_6, 1, a_6, -m_4)`: modulo
    :math:`\lambda - 1` row :math:`k \ge 2` is :math:`t - t_k` at time :math:`t` (:math:`t_k = 2, 1, 1, 1, 1`), and
    at :math:`t_k` it vanishes after the prefixes 10; 1; 1, 2; 1, 2, 3; 1, 2, 3, 4 and not after 11; 2; 3; 4; 0.
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer (Python ints).

    Parameters
    ----------
    T : int
        Even, at least 4; :math:`s = T/2`.
    field : Field
        Passed to :func:`racs.make_rac` (``ModP(p)`` for the ranks of :mod:`proofs.depth2.sides`).

    Returns
    -------
    RAC
        Depth 2, :math:`M = 5`, :math:`R = 6`.
    """
    U, V = _weights(half_length(T, least=4))
    H1 = [
        [0, 0, 0, 0, 1, 1],
        [1, 0, 0, 0, 0, 1],
        [0, 1, 0, 0, 0, 1],
        [0, 0, 1, 0, 0, 1],
        [0, 0, 0, 1, 0, 1],
        [0, 0, 0, 0, 0, 1],
    ]
    return make_rac(
        [int_object(U), int_object(V)],
        [int_object(H1), int_object(np.eye(6, dtype=int))],
        int_object([[1] * 6]),
        [int_object([0] * 5 + [1]), int_object([1] * 6)],
        field=field,
    )


def tree_degree(threads: tuple, times: dict) -> int:
    r"""Step T6: a tree degree of a configuration of threads, each coordinate injective in its thread's used slots
    (Step T2). ``times`` maps a *type* (a tuple of threads) to its number of times; a word gives each time to one
    thread of its type or to none. One thread with :math:`n` times gives :math:`2^n - 1`; two threads Lemma T4
    (:func:`~proofs.depth2.routing.threads.group_degree`, the better order); otherwise the best over threads :math:`X` of
    Lemma T3's :func:`~proofs.depth2.routing.threads.top_degree` over the values of :math:`Y_X` taking
    :math:`\alpha_T \le 1` times of each type :math:`T \ni X` (:math:`\prod_T \binom{n_T}{\alpha_T}` of them), each
    fibre the configuration of the other threads on the remaining times, type :math:`T \setminus X`.

    Parameters
    ----------
    threads : tuple
        Thread names (sortable).
    times : dict
        Type (tuple of threads) -> non-negative count.

    Returns
    -------
    int
        A lower bound on Lemma T3's :math:`\tau` of the configuration's points.
    """
    return _degree(tuple(sorted(threads)), _canonical(times))


def _canonical(times: dict) -> tuple:
    return tuple(sorted((tuple(sorted(T)), c) for T, c in times.items() if c > 0 and T))


@cache
def _degree(threads: tuple, key: tuple) -> int:
    times = dict(key)
    if len(threads) == 1:
        return 2 ** sum(times.values()) - 1
    if len(threads) == 2:
        y, z = threads
        a, b, m = times.get((y,), 0), times.get((z,), 0), times.get((y, z), 0)
        return max(group_degree(a, b, m), group_degree(b, a, m))
    best = -1
    for X in threads:
        rest = tuple(t for t in threads if t != X)
        mine = [(T, c) for T, c in times.items() if X in T]
        runs: dict = {}
        # at most one time of each type: a subset of the values with full fibres, which Lemma T3 allows
        for alphas in product(*(range(min(c, 1) + 1) for _, c in mine)):
            left = {T: c for T, c in times.items() if X not in T}
            count = 1
            for (T, c), a in zip(mine, alphas):
                count *= comb(c, a)
                rest_T = tuple(t for t in T if t != X)
                left[rest_T] = left.get(rest_T, 0) + c - a  # a type {X} leaves the empty type: dropped
            f = _degree(rest, _canonical(left))
            runs[f] = runs.get(f, 0) + count
        best = max(best, top_degree(list(runs.items())))
    return best


def class_tree_degree(n: int) -> int:
    r""":math:`C_5(n)`, the tree degree of a class with :math:`n` free times: threads :math:`0..4`, the free time
    :math:`d = 0..n-1` of type "every thread but :math:`d + 2 \bmod 5`" (:func:`tree_degree`). (P_s) holds for a
    class once this is at least :math:`s`; :math:`C_5(n) \ge n + 2` for :math:`n` in :data:`TREE_TABLE_N`
    (:math:`C_5(6) = 7`)."""
    times: dict = {}
    for d in range(n):
        T = tuple(t for t in range(5) if t != (d + 2) % 5)
        times[T] = times.get(T, 0) + 1
    return tree_degree(tuple(range(5)), times)


def grid_degree(n: int) -> int:
    r"""The hand bound for :math:`n \ge 25` free times: with symbols 0 and 1 only, thread :math:`i` owns the
    :math:`k = \lfloor n/5 \rfloor` or more times :math:`d \equiv i - 1 \pmod 5`, so the points contain a product of
    five sets of :math:`2^k` values each, on which no nonzero polynomial of degree at most :math:`2^k - 1` vanishes;
    :math:`2^k - 1 \ge 5k + 6 \ge n + 2` for :math:`k \ge 5`."""
    return 2 ** (n // 5) - 1


def cases(budget: str) -> list:
    return routed_cases(budget, computed=COMPUTED_S + CLASS_RANK_S, full_only=FULL_ONLY_S)


def check(*, s) -> Certificate:
    r"""At :math:`s` in :data:`COMPUTED_S`, rank :math:`S_W` of :func:`start_rac` on every Start word (must be
    :math:`D`); at :math:`s` in :data:`CLASS_RANK_S`, for each class of :data:`CLASSES`, the rank of the
    degree-:math:`s` forms at every word of the class (must be :math:`(\!(6, s)\!)`, (P_s)); at ``s=None``,
    :func:`class_tree_degree` at :data:`TREE_TABLE_N` and :func:`grid_degree` at :data:`GRID_TABLE_N`, each at least
    :math:`n + 2`."""
    if s is None:
        degrees = [class_tree_degree(n) for n in TREE_TABLE_N] + [grid_degree(n) for n in GRID_TABLE_N]
        table = TREE_TABLE_N + GRID_TABLE_N
        return Certificate.no_shortfall(
            STATEMENT,
            dict(n=f"{table[0]}..{table[-1]}"),
            "C5(n) (n <= 24) or 2^floor(n/5) - 1 (n >= 25), minus n + 2",
            [d - n - 2 for d, n in zip(degrees, table)],
            tree_degrees=degrees,
        )
    if s not in COMPUTED_S + CLASS_RANK_S:
        raise ValueError(f"s={s!r} is not computed by regime (xx); pass one of {COMPUTED_S + CLASS_RANK_S} or None")
    p = trial_prime(M=5, R=6)
    rac, T = start_rac(T=2 * s, field=ModP(p)), 2 * s
    if s in COMPUTED_S:
        return Certificate.compare(
            STATEMENT,
            dict(s=s, prime=p),
            "rank S_W",
            [ideal_start_rank(rac, T=T)],
            "==",
            [depth2_ideal_bound(M=5, R=6, T=T)],
        )
    # every word: count 5^s exceeds every class, so class_words draws no sample
    ranks = [form_rank(rac, T=T, words=class_words(prefix=c, s=s, M=5, count=5**s, seed=0)) for c in CLASSES]
    names = ", ".join("".join(map(str, c)) for c in CLASSES)
    return Certificate.compare(
        STATEMENT,
        dict(s=s, prime=p),
        f"per class ({names}), every word: rank of the degree-s forms",
        ranks,
        "==",
        [comb(6 + s - 1, s)] * len(CLASSES),
    )
