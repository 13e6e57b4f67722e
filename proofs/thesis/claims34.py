r"""Claims 3 and 4 from the tensor networks (:mod:`racs.cloning`, :mod:`racs.deep_tn`), as certificates."""

from __future__ import annotations

import numpy as np

from numerics import multiset
from proofs.certificate import Certificate, check_budget
from racs import Rational, basic_units, contract, deep_network, forward, no_cloning, random_rac, rank1_assignment

__all__ = ["CHECK3", "CHECK4", "check_claim3", "check_claim4", "cases_claim3", "cases_claim4"]

CHECK3 = "cloning equations for v in {e_1..e_P, 1} inconsistent (sympy); delta clones each e_a, not 1"
CHECK4 = "Start-End layer-1 chains counted by walking the rank-1 network = ((T/2, L-1)); network = recurrence"


def check_claim3(*, P: int) -> Certificate:
    r = no_cloning(P)
    return Certificate.compare(
        "Claim 3",
        dict(P=P),
        "(system consistent, delta clones basis, delta clones 1)",
        (r.system_consistent, r.delta_clones_basis, r.delta_clones_ones),
        "==",
        (False, True, False),
        size=P**3,
    )


def check_claim4(*, depth: int, T: int, seed: int = 0) -> Certificate:
    L = depth
    rac = random_rac(depth=L, M=2, R=2, seed=seed, field=Rational())
    X = Rational().random(np.random.default_rng(seed), (T, 2))
    if L >= 2:
        rac = rank1_assignment(rac)
    net = deep_network(rac, T=T, inputs=X, split_rank1=L >= 2)
    same = contract(net) == forward(rac, X)[0]
    return Certificate.compare(
        "Claim 4",
        dict(depth=L, T=T, seed=seed),
        "(basic units counted in the network, network contracts to the recurrence)",
        (basic_units(net, T=T), bool(same)),
        "==",
        (multiset(T // 2, L - 1), True),
        size=len(net.nodes),
    )


def cases_claim3(budget: str):
    check_budget(budget)
    return [dict(P=P) for P in ((2, 3) if budget == "quick" else (2, 3, 4))]


def cases_claim4(budget: str):
    check_budget(budget)
    Ts = (2, 4, 6) if budget == "quick" else (2, 4, 6, 8)
    return [dict(depth=L, T=T) for L in (1, 2, 3, 4) for T in Ts if not (budget == "quick" and L == 4 and T == 6)]
