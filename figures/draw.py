r"""Draw a :class:`racs.Network` with matplotlib (Agg, files only), at print size, fitting a page width.

Thesis styling (Fig. 2.1, A.2-A.4): inputs are circles labelled by their time step, Start and End inputs in
the colour-blind-safe pair of :mod:`figures.style`; delta and tie tensors are triangles; weight matrices,
cores and :math:`W^O` are boxes labelled in mathtext; edge width grows with :math:`\log_2` of the bond
dimension. A network wider than the page is folded onto several rows (:func:`figures.layout.fold`: edges
leaving a row's right end re-enter the next row's left end); with ``full=False`` repeated copies of a
subtree are drawn as one stacked box :math:`h^{t,l}` marked with its number of copies.

Every drawn node and edge is one artist with an SVG id (``node-<id>``, ``edge-<k>``); a stacked box has the
id ``stack-<root>-<n>n-<e>e`` for the ``n`` nodes and ``e`` edges it stands for, so a test can count them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from racs import Network

from . import style
from .layout import fold, network_depth, stacked_copies, tree_layout

__all__ = ["MAX_DRAW_NODES", "PAGE_PT", "Plan", "plan", "draw_plan", "draw_network", "diagram_size", "draw_diagram"]

#: Above this many nodes a diagram is refused: even folded it would not fit a few pages.
MAX_DRAW_NODES = 1500
#: Page width in points available to a drawing.
PAGE_PT = 72.0 * style.PAGE_WIDTH_IN
_PAD = 1.2  # text to box border, points
_TRI = (10.0, 8.5)  # triangle width, height
_SHADOW = 1.6  # offset of each card behind a stacked box
_WINDOW_GAP = 8.0  # between the folded rows of one network
_PANEL_GAP = 8.0


@dataclass(frozen=True)
class Plan:
    """What :func:`draw_plan` draws: node boxes (centres and sizes, points), labels, folding windows."""

    net: Network
    T: int
    pos: dict
    sizes: dict
    labels: dict
    stacks: dict
    highlight: frozenset
    windows: tuple
    bands: tuple

    @property
    def width(self) -> float:
        return max(x1 - x0 for x0, x1 in self.windows)

    @property
    def height(self) -> float:
        return sum(y1 - y0 for y0, y1 in self.bands) + _WINDOW_GAP * (len(self.bands) - 1)

    def shown_edges(self) -> list:
        """Indices of the edges drawn (both ends drawn; the rest lie inside stacked boxes)."""
        return [k for k, e in enumerate(self.net.edges) if e.u in self.pos and e.v in self.pos]


def _font(kind: str) -> float:
    """Inputs carry a plain time step; every other label is mathtext with scripts."""
    return style.TAG_PT if kind == "input" else style.LABEL_PT


def _size(kind: str, label: str, stacked: bool) -> tuple[float, float]:
    if kind in ("delta", "tie") and not stacked:
        return _TRI
    w, h = style.text_size(label, _font(kind))
    if kind == "input":
        d = max(w, h, style.TAG_PT) + 2 * _PAD
        return (d, d)
    w, h = max(w, h) if kind == "ones" else w, max(h, style.LABEL_PT * 0.8)
    extra = 2 * _SHADOW if stacked else 0.0
    return (w + 2 * _PAD + extra, h + 2 * _PAD + extra)


def plan(
    net: Network,
    *,
    T: int,
    highlight: Iterable[int] = (),
    full: bool = True,
    keep=None,
    first_layers: int = 0,
    width: float = PAGE_PT,
) -> Plan:
    r"""Lay out ``net`` for drawing: sizes from the labels, positions, folding into windows ``<= width`` pt.

    ``full=False`` stacks repeated subtrees (:func:`figures.layout.stacked_copies`, with its
    ``first_layers``) except those touching ``keep`` (default: ``highlight``); a stacked box holding
    highlighted nodes is drawn highlighted. Layer indices are left out of the labels of a shallow network
    (one with :math:`W^O` on layer 2). Raises ``ValueError`` for networks above :data:`MAX_DRAW_NODES` nodes.
    """
    if len(net.nodes) > MAX_DRAW_NODES:
        raise ValueError(
            f"network {net.name!r} has {len(net.nodes)} nodes; diagrams are drawn up to "
            f"{MAX_DRAW_NODES} (lower T or the depth)"
        )
    hi = frozenset(highlight)
    stacks = {} if full else stacked_copies(net, keep=hi if keep is None else keep, first_layers=first_layers)
    hidden = set().union(*(ids - {r} for r, (ids, _) in stacks.items())) if stacks else set()
    depth = network_depth(net) if any(n.kind == "W_O" for n in net.nodes) else max(2, network_depth(net))
    labels, sizes = {}, {}
    for n in net.nodes:
        if n.id in hidden:
            continue
        if n.id in stacks:
            labels[n.id] = f"$h^{{{n.time},{n.layer}}}$ ×{stacks[n.id][1]}"
        else:
            labels[n.id] = style.node_label(n, depth=depth)
        sizes[n.id] = _size(n.kind, labels[n.id], n.id in stacks)
    pos = tree_layout(net, sizes=sizes, stacks=stacks)
    boxes = {i: (*pos[i], *sizes[i]) for i in pos}
    shown = [(e.u, e.v) for e in net.edges if e.u in pos and e.v in pos]
    windows = fold(boxes, shown, width=width)
    bands = []
    for x0, x1 in windows:
        ys = [y + s * h / 2 for x, y, w, h in boxes.values() if x0 <= x <= x1 for s in (-1, 1)]
        ys += [pos[u][1] for u, v in shown if min(pos[u][0], pos[v][0]) < x1 and max(pos[u][0], pos[v][0]) > x0]
        bands.append((min(ys), max(ys)))
    hi = hi | {r for r, (ids, _) in stacks.items() if hi & ids}
    return Plan(net, T, pos, sizes, labels, stacks, hi, tuple(windows), tuple(bands))


def _node(ax, n, x: float, y: float, size, label: str, *, T: int, lit: bool, stack: str | None) -> list:
    """Draw one node; return its artists as ``(role, artist)`` with role ``"shape"`` or ``"label"``."""
    from matplotlib.patches import Circle, Patch, Polygon, Rectangle

    out = []
    w, h = size
    ec, lw = (style.HIGHLIGHT, 1.3) if lit else ("black", 0.6)
    color = "black"
    if stack:
        bw, bh = w - 2 * _SHADOW, h - 2 * _SHADOW
        for k in (2, 1):  # the cards behind: one box standing for several copies
            card = Rectangle(
                (x - w / 2 + k * _SHADOW, y - h / 2 + k * _SHADOW),
                bw,
                bh,
                facecolor=style.BOX_FILL,
                edgecolor=ec,
                linewidth=lw,
                zorder=2.9 - 0.1 * k,
            )
            card.set_gid(f"card-{n.id}-{k}")
            out.append(("shape", ax.add_patch(card)))
        patch: Patch = Rectangle(
            (x - w / 2, y - h / 2), bw, bh, facecolor=style.BOX_FILL, edgecolor=ec, linewidth=lw, zorder=3
        )
        x, y = x - _SHADOW, y - _SHADOW
    elif n.kind == "input":
        face, color = style.input_colors(n.time, T)
        patch = Circle((x, y), w / 2, facecolor=face, edgecolor=ec, linewidth=lw, zorder=3)
    elif n.kind in ("delta", "tie"):
        patch = Polygon(
            [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x, y + h / 2)],
            closed=True,
            facecolor=style.DELTA_FILL if n.kind == "delta" else style.TIE_FILL,
            edgecolor=ec,
            linewidth=lw,
            zorder=3,
        )
    else:
        patch = Rectangle((x - w / 2, y - h / 2), w, h, facecolor=style.BOX_FILL, edgecolor=ec, linewidth=lw, zorder=3)
    patch.set_gid(stack or f"node-{n.id}")
    out.append(("shape", ax.add_patch(patch)))
    if label:
        out.append(
            (
                "label",
                ax.text(
                    x,
                    y,
                    label,
                    ha="center",
                    va="center",
                    fontsize=_font(n.kind),
                    color=color,
                    zorder=4,
                    gid=f"label-{n.id}",
                ),
            )
        )
    return out


def draw_plan(ax, p: Plan, *, left: float, top: float, panel: int = 0) -> dict:
    """Draw ``p`` on ``ax`` (data units = points) with its first window's top-left corner at ``(left, top)``.

    Returns ``{"nodes", "edges"}`` drawn, ``stacked_nodes``, ``stacked_edges`` the stacked boxes stand for,
    and ``artists``: ``(role, artist, owners)`` for every shape, label and edge, ``owners`` the
    ``(panel, node id)`` keys it belongs to (an edge: its two ends), so a test can check what touches what.
    """
    import numpy as np

    offsets, y = [], top
    for (x0, _), (y0, y1) in zip(p.windows, p.bands):
        offsets.append((left - x0, y - y1))
        y -= y1 - y0 + _WINDOW_GAP

    def where(x: float) -> int:
        return next(k for k, (x0, x1) in enumerate(p.windows) if x <= x1 or k == len(p.windows) - 1)

    shown = p.shown_edges()
    artists: list[tuple[str, Any, tuple]] = []
    for k in shown:
        e = p.net.edges[k]
        (xa, ya), (xb, yb) = sorted((p.pos[e.u], p.pos[e.v]))
        px, py = [], []
        for j in range(where(xa), where(xb) + 1):  # one piece per window the edge runs through
            x0, x1 = p.windows[j]
            dx, dy = offsets[j]
            px += [max(xa, x0) + dx, min(xb, x1) + dx, np.nan]
            py += [ya + dy, yb + dy, np.nan]
        lit = e.u in p.highlight and e.v in p.highlight
        (line,) = ax.plot(
            px[:-1],
            py[:-1],
            color=style.HIGHLIGHT if lit else style.EDGE_COLOR,
            linewidth=style.edge_width(e.dim),
            zorder=1,
            solid_capstyle="butt",
        )
        line.set_gid(f"edge-{k}")
        artists.append(("edge", line, ((panel, e.u), (panel, e.v))))
    stacked_nodes = stacked_edges = 0
    for n in p.net.nodes:
        if n.id not in p.pos:
            continue
        x, y = p.pos[n.id]
        dx, dy = offsets[where(x)]
        stack = None
        if n.id in p.stacks:
            ids = p.stacks[n.id][0]
            ne = sum(1 for e in p.net.edges if e.u in ids and e.v in ids)
            stack = f"stack-{n.id}-{len(ids)}n-{ne}e"
            stacked_nodes += len(ids)
            stacked_edges += ne
        drawn = _node(ax, n, x + dx, y + dy, p.sizes[n.id], p.labels[n.id], T=p.T, lit=n.id in p.highlight, stack=stack)
        artists += [(role, a, ((panel, n.id),)) for role, a in drawn]
    return {
        "nodes": len(p.pos) - len(p.stacks),
        "edges": len(shown),
        "stacked_nodes": stacked_nodes,
        "stacked_edges": stacked_edges,
        "artists": artists,
    }


def draw_network(
    ax, net: Network, *, T: int, highlight: Iterable[int] = (), title: str | None = None, full: bool = True
) -> dict:
    """Draw ``net`` on ``ax`` at print size (points as data units, limits set); return the counts drawn."""
    p = plan(net, T=T, highlight=highlight, full=full)
    counts = draw_plan(ax, p, left=0.0, top=p.height)
    ax.set_xlim(0, p.width)
    ax.set_ylim(0, p.height)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=style.FONT_PT)
    return counts


def diagram_size(
    plans: list, *, caption: str, titles: list | None = None, min_width: float = 0.6 * PAGE_PT
) -> tuple[float, float, list]:
    """``(width, height, caption lines)`` of :func:`draw_diagram`'s figure, points."""
    titles = titles or [None] * len(plans)
    width = min(PAGE_PT, max(min_width, max(p.width for p in plans)))
    lines = style.wrap(caption, width)
    body = sum(p.height + (1.5 * style.CAPTION_PT if t else 0.0) for p, t in zip(plans, titles))
    return width, body + _PANEL_GAP * len(plans) + 1.3 * style.CAPTION_PT * len(lines), lines


