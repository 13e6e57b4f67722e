r"""Proposition (end-state bound, this lab): for every depth-:math:`L` RAC and any templates,
:math:`\mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \prod_{l} (\!(R, N_l)\!)` with
:math:`N_l = \binom{T/2-1+L-l}{L-l}` (proof: :func:`numerics.end_state_bound`). Checked with certified
GF(p) ranks of random RACs with one-hot and with random templates; the certificate also records whether
the bound is attained (it is at depth 2 with :math:`R \le M` wherever no smaller cap binds).

Proposition (depth-2 ideal bound, this lab): for every depth-2 RAC and any templates, the rank is at most
:math:`R((\!(R, T/2)\!) - (\!(R-M, T/2)\!))` (proof: :func:`numerics.depth2_ideal_bound`), below the end-state
bound when :math:`R > M`. Checked the same way, and the proof's key step (the top layer reads the first End
input through at most :math:`M` linear forms in the Start state) by evaluating the recurrence on their zero set.

Proposition (depth-3 ideal bound, this lab): the same argument one layer up
(:func:`numerics.depth3_ideal_bound`), checked the same two ways."""

from __future__ import annotations

import numpy as np

from numerics import certified_rank, depth2_ideal_bound, depth3_ideal_bound, end_state_bound, trial_prime
from proofs.certificate import Certificate, check_budget
from racs import ModP, random_rac

__all__ = [
    "CHECK",
    "check",
    "cases",
    "CHECK_IDEAL",
    "CHECK_IDEAL_STEP",
    "CHECK_IDEAL3",
    "CHECK_IDEAL3_STEP",
    "check_ideal",
    "check_ideal3",
    "check_ideal_step",
    "check_ideal3_step",
    "cases_ideal",
    "cases_ideal_step",
    "cases_ideal3",
    "cases_ideal3_step",
]

CHECK = "grid rank <= prod_l ((R, C(T/2-1+L-l, L-l))) for random RACs, one-hot and random templates; exact"


def _rank(L: int, M: int, R: int, T: int, K: int, seed: int) -> int:
    return certified_rank(depth=L, M=M, R=R, T=T, K=K, trials=1, seed=seed).rank


