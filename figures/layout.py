r"""Coordinates for drawing a :class:`racs.Network`, in points at print size, collision-free by construction.

The RAC networks are trees or forests (App. A.3: duplication makes every reuse a fresh subtree). Each node
sits on a *row* given by its kind and layer (inputs at the bottom; per layer :math:`l` a row of
:math:`W^{I,l}` boxes under the chain row of deltas, :math:`W^{H,l}` and :math:`h^{0,l}`; :math:`W^O` on
top). The tree is laid out bottom-up (Reingold-Tilford): every subtree keeps, per row, the interval its
boxes occupy; sibling subtrees are pushed apart until every shared row keeps ``gap`` between them, so the
spacing comes from the widest subtree and the box sizes from the label extents. A node sits above its last
child (a delta above its :math:`W^I` branch, Fig. A.2b), a :math:`W^H` on the chain row between the two
states it joins; every edge is therefore vertical (adjacent rows, the rows it passes reserved) or
horizontal (one row, nothing between its ends). A split rank-1 :math:`W^{I,2}` (``e1`` over ``ones``,
App. A.4) is laid out as if joined, so the split network keeps the shape of the full one.

:func:`stacked_copies` picks repeated subtrees to draw as one stacked glyph; :func:`fold` cuts a wide layout
into rows that fit a page width, at gaps no box straddles, preferring cuts few edges cross.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping

from racs import Network

__all__ = ["GAP", "ROW_GAP", "tree_layout", "stacked_copies", "fold", "rooted_tree", "row_of", "network_depth"]

#: Least horizontal space between two boxes of one row, points.
GAP = 2.5
#: Least vertical space between two rows, points.
ROW_GAP = 4.0
#: Kinds drawn beside their (single, same-row) child rather than above it.
_BESIDE = ("W_H",)


def network_depth(net: Network) -> int:
    """The RAC depth :math:`L` a network was built for (:math:`W^O` sits on layer :math:`L + 1`)."""
    tops = [n.layer for n in net.nodes if n.kind == "W_O" and n.layer]
    if tops:
        return max(tops) - 1
    return max((n.layer or 0) for n in net.nodes) if net.nodes else 1


def row_of(node, depth: int) -> tuple:
    """Sort key of the node's row, bottom first: inputs, then per layer ``W_I``, ``ones``, ``e1``, chain."""
    if node.kind == "input":
        return (0, 0)
    if node.kind == "tie":
        return (0, 1)
    if node.kind == "W_O":
        return (depth + 1, 0)
    return (node.layer or 1, {"W_I": 0, "ones": 1, "e1": 2}.get(node.kind, 3))


def _adjacency(net: Network) -> dict:
    adj = defaultdict(list)
    for e in net.edges:
        adj[e.u].append(e.v)
        adj[e.v].append(e.u)
    pairs = defaultdict(list)  # the two rank-1 factors of one block share time and tags
    for n in net.nodes:
        if n.kind in ("e1", "ones"):
            pairs[(n.time, n.tags)].append(n.id)
    for ids in pairs.values():
        if len(ids) == 2:
            adj[ids[0]].append(ids[1])
            adj[ids[1]].append(ids[0])
    return adj


def _root_key(node):
    """The output-most node of a component roots it: W^O, then a rank-1 ``e1``, then the latest top delta."""
    return (node.kind == "W_O", node.kind == "e1", node.layer or 0, node.time or 0, node.kind == "delta", -node.id)


def rooted_tree(net: Network) -> tuple[list, dict, dict]:
    """``(roots, parent, children)``: the network as ordered rooted trees, roots left to right.

    Children are ordered chain first (``W_H``, ``h0``, then earlier time, lower layer), so a node's last
    child is the one it is drawn above. A graph with cycles (open-leg networks with ``tie`` chains) gets a
    depth-first spanning tree; the layout's no-overlap guarantee holds for trees and forests.
    """
    adj = _adjacency(net)
    nodes = net.nodes
    seen: set = set()
    comps = []
    for n in nodes:
        if n.id in seen:
            continue
        comp, stack = [], [n.id]
        seen.add(n.id)
        while stack:
            u = stack.pop()
            comp.append(u)
            for v in adj[u]:
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        comps.append(max(comp, key=lambda i: _root_key(nodes[i])))
    roots = sorted(comps, key=lambda r: (nodes[r].kind != "W_O", r))
    parent: dict = {}
    children: dict = {}
    for root in roots:
        parent[root] = None
        stack = [root]
        while stack:
            u = stack.pop()
            kids = [v for v in adj[u] if v != parent[u] and v not in parent]
            kids.sort(
                key=lambda i: (
                    nodes[i].kind != "W_H",
                    nodes[i].kind != "h0",
                    nodes[i].time or 0,
                    nodes[i].layer or 0,
                    i,
                )
            )
            children[u] = kids
            for v in kids:
                parent[v] = u
            stack.extend(reversed(kids))
    return roots, parent, children


