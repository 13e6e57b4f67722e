r"""Exact minimum cycle means of a directed multigraph with integer edge weights (Howard's policy iteration).

:class:`racs.archgraph.ArchGraph` runs it once to check Zhang et al.'s well-posedness (seed 002, Def. 2.1.1: no
closed walk of delay sum 0), and :mod:`numerics.arch_measures` reads the recurrent depth and the feedforward
depth off its result. Kept apart from the graphs because it is a general algorithm on plain edge lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import gcd

import numpy as np

__all__ = ["MinMeanCycles", "min_mean_cycles", "strong_components"]


@dataclass(frozen=True)
class MinMeanCycles:
    r"""Minimum cycle means of an edge weight, per strongly connected component (Howard's policy iteration).

    Attributes
    ----------
    component : tuple of int, shape (n,)
        Component index of each node, ``-1`` for nodes on no cycle.
    means : tuple of Fraction
        Per component, :math:`\min_\vartheta w(\vartheta)/l(\vartheta)` over its cycles.
    cycles : tuple of tuple of int
        Per component, the edge indices of a cycle attaining the mean, in walking order.
    potential : tuple of Fraction, shape (n,)
        :math:`x` with :math:`x(u) \le w(e) - \mu_C + x(v)` on every edge :math:`e = (u, v)` inside a component
        :math:`C` (0 off cycles): summed around any cycle it certifies that no cycle mean is below
        :math:`\mu_C`.
    """

    component: tuple
    means: tuple
    cycles: tuple
    potential: tuple


def strong_components(n: int, src, dst):
    """Strongly connected component label of each node ``0..n-1`` (scipy), shape (n,)."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import connected_components

    A = csr_matrix(
        (np.ones(len(src)), (np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64))), shape=(n, n)
    )
    return connected_components(A, directed=True, connection="strong")[1]


def min_mean_cycles(n: int, src, dst, weight) -> MinMeanCycles:
    r"""Exact minimum cycle mean of each strongly connected component of a directed multigraph.

    Howard's policy iteration (Cochet-Terrasson et al. 1998) in integer arithmetic: a policy picks one out-edge
    per node; its cycles give means :math:`p/q` (reduced) and potentials :math:`X = q x` along the policy
    tree; a node switches only to a strictly better edge, first by mean, then by potential. At the fixed point
    the potentials are a feasible certificate (see :class:`MinMeanCycles`). Each round costs
    :math:`O(n + |E|)`; the number of rounds is small in practice (no polynomial bound is known).

    Parameters
    ----------
    n : int
        Number of nodes ``0..n-1``.
    src, dst, weight : sequences of int, shape (E,)
        Edge ``e`` goes ``src[e] -> dst[e]`` with integer weight ``weight[e]``.
    """
    src, dst, w = [int(a) for a in src], [int(a) for a in dst], [int(a) for a in weight]
    label = strong_components(n, src, dst) if n else np.zeros(0, dtype=np.int64)
    size = np.bincount(label, minlength=int(label.max()) + 1 if n else 0)
    on = [bool(size[label[v]] >= 2) for v in range(n)]
    for e in range(len(src)):
        if src[e] == dst[e]:
            on[src[e]] = True
    inner = [e for e in range(len(src)) if label[src[e]] == label[dst[e]] and on[src[e]]]
    out: list[list[int]] = [[] for _ in range(n)]
    for e in inner:
        out[src[e]].append(e)
    policy = [min(out[v], key=lambda e: w[e]) if on[v] else -1 for v in range(n)]
    while True:
        P, Q, X, root = _evaluate(n, policy, dst, w)
        changed = False
        for u in range(n):
            if policy[u] < 0:
                continue
            best, bp, bq = -1, P[u], Q[u]
            for e in out[u]:
                v = dst[e]
                if P[v] * bq < bp * Q[v]:
                    best, bp, bq = e, P[v], Q[v]
            if best >= 0:
                policy[u], changed = best, True
        if not changed:
            for u in range(n):
                if policy[u] < 0:
                    continue
                cand = [(Q[u] * w[e] - P[u] + X[dst[e]], e) for e in out[u] if (P[dst[e]], Q[dst[e]]) == (P[u], Q[u])]
                val, e = min(cand)
                if val < X[u]:
                    policy[u], changed = e, True
        if not changed:
            break
    comps = sorted({int(label[v]) for v in range(n) if on[v]})
    index = {c: i for i, c in enumerate(comps)}
    means: list[Fraction | None] = [None] * len(comps)
    cycles: list[tuple | None] = [None] * len(comps)
    for r in root:
        c = index[int(label[r])]
        mean = means[c]
        if mean is None or Fraction(P[r], Q[r]) < mean:
            means[c], cycles[c] = Fraction(P[r], Q[r]), _policy_cycle(r, policy, dst)
    return MinMeanCycles(
        tuple(index[int(label[v])] if on[v] else -1 for v in range(n)),
        tuple(means),
        tuple(cycles),
        tuple(Fraction(X[v], Q[v]) if on[v] else Fraction(0) for v in range(n)),
    )


def _policy_cycle(r: int, policy, dst) -> tuple:
    cyc, v = [], r
    while True:
        cyc.append(policy[v])
        v = dst[policy[v]]
        if v == r:
            return tuple(cyc)


def _evaluate(n: int, policy, dst, w):
    """Means ``P/Q`` and scaled potentials ``X`` of a policy; ``roots``: the smallest node of each policy cycle
    (a fixed root per cycle keeps the potentials comparable between rounds)."""
    P, Q, X = [0] * n, [1] * n, [0] * n
    state = [0 if policy[v] >= 0 else 2 for v in range(n)]
    roots = []
    for s in range(n):
        path, v = [], s
        while state[v] == 0:
            state[v] = 1
            path.append(v)
            v = dst[policy[v]]
        if state[v] == 1:
            i = path.index(v)
            cyc = path[i:]
            S, L = sum(w[policy[c]] for c in cyc), len(cyc)
            g = gcd(S, L)
            r = cyc.index(min(cyc))
            cyc = cyc[r:] + cyc[:r]
            for c in cyc:
                P[c], Q[c] = S // g, L // g
            for c in reversed(cyc[1:]):
                X[c] = Q[c] * w[policy[c]] - P[c] + X[dst[policy[c]]]
            for c in cyc:
                state[c] = 2
            roots.append(cyc[0])
            path = path[:i]
        for c in reversed(path):
            t = dst[policy[c]]
            P[c], Q[c] = P[t], Q[t]
            X[c] = Q[c] * w[policy[c]] - P[c] + X[t]
            state[c] = 2
    return P, Q, X, roots
