r"""Cyclic graphs and unfoldings of Zhang et al.'s architectures (seed 002, Figs. 1-2) and the stacked RAC.

``arch_graph_<name>``: the cyclic graph :math:`\mathcal G_c`, delays on the edges, a cycle attaining
:math:`d_r` in red. ``unfolded_<name>``: a few steps of :math:`\mathcal G_{un}` with a longest path from the
first to the last step in red (its length per step tends to :math:`d_r`, Thm. 3.2). Inputs are squares,
hidden nodes circles, outputs diamonds, as in the paper. Every node and edge is one artist with an SVG id
(``node-<k>``, ``edge-<k>``) so a test can count what was drawn.
"""
from __future__ import annotations

import textwrap
from typing import Callable

from numerics.arch_measures import longest_window_path, measures
from racs.archgraph import ArchGraph, fig2a, stacked

from .style import CAPTION_PT, EDGE_COLOR, FONT_PT, HIGHLIGHT, LABEL_PT, MIN_FONT_PT, PAGE_WIDTH_IN, figure

__all__ = ["ARCH_FIGURES", "arch_graph", "unfolded", "levels"]

_STEPS = 4
_RAC_DEPTH = 3


def _figure(width: float, height: float):
    """A figure at most a page wide; the drawing (equal aspect) shrinks to fit, the text keeps its size."""
    scale = min(1.0, PAGE_WIDTH_IN / width)
    return figure(width * scale, max(1.5, height * scale))


def levels(g: ArchGraph) -> dict:
    """Drawing height of each node: inputs 0, a hidden node one above its highest delay-0 predecessor (the
    delay-0 edges form a DAG in a well-posed graph), outputs one above every hidden node."""
    zero = [(u, v) for u, v, s in g.edges if s == 0]
    level = {n.name: 0 for n in g.nodes}
    for _ in g.nodes:
        for u, v in zero:
            level[v] = max(level[v], level[u] + 1)
    top = max(level[n.name] for n in g.nodes if n.kind == "hidden") + 1
    return {n.name: (top if n.kind == "output" else max(level[n.name], 1) if n.kind == "hidden" else 0)
            for n in g.nodes}


def _node(ax, x, y, kind, *, gid, color="black", lw=0.8, label=""):
    from matplotlib.patches import Circle, Polygon, Rectangle

    if kind == "input":
        patch = Rectangle((x - 0.18, y - 0.18), 0.36, 0.36, facecolor="#dddddd", edgecolor=color, linewidth=lw,
                          zorder=3)
    elif kind == "output":
        patch = Polygon([(x, y - 0.24), (x + 0.24, y), (x, y + 0.24), (x - 0.24, y)], closed=True, facecolor="#dddddd",
                        edgecolor=color, linewidth=lw, zorder=3)
    else:
        patch = Circle((x, y), 0.2, facecolor="white", edgecolor=color, linewidth=lw, zorder=3)
    patch.set_gid(gid)
    ax.add_patch(patch)
    if label:
        ax.text(x, y, label, ha="center", va="center", fontsize=LABEL_PT, zorder=4).set_gid(f"label-{gid}")


def _arrow(ax, p, q, *, gid, color, rad=0.0, lw=0.8, text=None):
    from matplotlib.patches import FancyArrowPatch

    a = FancyArrowPatch(p, q, arrowstyle="-|>", mutation_scale=7, color=color, linewidth=lw, shrinkA=8, shrinkB=8,
                        connectionstyle=f"arc3,rad={rad}", zorder=2)
    a.set_gid(gid)
    ax.add_patch(a)
    if text is not None:
        # arc3's Bezier midpoint lies half the control point's offset (rad * (dy, -dx)) off the chord
        mx, my = (p[0] + q[0]) / 2 + rad * (q[1] - p[1]) / 2, (p[1] + q[1]) / 2 - rad * (q[0] - p[0]) / 2
        ax.text(mx, my, text, fontsize=MIN_FONT_PT, color=color, ha="center", va="center", zorder=4,
                bbox=dict(boxstyle="round,pad=0.1", facecolor="white", edgecolor="none")).set_gid(f"label-{gid}")


def _self_loop(ax, p, *, gid, color, lw, text, turn):
    from matplotlib.patches import Arc

    r = 0.22 + 0.12 * turn
    arc = Arc((p[0] + r, p[1] + r), 2 * r, 2 * r, theta1=180, theta2=270 + 180, color=color, linewidth=lw, zorder=2)
    arc.set_gid(gid)
    ax.add_patch(arc)
    ax.text(p[0] + 2.1 * r, p[1] + 2.1 * r, text, fontsize=MIN_FONT_PT, color=color, ha="center", va="center",
            zorder=4).set_gid(f"label-{gid}")


