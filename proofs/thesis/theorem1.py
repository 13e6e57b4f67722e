r"""Theorem 1. (1) A shallow RAC has Start-End rank :math:`\min\{R, M^{T/2}\}` almost everywhere.
(2) A depth-2 RAC has Start-End rank at least :math:`(\!(\min\{M,R\}, T/2)\!)` almost everywhere: the
explicit assignment of App. B.2 attains it exactly, and random depth-2 instances reach it.

App. B.2: :math:`Z_{ij} = z^{\Omega^i \delta_{ij}}` (:math:`i \le M`; rows :math:`i > M` zero),
:math:`W^{I,1} = Z (F^\top)^{-1}` (here :math:`F = I`), :math:`W^{I,2}_{ij} = \delta_{i1}`,
:math:`W^{H,1} = W^{H,2} = I`, :math:`W^O_{ij} = \delta_{1j}`, :math:`h^{0,l} = \mathbf 1`,
:math:`\Omega = (T/2)^2 + 1 > (T/2)^2` (Lemma 3). Its Start-End matrix is :math:`\mathrm{diag}(a) B`
with :math:`B = \sum_{p \in \mathrm{states}} u^p v^{p\top}`, so its rank is at most
:math:`N = (\!(\bar R, T/2)\!)` for every :math:`z`. Over GF(p) we evaluate at a random :math:`z`: rank
:math:`N` there means the polynomial matrix has rank :math:`N` over :math:`\mathbb Q(z)`, hence for all
but finitely many :math:`z` (the theorem's "almost every"); for the smallest cases we also take the
exact rank over Q at :math:`z = 2`.
"""

from __future__ import annotations

import numpy as np

from numerics import certified_rank, shallow_rank, start_end_rank, theorem1_depth2_bound, trial_prime
from proofs.certificate import Certificate, check_budget
from racs import RAC, ModP, Rational, make_rac

__all__ = ["b2_assignment", "check_shallow", "check_assignment", "check_random_deep"]

#: Largest Start-End side for which the assignment's rank is also taken exactly over Q (entries are
#: powers of z with exponents up to T * Omega^M, so bigger cases are slow).
RATIONAL_SIDE = 9


def b2_assignment(*, M: int, R: int, T: int, z: int, field) -> RAC:
    """The depth-2 RAC of App. B.2 (with identity templates), in ``field`` (``Rational`` or ``ModP``)."""
    omega = (T // 2) ** 2 + 1
    p = getattr(field, "p", None)
    Z = np.zeros((R, M), dtype=object)
    for i in range(min(R, M)):
        for j in range(M):
            e = omega ** (i + 1) if i == j else 0
            Z[i, j] = pow(z, e % (p - 1), p) if p else z**e
    W_I2 = np.zeros((R, R), dtype=object)
    W_I2[0, :] = 1
    W_O = np.zeros((1, R), dtype=object)
    W_O[0, 0] = 1
    eye = np.eye(R, dtype=np.int64).astype(object)
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac([Z, W_I2], [eye, eye], W_O, [ones, ones], field=field)


def check_shallow(*, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    rep = certified_rank(depth=1, M=M, R=R, T=T, trials=1, seed=seed)
    r = rep.rank
    return Certificate.compare(
        "Theorem 1 (1)",
        dict(M=M, R=R, T=T, seed=seed, prime=rep.prime),
        "exact GF(p) Start-End rank of a random shallow RAC",
        r,
        "==",
        shallow_rank(M=M, R=R, T=T),
        size=M**T,
    )


def check_assignment(*, M: int, R: int, T: int, seed: int = 0, z: int | None = None) -> Certificate:
    """``z`` defaults to a random element of GF(p) drawn from ``seed``; ``z = 1`` makes every entry 1."""
    N = theorem1_depth2_bound(M=M, R=R, T=T)
    p = trial_prime(M=M, R=R)
    if z is None:
        z = int(np.random.default_rng(seed).integers(2, p - 1))
    r_p = start_end_rank(b2_assignment(M=M, R=R, T=T, z=z, field=ModP(p)), T=T).rank
    details = {"size": M**T, "rank_gf_p": r_p}
    ranks = [r_p]
    if M ** (T // 2) <= RATIONAL_SIDE:
        zq = 2 if z != 1 else 1
        r_q = start_end_rank(b2_assignment(M=M, R=R, T=T, z=zq, field=Rational()), T=T, method="rational").rank
        details["rank_over_Q_at_z_2"] = r_q
        ranks.append(r_q)
    return Certificate.compare(
        "Theorem 1 (2)",
        dict(M=M, R=R, T=T, z=z, prime=p),
        "Start-End rank of the App. B.2 assignment (GF(p) at random z; over Q at z = 2 when small)",
        ranks,
        "==",
        [N] * len(ranks),
        **details,
    )


def check_random_deep(*, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    rep = certified_rank(depth=2, M=M, R=R, T=T, trials=1, seed=seed)
    r = rep.rank
    return Certificate.compare(
        "Theorem 1 (2)",
        dict(M=M, R=R, T=T, seed=seed, prime=rep.prime),
        "exact GF(p) Start-End rank of a random depth-2 RAC",
        r,
        ">=",
        theorem1_depth2_bound(M=M, R=R, T=T),
        size=M**T,
    )


def cases_shallow(budget: str):
    check_budget(budget)
    top = 6 if budget == "quick" else 10
    return [
        dict(M=M, R=R, T=T, seed=0)
        for M in (1, 2, 3)
        for R in (1, 2, 3, 5, 8, 30)
        for T in range(2, top + 1, 2)
        if M**T <= (3**6 if budget == "quick" else 3**10)
    ]


def cases_assignment(budget: str):
    check_budget(budget)
    lim = 3**6 if budget == "quick" else 4**8
    return [
        dict(M=M, R=R, T=T, seed=0) for M in (1, 2, 3, 4) for R in (1, 2, 3, 4) for T in (2, 4, 6, 8) if M**T <= lim
    ]


cases_random_deep = cases_assignment
