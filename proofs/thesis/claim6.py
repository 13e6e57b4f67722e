r"""Claim 6: :math:`\prod_{t=T/2+1}^{T} \sum_{r} \prod_{j\le t} Z_{r d_j}` equals the sum over bucket states
:math:`p \in \mathrm{states}(\bar R, T/2)` and their trajectories of
:math:`\prod_r \prod_{j \le T/2} Z_{r d_j}^{p_r} \prod_{j > T/2} Z_{r d_j}^{p^{(T-j+1)}_r}`; and
:math:`|\mathrm{states}(\bar R, K)| = (\!(\bar R, K)\!)`. Symbolic (sympy), every index tuple."""

from __future__ import annotations

import itertools

import sympy

from numerics import multiset
from proofs.certificate import Certificate, check_budget
from proofs.thesis.states import states, trajectories

__all__ = ["STATEMENT", "CHECK", "lhs", "rhs", "check", "cases"]

STATEMENT = "Claim 6"
CHECK = "states/trajectory expansion identity for every d (sympy, symbolic Z); |states(R,K)| = ((R, K))"


def lhs(Z, d, T):
    Rb = Z.rows
    return sympy.prod(
        [sum(sympy.prod([Z[r, d[j]] for j in range(t)]) for r in range(Rb)) for t in range(T // 2 + 1, T + 1)]
    )


def rhs(Z, d, T):
    Rb, half = Z.rows, T // 2
    total = 0
    for p in states(Rb, half):
        start = sympy.prod([Z[r, d[j]] ** p[r] for r in range(Rb) for j in range(half)])
        for traj in trajectories(p):
            chain = (p,) + traj  # p^(T/2), ..., p^(1): exponent of Z[r, d_j] for j = T/2+1..T
            total += start * sympy.prod([Z[r, d[half + i]] ** chain[i][r] for r in range(Rb) for i in range(half)])
    return total


def check(*, Rbar: int, M: int, T: int) -> Certificate:
    Z = sympy.Matrix(Rbar, M, lambda i, j: sympy.Symbol(f"Z_{i}_{j}"))
    agree = total = 0
    for d in itertools.product(range(M), repeat=T):
        agree += sympy.expand(lhs(Z, d, T) - rhs(Z, d, T)) == 0
        total += 1
    sizes = [len(states(Rbar, K)) for K in range(1, T + 1)]
    formula = [multiset(Rbar, K) for K in range(1, T + 1)]
    return Certificate.compare(
        STATEMENT,
        dict(Rbar=Rbar, M=M, T=T),
        "(tuples d where the identity holds, |states(R, K)| for K = 1..T)",
        (agree, sizes),
        "==",
        (total, formula),
        size=total,
    )


def cases(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [dict(Rbar=R, M=M, T=T) for R in (1, 2) for M in (1, 2) for T in (2, 4)]
    return [
        dict(Rbar=R, M=M, T=T) for R in (1, 2, 3) for M in (1, 2, 3) for T in (2, 4, 6) if M**T * R ** (T // 2) <= 6000
    ]