def arch_graph(g: ArchGraph, *, caption: str):
    """Draw the cyclic graph ``g`` with its delays; return ``(figure, info)``."""
    m = measures(g)
    lv = levels(g)
    by_level: dict = {}
    for n in g.nodes:
        by_level.setdefault(lv[n.name], []).append(n.name)
    pos = {name: (1.4 * i - 0.7 * (len(names) - 1), 1.2 * y) for y, names in by_level.items()
           for i, name in enumerate(names)}
    width = max(3.0, 1.4 * max(len(v) for v in by_level.values()) + 1.5)
    fig = _figure(width, 1.2 * (max(by_level) + 1) + 1.0)
    ax = fig.subplots()
    red = set(m.depth_cycle)
    kinds = {n.name: n.kind for n in g.nodes}
    seen: dict = {}
    for k, (u, v, s) in enumerate(g.edges):
        color, lw = (HIGHLIGHT, 1.6) if (u, v, s) in red else (EDGE_COLOR, 0.8)
        turn = seen.get((u, v), 0)
        seen[(u, v)] = turn + 1
        if u == v:
            _self_loop(ax, pos[u], gid=f"edge-{k}", color=color, lw=lw, text=str(s), turn=turn)
        else:
            back = (v, u) in seen or pos[v][1] < pos[u][1]
            _arrow(ax, pos[u], pos[v], gid=f"edge-{k}", color=color, lw=lw, text=str(s),
                   rad=(0.35 if back else 0.0) + 0.25 * turn)
    for k, n in enumerate(g.nodes):
        _node(ax, *pos[n.name], kinds[n.name], gid=f"node-{k}", label=n.name)
    xs, ys = [p[0] for p in pos.values()], [p[1] for p in pos.values()]
    ax.set_xlim(min(xs) - 0.8, max(xs) + 1.0)
    ax.set_ylim(min(ys) - 0.6, max(ys) + 0.8)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(f"{g.name}: d_r = {m.d_r}, d_f = {m.d_f}, s = {m.s}", fontsize=FONT_PT)
    fig.text(0.01, 0.0, textwrap.fill(caption, 110), fontsize=CAPTION_PT, ha="left", va="top")
    info = {"nodes": len(g.nodes), "edges": len(g.edges), "network_nodes": len(g.nodes),
            "network_edges": len(g.edges), "caption": caption, "d_r": str(m.d_r), "d_f": str(m.d_f), "s": str(m.s)}
    return fig, info


def unfolded(g: ArchGraph, *, caption: str, T: int = _STEPS):
    """Draw ``T`` steps of the unfolding with a longest first-to-last-step path in red; return ``(figure, info)``."""
    m = measures(g)
    path, w = longest_window_path(g, T=T)
    lv = levels(g)
    kinds = {n.name: n.kind for n in g.nodes}
    slot: dict = {}
    pos = []
    for t, name in w.nodes:
        k = slot.get((t, lv[name]), 0)
        slot[(t, lv[name])] = k + 1
        pos.append((1.8 * t + 0.5 * k, 1.0 * lv[name]))
    on = set(zip(path, path[1:]))
    fig = _figure(max(4.0, 1.8 * T + 1.0), 1.0 * (max(lv.values()) + 1) + 1.2)
    ax = fig.subplots()
    for k, (i, j, e) in enumerate(w.edges):
        hit = (i, j) in on
        rad = 0.3 if pos[i][1] == pos[j][1] and abs(pos[i][0] - pos[j][0]) > 1.9 else 0.0
        _arrow(ax, pos[i], pos[j], gid=f"edge-{k}", color=HIGHLIGHT if hit else EDGE_COLOR, lw=1.6 if hit else 0.7,
               rad=rad)
    for k, (t, name) in enumerate(w.nodes):
        _node(ax, *pos[k], kinds[name], gid=f"node-{k}", color=HIGHLIGHT if k in path else "black",
              lw=1.4 if k in path else 0.7, label=name)
    for t in sorted({t for t, _ in w.nodes}):
        ax.text(1.8 * t, -0.6, f"t = {t}", fontsize=FONT_PT, ha="center")
    xs, ys = [p[0] for p in pos], [p[1] for p in pos]
    ax.set_xlim(min(xs) - 0.6, max(xs) + 0.6)
    ax.set_ylim(-0.9, max(ys) + 0.6)
    ax.set_aspect("equal")
    ax.axis("off")
    span = w.nodes[path[-1]][0] - w.nodes[path[0]][0]
    ax.set_title(f"{g.name} unfolded over {T} steps: longest path {len(path) - 1} edges across {span} steps "
                 f"(d_r = {m.d_r})", fontsize=FONT_PT)
    fig.text(0.01, 0.0, textwrap.fill(caption, 110), fontsize=CAPTION_PT, ha="left", va="top")
    info = {"nodes": len(w.nodes), "edges": len(w.edges), "network_nodes": len(w.nodes),
            "network_edges": len(w.edges), "caption": caption, "longest_path": len(path) - 1, "span": span}
    return fig, info


_GRAPHS = {"sh": lambda: fig2a("sh"), "st": lambda: fig2a("st"), "bu": lambda: fig2a("bu"), "td": lambda: fig2a("td"),
           "rac": lambda: stacked("rac", depth=_RAC_DEPTH)}
_CAPTIONS = {
    "sh": "Fig. 2(a) sh: one hidden layer; the paper states (d_r, d_f) = (1, 2).",
    "st": "Fig. 2(a) st: two stacked layers; the paper states (d_r, d_f) = (1, 3).",
    "bu": "Fig. 2(a) bu: st plus h1(t) -> h2(t+1); the paper states (d_r, d_f) = (1, 3).",
    "td": "Fig. 2(a) td: st plus h2(t) -> h1(t+1), the red cycle gives d_r = 2; the paper states (2, 3).",
    "rac": f"Stacked RAC of depth {_RAC_DEPTH} (thesis Eq. 1.2): d_r = 1 at every depth, d_f = L + 1; the "
           f"thesis' depth L shows instead in the ((T/2, L-1)) End-time paths into the top layer (Claim 4).",
}


def _builder(kind: str, name: str) -> Callable:
    draw = arch_graph if kind == "arch_graph" else unfolded
    def build(*, full: bool = False):
        # ``full`` is accepted like every catalog builder's; these graphs have no repeated subtrees to stack
        fig, info = draw(_GRAPHS[name](), caption=_CAPTIONS[name])
        return fig, {"stacked_nodes": 0, "stacked_edges": 0, **info}
    return build


#: ``{figure name: builder}``; each builder returns ``(Figure, info)`` like :data:`figures.catalog.FIGURES`.
ARCH_FIGURES = {f"{kind}_{name}": _builder(kind, name) for name in _GRAPHS for kind in ("arch_graph", "unfolded")}
