"""Every figure the lab regenerates, built from the networks it contracts and the ranks it measures.

Each builder returns a matplotlib ``Figure`` (no pyplot, no global state) and a dict with what was drawn
(``nodes``, ``edges``: summed over panels; the network's own counts under ``network_nodes`` and
``network_edges``) and the caption.
"""
from __future__ import annotations

import textwrap
from typing import Callable

import numpy as np

from numerics import conjecture1_bound, multiset, theorem1_depth2_bound
from numerics.atlas_doc import best_rows, committed_atlas
from racs import (Network, basic_units, deep_network, random_rac, rank1_assignment, shallow_mps,
                  shallow_network, subnetwork, to_networkx)
from racs import network_sizes

from .draw import END_COLOR, START_COLOR, draw_network
from .layout import tree_layout

__all__ = ["FIGURES", "atlas_series", "build", "diagram", "start_end_chains"]


def _figure(width: float, height: float):
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height))


def _inputs(T: int, M: int = 2) -> np.ndarray:
    return np.ones((T, M))


def start_end_chains(net: Network, T: int) -> list[set]:
    """Node sets of the layer-1 chains feeding layer 2 whose inputs include Start and End times.

    In the full deep network these are the subtrees on the input side of each layer-2 ``W_I`` (Fig. 2.1's
    basic units); in a rank-1 split network, the components below each ``ones`` node (Fig. A.4).
    """
    import networkx as nx

    g = to_networkx(net, open_terminals=False)
    chains = []
    for n in net.nodes:
        if not ((n.kind == "W_I" and n.layer == 2) or n.kind == "ones"):
            continue
        child = next(e.v if e.u == n.id else e.u for e in net.edges
                     if (e.u == n.id and e.u_axis == (1 if n.kind == "W_I" else 0))
                     or (e.v == n.id and e.v_axis == (1 if n.kind == "W_I" else 0)))
        h = g.copy()
        h.remove_edge(n.id, child)
        comp = nx.node_connected_component(h, child)
        times = [net.nodes[v].time for v in comp if net.nodes[v].kind == "input"]
        if times and min(times) <= T // 2 < max(times):
            chains.append(comp)
    return chains


def diagram(nets: list, *, T: int, caption: str, highlights=None, titles=None, width_per_leaf: float = 0.3):
    """Draw one or more networks stacked vertically; return (figure, info)."""
    highlights = highlights or [()] * len(nets)
    titles = titles or [None] * len(nets)
    extents = []
    for net in nets:
        pos = tree_layout(net).values()
        extents.append((max(p[0] for p in pos) - min(p[0] for p in pos) + 2,
                        max(p[1] for p in pos) - min(p[1] for p in pos) + 1.6))
    heights = [e[1] for e in extents]
    width = min(60.0, max(5.0, width_per_leaf * max(e[0] for e in extents)))
    scale = width / max(e[0] for e in extents)
    fig = _figure(width, max(1.5, scale * sum(heights)) + 0.6)
    axes = fig.subplots(len(nets), 1, squeeze=False, gridspec_kw={"height_ratios": heights})[:, 0]
    drawn = {"nodes": 0, "edges": 0}
    for ax, net, hi, title in zip(axes, nets, highlights, titles):
        counts = draw_network(ax, net, T=T, highlight=hi, title=title)
        drawn["nodes"] += counts["nodes"]
        drawn["edges"] += counts["edges"]
    fig.text(0.01, 0.0, textwrap.fill(caption, max(60, int(width * 15))), fontsize=7, ha="left", va="top")
    fig.text(0.99, 1.0, "Start inputs", color=START_COLOR, fontsize=7, ha="right", va="bottom")
    fig.text(0.99, 1.03, "End inputs", color=END_COLOR, fontsize=7, ha="right", va="bottom")
    info = {**drawn, "network_nodes": sum(len(n.nodes) for n in nets),
            "network_edges": sum(len(n.edges) for n in nets), "caption": caption}
    return fig, info