def check(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    L = depth
    r, bound = _rank(L, M, R, T, K, seed), end_state_bound(R=R, T=T, depth=L)
    return Certificate.compare(
        "Proposition (end-state bound, this lab)",
        dict(M=M, R=R, T=T, depth=L, K=K, seed=seed),
        "certified GF(p) grid rank vs prod_l ((R, N_l))",
        r,
        "<=",
        bound,
        size=K**T,
        attained=r == bound,
    )


def cases(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [
            dict(M=M, R=R, T=T, depth=L, K=K)
            for M in (2, 3)
            for R in (1, 2, 3)
            for T in (2, 4, 6)
            for L in (1, 2, 3)
            for K in (M, M + 2)
            if K**T <= 5**6
        ]
    return [
        dict(M=M, R=R, T=T, depth=L, K=K)
        for M in (2, 3, 4)
        for R in (1, 2, 3, 4)
        for T in (2, 4, 6, 8)
        for L in (1, 2, 3, 4)
        for K in (M, M + 2)
        if K**T <= 6**8
    ]


CHECK_IDEAL = (
    "depth-2 grid rank <= R (((R, T/2)) - ((R-M, T/2))) for random RACs with R > M, one-hot and random templates; exact"
)
CHECK_IDEAL_STEP = (
    "the proof's step: with g = e_k and a in the zero set of V_k (GF(p) null space), y = 0 for random "
    "End inputs; y != 0 for a random a (control); exact, by the recurrence"
)
CHECK_IDEAL3 = "depth-3 grid rank <= numerics.depth3_ideal_bound for random RACs, one-hot and random templates; exact"
CHECK_IDEAL3_STEP = (
    "the proof's step: with g = e_k, a_j = 0 on a random set S of j and l_kj(b) = 0 off it, y = 0 "
    "for random End inputs; y != 0 at a random (a, b) (control); exact, by the recurrence"
)


def check_ideal(*, M: int, R: int, T: int, K: int, seed: int = 0) -> Certificate:
    r, bound = _rank(2, M, R, T, K, seed), depth2_ideal_bound(M=M, R=R, T=T)
    return Certificate.compare(
        "Proposition (depth-2 ideal bound, this lab)",
        dict(M=M, R=R, T=T, K=K, seed=seed),
        "certified GF(p) grid rank vs R (((R, T/2)) - ((R-M, T/2)))",
        r,
        "<=",
        bound,
        size=K**T,
        attained=r == bound,
        end_state=end_state_bound(R=R, T=T, depth=2),
    )


def check_ideal3(*, M: int, R: int, T: int, K: int, seed: int = 0) -> Certificate:
    r, bound = _rank(3, M, R, T, K, seed), depth3_ideal_bound(R=R, T=T)
    return Certificate.compare(
        "Proposition (depth-3 ideal bound, this lab)",
        dict(M=M, R=R, T=T, K=K, seed=seed),
        "certified GF(p) grid rank vs depth3_ideal_bound(R=R, T=T)",
        r,
        "<=",
        bound,
        size=K**T,
        attained=r == bound,
        end_state=end_state_bound(R=R, T=T, depth=3),
    )


def _end_output(rac, starts: list, xs: np.ndarray) -> np.ndarray:
    """``y`` after the End inputs ``xs`` (rows), from ``starts[l] = W^{H,l} h^{s,l}`` for every layer."""
    F = rac.field
    hs, below = [], xs[0]
    for l in range(rac.depth):
        below = F.mul(starts[l], F.matmul(rac.W_I[l], below))
        hs.append(below)
    for x in xs[1:]:
        below = x
        for l in range(rac.depth):
            below = F.mul(F.matmul(rac.W_H[l], hs[l]), F.matmul(rac.W_I[l], below))
            hs[l] = below
    return F.matmul(rac.W_O, hs[-1])


def _null_point(F: ModP, N: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A uniformly random vector of the null space of ``N`` over GF(p), by sympy."""
    from sympy.polys.domains import GF
    from sympy.polys.matrices import DomainMatrix

    p = F.p
    if N.shape[0] == 0:
        return F.random(rng, (N.shape[1],))
    D = DomainMatrix([[GF(p)(int(v)) for v in row] for row in F.reduce(N)], N.shape, GF(p))
    basis = [[int(v) % p for v in row] for row in D.nullspace().to_Matrix().tolist()]
    coeffs = [int(c) for c in rng.integers(0, p, size=len(basis))]
    return F.asarray(
        np.array([sum(c * b[i] for c, b in zip(coeffs, basis)) % p for i in range(N.shape[1])], dtype=object)
    )


def _zero_set_point(rac, k: int, rng: np.random.Generator) -> tuple:
    r"""A random :math:`a` with :math:`\sum_i W^{I,2}_{ki} u_i a_i = 0` for every :math:`u \in \mathrm{col}\,W^{I,1}`:
    the null space of :math:`(W^{I,1})^\top \mathrm{diag}(W^{I,2}_{k,:})`."""
    return (_null_point(rac.field, rac.W_I[0].T * rac.W_I[1][k][None, :], rng),)


def _zero_set_point3(rac, k: int, rng: np.random.Generator) -> tuple:
    r"""A random :math:`(a, b)` with :math:`a_j \ell_{kj}(b) = 0` for every :math:`j`: :math:`a_j = 0` on a random
    nonempty proper set :math:`S`, :math:`\ell_{kj}(b) = \sum_i W^{I,3}_{ki} W^{I,2}_{ij} b_i = 0` off it."""
    R = rac.R
    S = rng.permutation(R)[: int(rng.integers(1, R))]
    off = np.setdiff1d(np.arange(R), S)
    a = rac.field.random(rng, (R,))
    a[S] = 0
    ell = (rac.W_I[1] * rac.W_I[2][k][:, None]).T  # row j: the coefficients of l_kj(b)
    return a, _null_point(rac.field, ell[off], rng)


def _step(L: int, M: int, R: int, T: int, seed: int, zero_point) -> tuple[int, int]:
    """(k whose End output vanishes at a zero-set point, k whose output at a random point does not)."""
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=ModP(trial_prime(M=M, R=R)))
    rng = np.random.default_rng([seed, 1])
    zeros = nonzero_control = 0
    for k in range(R):
        xs = rac.field.random(rng, (T // 2, M))
        g = rac.field.asarray(np.eye(R, dtype=np.int64)[k])
        pt = zero_point(rac, k, rng)
        zeros += int(_end_output(rac, [*pt, g], xs)[0] == 0)
        rand = tuple(rac.field.random(rng, (R,)) for _ in pt)
        nonzero_control += int(_end_output(rac, [*rand, g], xs)[0] != 0)
    return zeros, nonzero_control


def check_ideal_step(*, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    got = _step(2, M, R, T, seed, _zero_set_point)
    return Certificate.compare(
        "Proposition (depth-2 ideal bound, this lab)",
        dict(M=M, R=R, T=T, seed=seed),
        "k with y(a in Z(V_k), g = e_k) = 0, and k with y(random a) != 0 (control)",
        got,
        "==",
        (R, R),
        size=R * T,
    )


def check_ideal3_step(*, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    got = _step(3, M, R, T, seed, _zero_set_point3)
    return Certificate.compare(
        "Proposition (depth-3 ideal bound, this lab)",
        dict(M=M, R=R, T=T, seed=seed),
        "k with y((a, b) in Z(a_j l_kj), g = e_k) = 0, and k with y(random) != 0 (control)",
        got,
        "==",
        (R, R),
        size=R * T,
    )


def cases_ideal(budget: str):
    check_budget(budget)
    top = (2, 3) if budget == "quick" else (2, 3, 4)
    return [
        dict(M=M, R=R, T=T, K=K)
        for M in top
        for R in (M + 1, M + 2)
        for T in range(2, 17, 2)
        for K in (M, M + 1)
        if K**T <= (2**16 if budget == "quick" else 2**20)
    ]


def cases_ideal_step(budget: str):
    check_budget(budget)
    top = (2, 3) if budget == "quick" else (2, 3, 4)
    return [dict(M=M, R=R, T=T) for M in top for R in (M + 1, M + 2) for T in (2, 4, 8)]


def cases_ideal3(budget: str):
    check_budget(budget)
    return [
        dict(M=M, R=R, T=T, K=K)
        for M in (2, 3, 4)
        for R in (2, 3)
        for T in range(2, 17, 2)
        for K in (M, M + 1)
        if K**T <= (2**16 if budget == "quick" else 2**20)
    ]


def cases_ideal3_step(budget: str):
    check_budget(budget)
    Ts = (2, 4) if budget == "quick" else (2, 4, 8)
    return [dict(M=M, R=R, T=T) for M in (2, 3) for R in (2, 3, 4) for T in Ts]
