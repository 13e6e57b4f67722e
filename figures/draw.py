"""Draw a :class:`racs.Network` with matplotlib (Agg, files only).

Inputs are circles on the baseline, labelled by their time step, Start (t <= T/2) and End inputs in two
colours; delta and tie tensors are triangles; weight matrices, cores and W^O are labelled boxes; edge width
grows with log2 of the bond dimension. Every node and edge is one artist group with an SVG id
(``node-<id>``, ``edge-<k>``), so a test can count what was drawn.
"""
from __future__ import annotations

import math
from typing import Iterable, Optional

from racs import Network

from .layout import tree_layout

__all__ = ["draw_network", "MAX_DRAW_NODES", "START_COLOR", "END_COLOR", "HIGHLIGHT"]

#: Above this many nodes a diagram is refused: labels would overlap beyond reading.
MAX_DRAW_NODES = 1500
START_COLOR = "#1f77b4"
END_COLOR = "#ff7f0e"
HIGHLIGHT = "#d62728"
_LABEL = {"W_I": "I", "W_H": "H", "W_O": "O", "core": "G", "h0": "h0", "e1": "e1", "ones": "1"}


def _label(node) -> str:
    base = _LABEL.get(node.kind, "")
    if node.kind in ("W_I", "W_H") and node.layer:
        return f"{base}{node.layer}"
    return base


def draw_network(ax, net: Network, *, T: int, highlight: Iterable[int] = (), title: Optional[str] = None) -> dict:
    """Draw ``net`` on ``ax``; return ``{"nodes": drawn, "edges": drawn}``.

    ``highlight``: node ids drawn in the highlight colour, with the edges between them.
    """
    from matplotlib.patches import Circle, Polygon, Rectangle

    if len(net.nodes) > MAX_DRAW_NODES:
        raise ValueError(f"network {net.name!r} has {len(net.nodes)} nodes; diagrams are drawn up to "
                         f"{MAX_DRAW_NODES} (lower T or the depth)")
    pos = tree_layout(net)
    hi = set(highlight)
    drawn_edges = 0
    for k, e in enumerate(net.edges):
        (x0, y0), (x1, y1) = pos[e.u], pos[e.v]
        both = e.u in hi and e.v in hi
        line, = ax.plot([x0, x1], [y0, y1], color=HIGHLIGHT if both else "#555555",
                        linewidth=0.6 + 0.8 * math.log2(max(e.dim, 1)), zorder=1, solid_capstyle="round")
        line.set_gid(f"edge-{k}")
        drawn_edges += 1
    drawn_nodes = 0
    for n in net.nodes:
        x, y = pos[n.id]
        edge = HIGHLIGHT if n.id in hi else "black"
        lw = 1.6 if n.id in hi else 0.6
        if n.kind == "input":
            face = START_COLOR if n.time <= T // 2 else END_COLOR
            patch = Circle((x, y), 0.32, facecolor=face, edgecolor=edge, linewidth=lw, zorder=3)
            text = str(n.time)
            color = "white"
        elif n.kind in ("delta", "tie"):
            patch = Polygon([(x - 0.3, y - 0.2), (x + 0.3, y - 0.2), (x, y + 0.3)], closed=True,
                            facecolor="#dddddd" if n.kind == "delta" else "#f2f2f2", edgecolor=edge, linewidth=lw,
                            zorder=3)
            text, color = "", "black"
        else:
            patch = Rectangle((x - 0.38, y - 0.2), 0.76, 0.4, facecolor="white", edgecolor=edge, linewidth=lw,
                              zorder=3)
            text, color = _label(n), "black"
        ax.add_patch(patch)
        artists = [patch]
        if text:
            artists.append(ax.text(x, y, text, ha="center", va="center", fontsize=6, color=color, zorder=4))
        for a in artists:
            a.set_gid(f"node-{n.id}" if a is patch else f"label-{n.id}")
        drawn_nodes += 1
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    ax.set_xlim(min(xs) - 1, max(xs) + 1)
    ax.set_ylim(min(ys) - 0.8, max(ys) + 0.8)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=9)
    return {"nodes": drawn_nodes, "edges": drawn_edges}
