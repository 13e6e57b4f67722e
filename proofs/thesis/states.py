r"""The bucket combinatorics of App. B.2-B.3: ``states(R, K)`` and ``trajectory(p)`` (Claim 6)."""

from __future__ import annotations

import itertools
from functools import cache

__all__ = ["states", "trajectories"]


@cache
def states(R: int, K: int) -> tuple:
    r""":math:`\{p \in \mathbb N_0^{R} : \sum_r p_r = K\}` (T/2 balls of R colours), in lexicographic order."""
    return tuple(p for p in itertools.product(range(K + 1), repeat=R) if sum(p) == K)


def trajectories(p: tuple):
    r"""All :math:`(p^{(K-1)}, \dots, p^{(1)})` with :math:`p^{(k)} \in \mathrm{states}(R, k)` and
    :math:`p^{(k)} \le p^{(k+1)}` componentwise: one ball removed per step."""
    if sum(p) <= 1:
        yield ()
        return
    for r, c in enumerate(p):
        if c:
            q = p[:r] + (c - 1,) + p[r + 1 :]
            for rest in trajectories(q):
                yield (q,) + rest
