r"""The bridge between Zhang et al.'s depths (seed 002) and the thesis' depth (Claim 4), as a certificate.

In the unfolding of the depth-:math:`L` stacked graph (``x -> h1 -> ... -> hL -> y``, self-loops of delay 1)
over steps :math:`1..T`, a path that carries an End-time input into the top layer leaves layer 1 at an End
step :math:`t_2 > T/2` through a layer-1 -> layer-2 edge, climbs layer :math:`l` at a step
:math:`t_l \ge t_{l-1}` and runs along layer :math:`L` to :math:`h^{T,L}`. Such paths are the chains
:math:`T/2 < t_2 \le \dots \le t_L \le T`: exactly Claim 4's :math:`(\!(T/2, L-1)\!)` basic Start-End units,
while :math:`d_r = 1` and :math:`d_f = L + 1` for every :math:`L` (Sec. 3.2: simple and stacked RNNs share
:math:`d_r = 1`). The paths are counted by a dynamic program over the unfolded DAG
(:func:`racs.archgraph.unfold`), not by the formula.
"""

from __future__ import annotations

from fractions import Fraction

from numerics import multiset
from numerics.arch_measures import measures
from proofs.certificate import Certificate, check_budget
from racs.archgraph import stacked, unfold

__all__ = ["CHECK", "end_paths", "check_stacked_paths", "cases_stacked_paths"]

CHECK = (
    "paths End-time layer-1 -> layer-2 -> ... -> h^(T,L) counted by a DP over the unfolded stacked graph "
    "== ((T/2, L-1)); Zhang's d_r == 1, d_f == L+1"
)


def end_paths(*, depth: int, T: int) -> int:
    r"""Paths of the unfolded depth-:math:`L` stacked RAC (steps :math:`1..T`) that start at a layer-1 node
    :math:`h^{t,1}` with :math:`t > T/2`, whose first edge (if any) goes up to layer 2, and that end at
    :math:`h^{T,L}` (for :math:`L = 1` only the empty path at :math:`h^{T,1}`)."""
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2 (the Start-End partition halves it)")
    w = unfold(stacked("rac", depth=depth), T=T, start=1)
    top, n = f"h{depth}", len(w.nodes)
    into: list[list[int]] = [[] for _ in range(n)]
    for i, j, _ in w.edges:
        into[j].append(i)
    # count[v]: qualifying paths that end at v; nodes are listed by step, and within a step by layer, so every
    # edge points to a later position (delays are 0 upward and 1 along a layer)
    count = [0] * n
    for v, (_t, name) in enumerate(w.nodes):
        for u in into[v]:
            tu, nu = w.nodes[u]
            if nu == "h1" and name == "h2" and tu > T // 2:
                count[v] += 1
            elif nu.startswith("h") and nu != "h1":
                count[v] += count[u]
    final = w.nodes.index((T, top))
    return count[final] + (1 if depth == 1 else 0)


def check_stacked_paths(*, depth: int, T: int) -> Certificate:
    L = depth
    m = measures(stacked("rac", depth=L))
    return Certificate.compare(
        "Claim 4 vs. Zhang et al. (this lab)",
        dict(depth=L, T=T),
        "(End paths into the top layer by DP on the unfolding, d_r, d_f)",
        (end_paths(depth=L, T=T), m.d_r, m.d_f),
        "==",
        (multiset(T // 2, L - 1), Fraction(1), Fraction(L + 1)),
        size=(L + 2) * T,
    )


def cases_stacked_paths(budget: str):
    check_budget(budget)
    if budget == "quick":
        return [dict(depth=L, T=T) for L in (1, 2, 3, 4) for T in (2, 4, 6, 8)]
    return [dict(depth=L, T=T) for L in range(1, 13) for T in range(2, 81, 2)]
