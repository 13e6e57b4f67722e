r"""Lemma 3: with :math:`\Omega > (T/2)^2`, for every non-decreasing colour sequence :math:`d` the bucket
reward :math:`f(d, p) = \max_{\text{trajectory}} \sum_{j} \Omega^{d_j} p^{(T-j+1)}_{d_j}` is maximised over
:math:`p \in \mathrm{states}(\bar R, T/2)` uniquely at :math:`\hat p_r = |\{j : d_j = r\}|`. Exhaustive,
exact integers (a dynamic programme over the states of the trajectory)."""

from __future__ import annotations

import itertools
from functools import cache

from proofs.certificate import Certificate, check_budget
from proofs.thesis.states import states

__all__ = ["STATEMENT", "CHECK", "reward", "check", "cases"]

STATEMENT = "Lemma 3"
CHECK = "for every sorted d, argmax_p f(d, p) is unique and equals p-hat (exhaustive, exact)"


def reward(d: tuple, p: tuple, omega: int) -> int:
    r""":math:`f(d, p)`: at step :math:`j = 1..K` the state has :math:`K - j + 1` balls, the reward is
    :math:`\Omega^{d_j}` times the balls of colour :math:`d_j` in it, then one ball is removed."""
    K = len(d)

    @cache
    def best(j: int, q: tuple) -> int:
        gain = omega ** (d[j] + 1) * q[d[j]]
        if j == K - 1:
            return gain
        return gain + max(best(j + 1, q[:r] + (c - 1,) + q[r + 1 :]) for r, c in enumerate(q) if c)

    return best(0, tuple(p))


def check(*, Rbar: int, half: int, omega: int | None = None) -> Certificate:
    omega = half**2 + 1 if omega is None else omega
    S = states(Rbar, half)
    good = total = 0
    for d in itertools.combinations_with_replacement(range(Rbar), half):
        values = {p: reward(d, p, omega) for p in S}
        top = max(values.values())
        winners = [p for p, v in values.items() if v == top]
        phat = tuple(d.count(r) for r in range(Rbar))
        good += winners == [phat]
        total += 1
    return Certificate.compare(
        STATEMENT,
        dict(Rbar=Rbar, half=half, omega=omega),
        "sorted sequences d whose unique maximiser is p-hat",
        good,
        "==",
        total,
        size=total * len(S),
    )


def cases(budget: str):
    check_budget(budget)
    lim = 3 if budget == "quick" else 4
    return [dict(Rbar=R, half=h) for R in range(1, lim + 1) for h in range(1, lim + 1)]
