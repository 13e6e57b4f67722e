r"""Claim 2: a function with a K-term Start-End separable decomposition has grid-tensor Start-End
rank at most K, for any templates."""

from __future__ import annotations

import itertools

import numpy as np

from numerics import rank_rational, start_end
from proofs._util import int_matrix
from proofs.certificate import Certificate, check_budget

__all__ = ["STATEMENT", "CHECK", "check", "cases"]

STATEMENT = "Claim 2"
CHECK = "rank [[A(y)]]_SE <= K for y = sum_v g_v^s g_v^e with random affine-product factors and templates"


def check(*, K: int, M: int, n_templates: int, T: int, seed: int = 0) -> Certificate:
    """``y = sum_{v<K} prod_{i<=T/2} (a_vi . x^i + b_vi) * prod_{i>T/2} (a_vi . x^i + b_vi)``, exact integers."""
    rng = np.random.default_rng(seed)
    X = int_matrix(rng, (n_templates, M))
    a, b = int_matrix(rng, (K, T, M)), int_matrix(rng, (K, T))
    A = np.empty((n_templates,) * T, dtype=object)
    for d in itertools.product(range(n_templates), repeat=T):
        A[d] = sum(
            int(np.prod([int(a[v, i].dot(X[d[i]])) + int(b[v, i]) for i in range(T)], dtype=object)) for v in range(K)
        )
    r = rank_rational(start_end(A)).rank
    return Certificate.compare(
        STATEMENT,
        dict(K=K, M=M, n_templates=n_templates, T=T, seed=seed),
        "exact rank over Q of the Start-End matricization",
        r,
        "<=",
        K,
        size=n_templates**T,
    )


def cases(budget: str):
    check_budget(budget)
    Ts = (2, 4) if budget == "quick" else (2, 4, 6)
    return [
        dict(K=K, M=M, n_templates=n, T=T, seed=0)
        for K in (1, 2, 5)
        for M in (1, 3)
        for n in (2, 3)
        for T in Ts
        if n**T <= 729
    ]