def draw_diagram(plans: list, *, caption: str, titles: list | None = None, min_width: float = 0.6 * PAGE_PT):
    """One figure: the plans stacked top to bottom, each under its title, the caption below; ``(fig, counts)``.

    ``counts`` as from :func:`draw_plan`, summed (node keys carry the plan's index as ``panel``); titles and
    the caption join ``artists`` with role ``"text"`` and no owner.

    The figure is exactly as wide as the widest plan (at least ``min_width``, for the caption), so it is
    printed at 100 % and every label keeps :data:`figures.style.LABEL_PT`.
    """
    titles = titles or [None] * len(plans)
    title_h = 1.5 * style.CAPTION_PT
    width, height, lines = diagram_size(plans, caption=caption, titles=titles, min_width=min_width)
    fig = style.figure(width / 72.0, height / 72.0)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.axis("off")
    counts: dict[str, Any] = {"nodes": 0, "edges": 0, "stacked_nodes": 0, "stacked_edges": 0, "artists": []}
    top = height
    for k, (p, t) in enumerate(zip(plans, titles)):
        if t:
            counts["artists"].append(("text", ax.text(0, top, t, ha="left", va="top", fontsize=style.CAPTION_PT), ()))
            top -= title_h
        got = draw_plan(ax, p, left=(width - p.width) / 2, top=top, panel=k)
        counts = {key: counts[key] + got[key] for key in counts}
        top -= p.height + _PANEL_GAP
    cap = ax.text(0, top, "\n".join(lines), ha="left", va="top", fontsize=style.CAPTION_PT, linespacing=1.3)
    counts["artists"].append(("text", cap, ()))
    return fig, counts