def shallow_rac_tn():
    net = shallow_network(random_rac(1, 2, 2, seed=0), 4, inputs=_inputs(4))
    return diagram([net], T=4, caption="Fig. A.2a: shallow RAC after T = 4 steps: per step W^H (H1), W^I (I1) and a "
                   "delta tensor (triangle) realising the Hadamard product; inputs labelled by time.")


def shallow_rac_mps():
    net = shallow_mps(random_rac(1, 2, 2, seed=0), 4, inputs=_inputs(4))
    return diagram([net], T=4, caption="Fig. A.2c: the same weights tensor as an MPS with cores "
                   "G[k, d, k'] = W^I[k', d] W^H[k', k] (bond dimension R) between h0 and W^O.")


def deep_rac_L2_T4():
    net = deep_network(random_rac(2, 2, 2, seed=0), 4, inputs=_inputs(4))
    copies = net.input_copies(4)
    return diagram([net], T=4, caption=f"Fig. A.3a: depth-2 RAC after 4 steps with duplicated inputs; copies of "
                   f"x^1..x^4: {copies}; {len(net.nodes)} nodes.")


def deep_rac_h22():
    net = deep_network(random_rac(2, 2, 2, seed=0), 2, inputs=_inputs(2))
    block = {n.id for n in net.nodes if (n.layer, n.time) == (1, 1)}
    leaves = {e.v if e.u in block else e.u for e in net.edges if (e.u in block) != (e.v in block)
              and net.nodes[e.v if e.u in block else e.u].kind in ("input", "h0")}
    copies = sum(1 for n in net.nodes if n.kind == "delta" and (n.layer, n.time) == (1, 1))
    return diagram([net], T=2, highlights=[block | leaves], caption=f"Fig. A.3b: h^(2,2) (then W^O); the state "
                   f"h^(1,1) (highlighted) is needed {copies} times and is rebuilt from its own copy of x^1 each time.")


def deep_rac_L3_T3():
    net = deep_network(random_rac(3, 2, 2, seed=0), 3, inputs=_inputs(3))
    return diagram([net], T=3, caption=f"Fig. A.3c: depth-3 RAC after 3 steps; copies of x^1..x^3: "
                   f"{net.input_copies(3)}; {len(net.nodes)} nodes.")


def deep_rac_L3_T6():
    T, L = 6, 3
    net = deep_network(random_rac(L, 2, 2, seed=0), T, inputs=_inputs(T))
    chains = start_end_chains(net, T)
    hi = set().union(*chains)
    return diagram([net], T=T, highlights=[hi], caption=f"Fig. 2.1: depth-3 RAC after 6 steps ({len(net.nodes)} "
                   f"nodes). Highlighted: the {len(chains)} layer-1 chains that connect Start and End inputs, the "
                   f"basic unit of Conjecture 1; ((T/2, L-1)) = {multiset(T // 2, L - 1)}.")


def deep_rac_L3_T6_rank1():
    T, L = 6, 3
    rac = rank1_assignment(random_rac(L, 2, 2, seed=0))
    net = deep_network(rac, T, inputs=_inputs(T), split_rank1=True)
    chains = start_end_chains(net, T)
    hi = set().union(*chains)
    reduced = subnetwork(net, hi, name="deep_rac_L3_T6_rank1_reduced")
    units = basic_units(net, T)
    return diagram([net, reduced], T=T, highlights=[hi, range(len(reduced.nodes))],
                   titles=["W^(I,2) = e1 1^T: layer-1 chains close into separate factors",
                           f"reduction: the {units} factors that couple Start and End"],
                   caption=f"Fig. A.4: under the rank-1 assignment the network factorises; {units} chain copies "
                   f"connect Start and End inputs, = ((T/2, L-1)) = {multiset(T // 2, L - 1)} (Claim 4).")


def atlas_series(rows: list[dict], M: int, R: int) -> dict:
    """``{depth: [(T, rank, exact), ...]}`` from atlas rows (best rank per case), T ascending."""
    out: dict = {}
    for (m, L, width, T), row in sorted(best_rows(rows).items()):
        if (m, width) == (M, R):
            out.setdefault(L, []).append((T, row["rank"], row["exact"]))
    return out