def _subtree(children: dict, root) -> list:
    out, stack = [], [root]
    while stack:
        u = stack.pop()
        out.append(u)
        stack.extend(children[u])
    return out


def stacked_copies(net: Network, *, keep: Iterable[int] = (), first_layers: int = 0) -> dict:
    r"""``{root id: (node ids, copies)}`` of repeated subtrees to draw as one stacked glyph each.

    A subtree computing :math:`h^{t,l}` that feeds a :math:`W^{I,l+1}` (or a rank-1 ``ones``) is stacked
    when it shares no node with ``keep`` (the Start-End chains stay visible) and is not the first copy (tag
    ``path 0``, drawn in full) of a layer above ``first_layers``: first copies of :math:`h^{t,l}`,
    :math:`l \le` ``first_layers``, are stacked too, for drawings whose kept subtrees show that shape in
    full. Only outermost such subtrees are listed; ``copies`` counts the subtrees computing
    :math:`h^{t,l}` that feed the layer above anywhere in the network.
    """
    keep = set(keep)
    roots, parent, children = rooted_tree(net)

    def fed(u) -> bool:
        p = parent[u]
        return net.nodes[u].kind == "delta" and p is not None and net.nodes[p].kind in ("W_I", "ones")

    copies: defaultdict[tuple, int] = defaultdict(int)
    for n in net.nodes:
        if fed(n.id):
            copies[(n.layer, n.time)] += 1
    out: dict = {}
    stack = list(roots)
    while stack:
        u = stack.pop()
        n = net.nodes[u]
        if fed(u) and (n.layer <= first_layers or "path 0" not in n.tags):
            ids = _subtree(children, u)
            if not keep.intersection(ids):
                out[u] = (frozenset(ids), copies[(n.layer, n.time)])
                continue
        stack.extend(children[u])
    return out


class _Block:
    """A laid-out subtree: x of each node and, per row, the interval its boxes and edges occupy."""

    __slots__ = ("rows", "xs")

    def __init__(self, xs: dict, rows: dict):
        self.xs, self.rows = xs, rows

    def shift(self, dx: float) -> None:
        for k in self.xs:
            self.xs[k] += dx
        for r, (lo, hi) in self.rows.items():
            self.rows[r] = (lo + dx, hi + dx)

    def occupy(self, row, lo: float, hi: float) -> None:
        a, b = self.rows.get(row, (lo, hi))
        self.rows[row] = (min(a, lo), max(b, hi))

    def absorb(self, other: _Block, gap: float) -> None:
        """Place ``other`` to the right of this block with ``gap`` on every shared row; merge it in."""
        shared = self.rows.keys() & other.rows.keys()
        if shared:
            dx = max(self.rows[r][1] - other.rows[r][0] for r in shared) + gap
        else:
            dx = max(hi for _, hi in self.rows.values()) - min(lo for lo, _ in other.rows.values()) + gap
        other.shift(dx)
        self.xs.update(other.xs)
        for r, (lo, hi) in other.rows.items():
            self.occupy(r, lo, hi)


