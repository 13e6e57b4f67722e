"""Every figure the lab regenerates, built from the networks it contracts and the ranks it measures.

Each builder returns a matplotlib ``Figure`` (no pyplot, no global state) and a dict with what was drawn
(``nodes``, ``edges``: summed over panels; the network's own counts under ``network_nodes`` and
``network_edges``) and the caption.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from numerics import conjecture1_bound, multiset, theorem1_depth2_bound
from numerics.atlas.doc import best_rows, committed_atlas
from racs import (
    Network,
    basic_units,
    deep_network,
    network_sizes,
    random_rac,
    rank1_assignment,
    shallow_mps,
    shallow_network,
    subnetwork,
    to_networkx,
)

from . import style
from .arch import ARCH_FIGURES
from .draw import PAGE_PT, diagram_size, draw_diagram, plan
from .experiments import EXPERIMENT_FIGURES
from .layout import network_depth
from .lens import LENS_FIGURES
from .spectra import SPECTRA_FIGURES
from .style import MAX_ASPECT, fits_page

__all__ = ["FIGURES", "atlas_series", "build", "diagram", "start_end_chains"]

#: Said once per diagram caption: what the colours and shapes mean (the triangles only where drawn).
KEY = "Blue / orange circles: Start / End inputs $x^t$, t ≤ T/2 / t > T/2;"
KEY_DELTA = " triangles: delta tensors;"
KEY_WIDTH = " line width grows with the bond dimension."
STACKED = (
    "A stacked box $h^{t,l}$ ×m is one copy of the subtree computing $h^{t,l}$, collapsed; the network "
    "holds m such copies (--full draws them all)."
)
FOLDED = "Rows continue: an edge leaving a row's right end re-enters the next row's left end."
#: Fold onto narrower rows (fractions of the page width) until the figure is no wider than 3:1.
SHARES = (1.0, 0.8, 0.65, 0.5)
#: The counts of a plot, which draws no network.
NO_NETWORK = {"nodes": 0, "edges": 0, "stacked_nodes": 0, "stacked_edges": 0, "network_nodes": 0, "network_edges": 0}
#: A figure is at least this share of its rows' width wide, so the caption under a small drawing keeps
#: lines of a readable length.
CAPTION_SHARE = 0.6


def _inputs(T: int, M: int = 2) -> np.ndarray:
    return np.ones((T, M))


def start_end_chains(net: Network, *, T: int) -> list[set]:
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
        child = next(
            e.v if e.u == n.id else e.u
            for e in net.edges
            if (e.u == n.id and e.u_axis == (1 if n.kind == "W_I" else 0))
            or (e.v == n.id and e.v_axis == (1 if n.kind == "W_I" else 0))
        )
        h = g.copy()
        h.remove_edge(n.id, child)
        comp = nx.node_connected_component(h, child)
        times = [net.nodes[v].time for v in comp if net.nodes[v].kind == "input"]
        if times and min(times) <= T // 2 < max(times):
            chains.append(comp)
    return chains


def diagram(nets: list, *, T: int, caption: str, highlights=None, titles=None, full: bool = True, keeps=None):
    """Draw one or more networks stacked vertically, folded to the page width; return (figure, info).

    ``full=False`` fits the page (:func:`figures.style.fits_page`) collapsing as little as it can: every node
    if that fits, else repeated subtrees as stacked boxes (:func:`figures.draw.plan`), except those touching
    the network's ``keeps`` entry (default: its highlight), then also the first copies of layer 1, 2, ...
    subtrees (``first_layers`` of :func:`figures.layout.stacked_copies`); at each step it folds onto
    narrower rows while wider than 3:1. A network too large for any of these comes back at page width,
    taller than a page. ``full=True`` draws every node, folded to the page width and no wider than 3:1, over
    as many pages as it takes.
    ``info``: ``nodes``/``edges`` drawn, ``stacked_nodes``/``stacked_edges`` inside stacked boxes, the networks'
    own ``network_nodes``/``network_edges``, ``rows`` (folded rows per network), the ``caption`` and the drawn
    ``artists`` (:func:`figures.draw.draw_diagram`).
    """
    highlights = highlights or [()] * len(nets)
    keeps = keeps or [None] * len(nets)

    def attempt(level: int | None, share: float, *, last: bool = False):
        try:
            plans = [
                plan(net, T=T, highlight=hi, full=level is None, keep=k, first_layers=level or 0, width=share * PAGE_PT)
                for net, hi, k in zip(nets, highlights, keeps)
            ]
        except ValueError:  # a stretch wider than these rows: try the next option, or say so on the last
            if last:
                raise
            return None, None, False
        deltas = any(n.kind in ("delta", "tie") for net in nets for n in net.nodes)
        notes = [KEY + (KEY_DELTA if deltas else "") + KEY_WIDTH]
        notes += [STACKED] if any(p.stacks for p in plans) else []
        notes += [FOLDED] if any(len(p.windows) > 1 for p in plans) else []
        text = " ".join([caption, *notes])
        width, height, _ = diagram_size(plans, caption=text, titles=titles, min_width=CAPTION_SHARE * share * PAGE_PT)
        # a complete drawing may run over several pages; it only has to keep 3:1
        ok = width <= MAX_ASPECT * height if full else fits_page(width / 72.0, height / 72.0)
        return plans, text, ok

    # least collapsing first: every node, then repeated copies stacked, then also the first copies of ever
    # higher layers, until the figure fits the page; when nothing fits, the most collapsed drawing at page
    # width (taller than a page) is returned. ``None``: nothing stacked.
    levels = [None] + ([] if full else list(range(max(network_depth(n) for n in nets))))
    for level, share in [(lv, sh) for lv in levels for sh in SHARES]:
        plans, text, ok = attempt(level, share)
        if ok:
            break
    else:
        share = SHARES[0]
        plans, text, _ = attempt(levels[-1], share, last=True)
    fig, drawn = draw_diagram(plans, caption=text, titles=titles, min_width=CAPTION_SHARE * share * PAGE_PT)
    info = {
        **drawn,
        "network_nodes": sum(len(n.nodes) for n in nets),
        "rows": [len(p.windows) for p in plans],
        "network_edges": sum(len(n.edges) for n in nets),
        "caption": text,
    }
    return fig, info


def shallow_rac_tn(*, full: bool = False):
    net = shallow_network(random_rac(depth=1, M=2, R=2, seed=0), T=4, inputs=_inputs(4))
    return diagram(
        [net],
        T=4,
        full=full,
        caption="Fig. A.2a: shallow RAC after T = 4 steps: per step $W^{H}$, "
        "$W^{I}$ and a delta tensor realising the Hadamard product $h^t = (W^{H} h^{t-1}) \\odot "
        "(W^{I} x^t)$, then $W^{O}$.",
    )


def shallow_rac_mps(*, full: bool = False):
    net = shallow_mps(random_rac(depth=1, M=2, R=2, seed=0), T=4, inputs=_inputs(4))
    return diagram(
        [net],
        T=4,
        full=full,
        caption="Fig. A.2c: the same weights tensor as an MPS with cores "
        "$G[k,d,k'] = W^{I}[k',d]\\,W^{H}[k',k]$ (bond dimension R) between $h^{0}$ and $W^{O}$.",
    )


def deep_rac_L2_T4(*, full: bool = False):
    net = deep_network(random_rac(depth=2, M=2, R=2, seed=0), T=4, inputs=_inputs(4))
    copies = net.input_copies(4)
    return diagram(
        [net],
        T=4,
        full=full,
        caption=f"Fig. A.3a: depth-2 RAC after 4 steps with duplicated inputs; "
        f"copies of $x^1..x^4$: {copies}; {len(net.nodes)} nodes.",
    )


def deep_rac_h22(*, full: bool = False):
    net = deep_network(random_rac(depth=2, M=2, R=2, seed=0), T=2, inputs=_inputs(2))
    block = {n.id for n in net.nodes if (n.layer, n.time) == (1, 1)}
    leaves = {
        e.v if e.u in block else e.u
        for e in net.edges
        if (e.u in block) != (e.v in block) and net.nodes[e.v if e.u in block else e.u].kind in ("input", "h0")
    }
    copies = sum(1 for n in net.nodes if n.kind == "delta" and (n.layer, n.time) == (1, 1))
    return diagram(
        [net],
        T=2,
        full=full,
        highlights=[block | leaves],
        caption=f"Fig. A.3b: $h^{{2,2}}$ (then "
        f"$W^{{O}}$); the state $h^{{1,1}}$ (highlighted) is needed {copies} times and is rebuilt from "
        f"its own copy of $x^1$ each time.",
    )


def deep_rac_L3_T3(*, full: bool = False):
    net = deep_network(random_rac(depth=3, M=2, R=2, seed=0), T=3, inputs=_inputs(3))
    return diagram(
        [net],
        T=3,
        full=full,
        caption=f"Fig. A.3c: depth-3 RAC after 3 steps; copies of "
        f"$x^1..x^3$: {net.input_copies(3)}; {len(net.nodes)} nodes.",
    )


def deep_rac_L3_T6(*, full: bool = False):
    T, L = 6, 3
    net = deep_network(random_rac(depth=L, M=2, R=2, seed=0), T=T, inputs=_inputs(T))
    chains = start_end_chains(net, T=T)
    hi = set().union(*chains)
    return diagram(
        [net],
        T=T,
        full=full,
        highlights=[hi],
        caption=f"Fig. 2.1: depth-3 RAC after 6 steps "
        f"({len(net.nodes)} nodes); highlighted: the {len(chains)} = (({T // 2}, {L - 1})) layer-1 chains "
        f"joining Start and End inputs, the basic unit of Conjecture 1.",
    )


def deep_rac_L3_T6_rank1(*, full: bool = False):
    T, L = 6, 3
    rac = rank1_assignment(random_rac(depth=L, M=2, R=2, seed=0))
    net = deep_network(rac, T=T, inputs=_inputs(T), split_rank1=True)
    chains = start_end_chains(net, T=T)
    hi = set().union(*chains)
    reduced = subnetwork(net, hi, name="deep_rac_L3_T6_rank1_reduced")
    units = basic_units(net, T=T)
    # the lower panel shows every Start-End chain; the upper may stack them (highlighted boxes)
    return diagram(
        [net, reduced],
        T=T,
        full=full,
        highlights=[hi, range(len(reduced.nodes))],
        keeps=[(), None],
        titles=[
            r"$W^{I,2} = e_1 \mathbf{1}^\top$: layer-1 chains close into separate factors",
            f"Reduction: the {units} factors that couple Start and End",
        ],
        caption=f"Fig. A.4: under the rank-1 assignment the network factorises; {units} chain copies "
        f"connect Start and End inputs, = (({T // 2}, {L - 1})) = {multiset(T // 2, L - 1)} (Claim 4).",
    )


def atlas_series(rows: list[dict], *, M: int, R: int) -> dict:
    """``{depth: [(T, rank, exact), ...]}`` from atlas rows (best rank per case), T ascending."""
    out: dict = {}
    for (m, L, width, T), row in sorted(best_rows(rows).items()):
        if (m, width) == (M, R):
            out.setdefault(L, []).append((T, row["rank"], row["exact"]))
    return out


def rank_vs_T(rows: list[dict] | None = None, *, full: bool = False):
    """Plot ``rows`` (default: the committed atlas, :func:`numerics.atlas.doc.committed_atlas`); ``full`` unused."""
    M, R = 3, 3
    series = atlas_series(committed_atlas() if rows is None else rows, M=M, R=R)
    if not series:
        raise ValueError(f"the atlas has no rows with M={M}, R={R}; run python -m numerics.atlas --M {M} --R {R} ...")
    fig = style.figure(style.PAGE_WIDTH_IN * 0.75, 3.2)
    ax = fig.subplots()
    markers = "os^Dv"
    for L, pts in series.items():
        Ts, ranks, _exact = zip(*pts)
        size = max(3.0, 10.0 - 2.0 * L)  # deeper rows coincide at the cap: smaller markers keep each visible
        (line,) = ax.plot(
            Ts,
            ranks,
            marker=markers[(L - 1) % len(markers)],
            linestyle="-",
            markerfacecolor="none",
            markersize=size,
            label=f"atlas, depth {L}",
            zorder=2 + L,
        )
        ex = [(T, r) for T, r, e in pts if e]
        if ex:
            ax.plot(
                *zip(*ex),
                marker=markers[(L - 1) % len(markers)],
                linestyle="none",
                color=line.get_color(),
                markersize=size,
                zorder=2 + L,
            )
    all_Ts = sorted({T for pts in series.values() for T, _, _ in pts})
    ax.plot(
        all_Ts,
        [theorem1_depth2_bound(M=M, R=R, T=T) for T in all_Ts],
        "k--",
        label=r"Theorem 1: $(\!(\min\{M,R\},\, T/2)\!)$",
    )
    ax.plot(all_Ts, [conjecture1_bound(M=M, R=R, T=T, depth=3) for T in all_Ts], "k:", label="Conjecture 1, depth 3")
    ax.plot(all_Ts, [M ** (T // 2) for T in all_Ts], color="grey", linewidth=0.8, label="$M^{T/2}$")
    ax.set_yscale("log")
    style.style_axes(
        ax,
        xlabel="T",
        ylabel="Start-End rank of the grid tensor",
        legend=True,
        title=f"Certified Start-End ranks from the rank atlas, M = {M}, R = {R}",
    )
    measured = {L: [r for _, r, _ in pts] for L, pts in series.items()}
    return fig, {
        **NO_NETWORK,
        "measured": measured,
        "caption": "Shallow ranks stay at R; deep ranks grow with T (exact GF(p) ranks from the rank atlas; "
        "filled markers: equal to a proven upper bound).",
    }


def network_size_vs_depth(*, full: bool = False):
    """Node counts against depth at T = 6; ``full`` unused."""
    T = 6
    sizes = [network_sizes(T=T, depth=L) for L in range(1, 6)]
    fig = style.figure(style.PAGE_WIDTH_IN * 0.6, 2.8)
    ax = fig.subplots()
    Ls = [s["depth"] for s in sizes]
    ax.plot(Ls, [s["network_nodes"] for s in sizes], "o-", label="duplicated-input tensor network")
    ax.plot(Ls, [s["recurrence_nodes"] for s in sizes], "s-", label="recurrence (states reused)")
    ax.set_yscale("log")
    ax.set_xticks(Ls)
    style.style_axes(
        ax,
        xlabel="depth L",
        ylabel=f"nodes after T = {T} steps",
        legend=True,
        title="Tensor-network size grows like lattice-path counts",
    )
    return fig, {**NO_NETWORK, "sizes": sizes, "caption": "Node counts of the tensor network against the recurrence."}


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
    **ARCH_FIGURES,
    **SPECTRA_FIGURES,
    **EXPERIMENT_FIGURES,
    **LENS_FIGURES,
}


def build(name: str, *, full: bool = False):
    """``(figure, info)`` for a name in :data:`FIGURES`; ``full=True`` draws every copy of repeated subtrees."""
    if name not in FIGURES:
        raise ValueError(f"unknown figure {name!r}; choose from {', '.join(FIGURES)}")
    return FIGURES[name](full=full)
