"""Coordinates for drawing a :class:`racs.Network`, computed from the network itself.

The RAC networks are trees or forests (App. A.3: duplication makes every reuse a fresh subtree). Leaves
(input copies, initial states) are placed on the baseline in depth-first order; a parent sits above the
mean of its children; heights follow the node's layer, so layers stack. A split rank-1
:math:`W^{I,2}` (kinds ``e1``/``ones``, same time and tags) is laid out as if joined, so the split network
keeps the shape of the full one.
"""
from __future__ import annotations

from collections import defaultdict

from racs import Network

__all__ = ["tree_layout", "HEIGHT"]

#: Height of each node kind within its layer's band (layer l occupies [3l-2, 3l-1]).
HEIGHT = {"W_I": -2.0, "ones": -2.0, "e1": -1.6, "W_H": -1.5, "h0": -1.5, "delta": -1.0, "core": -1.0}


def _height(node, depth: int) -> float:
    if node.kind == "input":
        return 0.0
    if node.kind == "tie":
        return -0.7
    if node.kind == "W_O":
        return 3.0 * depth + 0.2
    return 3.0 * (node.layer or 1) + HEIGHT.get(node.kind, -1.0)


def _adjacency(net: Network):
    adj = defaultdict(list)
    for e in net.edges:
        adj[e.u].append(e.v)
        adj[e.v].append(e.u)
    pairs = defaultdict(list)  # rank-1 factors of one block share time and tags
    for n in net.nodes:
        if n.kind in ("e1", "ones"):
            pairs[(n.time, n.tags)].append(n.id)
    for ids in pairs.values():
        if len(ids) == 2:
            adj[ids[0]].append(ids[1])
            adj[ids[1]].append(ids[0])
    return adj


def _child_order(net: Network, ids):
    """Earlier time first, then lower layer: the hidden-state branch to the left of the input branch."""
    return sorted(ids, key=lambda i: (net.nodes[i].kind != "W_H", net.nodes[i].kind != "h0",
                                      net.nodes[i].time or 0, net.nodes[i].layer or 0, i))


#: Children on the time chain (the hidden-state side); a node is drawn above its other child.
_CHAIN = ("W_H", "h0", "core")


def tree_layout(net: Network, *, leaf_gap: float = 1.0, min_gap: float = 0.9) -> dict:
    """``{node id: (x, y)}`` for every node of ``net`` (a tree or forest).

    Leaves (input copies and initial states) take consecutive slots in depth-first order (earlier time
    steps to the left). A delta or MPS core sits above its input-side child, so every block lines up with
    its own copy of :math:`x^t`; a :math:`W^H` sits midway between the two states it connects. Each height
    row is then swept so neighbours keep ``min_gap``.
    """
    adj = _adjacency(net)
    depth = max((n.layer or 0) for n in net.nodes if n.kind != "W_O") if net.nodes else 1
    xs: dict = {}
    parent: dict = {}
    preorder: list = []
    seen: set = set()
    next_x = 0.0
    order = sorted(net.nodes, key=lambda n: (n.kind != "W_O", n.kind != "ones", -(n.layer or 0), n.id))
    for root in (n.id for n in order):
        if root in seen:
            continue
        stack = [(root, None, False)]
        children: dict = {}
        while stack:  # iterative DFS: deep networks exceed Python's recursion depth
            node, par, done = stack.pop()
            if done:
                kids = children[node]
                kind = net.nodes[node].kind
                if kind in ("input", "h0"):
                    xs[node] = next_x
                    next_x += leaf_gap
                elif kids and kind != "W_H":
                    anchor = [k for k in kids if net.nodes[k].kind not in _CHAIN or kind == "W_O"]
                    known = [xs[k] for k in (anchor or kids) if k in xs]
                    if known:
                        xs[node] = sum(known) / len(known)
                continue
            seen.add(node)
            parent[node] = par
            preorder.append(node)
            kids = _child_order(net, [v for v in adj[node] if v != par and v not in seen])
            children[node] = kids
            stack.append((node, par, True))
            for k in reversed(kids):
                stack.append((k, node, False))
        next_x += leaf_gap  # gap between trees of a forest
    for node in preorder:
        if net.nodes[node].kind == "W_H" and node not in xs:
            child = [v for v in adj[node] if v != parent[node]]
            ends = [xs[v] for v in child if v in xs] + ([xs[parent[node]]] if parent[node] in xs else [])
            xs[node] = sum(ends) / len(ends) if ends else 0.0
    pos = {}
    for n in net.nodes:
        pos[n.id] = (xs.get(n.id, 0.0), _height(n, depth))
    rows = defaultdict(list)
    for node, (x, y) in pos.items():
        rows[y].append(node)
    for y, nodes in rows.items():
        nodes.sort(key=lambda i: (pos[i][0], i))
        last = None
        for i in nodes:
            x = pos[i][0] if last is None else max(pos[i][0], last + min_gap)
            pos[i] = (x, y)
            last = x
    return pos
