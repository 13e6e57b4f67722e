r"""Exact architectural complexity measures of an RNN cyclic graph (Zhang et al., seed 002, Sec. 3).

* recurrent depth (Thm. 3.2, Eq. 1): :math:`d_r = \max_\vartheta l(\vartheta)/\sigma_s(\vartheta)` over cycles;
* recurrent skip coefficient (Thm. 3.6, Def. 3.6.1): :math:`s = \max_\vartheta \sigma_s(\vartheta)/l(\vartheta)`;
* feedforward depth (Thm. 3.4): :math:`d_f = \max_\gamma l(\gamma) - d_r\,\sigma_s(\gamma)` over input -> output
  paths.

No cycle is enumerated. For a unidirectional graph (every cycle's delay sum positive, footnote 3)
:math:`1/d_r` is the minimum and :math:`s` the maximum cycle mean of the delays, found exactly by Howard's
policy iteration (:func:`racs.archgraph.min_mean_cycles`, run once by the well-posedness check and kept
on the graph; :math:`O(n + |E|)` per round). With
:math:`\mu = 1/d_r`, :math:`d_f = -d_r \min_\gamma \sum_{e \in \gamma} (\sigma_e - \mu)`; no cycle is negative
for these costs, and Howard's potentials, shifted along the condensation in reverse topological order, make
every reduced cost non-negative, so one Dijkstra run (:math:`O(|E| \log n)`) finds the minimum. Everything is
exact (``fractions.Fraction``).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from fractions import Fraction

from racs.archgraph import ArchGraph, Unfolded, strong_components, unfold

__all__ = ["ArchMeasures", "measures", "longest_window_path"]


@dataclass(frozen=True)
class ArchMeasures:
    r"""The three measures of one cyclic graph and the witnesses that attain them.

    Attributes
    ----------
    name : str
    period, nodes, edges : int
    d_r, s : Fraction
    d_f : Fraction or None
        ``None`` when no input reaches an output.
    depth_cycle, skip_cycle : tuple of (str, str, int)
        A cycle attaining :math:`d_r` (resp. :math:`s`), as edges in walking order.
    io_path : tuple of (str, str, int)
        An input -> output path attaining :math:`d_f` (empty when ``d_f`` is ``None``).
    """

    name: str
    period: int
    nodes: int
    edges: int
    d_r: Fraction
    d_f: Fraction | None
    s: Fraction
    depth_cycle: tuple
    skip_cycle: tuple
    io_path: tuple

    def to_json(self) -> dict:
        """Exact fractions as strings (``"3/2"``), witnesses as ``[u, v, sigma]`` lists."""
        return {
            "name": self.name,
            "period": self.period,
            "nodes": self.nodes,
            "edges": self.edges,
            "d_r": str(self.d_r),
            "d_f": None if self.d_f is None else str(self.d_f),
            "s": str(self.s),
            "depth_cycle": [list(e) for e in self.depth_cycle],
            "skip_cycle": [list(e) for e in self.skip_cycle],
            "io_path": [list(e) for e in self.io_path],
        }


def measures(g: ArchGraph) -> ArchMeasures:
    r""":math:`(d_r, d_f, s)` of a well-posed, unidirectional cyclic graph.

    Raises ``ValueError`` for a bidirectional graph (cycles of both signs, Def. 2.1.3) or one whose cycles all
    run backwards in time (negate the delays: footnote 3 of the paper takes time to increase).
    """
    src, dst, sig = g.arrays()
    n = len(g.nodes)
    low, high = g.cycle_means
    pos = [c for c, m in enumerate(low.means) if m > 0]
    neg = [c for c, m in enumerate(low.means) if m < 0]
    if neg and pos:
        raise ValueError(
            f"bidirectional graph: cycle {g.describe_cycle(low.cycles[pos[0]])} runs forward and "
            f"{g.describe_cycle(high.cycles[neg[0]])} backward in time; measure each unidirectional "
            f"part separately (Sec. 3)"
        )
    if neg:
        raise ValueError(
            f"every cycle runs backwards in time (e.g. {g.describe_cycle(high.cycles[neg[0]])}); "
            f"negate the delays (the measures take time to increase, footnote 3)"
        )
    mu_c = min(range(len(low.means)), key=lambda c: low.means[c])
    skip_c = min(range(len(high.means)), key=lambda c: high.means[c])
    mu = low.means[mu_c]
    d_f, path = _feedforward(g, src, dst, sig, low, mu)
    return ArchMeasures(
        g.name,
        g.period,
        n,
        len(g.edges),
        1 / mu,
        d_f,
        -high.means[skip_c],
        _named(g, low.cycles[mu_c]),
        _named(g, high.cycles[skip_c]),
        _named(g, path),
    )


def _named(g: ArchGraph, edges) -> tuple:
    return tuple(g.edges[e] for e in edges)


def _feedforward(g: ArchGraph, src, dst, sig, low, mu: Fraction):
    n = len(g.nodes)
    cost = [Fraction(s) - mu for s in sig]
    phi = _potentials(n, src, dst, cost, low)
    kinds = [x.kind for x in g.nodes]
    sources = [v for v in range(n) if kinds[v] == "input"]
    base = min(phi[v] for v in sources)
    out: list[list[int]] = [[] for _ in range(n)]
    for e in range(len(src)):
        out[src[e]].append(e)
    dist: list = [None] * n
    pred = [-1] * n
    heap = [(phi[v] - base, v) for v in sources]
    for d, v in heap:
        dist[v] = d
    heapq.heapify(heap)
    done = [False] * n
    while heap:
        d, u = heapq.heappop(heap)
        if done[u]:
            continue
        done[u] = True
        for e in out[u]:
            v = dst[e]
            nd = d + cost[e] + phi[v] - phi[u]
            if dist[v] is None or nd < dist[v]:
                dist[v], pred[v] = nd, e
                heapq.heappush(heap, (nd, v))
    ends = [v for v in range(n) if kinds[v] == "output" and dist[v] is not None]
    if not ends:
        return None, ()
    best = min(ends, key=lambda v: dist[v] - phi[v])
    path, v = [], best
    while pred[v] >= 0:
        path.append(pred[v])
        v = src[pred[v]]
    return -(dist[best] - phi[best] + base) / mu, tuple(reversed(path))


def _potentials(n: int, src, dst, cost, low) -> list:
    r""":math:`\varphi` with :math:`\varphi(u) \le c(e) + \varphi(v)` on every edge: Howard's potentials inside
    each strongly connected component (valid since each component's mean is :math:`\ge \mu`), shifted per
    component so that the edges between components hold too. Linear in nodes and edges: the nodes of each
    component are grouped once (a loop over every node per component took 21.5 s at 3x10^4 components)."""
    label = [int(c) for c in strong_components(n, src, dst)]
    k = max(label) + 1
    succ: list[set] = [set() for _ in range(k)]
    indeg = [0] * k
    for e in range(len(src)):
        a, b = label[src[e]], label[dst[e]]
        if a != b and b not in succ[a]:
            succ[a].add(b)
            indeg[b] += 1
    order = _topological_order(succ, indeg)
    leaving: list[list[int]] = [[] for _ in range(k)]
    for e in range(len(src)):
        if label[src[e]] != label[dst[e]]:
            leaving[label[src[e]]].append(e)
    members: list[list[int]] = [[] for _ in range(k)]  # the nodes of each component, grouped once: O(n)
    for v in range(n):
        members[label[v]].append(v)
    phi = list(low.potential)
    for c in reversed(order):
        if leaving[c]:
            shift = min(cost[e] + phi[dst[e]] - low.potential[src[e]] for e in leaving[c])
            for v in members[c]:
                phi[v] = low.potential[v] + shift
    return phi


def _topological_order(succ, indeg: list) -> list:
    """Kahn's order of a DAG given successor lists and in-degrees (``indeg`` is consumed)."""
    order = [v for v in range(len(indeg)) if indeg[v] == 0]
    for v in order:
        for j in succ[v]:
            indeg[j] -= 1
            if indeg[j] == 0:
                order.append(j)
    return order


def longest_window_path(g: ArchGraph, *, T: int) -> tuple:
    r"""A longest path of the window ``0 <= t < T`` of the unfolding from a node at its first occupied step to a
    node at its last (:math:`\mathfrak D_i(n)` of Sec. 3.2 with :math:`n` the window's span); returns node
    positions in :func:`racs.archgraph.unfold`'s ``nodes`` and the unfolded window."""
    w: Unfolded = unfold(g, T=T)
    first, last = w.nodes[0][0], w.nodes[-1][0]
    n = len(w.nodes)
    out: list[list[int]] = [[] for _ in range(n)]
    indeg = [0] * n
    for i, j, _ in w.edges:
        out[i].append(j)
        indeg[j] += 1
    order = _topological_order(out, indeg)
    best: list = [0 if w.nodes[v][0] == first else None for v in range(n)]
    pred = [-1] * n
    for v in order:
        if best[v] is None:
            continue
        for j in out[v]:
            if best[j] is None or best[v] + 1 > best[j]:
                best[j], pred[j] = best[v] + 1, v
    ends = [v for v in range(n) if w.nodes[v][0] == last and best[v] is not None]
    if not ends:
        raise ValueError(f"no path crosses the window 0..{T - 1} of {g.name}; widen T")
    v = max(ends, key=lambda v: best[v])
    path = [v]
    while pred[v] >= 0:
        v = pred[v]
        path.append(v)
    return tuple(reversed(path)), w
