r"""Cyclic graphs and unfoldings of Zhang et al.'s architectures (seed 002, Figs. 1-2) and the stacked RAC.

``arch_graph_<name>``: the cyclic graph :math:`\mathcal G_c`, delays on the edges, a cycle attaining
:math:`d_r` in red (Fig. 2a). ``unfolded_<name>``: a few steps of :math:`\mathcal G_{un}` with a longest path
from the first to the last step in red (its length per step tends to :math:`d_r`, Thm. 3.2; Fig. 1a). Inputs
are squares, hidden nodes circles, outputs diamonds, as in the paper.

Drawn like the tensor-network diagrams (:mod:`figures.draw`): data units are points at print size, the
figure is exactly as large as its content, title above and caption below wrapped to its width. Every node
and edge is one artist with an SVG id (``node-<k>``, ``edge-<k>``); ``info["artists"]`` lists every shape,
label, edge and text with the nodes it belongs to, as :func:`figures.draw.draw_plan` does, so the collision
tests cover these figures too.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from numerics.arch_measures import longest_window_path, measures
from racs.archgraph import ArchGraph, fig2a, stacked

from . import style

__all__ = ["ARCH_FIGURES", "arch_graph", "unfolded", "levels"]

_STEPS = 4
_RAC_DEPTH = 3
_R = 10.0  # node radius (half the square's side), points
_DY = 44.0  # between levels
_DX = 46.0  # between nodes of one level in the cyclic graph
_STEP_DX = 84.0  # between time steps of the unfolding
_MARGIN = 4.0
_CURVE = 0.45  # arc3 bend of parallel and backward edges
_LOOP = 3.0  # arc3 bend of a self-loop (drawn between two points of the node's right side)


def levels(g: ArchGraph) -> dict:
    """Drawing height of each node: inputs 0, a hidden node one above its highest delay-0 predecessor (the
    delay-0 edges form a DAG in a well-posed graph), outputs one above every hidden node."""
    zero = [(u, v) for u, v, s in g.edges if s == 0]
    level = {n.name: 0 for n in g.nodes}
    for _ in g.nodes:
        for u, v in zero:
            level[v] = max(level[v], level[u] + 1)
    top = max(level[n.name] for n in g.nodes if n.kind == "hidden") + 1
    return {
        n.name: (top if n.kind == "output" else max(level[n.name], 1) if n.kind == "hidden" else 0) for n in g.nodes
    }


class _Canvas:
    """Artists in points, recorded as ``(role, artist, owners)`` like :func:`figures.draw.draw_plan`'s."""

    def __init__(self):
        self.items: list = []
        self.bounds: list = []  # (x0, y0, x1, y1) in points of everything drawn

    def text(
        self,
        role: str,
        x: float,
        y: float,
        s: str,
        owners: tuple,
        *,
        gid=None,
        ha="center",
        va="center",
        fontsize: float = style.FONT_PT,
        color="black",
    ) -> None:
        from matplotlib.text import Text

        t = Text(x, y, s, ha=ha, va=va, fontsize=fontsize, color=color, zorder=4)
        if gid:
            t.set_gid(gid)
        self.items.append((role, t, owners))
        w, h = style.text_size(s, fontsize)
        x0 = x - {"left": 0.0, "center": w / 2, "right": w}[ha]
        y0 = y - {"bottom": 0.0, "center": h / 2, "top": h}[va]
        self.bounds.append((x0, y0, x0 + w, y0 + h))

    def node(self, key, x: float, y: float, kind: str, label: str, *, lit: bool) -> None:
        from matplotlib.patches import Circle, Patch, Polygon, Rectangle

        ec, lw = (style.HIGHLIGHT, 1.4) if lit else ("black", 0.7)
        if kind == "input":
            patch: Patch = Rectangle(
                (x - _R, y - _R), 2 * _R, 2 * _R, facecolor=style.DELTA_FILL, edgecolor=ec, linewidth=lw, zorder=3
            )
        elif kind == "output":
            r = _R * 1.25
            patch = Polygon(
                [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
                closed=True,
                facecolor=style.DELTA_FILL,
                edgecolor=ec,
                linewidth=lw,
                zorder=3,
            )
        else:
            patch = Circle((x, y), _R, facecolor=style.BOX_FILL, edgecolor=ec, linewidth=lw, zorder=3)
        patch.set_gid(f"node-{key}")
        self.items.append(("shape", patch, ((0, key),)))
        r = 1.25 * _R
        self.bounds.append((x - r, y - r, x + r, y + r))
        self.text("label", x, y, label, ((0, key),), gid=f"label-node-{key}")

    def edge(
        self,
        k: int,
        p,
        q,
        ends: tuple,
        *,
        lit: bool,
        rad: float = 0.0,
        shrink: bool = True,
        delay=None,
        side: float = 1.0,
    ) -> None:
        """Arrow ``p -> q`` (bent by ``rad``, arc3); ``delay`` written beside its middle, on ``side`` (+1: the
        arrow's right, -1: its left)."""
        from matplotlib.patches import FancyArrowPatch

        color, lw = (style.HIGHLIGHT, 1.6) if lit else (style.EDGE_COLOR, 0.8)
        cut = _R + 1.5 if shrink else 0.0
        arrow = FancyArrowPatch(
            p,
            q,
            arrowstyle="-|>",
            mutation_scale=7,
            color=color,
            linewidth=lw,
            shrinkA=cut,
            shrinkB=cut,
            connectionstyle=f"arc3,rad={rad}",
            zorder=2,
        )
        arrow.set_gid(f"edge-{k}")
        owners = tuple((0, e) for e in ends) + (("delay", k),)
        self.items.append(("edge", arrow, owners))
        dx, dy = q[0] - p[0], q[1] - p[1]
        # arc3's Bezier apex lies half the control point's offset (rad * (dy, -dx)) off the chord
        mx, my = (p[0] + q[0]) / 2 + rad * dy / 2, (p[1] + q[1]) / 2 - rad * dx / 2
        self.bounds.append((min(p[0], q[0], mx), min(p[1], q[1], my), max(p[0], q[0], mx), max(p[1], q[1], my)))
        if delay is None:
            return
        norm = math.hypot(dx, dy) or 1.0
        off = side * (style.TAG_PT * 0.5 + 3.0)
        self.text(
            "label",
            mx + off * dy / norm,
            my - off * dx / norm,
            str(delay),
            (("delay", k),),
            gid=f"label-edge-{k}",
            fontsize=style.TAG_PT,
            color=color,
        )

    def loop(self, k: int, x: float, y: float, key, *, lit: bool, delay, turn: int) -> None:
        """Self-loop on the node's right side (the ``turn``-th one nests outside the previous)."""
        a = math.radians(35 + 10 * turn)
        p, q = (x + _R * math.cos(a), y + _R * math.sin(a)), (x + _R * math.cos(a), y - _R * math.sin(a))
        bend = -(_LOOP + 1.2 * turn)
        self.edge(k, p, q, (key, key), lit=lit, rad=bend, shrink=False)
        reach = x + _R * math.cos(a) + abs(bend) * _R * math.sin(a)  # apex: half of the control offset
        self.text(
            "label",
            reach + 3.0,
            y,
            str(delay),
            (("delay", k),),
            gid=f"label-edge-{k}",
            ha="left",
            fontsize=style.TAG_PT,
            color=style.HIGHLIGHT if lit else style.EDGE_COLOR,
        )

    def render(self, *, title: str, caption: str, min_width: float):
        """A figure exactly around the items, ``title`` on top and ``caption`` below; ``(fig, artists)``."""
        x0, x1 = min(b[0] for b in self.bounds) - _MARGIN, max(b[2] for b in self.bounds) + _MARGIN
        y0, y1 = min(b[1] for b in self.bounds) - _MARGIN, max(b[3] for b in self.bounds) + _MARGIN
        width = min(style.PAGE_WIDTH_IN * 72.0, max(min_width, x1 - x0))
        head = style.wrap(title, width, style.CAPTION_PT)
        foot = style.wrap(caption, width, style.CAPTION_PT)
        line = 1.3 * style.CAPTION_PT
        height = (y1 - y0) + line * (len(head) + len(foot)) + 2 * _MARGIN
        fig = style.figure(width / 72.0, height / 72.0)
        ax = fig.add_axes((0, 0, 1, 1))
        shift = (width - (x1 - x0)) / 2 - x0  # centre the drawing under the title
        bottom = line * len(foot) + _MARGIN
        ax.set_xlim(-shift, width - shift)
        ax.set_ylim(y0 - bottom, y0 - bottom + height)
        ax.set_aspect("equal")
        ax.axis("off")
        for _, artist, _ in self.items:
            (ax.add_artist if hasattr(artist, "get_text") else ax.add_patch)(artist)
        texts = []
        for lines, top in ((head, y0 - bottom + height), (foot, y0 - _MARGIN)):
            if lines:
                t = ax.text(
                    -shift, top, "\n".join(lines), ha="left", va="top", fontsize=style.CAPTION_PT, linespacing=1.3
                )
                texts.append(("text", t, ()))
        return fig, self.items + texts


def arch_graph(g: ArchGraph, *, caption: str):
    """Draw the cyclic graph ``g`` with its delays; return ``(figure, info)``."""
    m = measures(g)
    lv = levels(g)
    by_level: dict = {}
    for n in g.nodes:
        by_level.setdefault(lv[n.name], []).append(n.name)
    pos = {
        name: (_DX * (i - (len(names) - 1) / 2), _DY * y)
        for y, names in by_level.items()
        for i, name in enumerate(names)
    }
    index = {n.name: k for k, n in enumerate(g.nodes)}
    red = set(m.depth_cycle)
    c = _Canvas()
    seen: dict = {}
    for k, (u, v, s) in enumerate(g.edges):
        lit = (u, v, s) in red
        turn = seen.get((u, v), 0)
        seen[(u, v)] = turn + 1
        if u == v:
            c.loop(k, *pos[u], index[u], lit=lit, delay=s, turn=turn)
            continue
        (px, py), (qx, qy) = pos[u], pos[v]
        bent = turn > 0 or (v, u) in seen or qy < py
        # bends go to the drawing's left (self-loops take the right): arc3 offsets the apex by rad * dy / 2
        rad = -math.copysign(_CURVE * (1 + 0.5 * max(turn - 1, 0)), qy - py or qx - px) if bent else 0.0
        side = -1.0 if bent else 1.0
        c.edge(k, pos[u], pos[v], (index[u], index[v]), lit=lit, rad=rad, delay=s, side=side if qy >= py else -side)
    for k, n in enumerate(g.nodes):
        c.node(k, *pos[n.name], n.kind, n.name, lit=False)
    fig, artists = c.render(
        title=f"{g.name}: $d_r = {m.d_r}$, $d_f = {m.d_f}$, s = {m.s}",
        caption=caption,
        min_width=0.6 * 72.0 * style.PAGE_WIDTH_IN,
    )
    info = {
        "nodes": len(g.nodes),
        "edges": len(g.edges),
        "network_nodes": len(g.nodes),
        "network_edges": len(g.edges),
        "caption": caption,
        "d_r": str(m.d_r),
        "d_f": str(m.d_f),
        "s": str(m.s),
        "artists": artists,
    }
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
        pos.append((_STEP_DX * t + 2.5 * _R * k, _DY * lv[name]))
    on = set(itertools.pairwise(path))
    c = _Canvas()
    for k, (i, j, _) in enumerate(w.edges):
        # a straight arrow that would pass another node bends around it
        blocked = any(_near(pos[i], pos[j], pos[n]) for n in range(len(pos)) if n not in (i, j))
        c.edge(k, pos[i], pos[j], (i, j), lit=(i, j) in on, rad=_CURVE if blocked else 0.0)
    for k, (_t, name) in enumerate(w.nodes):
        c.node(k, *pos[k], kinds[name], name, lit=k in path)
    steps = sorted({t for t, _ in w.nodes})
    for t in steps:
        c.text("text", _STEP_DX * t, -1.25 * _R - 4.0, f"t = {t}", (), va="top")
    span = w.nodes[path[-1]][0] - w.nodes[path[0]][0]
    fig, artists = c.render(
        title=f"{g.name} unfolded over {T} steps: longest path {len(path) - 1} edges across "
        f"{span} steps ($d_r = {m.d_r}$)",
        caption=caption,
        min_width=0.6 * 72.0 * style.PAGE_WIDTH_IN,
    )
    info = {
        "nodes": len(w.nodes),
        "edges": len(w.edges),
        "network_nodes": len(w.nodes),
        "network_edges": len(w.edges),
        "caption": caption,
        "longest_path": len(path) - 1,
        "span": span,
        "artists": artists,
    }
    return fig, info


def _near(p, q, r) -> bool:
    """Whether the segment ``p``-``q`` passes within a node's reach of the centre ``r``."""
    (px, py), (qx, qy), (rx, ry) = p, q, r
    dx, dy = qx - px, qy - py
    t = max(0.0, min(1.0, ((rx - px) * dx + (ry - py) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px + t * dx - rx, py + t * dy - ry) < 1.5 * _R


_GRAPHS = {
    "sh": lambda: fig2a("sh"),
    "st": lambda: fig2a("st"),
    "bu": lambda: fig2a("bu"),
    "td": lambda: fig2a("td"),
    "rac": lambda: stacked("rac", depth=_RAC_DEPTH),
}
_CAPTIONS = {
    "sh": "Fig. 2(a) sh: one hidden layer; the paper states ($d_r$, $d_f$) = (1, 2).",
    "st": "Fig. 2(a) st: two stacked layers; the paper states ($d_r$, $d_f$) = (1, 3).",
    "bu": "Fig. 2(a) bu: st plus h1(t) → h2(t+1); the paper states ($d_r$, $d_f$) = (1, 3).",
    "td": "Fig. 2(a) td: st plus h2(t) → h1(t+1), the red cycle gives $d_r$ = 2; the paper states (2, 3).",
    "rac": f"Stacked RAC of depth {_RAC_DEPTH} (thesis Eq. 1.2): $d_r$ = 1 at every depth, $d_f$ = L + 1; the "
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
