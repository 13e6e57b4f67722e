r"""Proposition 7, regimes (xiii) and (xiv) (``docs/theory/proposition7-regimes-xii-xv.md``): :math:`\rho_2(M, 4, T) = D` for :math:`M = 3`,
every even :math:`T \ge 10`, and for :math:`M = 2`, every even :math:`T \ge 22`, by Lemma A with the End side of
Lemma B' (bases :math:`(M, R, j_0) = (3, 4, 5)` and :math:`(2, 4, 11)`, :mod:`proofs.depth2.koszul`) and the Start
side (S) at :func:`cycle_routing_rac`.

(S) is rank :math:`S_W = D` at one weight setting per :math:`s`. At :func:`cycle_routing_rac` layer 1 runs, in the
chart :math:`a_4 = 1`, three coordinates in a cycle (:math:`z_1 \to \kappa_x z_3 + 1`, :math:`z_2 \to z_1 + 1`,
:math:`z_3 \to \mu_x z_2 + 1`), and layer 2 routes the Start words by their prefixes 000, 001, 01, 1
(:data:`CLASSES`): on class :math:`c_k`, :math:`g = (g_1, \dots, g_k, 0, \dots, 0)` with :math:`g_k \ne 0`. A form
:math:`F = \sum_k g_k F_k` vanishing at every Start point then has :math:`F_1 = \dots = F_4 = 0` once each class
satisfies (P_s): no nonzero form of degree :math:`s` vanishes at the class's points :math:`a`. (P_s) is proved by
hand from :data:`HAND_FROM_S` on (the class's words over :math:`\{0, 1\}` give a product grid whose sides reach
:math:`s + 1`) and is a finite exact computation for the :math:`s` in :data:`CLASS_RANK_S`
(:func:`~proofs.depth2.sides.form_rank` at seeded samples of each class, :func:`class_words`); for the :math:`s` in
:data:`COMPUTED_S` (P_s) fails for some class and rank :math:`S_W = D` is computed directly
(:func:`~proofs.depth2.sides.ideal_start_rank`). At :math:`M = 2` (regime (xiv)) the classes are the whole
product grids, the same hand proof holds from :data:`HAND_FROM_S` on, and for the :math:`s` in :data:`SAMPLED_S`
(S) is computed at :func:`~proofs.depth2.vandermonde.vandermonde_rac` instead (rank :math:`S_W = D` at a seeded
sample of Start words; :func:`cycle_routing_rac` itself falls short there). Found by helpers (scratch proofs, own
evaluators), integrated here.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics import depth2_ideal_bound, trial_prime
from proofs._util import half_length, int_object
from proofs.certificate import Certificate, check_budget
from proofs.depth2.sides import form_rank, ideal_start_rank
from proofs.depth2.vandermonde import vandermonde_rac
from racs import RAC, ModP, make_rac

__all__ = [
    "BINARY_CYCLE_FROM_S",
    "BINARY_CYCLE_REGIME",
    "CHECK",
    "CHECK_BINARY",
    "CLASSES",
    "CLASS_RANK_S",
    "COMPUTED_S",
    "CYCLE_ROUTING_FROM_S",
    "CYCLE_ROUTING_REGIME",
    "HAND_FROM_S",
    "SAMPLED_S",
    "STATEMENT",
    "STATEMENT_BINARY",
    "cases",
    "cases_binary",
    "check",
    "check_binary",
    "class_form_ranks",
    "class_words",
    "cycle_routing_rac",
    "cylinders",
    "hand_grid_side",
    "sample_size",
    "start_rac",
    "start_side_ranks",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xiii), cycle routing"
CHECK = (
    "cycle_routing_rac(T = 2s), exact ranks mod p: rank S_W == D at s = 5..8 (every Start word), and for "
    "s = 9..17 rank == ((4, s)) of the degree-s monomials at seeded samples of each routing class (P_s); "
    "s >= 18 is the hand proof's product grid"
)

STATEMENT_BINARY = "Proposition (depth-2 closed form, this lab): regime (xiv), M = 2, R = 4"
CHECK_BINARY = (
    "vandermonde_rac(M = 2, R = 4) at T = 2s, s = 11..17: exact rank mod p of S_W at a seeded sample "
    "of 1.2 D + 20 Start words == D (the Start side where cycle_routing_rac's grid is too small); "
    "s >= 18 is the hand proof at cycle_routing_rac(M = 2)"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
CYCLE_ROUTING_REGIME = "M = 3, R = 4, T >= 10"
#: Regime (xiv): Lemma A at M = 2, R = 4 with the End base j_0 = 11 of Lemma B'.
BINARY_CYCLE_REGIME = "M = 2, R = 4, T >= 22"
#: The first s of regime (xiv): its End base (and D <= 2^s from s = 11 on).
BINARY_CYCLE_FROM_S = 11
#: The first s of regime (xiii): the End base j_0 = 5 of Lemma B' (and D <= 3^s from s = 5 on).
CYCLE_ROUTING_FROM_S = 5
#: s at which rank S_W = D is computed on every Start word ((P_s) fails for some class there).
COMPUTED_S = (5, 6, 7, 8)
#: s at which (P_s) is a computation: the rank of the degree-s forms at a sample of each class.
CLASS_RANK_S = tuple(range(9, 18))
#: s from which (P_s) is proved by hand (:func:`hand_grid_side` >= s + 1).
HAND_FROM_S = 18
#: s at which regime (xiv)'s Start side is rank S_W = D of ``vandermonde_rac(2, 4)`` at sampled Start words.
SAMPLED_S = tuple(range(BINARY_CYCLE_FROM_S, HAND_FROM_S))
#: The routing classes :math:`c_1, .., c_4`: the Start words beginning with these prefixes.
CLASSES = ((0, 0, 0), (0, 0, 1), (0, 1), (1,))


def cycle_routing_rac(*, M: int, T: int, field) -> RAC:
    r"""The Start-side instance of regimes (xiii) (:math:`M = 3`) and (xiv) (:math:`M = 2`: the first two symbols
    only), :math:`R = 4`, :math:`T = 2s`,
    :math:`\lambda = 3s + 14`: :math:`W^{I,1} = [u_0\ u_1\ u_2]`, :math:`u_0 = 1`, :math:`u_1 = (1, 1, \lambda, 1)`,
    :math:`u_2 = (1, 2, 1, 1)`; :math:`W^{H,1}` has rows :math:`e_3 + e_4, e_1 + e_4, e_2 + e_4, e_4` and
    :math:`h^{0,1} = e_4`, so in the chart :math:`a_4 = 1` layer 1 runs :math:`z_1 \to \kappa_x z_3 + 1`,
    :math:`z_2 \to z_1 + 1`, :math:`z_3 \to \mu_x z_2 + 1` (:math:`\kappa_1 = \lambda`, :math:`\mu_2 = 2`, else 1).
    :math:`W^{I,2}` has rows :math:`(1, 1, 1, 1)` and :math:`(1, 1, 1, -3j)`, :math:`j = 3, 2, 1` (row :math:`k`
    vanishes on the state after :math:`0^{5-k}`: the routing by the prefixes of :data:`CLASSES`),
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. Every weight is an integer."""
    s = half_length(T, least=4)
    if isinstance(M, bool) or not isinstance(M, (int, np.integer)) or M not in (2, 3):
        raise ValueError(f"M={M!r}: the cycle-routing instance has M = 2 or 3 symbols; pass one of those")
    lam = 3 * s + 14
    return make_rac(
        [
            int_object([[1, 1, 1], [1, 1, 2], [1, lam, 1], [1, 1, 1]])[:, :M],
            int_object([[1, 1, 1, 1], [1, 1, 1, -9], [1, 1, 1, -6], [1, 1, 1, -3]]),
        ],
        [int_object([[0, 0, 1, 1], [1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 0, 1]]), int_object(np.eye(4, dtype=np.int64))],
        int_object([[1, 1, 1, 1]]),
        [int_object([0, 0, 0, 1]), int_object([1, 1, 1, 1])],
        field=field,
    )


def cylinders(prefix) -> list:
    """The prefix cylinders of a class given as one prefix (a tuple of symbols) or as a union of them (a tuple of such
    tuples), as a list of tuples."""
    union = len(prefix) > 0 and isinstance(prefix[0], (tuple, list))
    return [tuple(c) for c in prefix] if union else [tuple(prefix)]


def class_words(*, prefix, s: int, M: int, count: int, seed) -> np.ndarray:
    r"""``min(count, n)`` distinct Start words of length ``s`` in a class of ``n`` words, shape ``(., s)``: every word
    when ``n <= count``, else a sample drawn uniformly without replacement (``numpy.random.default_rng(seed)``), in
    increasing order of their index. The class is the words beginning with ``prefix`` (a tuple of symbols), or the
    union of disjoint prefix cylinders (a tuple of such tuples, indexed one cylinder after the other)."""
    parts = cylinders(prefix)
    for c in parts:
        if len(c) > s:
            raise ValueError(f"prefix {c} is longer than s={s}; pass s >= {len(c)}")
    for i, a in enumerate(parts):
        for j, b in enumerate(parts):
            if i != j and b[: len(a)] == a:
                raise ValueError(f"prefixes {a} and {b} overlap; pass disjoint cylinders")
    sizes = [M ** (s - len(c)) for c in parts]
    total = sum(sizes)
    index = (
        np.arange(total)
        if total <= count
        else np.sort(np.random.default_rng(seed).choice(total, size=count, replace=False))
    )
    blocks, start = [], 0
    for c, n in zip(parts, sizes):
        sel, free = index[(index >= start) & (index < start + n)] - start, s - len(c)
        suffix = (sel[:, None] // M ** np.arange(free - 1, -1, -1)[None, :]) % M
        blocks.append(np.hstack([np.broadcast_to(np.asarray(c, dtype=np.int64), (len(sel), len(c))), suffix]))
        start += n
    return np.vstack(blocks)


def hand_grid_side(s: int) -> int:
    r"""The least side of the hand proof's product grid in any class at :math:`s`: each of the three chart
    coordinates reads at least :math:`\lfloor (s - 3)/3 \rfloor` free binary symbols, injectively, so it takes at
    least :math:`2^{\lfloor (s-3)/3 \rfloor}` values; (P_s) follows when this is at least :math:`s + 1`."""
    return 2 ** ((s - 3) // 3)


def sample_size(columns: int) -> int:
    """How many sampled rows the regimes' ranks use for ``columns`` columns: 20 % more, plus 20, so that a full
    column rank is likely where it holds on every row (a shortfall only fails the check, never passes it)."""
    return 6 * columns // 5 + 20


def class_form_ranks(rac: RAC, *, T: int, classes, seed) -> list:
    r"""For each prefix in ``classes``, :func:`~proofs.depth2.sides.form_rank` at :func:`class_words` with
    :math:`1.2 (\!(R, s)\!) + 20` words (seeded): the class condition (P_s) holds where it is
    :math:`(\!(R, s)\!)`."""
    s = T // 2
    count = sample_size(comb(rac.R + s - 1, s))
    return [form_rank(rac, T=T, words=class_words(prefix=c, s=s, M=rac.M, count=count, seed=seed)) for c in classes]


def start_side_ranks(rac: RAC, *, T: int, classes) -> tuple:
    r"""``(what, ranks, targets)`` of a regime's finite Start-side computation at :math:`T = 2s`: rank :math:`S_W`
    on every Start word, target :math:`D` (``classes=None``), or :func:`class_form_ranks` for each prefix in
    ``classes``, target :math:`(\!(R, s)\!)` each (P_s)."""
    s = T // 2
    if classes is None:
        return "rank S_W", [ideal_start_rank(rac, T=T)], [depth2_ideal_bound(M=rac.M, R=rac.R, T=T)]
    names = ", ".join("".join(map(str, c)) for c in classes)
    return (
        f"per class ({names}): rank of the degree-s forms",
        class_form_ranks(rac, T=T, classes=classes, seed=0),
        [comb(rac.R + s - 1, s)] * len(classes),
    )


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(s=s) for s in COMPUTED_S + CLASS_RANK_S]


def check(*, s: int) -> Certificate:
    r"""At :math:`s` in :data:`COMPUTED_S`, rank :math:`S_W` of :func:`cycle_routing_rac` on every Start word (must
    be :math:`D`); at :math:`s` in :data:`CLASS_RANK_S`, for each class of :data:`CLASSES`, the rank of the
    degree-:math:`s` forms at :func:`class_words` (seed 0, :math:`1.2 (\!(4, s)\!) + 20` words), which must be
    :math:`(\!(4, s)\!)` (P_s)."""
    p = trial_prime(M=3, R=4)
    if s not in COMPUTED_S + CLASS_RANK_S:
        raise ValueError(f"s={s} is not computed by regime (xiii); pass one of {COMPUTED_S + CLASS_RANK_S}")
    rac = cycle_routing_rac(M=3, T=2 * s, field=ModP(p))
    what, lhs, rhs = start_side_ranks(rac, T=2 * s, classes=None if s in COMPUTED_S else CLASSES)
    return Certificate.compare(STATEMENT, dict(s=s, prime=p), what, lhs, "==", rhs)


def start_rac(*, M: int, T: int, field) -> RAC:
    r"""The Start instance whose rank :math:`S_W = D` regime (xiii) (:math:`M = 3`) or (xiv) (:math:`M = 2`) uses at
    :math:`T = 2s`: :func:`cycle_routing_rac`, except at :math:`M = 2` below :data:`HAND_FROM_S`, where (S) is
    computed at ``vandermonde_rac(M=2, R=4)``."""
    rac = cycle_routing_rac(M=M, T=T, field=field)  # validates M and T
    return vandermonde_rac(M=2, R=4, field=field) if M == 2 and T // 2 < HAND_FROM_S else rac


def cases_binary(budget: str) -> list:
    check_budget(budget)
    return [dict(s=s) for s in SAMPLED_S]


def check_binary(*, s: int) -> Certificate:
    r"""Regime (xiv)'s Start side at :math:`s` in :data:`SAMPLED_S`: rank :math:`S_W` of
    ``vandermonde_rac(M=2, R=4)`` at :func:`class_words` (empty prefix, seed 0, :math:`1.2 D + 20` words), which
    must be :math:`D`; a subset of the rows, so a lower bound on rank :math:`S_W` over Q."""
    if s not in SAMPLED_S:
        raise ValueError(f"s={s} is not computed by regime (xiv); pass one of {SAMPLED_S}")
    p, D = trial_prime(M=2, R=4), depth2_ideal_bound(M=2, R=4, T=2 * s)
    words = class_words(prefix=(), s=s, M=2, count=sample_size(D), seed=0)
    rank = ideal_start_rank(start_rac(M=2, T=2 * s, field=ModP(p)), T=2 * s, words=words)
    return Certificate.compare(
        STATEMENT_BINARY,
        dict(s=s, prime=p, words=len(words)),
        "rank S_W of vandermonde_rac(2, 4) at sampled Start words",
        rank,
        "==",
        D,
    )
