r"""Minimal Start-End cuts of tensor networks (App. B.1; Levine et al. 2018).

The rank of the Start-End matricization of the tensor a network represents is
at most the product of the bond dimensions of any set of edges whose removal
separates the Start open legs (:math:`t \le T/2`) from the End ones. With
capacities :math:`\log_2` of the bond dimensions, a minimum cut gives the best
such bound; for the shallow MPS it equals :math:`\log_2 \min\{R, M^{T/2}\}`,
which is attained almost everywhere (Theorem 1 (1)).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .tn_graph import Network, to_networkx

__all__ = ["MinCut", "start_end_mincut"]


@dataclass(frozen=True)
class MinCut:
    """A minimum Start-End cut: its capacity in bits, the exact rank bound and the cut bonds ``(u, v, dim)``."""

    log2_capacity: float
    rank_bound: int
    cut: tuple


def start_end_mincut(net: Network, *, T: int) -> MinCut:
    """Minimum cut between the open legs of times ``1..T/2`` and ``T/2+1..T``.

    ``rank_bound`` is the product of the cut bonds' dimensions, an exact integer upper bound
    on the rank of the Start-End matricization of ``net``'s tensor.
    """
    import networkx as nx

    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2")
    times = {o.time for o in net.open_legs}
    if times != set(range(1, T + 1)):
        raise ValueError(f"need one open leg per time step 1..{T}; the network has {sorted(times)}")
    g = to_networkx(net)
    flow = nx.DiGraph()
    for u, v, data in g.edges(data=True):
        cap = math.log2(data["dim"])
        for a, z in ((u, v), (v, u)):
            prev = flow.get_edge_data(a, z, {"capacity": 0.0})["capacity"]
            flow.add_edge(a, z, capacity=prev + cap)
    for t in range(1, T + 1):  # edges without a capacity are infinite in networkx
        if t <= T // 2:
            flow.add_edge("START", ("open", t))
        else:
            flow.add_edge(("open", t), "END")
    value, (side, _) = nx.minimum_cut(flow, "START", "END")
    cut = tuple((u, v, d["dim"]) for u, v, d in g.edges(data=True) if (u in side) != (v in side))
    return MinCut(float(value), math.prod(d for _, _, d in cut), cut)