def rank_vs_T(rows: list[dict] | None = None):
    """Plot ``rows`` (default: the committed atlas, :func:`numerics.atlas_doc.committed_atlas`)."""
    M, R = 3, 3
    series = atlas_series(committed_atlas() if rows is None else rows, M, R)
    if not series:
        raise ValueError(f"the atlas has no rows with M={M}, R={R}; run python -m numerics.atlas --M {M} --R {R} ...")
    fig = _figure(6.4, 4.2)
    ax = fig.subplots()
    markers = "os^Dv"
    for L, pts in series.items():
        Ts, ranks, exact = zip(*pts)
        size = max(3.0, 10.0 - 2.0 * L)  # deeper rows coincide at the cap: smaller markers keep each visible
        line, = ax.plot(Ts, ranks, marker=markers[(L - 1) % len(markers)], linestyle="-", markerfacecolor="none",
                        markersize=size, label=f"atlas, depth {L}", zorder=2 + L)
        ex = [(T, r) for T, r, e in pts if e]
        if ex:
            ax.plot(*zip(*ex), marker=markers[(L - 1) % len(markers)], linestyle="none", color=line.get_color(),
                    markersize=size, zorder=2 + L)
    Ts = sorted({T for pts in series.values() for T, _, _ in pts})
    ax.plot(Ts, [theorem1_depth2_bound(M, R, T) for T in Ts], "k--", label="Theorem 1: ((min{M,R}, T/2))")
    ax.plot(Ts, [conjecture1_bound(M, R, T, 3) for T in Ts], "k:", label="Conjecture 1, depth 3")
    ax.plot(Ts, [M ** (T // 2) for T in Ts], color="grey", linewidth=0.8, label="M^(T/2)")
    ax.set_yscale("log")
    ax.set_xlabel("T")
    ax.set_ylabel("Start-End rank of the grid tensor")
    ax.set_title(f"Certified Start-End ranks from the rank atlas, M = {M}, R = {R}", fontsize=9)
    ax.legend(fontsize=7)
    measured = {L: [r for _, r, _ in pts] for L, pts in series.items()}
    return fig, {"nodes": 0, "edges": 0, "network_nodes": 0, "network_edges": 0, "measured": measured,
                 "caption": "Shallow ranks stay at R; deep ranks grow with T (exact GF(p) ranks from the rank atlas; "
                            "filled markers: equal to a proven upper bound)."}


def network_size_vs_depth():
    T = 6
    sizes = [network_sizes(T=T, depth=L) for L in range(1, 6)]
    fig = _figure(6.0, 4.0)
    ax = fig.subplots()
    Ls = [s["depth"] for s in sizes]
    ax.plot(Ls, [s["network_nodes"] for s in sizes], "o-", label="duplicated-input tensor network")
    ax.plot(Ls, [s["recurrence_nodes"] for s in sizes], "s-", label="recurrence (states reused)")
    ax.set_yscale("log")
    ax.set_xlabel("depth L")
    ax.set_ylabel(f"nodes after T = {T} steps")
    ax.set_xticks(Ls)
    ax.legend(fontsize=8)
    ax.set_title("Network size grows like lattice-path counts; the recurrence linearly", fontsize=9)
    return fig, {"nodes": 0, "edges": 0, "network_nodes": 0, "network_edges": 0, "sizes": sizes,
                 "caption": "Node counts of the tensor network against the recurrence."}


FIGURES: dict[str, Callable] = {
    "shallow_rac_tn": shallow_rac_tn,
    "shallow_rac_mps": shallow_rac_mps,
    "deep_rac_L2_T4": deep_rac_L2_T4,
    "deep_rac_h22": deep_rac_h22,
    "deep_rac_L3_T3": deep_rac_L3_T3,
    "deep_rac_L3_T6": deep_rac_L3_T6,
    "deep_rac_L3_T6_rank1": deep_rac_L3_T6_rank1,
    "rank_vs_T": rank_vs_T,
    "network_size_vs_depth": network_size_vs_depth,
}


def build(name: str):
    """``(figure, info)`` for a name in :data:`FIGURES`."""
    if name not in FIGURES:
        raise ValueError(f"unknown figure {name!r}; choose from {', '.join(FIGURES)}")
    return FIGURES[name]()