def tree_layout(
    net: Network, *, sizes: Mapping, stacks: Mapping | None = None, gap: float = GAP, row_gap: float = ROW_GAP
) -> dict:
    r"""``{node id: (x, y)}`` in points (box centres) for every drawn node of ``net``.

    Parameters
    ----------
    sizes : ``{node id: (width, height)}`` of each drawn node's box, points.
    stacks : ``{root id: (node ids, copies)}`` (:func:`stacked_copies`): each subtree is drawn as its root alone
        (sized by ``sizes[root]``); the other ids get no position.
    gap, row_gap : least horizontal space between boxes of a row; least vertical space between rows.

    Boxes of one row are ``gap`` apart, rows ``row_gap`` apart; every edge runs along one row or straight
    down through rows it has reserved, so no edge crosses a node it does not connect (for trees and forests).
    """
    stacks = stacks or {}
    depth = network_depth(net)
    nodes = net.nodes
    roots, parent, children = rooted_tree(net)
    hidden = set().union(*(ids - {r} for r, (ids, _) in stacks.items())) if stacks else set()
    kids_of = {u: ([] if u in stacks else children[u]) for u in children}
    row = {n.id: row_of(n, depth) for n in nodes if n.id not in hidden}
    half = {i: sizes[i][0] / 2 for i in row}
    keys = sorted(set(row.values()))
    blocks: dict = {}
    for root in roots:  # iterative post-order: long chains exceed Python's recursion depth
        stack = [(root, False)]
        while stack:
            u, done = stack.pop()
            kids = kids_of[u]
            if not done:
                stack.append((u, True))
                stack.extend((k, False) for k in reversed(kids))
                continue
            r, w = row[u], half[u]
            if not kids:
                blocks[u] = _Block({u: 0.0}, {r: (-w, w)})
                continue
            parts = [blocks.pop(k) for k in kids]
            last = parts[-1]
            if net.nodes[u].kind in _BESIDE and len(kids) == 1 and row[kids[0]] == r:
                x = last.rows[r][1] + gap + w
            else:
                x = last.xs[kids[-1]]
                lo_r, hi_r = sorted((r, row[kids[-1]]))
                for rr in keys:
                    if lo_r < rr < hi_r:  # the vertical edge passes this row: keep it clear
                        last.occupy(rr, x - gap / 2, x + gap / 2)
            last.xs[u] = x
            last.occupy(r, x - w, x + w)
            merged = parts[0]
            for p in parts[1:]:
                merged.absorb(p, gap)
            blocks[u] = merged
    forest = blocks.pop(roots[0])
    for root in roots[1:]:
        forest.absorb(blocks.pop(root), 3 * gap)
    xs = forest.xs
    for u in xs:  # centre each W^H in the free stretch between the states it joins
        p, kids = parent[u], kids_of[u]
        if (
            nodes[u].kind in _BESIDE
            and p is not None
            and len(kids) == 1
            and p in xs
            and row[p] == row[u] == row[kids[0]]
        ):
            xs[u] = (xs[kids[0]] + half[kids[0]] + xs[p] - half[p]) / 2
    tall = {k: max(sizes[i][1] for i in row if row[i] == k) for k in keys}
    y, ys = 0.0, {}
    prevs: list[tuple | None] = [None, *keys]
    for prev, k in zip(prevs, keys):
        y += 0.0 if prev is None else tall[prev] / 2 + row_gap + tall[k] / 2
        ys[k] = y
    x0 = min(xs[i] - half[i] for i in xs)
    return {i: (xs[i] - x0, ys[row[i]]) for i in sorted(xs)}


def fold(boxes: Mapping, edges: Iterable[tuple], *, width: float) -> list[tuple[float, float]]:
    r"""Cut a layout into windows ``[(x0, x1), ...]`` no wider than ``width``, left to right.

    ``boxes``: ``{id: (x, y, w, h)}`` (centres and sizes); ``edges``: ``(u, v)`` pairs of ids in ``boxes``.
    Cuts fall in vertical gaps no box straddles; the fewest windows win, then the fewest edges cut, then
    the narrowest widest window (a shortest path over the candidate cuts). Raises ``ValueError`` when a
    stretch without a gap is wider than ``width``.
    """
    spans = sorted((x - w / 2, x + w / 2) for x, _, w, _ in boxes.values())
    merged: list = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    cuts = [(a[1] + b[0]) / 2 for a, b in itertools.pairwise(merged)]
    xs = {k: b[0] for k, b in boxes.items()}
    segs = [tuple(sorted((xs[u], xs[v]))) for u, v in edges]
    left, right = merged[0][0], merged[-1][1]
    points = [left] + [c for c in cuts if left < c < right] + [right]
    crossing = [sum(1 for a, b in segs if a < c < b) for c in points]
    # fewest windows first, then fewest edges cut, then the narrowest widest window (balanced rows): a
    # shortest path over the cut points; each entry is (windows, crossings, widest, previous point)
    best: list = [(0, 0, 0.0, None)] + [None] * (len(points) - 1)
    for i in range(1, len(points)):
        options = [
            (
                best[j][0] + 1,
                best[j][1] + (crossing[i] if i < len(points) - 1 else 0),
                max(best[j][2], points[i] - points[j]),
                j,
            )
            for j in range(i)
            if best[j] is not None and points[i] - points[j] <= width
        ]
        best[i] = min(options) if options else None
    if best[-1] is None:
        raise ValueError(
            f"the drawing has a stretch wider than width={width:g} pt with no place to fold it; "
            "stack repeated subtrees or draw a smaller network"
        )
    windows, i = [], len(points) - 1
    while i:
        j = best[i][3]
        windows.append((points[j], points[i]))
        i = j
    return windows[::-1]
