r"""One description per tensor network: what is contracted is what is drawn (App. A.1).

A :class:`Network` is plain data: nodes (kind, layer, time, tags, tensor),
edges (two node legs and their bond dimension) and open legs (one node leg,
labelled by its time step). :func:`contract` contracts it along an opt_einsum
path, either directly with copy tensors as hyperedges or as ``tensornetwork``
nodes; :func:`to_networkx` gives the graph for min-cuts, walks and layouts.

Node kinds: ``W_I``, ``W_H``, ``W_O`` (weight matrices / the output row),
``delta`` (order-3 copy tensor, Eq. A.1), ``h0`` (initial state), ``input``
(a copy of :math:`f(x^t)`), ``core`` (an MPS core), ``tie`` (an order-3 delta
that joins copies of one input to its open leg), ``e1`` and ``ones`` (the two
factors of a rank-1 :math:`W^{I,2} = e_1 \mathbf 1^\top`, App. A.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

__all__ = [
    "TNode",
    "TEdge",
    "OpenLeg",
    "Network",
    "NetworkBuilder",
    "contract",
    "einsum_operands",
    "subnetwork",
    "to_networkx",
    "MAX_CONTRACT_NODES",
    "COPY_KINDS",
]

#: Largest network :func:`contract` accepts; beyond it the path search alone takes minutes.
MAX_CONTRACT_NODES = 20000


@dataclass(frozen=True)
class TNode:
    """A tensor with its place in the RAC: ``layer`` (0 for inputs) and ``time`` (1-based) where meaningful."""

    id: int
    kind: str
    tensor: np.ndarray = field(repr=False, compare=False)
    layer: int | None = None
    time: int | None = None
    tags: frozenset = frozenset()


@dataclass(frozen=True)
class TEdge:
    """Leg ``u_axis`` of node ``u`` contracted with leg ``v_axis`` of node ``v``; bond dimension ``dim``."""

    u: int
    u_axis: int
    v: int
    v_axis: int
    dim: int


@dataclass(frozen=True)
class OpenLeg:
    """An uncontracted leg: index of the result for time step ``time`` (1-based)."""

    node: int
    axis: int
    time: int
    dim: int


@dataclass(frozen=True)
class Network:
    """A tensor network as plain data; open legs are ordered by time, the result's axis order."""

    name: str
    nodes: tuple
    edges: tuple
    open_legs: tuple = ()

    def count(self, kind: str) -> int:
        return sum(1 for n in self.nodes if n.kind == kind)

    def input_copies(self, T: int) -> list[int]:
        """How many ``input`` nodes carry each time step ``1..T``."""
        c = [0] * T
        for n in self.nodes:
            if n.kind == "input":
                c[n.time - 1] += 1
        return c


class NetworkBuilder:
    """Accumulates nodes and edges; checks every bond's dimensions when it is made."""

    def __init__(self, name: str):
        self.name = name
        self.nodes: list[TNode] = []
        self.edges: list[TEdge] = []
        self.open_legs: list[OpenLeg] = []
        self._used: set = set()

    def add(self, kind: str, tensor, *, layer=None, time=None, tags=()) -> int:
        t = np.asarray(tensor)
        self.nodes.append(TNode(len(self.nodes), kind, t, layer, time, frozenset(tags)))
        return len(self.nodes) - 1

    def _claim(self, node: int, axis: int) -> int:
        if (node, axis) in self._used:
            raise ValueError(f"leg {axis} of node {node} ({self.nodes[node].kind}) is used twice")
        self._used.add((node, axis))
        return self.nodes[node].tensor.shape[axis]

    def connect(self, u: int, u_axis: int, v: int, v_axis: int) -> None:
        du, dv = self._claim(u, u_axis), self._claim(v, v_axis)
        if du != dv:
            raise ValueError(
                f"bond dimensions differ: {self.nodes[u].kind}[{u_axis}]={du}, {self.nodes[v].kind}[{v_axis}]={dv}"
            )
        self.edges.append(TEdge(u, u_axis, v, v_axis, du))

    def open(self, node: int, axis: int, time: int) -> None:
        self.open_legs.append(OpenLeg(node, axis, time, self._claim(node, axis)))

    def build(self) -> Network:
        missing = [(n.id, a) for n in self.nodes for a in range(n.tensor.ndim) if (n.id, a) not in self._used]
        if missing:
            raise ValueError(f"dangling legs {missing[:5]} in network {self.name!r}")
        legs = tuple(sorted(self.open_legs, key=lambda o: o.time))
        return Network(self.name, tuple(self.nodes), tuple(self.edges), legs)


#: Node kinds that are copy tensors; the hyperedge engine turns each into one shared index.
COPY_KINDS = ("delta", "tie")


