r"""Lemma 2 (vector rearrangement inequality): for distinct non-negative vectors
:math:`v^{(1)}, \dots, v^{(N)}` and every permutation :math:`\sigma \ne \mathrm{id}`,
:math:`\sum_i \langle v^{(i)}, v^{(\sigma(i))}\rangle < \sum_i \|v^{(i)}\|^2`. Exhaustive over permutations,
exact rationals."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from proofs.certificate import Certificate, check_budget

__all__ = ["STATEMENT", "CHECK", "check_vectors", "random_vectors", "check", "cases"]

STATEMENT = "Lemma 2"
CHECK = "max over sigma != id of sum <v_i, v_sigma(i)> < sum ||v_i||^2, all permutations, exact rationals"


def check_vectors(vectors) -> Certificate:
    V = [tuple(Fraction(c) for c in v) for v in vectors]
    n = len(V)
    if n < 2:
        raise ValueError(f"Lemma 2 needs N >= 2 vectors (with one there is no permutation but the identity); got {n}")
    dot = lambda a, b: sum(p * q for p, q in zip(a, b))  # noqa: E731
    best = max(
        sum(dot(V[i], V[s[i]]) for i in range(n)) for s in itertools.permutations(range(n)) if list(s) != list(range(n))
    )
    total = sum(dot(v, v) for v in V)
    return Certificate.compare(
        STATEMENT,
        dict(N=n, dim=len(V[0]) if V else 0, distinct=len(set(V)) == n),
        "largest non-identity rearrangement vs sum of squared norms",
        best,
        "<",
        total,
        size=n,
    )


def random_vectors(N: int, dim: int, *, seed: int):
    """``N`` distinct non-negative rational vectors (small numerators and denominators)."""
    rng = np.random.default_rng(seed)
    out: set[tuple[Fraction, ...]] = set()
    while len(out) < N:
        out.add(tuple(Fraction(int(a), int(b)) for a, b in zip(rng.integers(0, 4, dim), rng.integers(1, 3, dim))))
    return sorted(out)


def check(*, N: int, dim: int, seed: int = 0) -> Certificate:
    c = check_vectors(random_vectors(N, dim, seed=seed))
    return Certificate(
        c.statement, dict(N=N, dim=dim, seed=seed), c.computed, c.lhs, c.relation, c.rhs, c.passed, c.details
    )


def cases(budget: str):
    check_budget(budget)
    return [
        dict(N=N, dim=d, seed=s) for N in (2, 3, 4, 5) for d in (1, 2, 3) for s in range(2 if budget == "quick" else 8)
    ]
