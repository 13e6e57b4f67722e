r"""Proposition 7, regime (xix) (``docs/theory/proposition7-regimes-xvi-xx.md``): :math:`\rho_2(3, 6, T) = D` for every even :math:`T \ge 18`,
by Lemma A with the End side of Lemma B' (base :math:`(M, R, j_0) = (3, 6, 9)`, :mod:`proofs.depth2.koszul`) and the
Start side (S), rank :math:`S_W = D` at one weight setting per :math:`s`.

Two Start instances, both routing the Start words to six classes through zeros of layer 2 (on class :math:`c_k`,
:math:`g = (g_1, \dots, g_k, 0, \dots, 0)`), so that (S) follows from one condition per class.

* From :data:`HAND_FROM_S` on, :func:`pentagon_rac`: layer 1 runs five threads round a 5-cycle in the chart
  :math:`a_6 = 1`; at the time :math:`d = s - t` symbol 1 gives a slot to thread :math:`d \bmod 5` and symbol 2 to
  thread :math:`d + 2 \bmod 5`, so the shared times form a pentagon of edges, each thread is injective in its used
  slots (base-:math:`\lambda` digits), and the tree bound :func:`pentagon_degree` (Lemma T3 in its unisolvence form,
  Lemma T4's bookkeeping and the product lemma, :func:`configuration_degree`) reaches :math:`n + 3` for a class with
  :math:`n \ge 12` free times; layer 2 routes by the prefixes of :data:`PENTAGON_CLASSES` (modulo
  :math:`\lambda - 1` row :math:`k` reads :math:`t - t_k`).
* For :math:`s` in :data:`CLASS_RANK_S`, :func:`routed_vandermonde_rac`: layer 1 of ``vandermonde_rac(3, 6)``, layer 2
  rows orthogonal to the layer-1 states after the prefixes of the earlier classes of :data:`VANDERMONDE_CLASSES`;
  the class condition is an exact GF(p) rank at seeded samples of each class
  (:func:`~proofs.depth2.routing.triangular.class_block_ranks`).

Found by a helper (scratch proof with its own evaluator), reviewed by another, integrated here.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import comb

import numpy as np

from proofs._util import half_length, int_object
from proofs.certificate import Certificate
from proofs.depth2.routing.threads import top_degree
from proofs.depth2.routing.triangular import cofactor_vector, layer1_state, routed_cases, routed_class_check
from proofs.depth2.vandermonde import vandermonde_matrix
from racs import RAC, Rational, make_rac

__all__ = [
    "CHECK",
    "CLASS_RANK_S",
    "FROM_S",
    "FULL_ONLY_S",
    "HAND_FROM_S",
    "PENTAGON_CLASSES",
    "REGIME",
    "ROUTING_ZEROS",
    "STATEMENT",
    "TREE_TABLE",
    "VANDERMONDE_CLASSES",
    "cases",
    "check",
    "configuration_degree",
    "pentagon_degree",
    "pentagon_rac",
    "routed_vandermonde_rac",
    "start_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xix), M = 3, R = 6, pentagon"
CHECK = (
    "(S) below the hand proof, exact ranks mod p: at routed_vandermonde_rac for s = 9..14, on a seeded sample of "
    "1.2 w + 20 words of each routing class k, rank of the block g_k (I_k)_s == w = dim (I_k)_s, and its "
    "routing zeros exact; the pentagon's tree degree B(n) >= n + 3 for n = 12..24 (formula evaluations); "
    "s >= 15 is the hand proof. The quick budget leaves out s = 10..14 (FULL_ONLY_S, about 4 minutes)"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
REGIME = "M = 3, R = 6, T >= 18"
#: The first s of the regime: the End base j_0 = 9 of Lemma B' (and D <= 3^s from s = 9 on).
FROM_S = 9
#: s from which (S) holds by hand at :func:`pentagon_rac` (classes have n >= s - 3 >= 12 free times).
HAND_FROM_S = 15
#: s at which the class condition is computed at :func:`routed_vandermonde_rac`.
CLASS_RANK_S = tuple(range(FROM_S, HAND_FROM_S))
#: The s of :data:`CLASS_RANK_S` only the full budget computes.
FULL_ONLY_S = tuple(range(FROM_S + 1, HAND_FROM_S))
#: The numbers n of free times at which the registry evaluates :func:`pentagon_degree` (a closed bound holds beyond).
TREE_TABLE = tuple(range(12, 25))
#: The routing classes of :func:`pentagon_rac`, by their prefixes (the words beginning 112 are not used).
PENTAGON_CLASSES = ((1, 1, 1), (1, 1, 0), (1, 2), (1, 0), (2,), (0,))
#: The routing classes of :func:`routed_vandermonde_rac` (the words beginning 22 are not used).
VANDERMONDE_CLASSES = ((1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (0,))
#: The layer-1 states each row of :func:`routed_vandermonde_rac`'s :math:`W^{I,2}` (0-based) is orthogonal to:
#: row 5 to those after 1 and 2 (so :math:`g_6 = 0` on :math:`c_1..c_5`), row k = 1..4 to those after the prefixes
#: of :math:`c_1..c_k`.
ROUTING_ZEROS = {5: ((1,), (2,)), **{k: VANDERMONDE_CLASSES[:k] for k in range(1, 5)}}


def _rac(u: list, v: list, W_H1: list, h01: list, field) -> RAC:
    return make_rac(
        [int_object(np.array(u).T), int_object(v)],
        [int_object(W_H1), int_object(np.eye(6, dtype=int))],
        int_object([[1] * 6]),
        [int_object(h01), int_object([1] * 6)],
        field=field,
    )


def _parameters(s: int) -> tuple:
    lam = 4 * s + 20
    m2 = lam ** (-(-s // 5) + 1)
    return lam, m2, (m2 - 1) // (lam - 1)


def pentagon_rac(*, T: int, field) -> RAC:
    r"""The hand proof's Start instance :math:`\theta_P(s)`, :math:`T = 2s`: :math:`\lambda = 4s + 20`,
    :math:`e = \lceil s/5 \rceil + 1`, :math:`m_2 = \lambda^e`, :math:`q = (m_2 - 1)/(\lambda - 1)` (an integer).
    :math:`u_0 = 1`, :math:`u_1 = 1 + (\lambda - 1) e_5`, :math:`u_2 = 1 + (m_2 - 1) e_2`; :math:`W^{H,1}` has rows
    :math:`e_5 + e_6, e_1 + e_6, e_2 + e_6, e_3 + e_6, e_4 + e_6, e_6` and :math:`h^{0,1} = e_6`; :math:`W^{I,2}` has
    rows :math:`1`, :math:`(-1, 1, 0, 0, 1, -2\lambda - 1)`, :math:`(-1, 1, 0, 0, 1, -\lambda - 1)`,
    :math:`(-q, 1, 0, 0, q, -m_2 - 1)`, :math:`(-1, 1, 0, 0, 1, -\lambda)`, :math:`(-q, 1, 0, 0, q, -m_2)`;
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer (Python ints)."""
    lam, m2, q = _parameters(half_length(T, least=4))
    u = [[1] * 6, [1, 1, 1, 1, lam, 1], [1, m2, 1, 1, 1, 1]]
    v = [
        [1] * 6,
        [-1, 1, 0, 0, 1, -2 * lam - 1],
        [-1, 1, 0, 0, 1, -lam - 1],
        [-q, 1, 0, 0, q, -m2 - 1],
        [-1, 1, 0, 0, 1, -lam],
        [-q, 1, 0, 0, q, -m2],
    ]
    W_H1 = [
        [0, 0, 0, 0, 1, 1],
        [1, 0, 0, 0, 0, 1],
        [0, 1, 0, 0, 0, 1],
        [0, 0, 1, 0, 0, 1],
        [0, 0, 0, 1, 0, 1],
        [0, 0, 0, 0, 0, 1],
    ]
    return _rac(u, v, W_H1, [0] * 5 + [1], field)


def routed_vandermonde_rac(*, field) -> RAC:
    r"""The computed range's Start instance :math:`\theta_V` (one instance for every :math:`s`): layer 1 of
    ``vandermonde_rac(3, 6)`` (:math:`W^{I,1}_{ix} = (2 + i)^x`, :math:`W^{H,1}_{ij} = (17 + i)^j`,
    :math:`h^{0,1} = 1`); :math:`W^{I,2}` has rows :math:`v_1 = 1` and, for :math:`k = 2..6`, the generalized cross
    product (:func:`~proofs.depth2.routing.triangular.cofactor_vector`, first nonzero entry positive) of the layer-1 states of
    :data:`ROUTING_ZEROS` completed by the fillers :math:`f_j = (1, -j, j^2, -j^3, j^4, -j^5)`,
    :math:`j = 1, 2, ..`; :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer
    (up to 49 digits)."""
    U, H1 = vandermonde_matrix(2, 6, 3), vandermonde_matrix(17, 6, 6)
    u = [[int(U[i, x]) for i in range(6)] for x in range(3)]
    W_H1 = [[int(w) for w in row] for row in H1]
    layer1 = _rac(u, [[1] * 6] * 6, W_H1, [1] * 6, Rational())
    fillers = [[(-j) ** i for i in range(6)] for j in range(1, 6)]
    v = [[1] * 6]
    for k in range(1, 6):
        states = [layer1_state(layer1, z) for z in ROUTING_ZEROS[k]]
        v.append(cofactor_vector(states + fillers[: 5 - len(states)], first_positive=True))
    return _rac(u, v, W_H1, [1] * 6, field)


def start_rac(*, T: int, field) -> RAC:
    r"""The Start instance whose rank :math:`S_W = D` the regime uses at :math:`T = 2s`:
    :func:`routed_vandermonde_rac` below :data:`HAND_FROM_S`, else :func:`pentagon_rac`."""
    s = half_length(T, least=4)
    return routed_vandermonde_rac(field=field) if s < HAND_FROM_S else pentagon_rac(T=T, field=field)


def configuration_degree(threads: tuple, private: tuple, edges: tuple) -> int:
    r"""Step B's tree bound :math:`B` of a configuration of threads (each coordinate an injective function of the
    thread's used slots): ``threads`` their names, ``private`` the number of private times of each (a slot given to
    the thread or not), ``edges`` pairs ``((X, Y), m)`` of threads with :math:`m` shared times (each given to one of
    the two or to neither). No nonzero polynomial of degree at most :math:`B` vanishes on the configuration's points:
    one thread with :math:`p` private times gives :math:`2^p - 1`; groups without shared times the least of theirs
    (the product lemma); otherwise the best over the threads :math:`X` of Lemma T3's :func:`top_degree` of the fibres
    over :math:`X`'s used sets (:math:`\alpha_Y` used times on the edge to :math:`Y`: :math:`2^{p_X} \prod_Y
    \binom{m_Y}{\alpha_Y}` values, each fibre the configuration without :math:`X` in which :math:`Y` gains
    :math:`m_Y - \alpha_Y` private times). An empty configuration bounds nothing (a large number)."""
    return _degree(*_canonical(threads, dict(zip(threads, private)), dict(edges)))


def _canonical(threads, private: dict, edges: dict) -> tuple:
    return (
        tuple(sorted(threads)),
        tuple(private[t] for t in sorted(threads)),
        tuple(sorted((tuple(sorted(e)), m) for e, m in edges.items() if m > 0)),
    )


@cache
def _degree(threads: tuple, private_times: tuple, shared_times: tuple) -> int:
    if not threads:
        return 10**9
    private, edges = dict(zip(threads, private_times)), dict(shared_times)
    neighbours: dict = {t: set() for t in threads}
    for a, b in edges:
        neighbours[a].add(b)
        neighbours[b].add(a)
    component, stack = {threads[0]}, [threads[0]]
    while stack:
        for y in neighbours[stack.pop()] - component:
            component.add(y)
            stack.append(y)
    if len(component) < len(threads):  # no shared times between the groups: the product lemma

        def part(ts):
            return _canonical(ts, private, {e: m for e, m in edges.items() if set(e) <= set(ts)})

        rest = [t for t in threads if t not in component]
        return min(_degree(*part(sorted(component))), _degree(*part(rest)))
    if len(threads) == 1:
        return 2 ** private[threads[0]] - 1
    best = -1
    for X in threads:
        incident = [(e, m) for e, m in edges.items() if X in e]
        others = [t for t in threads if t != X]
        runs: dict = {}
        for used in product(*(range(m + 1) for _, m in incident)):
            gained, count = dict((t, private[t]) for t in others), 2 ** private[X]
            for (e, m), a in zip(incident, used):
                gained[e[0] if e[1] == X else e[1]] += m - a
                count *= comb(m, a)
            f = _degree(*_canonical(others, gained, {e: m for e, m in edges.items() if X not in e}))
            runs[f] = runs.get(f, 0) + count
        best = max(best, top_degree(list(runs.items())))
    return best


def pentagon_degree(n: int) -> int:
    r""":math:`B(n)`, the tree bound of a class of :func:`pentagon_rac` with :math:`n` free times: threads
    :math:`0..4`, the edge :math:`\{r, r + 2 \bmod 5\}` with :math:`k_r = \#\{0 \le d < n : d \equiv r \pmod 5\}`
    shared times, no private ones; :math:`B(n) = 15, 19, 20, 31, ..` for :math:`n = 12, 13, 14, 15, ..`, at least
    :math:`n + 3` for every :math:`n \ge 12` (the table to 24, a closed bound beyond)."""
    k = [len(range(r, n, 5)) for r in range(5)]
    return configuration_degree(tuple(range(5)), (0,) * 5, tuple(((r, (r + 2) % 5), k[r]) for r in range(5)))


def cases(budget: str) -> list:
    return routed_cases(budget, computed=CLASS_RANK_S, full_only=FULL_ONLY_S)


def check(*, s) -> Certificate:
    r"""At :math:`s` in :data:`CLASS_RANK_S`, :func:`~proofs.depth2.routing.triangular.class_block_ranks` of
    :func:`routed_vandermonde_rac` on :data:`VANDERMONDE_CLASSES` (seed 0), which must be :math:`\dim (I_k)_s` each,
    and the routing zeros (:data:`ROUTING_ZEROS`, exact over the integers); at ``s=None``, :func:`pentagon_degree` at
    :data:`TREE_TABLE`, which must be at least :math:`n + 3`."""
    if s is None:
        degrees = [pentagon_degree(n) for n in TREE_TABLE]
        return Certificate.no_shortfall(
            STATEMENT,
            dict(table=f"{TREE_TABLE[0]}..{TREE_TABLE[-1]}"),
            "B(n) - (n + 3), the pentagon tree degree's slack",
            [d - n - 3 for d, n in zip(degrees, TREE_TABLE)],
            tree_degrees=degrees,
        )
    if s not in CLASS_RANK_S:
        raise ValueError(f"s={s!r} is not computed by regime (xix); pass one of {CLASS_RANK_S} or None")
    return routed_class_check(
        STATEMENT, routed_vandermonde_rac, M=3, R=6, s=s, classes=VANDERMONDE_CLASSES, zeros=ROUTING_ZEROS
    )