def einsum_operands(net: Network) -> tuple[list, list]:
    """The network as opt_einsum interleaved operands, copy tensors merged into hyperedges.

    Every leg gets an integer label; an edge gives its two legs one label, and the three legs of a
    ``delta``/``tie`` node share one label (a copy tensor is exactly a hyperedge). Returns
    ``(operands, output_labels)``: ``operands`` alternates tensors and their label lists.
    """
    parent: dict = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a, b):
        parent[find(a)] = find(b)

    for e in net.edges:
        union((e.u, e.u_axis), (e.v, e.v_axis))
    for n in net.nodes:
        if n.kind in COPY_KINDS:
            for a in range(1, n.tensor.ndim):
                union((n.id, 0), (n.id, a))
    labels: dict = {}

    def label(leg) -> int:
        return labels.setdefault(find(leg), len(labels))

    ops = []
    for n in net.nodes:
        if n.kind not in COPY_KINDS:
            ops += [n.tensor, [label((n.id, a)) for a in range(n.tensor.ndim)]]
    return ops, [label((o.node, o.axis)) for o in net.open_legs]


def contract(net: Network, *, engine: str = "hyperedge", optimize: str = "greedy", max_bytes: int | None = None):
    """Contract ``net`` along an opt_einsum path.

    Parameters
    ----------
    engine : {"hyperedge", "tensornetwork"}
        ``hyperedge`` (default): opt_einsum on :func:`einsum_operands`; the largest intermediate is
        known before any work and refused (``ValueError``) if it would not fit in ``max_bytes``.
        ``tensornetwork``: the nodes built with ``tensornetwork`` (copy tensors as explicit nodes),
        contracted by its opt_einsum-based contractor; the path can produce far larger intermediates.
    optimize : str
        opt_einsum path strategy (``greedy``, ``auto``, ``optimal``, ``branch-2``, ...); for the
        tensornetwork engine one of ``greedy``, ``auto``, ``optimal``, ``branch``.

    Returns
    -------
    scalar or array with one axis per open leg, in time order.
    """
    if len(net.nodes) > MAX_CONTRACT_NODES:
        raise ValueError(
            f"network {net.name!r} has {len(net.nodes)} nodes, above the {MAX_CONTRACT_NODES} "
            "that contract() accepts; lower T or the depth"
        )
    if engine == "tensornetwork":
        return _contract_tensornetwork(net, optimize)
    if engine != "hyperedge":
        raise ValueError(f"engine={engine!r}: choose 'hyperedge' or 'tensornetwork'")
    import opt_einsum as oe

    from .memory import check_fits

    ops, out = einsum_operands(net)
    _, info = oe.contract_path(*ops, out, optimize=optimize)
    item = 120 if any(np.asarray(t).dtype == object for t in ops[::2]) else 8
    check_fits(
        int(info.largest_intermediate) * item,
        f"contracting {net.name!r} (largest intermediate {int(info.largest_intermediate)} entries)",
        max_bytes=max_bytes,
    )
    res = oe.contract(*ops, out, optimize=optimize)
    return res if out else np.asarray(res).reshape(())[()]


def _contract_tensornetwork(net: Network, algorithm: str):
    import tensornetwork as tn

    if algorithm not in ("greedy", "auto", "optimal", "branch"):
        raise ValueError(f"optimize={algorithm!r}: the tensornetwork engine takes greedy, auto, optimal or branch")
    nodes = [tn.Node(n.tensor, name=f"{n.kind}{n.id}") for n in net.nodes]
    for e in net.edges:
        tn.connect(nodes[e.u][e.u_axis], nodes[e.v][e.v_axis])
    order = [nodes[o.node][o.axis] for o in net.open_legs]
    res = getattr(tn.contractors, algorithm)(nodes, output_edge_order=order, ignore_edge_order=not order)
    return res.tensor if order else res.tensor.reshape(())[()]


def subnetwork(net: Network, keep, *, name: str | None = None) -> Network:
    """The network induced by the node ids ``keep`` (renumbered in order; edges and open legs inside it kept).

    Legs that lose their partner dangle: the result is for drawing and walking, not for contracting.
    """
    keep = sorted(set(keep))
    new = {old: i for i, old in enumerate(keep)}
    nodes = tuple(TNode(new[n.id], n.kind, n.tensor, n.layer, n.time, n.tags) for n in net.nodes if n.id in new)
    edges = tuple(TEdge(new[e.u], e.u_axis, new[e.v], e.v_axis, e.dim) for e in net.edges if e.u in new and e.v in new)
    legs = tuple(OpenLeg(new[o.node], o.axis, o.time, o.dim) for o in net.open_legs if o.node in new)
    return Network(name or f"{net.name}_sub", nodes, edges, legs)


def to_networkx(net: Network, *, open_terminals: bool = True):
    """An undirected ``networkx.MultiGraph``; each open leg becomes an edge to a terminal ``('open', time)``.

    Node attributes: ``kind, layer, time, tags``; edge attributes: ``dim``.
    """
    import networkx as nx

    g = nx.MultiGraph(name=net.name)
    for n in net.nodes:
        g.add_node(n.id, kind=n.kind, layer=n.layer, time=n.time, tags=n.tags)
    for e in net.edges:
        g.add_edge(e.u, e.v, dim=e.dim)
    if open_terminals:
        for o in net.open_legs:
            g.add_node(("open", o.time), kind="open", layer=0, time=o.time, tags=frozenset())
            g.add_edge(o.node, ("open", o.time), dim=o.dim)
    return g
