r"""RNN cyclic graphs (Zhang et al., seed 002, Def. 2.1.1), their unfolding (Def. 2.1.2), builders and a JSON format.

A cyclic graph has nodes of kind ``input``, ``hidden`` or ``output``, each with a phase
:math:`i \in \{0, \dots, m-1\}` for the period :math:`m`, and edges :math:`(u, v, \sigma)` with an integer
delay :math:`\sigma`. :class:`ArchGraph` refuses, with one line naming the offending edge or cycle, a graph
that breaks Def. 2.1.1:

1. :math:`\sigma \equiv i_v - i_u \pmod m` on every edge;
2. at least one directed cycle;
3. no closed walk with delay sum 0 -- equivalently, in every strongly connected component the cycles'
   delay sums share one strict sign (two cycles of opposite signs in one component combine into a closed
   walk of sum 0, see :func:`min_mean_cycles`);
4. inputs have no incoming and outputs no outgoing edges; hidden nodes have both.

**Granularity of the zoo cells** (:func:`stacked`). Zhang et al. count nonlinear transformations along
paths, one per node; their App. B.2 makes a whole (multidimensional) LSTM one node. ``granularity="cell"``
follows them: one hidden node per layer, so every cell of the zoo gives the same stacked graph
(``x -> h1 -> ... -> hL -> y``, self-loops of delay 1). ``granularity="gate"`` is this lab's finer
reading: **one node per equation of the cell as its seed writes it** (seed 000 Eqs. 2-20 for UGRNN, GRU,
LSTM, +RNN; seed 004 Eqs. 3-5 for MCRM; thesis Eq. 1.2 for the RAC), with an edge from every vector on the
right-hand side (delay 1 for a previous-step vector). Nonlinearities written inline (``tanh(c_t)`` in
:math:`h_t = o_t \odot \tanh(c_t)`) do not add nodes. ``rac``, ``rnn``, ``irnn`` and ``scornn`` are one
equation per layer, so both readings agree for them.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from .memory import check_fits
from .min_mean_cycle import MinMeanCycles, min_mean_cycles, strong_components

__all__ = [
    "KINDS",
    "ZOO",
    "GRANULARITIES",
    "ArchNode",
    "ArchGraph",
    "MinMeanCycles",
    "Unfolded",
    "min_mean_cycles",
    "strong_components",
    "graph_from_dict",
    "graph_to_dict",
    "read_graph",
    "write_graph",
    "stacked",
    "fig2a",
    "fig2b",
    "skip_fig5a",
    "skip_fig5b",
    "deep_transition",
    "deep_output",
    "BUILTINS",
    "builtin",
    "unfold",
]

KINDS = ("input", "hidden", "output")
ZOO = ("rac", "rnn", "irnn", "ugrnn", "gru", "lstm", "plusrnn", "mcrm", "scornn")
GRANULARITIES = ("cell", "gate")


@dataclass(frozen=True)
class ArchNode:
    """A node of the cyclic graph: ``name``, ``kind`` in :data:`KINDS`, ``phase`` in ``0..period-1``."""

    name: str
    kind: str
    phase: int = 0


@dataclass(frozen=True)
class ArchGraph:
    r"""A well-posed RNN cyclic graph :math:`\mathcal G_c` (Def. 2.1.1); construction refuses anything else.

    Attributes
    ----------
    nodes : tuple of ArchNode
    edges : tuple of (str, str, int)
        ``(u, v, sigma)``: an edge from ``u`` to ``v`` with delay ``sigma`` (a multigraph: repeats allowed).
    period : int
        :math:`m \ge 1`.
    name : str
    """

    nodes: tuple
    edges: tuple
    period: int = 1
    name: str = "graph"
    #: :func:`min_mean_cycles` of the delays and of their negatives, computed by the well-posedness check.
    cycle_means: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "nodes", tuple(self.nodes))
        object.__setattr__(self, "edges", tuple((u, v, s) for u, v, s in self.edges))
        object.__setattr__(self, "cycle_means", _check(self))

    @property
    def index(self) -> dict:
        """``{name: position in nodes}``."""
        return {n.name: i for i, n in enumerate(self.nodes)}

    def arrays(self):
        """``(src, dst, sigma)`` as int lists over node positions."""
        ix = self.index
        return [ix[u] for u, _, _ in self.edges], [ix[v] for _, v, _ in self.edges], [s for _, _, s in self.edges]

    def names(self, kind: str) -> list:
        return [n.name for n in self.nodes if n.kind == kind]

    def describe_cycle(self, edges) -> str:
        """``'a -> b -> a (delays 0+1 = 1)'`` for edge indices in walking order."""
        e = [self.edges[i] for i in edges]
        return (
            " -> ".join([x[0] for x in e] + [e[0][0]]) + f" (delays {'+'.join(str(x[2]) for x in e)} = "
            f"{sum(x[2] for x in e)})"
        )


def _check(g: ArchGraph):
    m = g.period
    if isinstance(m, bool) or not isinstance(m, int) or m < 1:
        raise ValueError(f"period={m!r} must be an integer >= 1")
    seen = {}
    for n in g.nodes:
        if not isinstance(n, ArchNode):
            raise TypeError(f"node {n!r} must be an ArchNode")
        if not isinstance(n.name, str) or not n.name:
            raise ValueError(f"node name {n.name!r} must be a non-empty string")
        if n.name in seen:
            raise ValueError(f"node {n.name!r} appears twice; names must be unique")
        if n.kind not in KINDS:
            raise ValueError(f"node {n.name!r} has kind {n.kind!r}; choose one of {', '.join(KINDS)}")
        if isinstance(n.phase, bool) or not isinstance(n.phase, int) or not 0 <= n.phase < m:
            raise ValueError(f"node {n.name!r} has phase {n.phase!r}; it must be an integer in 0..{m - 1}")
        seen[n.name] = n
    for kind in KINDS:
        if not any(n.kind == kind for n in g.nodes):
            raise ValueError(f"the graph has no {kind} node; Def. 2.1.1 needs inputs, hidden nodes and outputs")
    has_in, has_out = set(), set()
    for u, v, s in g.edges:
        for end in (u, v):
            if end not in seen:
                raise ValueError(f"edge ({u!r}, {v!r}, {s!r}) names unknown node {end!r}")
        if isinstance(s, bool) or not isinstance(s, int):
            raise ValueError(f"edge ({u!r}, {v!r}, {s!r}): the delay must be an integer")
        if (s - (seen[v].phase - seen[u].phase)) % m:
            raise ValueError(
                f"edge ({u!r}, {v!r}, {s}): delay must be = phase({v}) - phase({u}) = "
                f"{seen[v].phase - seen[u].phase} mod period {m} (condition 1)"
            )
        if seen[v].kind == "input":
            raise ValueError(f"edge ({u!r}, {v!r}, {s}) enters input {v!r}; inputs have no incoming edges")
        if seen[u].kind == "output":
            raise ValueError(f"edge ({u!r}, {v!r}, {s}) leaves output {u!r}; outputs have no outgoing edges")
        has_out.add(u)
        has_in.add(v)
    for n in g.nodes:
        if n.kind == "hidden" and not (n.name in has_in and n.name in has_out):
            raise ValueError(f"hidden node {n.name!r} needs both incoming and outgoing edges (condition 4)")
    src, dst, sig = g.arrays()
    low = min_mean_cycles(len(g.nodes), src, dst, sig)
    if not low.means:
        raise ValueError("the graph has no directed cycle; a feedforward net is not an RNN (condition 2)")
    high = min_mean_cycles(len(g.nodes), src, dst, [-s for s in sig])
    for c, lo in enumerate(low.means):
        hi = -high.means[c]
        if lo == 0 or hi == 0:
            bad = low.cycles[c] if lo == 0 else high.cycles[c]
            raise ValueError(f"closed walk {g.describe_cycle(bad)} has delay sum 0 (condition 3)")
        if lo < 0 < hi:
            raise ValueError(
                f"cycles {g.describe_cycle(low.cycles[c])} and {g.describe_cycle(high.cycles[c])} "
                f"share a strongly connected component, so a closed walk through both has delay sum 0 "
                f"(condition 3)"
            )
    return low, high


def graph_from_dict(data, *, name: str = "graph") -> ArchGraph:
    """Read ``{"period": m, "nodes": [{"name", "kind", "phase"}...], "edges": [[u, v, sigma]...]}``
    (``phase`` defaults to 0, ``period`` to 1)."""
    if not isinstance(data, dict):
        raise ValueError(f"a graph must be a JSON object with 'nodes' and 'edges', got {type(data).__name__}")
    extra = set(data) - {"period", "nodes", "edges", "name"}
    if extra:
        raise ValueError(f"unknown key {sorted(extra)[0]!r}; a graph has period, nodes, edges (and name)")
    for key in ("nodes", "edges"):
        if not isinstance(data.get(key), list):
            raise ValueError(f"'{key}' must be a list")
    nodes = []
    for n in data["nodes"]:
        if not isinstance(n, dict) or not {"name", "kind"} <= set(n) or set(n) - {"name", "kind", "phase"}:
            raise ValueError(f"node {n!r} must be an object with name, kind and optional phase")
        nodes.append(ArchNode(n["name"], n["kind"], n.get("phase", 0)))
    edges = []
    for e in data["edges"]:
        if not isinstance(e, list) or len(e) != 3:
            raise ValueError(f"edge {e!r} must be a list [u, v, sigma]")
        edges.append(tuple(e))
    return ArchGraph(tuple(nodes), tuple(edges), data.get("period", 1), data.get("name", name))


def graph_to_dict(g: ArchGraph) -> dict:
    """The JSON-ready form read by :func:`graph_from_dict`."""
    return {
        "name": g.name,
        "period": g.period,
        "nodes": [{"name": n.name, "kind": n.kind, "phase": n.phase} for n in g.nodes],
        "edges": [[u, v, s] for u, v, s in g.edges],
    }


def read_graph(path) -> ArchGraph:
    """:func:`graph_from_dict` of a JSON file; any problem is one ``ValueError`` line naming the file."""
    path = Path(path)
    try:
        data = json.loads(path.read_text())
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"{path} is not JSON: {exc}") from None
    try:
        return graph_from_dict(data, name=path.stem)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"{path}: {exc}") from None


def write_graph(g: ArchGraph, path) -> None:
    Path(path).write_text(json.dumps(graph_to_dict(g), indent=1) + "\n")


def _graph(name: str, hidden, edges, *, inputs=("x",), outputs=("y",), period: int = 1, phases=None) -> ArchGraph:
    phases = phases or {}
    nodes = (
        [ArchNode(x, "input", phases.get(x, 0)) for x in inputs]
        + [ArchNode(h, "hidden", phases.get(h, 0)) for h in hidden]
        + [ArchNode(y, "output", phases.get(y, 0)) for y in outputs]
    )
    return ArchGraph(tuple(nodes), tuple(edges), period, name)


def _reads(*gates) -> tuple:
    """Edges of gates that read the previous state and the layer input."""
    return tuple(e for g in gates for e in (("h", g, 1), ("@in", g, 0)))


# Gate-level cells: (nodes, edges, output) with "@in" the layer's input and delays 0/1; seed equations noted.
_GATES = {
    "ugrnn": (
        ("c", "g", "h"),
        (("h", "c", 1), ("@in", "c", 0), ("h", "g", 1), ("@in", "g", 0), ("g", "h", 0), ("c", "h", 0), ("h", "h", 1)),
        "h",
    ),  # seed 000 Eqs. 2-4
    "gru": (
        ("r", "u", "c", "h"),
        (
            ("h", "r", 1),
            ("@in", "r", 0),
            ("h", "u", 1),
            ("@in", "u", 0),
            ("r", "c", 0),
            ("h", "c", 1),
            ("@in", "c", 0),
            ("u", "h", 0),
            ("c", "h", 0),
            ("h", "h", 1),
        ),
        "h",
    ),  # Eqs. 5-8
    "lstm": (
        ("i", "f", "cin", "c", "o", "h"),
        _reads("i", "f", "cin", "o")
        + (("f", "c", 0), ("c", "c", 1), ("i", "c", 0), ("cin", "c", 0), ("o", "h", 0), ("c", "h", 0)),
        "h",
    ),  # Eqs. 9-14
    "plusrnn": (
        ("yin", "hin", "gy", "gh", "y", "h"),
        _reads("yin", "hin", "gy", "gh")
        + (("gy", "y", 0), ("@in", "y", 0), ("yin", "y", 0), ("gh", "h", 0), ("h", "h", 1), ("hin", "h", 0)),
        "y",
    ),  # Eqs. 15-20: the depth output y feeds the next layer
    "mcrm": (
        ("i", "f", "o", "xg", "r", "z", "n", "c", "h"),
        _reads("i", "f", "o")
        + (
            ("f", "xg", 0),
            ("c", "xg", 1),
            ("i", "xg", 0),
            ("@in", "xg", 0),
            ("h", "xg", 1),
            ("xg", "r", 0),
            ("c", "r", 1),
            ("xg", "z", 0),
            ("c", "z", 1),
            ("xg", "n", 0),
            ("r", "n", 0),
            ("c", "n", 1),
            ("z", "c", 0),
            ("c", "c", 1),
            ("n", "c", 0),
            ("o", "h", 0),
            ("c", "h", 0),
        ),
        "h",
    ),  # seed 004 Eqs. 3-5, c = h^GRU
}
_ONE_NODE = ("h",), (("@in", "h", 0), ("h", "h", 1)), "h"  # thesis Eq. 1.2 (rac); rnn, irnn, scornn likewise


def _gates(arch: str, granularity: str):
    if arch not in ZOO:
        raise ValueError(f"unknown architecture {arch!r}; choose from {', '.join(ZOO)}")
    if granularity not in GRANULARITIES:
        raise ValueError(f"granularity={granularity!r}: choose one of {', '.join(GRANULARITIES)}")
    return _GATES.get(arch, _ONE_NODE) if granularity == "gate" else _ONE_NODE


def stacked(arch: str, *, depth: int, granularity: str = "cell") -> ArchGraph:
    r"""A depth-:math:`L` stack of zoo cells: layer :math:`l` reads layer :math:`l-1`'s output at the same step.

    Node names carry the layer (``h1``, ``c2``, ...); see the module docstring for the granularity.
    """
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise ValueError(f"depth={depth!r} must be an integer >= 1")
    cell, inner, out = _gates(arch, granularity)
    hidden, edges, below = [], [], "x"
    for l in range(1, depth + 1):
        hidden += [f"{g}{l}" for g in cell]
        edges += [(below if u == "@in" else f"{u}{l}", f"{v}{l}", s) for u, v, s in inner]
        below = f"{out}{l}"
    edges.append((below, "y", 0))
    suffix = "" if granularity == "cell" else "_gate"
    return _graph(f"{arch}{suffix}_L{depth}", hidden, edges)


def fig2a(name: str) -> ArchGraph:
    """Fig. 2(a): ``sh`` (shallow), ``st`` (2-layer stacked), ``bu`` (plus h1 -> h2 across one step), ``td``
    (plus h2 -> h1 across one step); the paper states (d_r, d_f) = (1,2), (1,3), (1,3), (2,3)."""
    if name == "sh":
        return _graph("sh", ["h"], [("x", "h", 0), ("h", "h", 1), ("h", "y", 0)])
    st = [("x", "h1", 0), ("h1", "h1", 1), ("h1", "h2", 0), ("h2", "h2", 1), ("h2", "y", 0)]
    extra = {"st": [], "bu": [("h1", "h2", 1)], "td": [("h2", "h1", 1)]}
    if name not in extra:
        raise ValueError(f"unknown Fig. 2a architecture {name!r}; choose from sh, st, bu, td")
    return _graph(name, ["h1", "h2"], st + extra[name])


def fig2b(*, d_r: int, d_f: int) -> ArchGraph:
    """Fig. 2(b)'s grid (d_r = 1, 2, 3; d_f = 2, 3, 4), as this lab reconstructs it (the drawing is not in the
    text): a recurrent ring of ``d_r`` nodes closed by one delay, the input and a chain of ``d_f - 2`` output
    nodes at the ring's first node."""
    if d_r < 1 or d_f < 2:
        raise ValueError(f"d_r={d_r}, d_f={d_f}: need d_r >= 1 and d_f >= 2")
    ring = [f"h{i}" for i in range(1, d_r + 1)]
    outs = [f"o{i}" for i in range(1, d_f - 1)]
    edges = [("x", "h1", 0)] + [(a, b, 0) for a, b in itertools.pairwise(ring)] + [(ring[-1], "h1", 1)]
    chain = ["h1"] + outs + ["y"]
    edges += [(a, b, 0) for a, b in itertools.pairwise(chain)]
    return _graph(f"fig2b_dr{d_r}_df{d_f}", ring + outs, edges)


def skip_fig5a(*, k: int) -> ArchGraph:
    """Fig. 5(a): a shallow RNN with connections t -> t+1 and t -> t+k (``k = 1``: the baseline); s = k."""
    if k < 1:
        raise ValueError(f"k={k} must be >= 1")
    edges = [("x", "h", 0), ("h", "h", 1), ("h", "y", 0)] + ([("h", "h", k)] if k > 1 else [])
    return _graph(f"fig5a_k{k}", ["h"], edges)


def skip_fig5b(variant: int, *, k: int, sparse: bool = False) -> ArchGraph:
    """Fig. 5(b): 2-layer stacked (1) plus skip edges of delay ``k``: (2) h1 -> h2, (3) h2 -> h1, (4) h1 -> h1 and
    h2 -> h2; the paper states s = 1, 1, k/2, k. ``sparse``: period ``k``, one node per layer and phase, and the
    skip edges leave phase 0 only (the same s)."""
    if variant not in (1, 2, 3, 4) or k < 2:
        raise ValueError(f"variant={variant}, k={k}: choose variant 1..4 and k >= 2")
    skips = {1: [], 2: [("h1", "h2")], 3: [("h2", "h1")], 4: [("h1", "h1"), ("h2", "h2")]}[variant]
    if not sparse:
        base = fig2a("st").edges
        return _graph(f"fig5b_{variant}_k{k}", ["h1", "h2"], list(base) + [(a, b, k) for a, b in skips])
    names = {p: [f"x_{p}", f"h1_{p}", f"h2_{p}", f"y_{p}"] for p in range(k)}
    edges = []
    for p in range(k):
        x, h1, h2, y = names[p]
        nxt = (p + 1) % k
        edges += [(x, h1, 0), (h1, h2, 0), (h2, y, 0), (h1, f"h1_{nxt}", 1), (h2, f"h2_{nxt}", 1)]
    edges += [(f"{a}_0", f"{b}_0", k) for a, b in skips]
    phases = {n: p for p, ns in names.items() for n in ns}
    return _graph(
        f"fig5b_{variant}_k{k}_sparse",
        [n for p in range(k) for n in names[p][1:3]],
        edges,
        inputs=[names[p][0] for p in range(k)],
        outputs=[names[p][3] for p in range(k)],
        period=k,
        phases=phases,
    )


def deep_transition(*, depth: int, shortcut: bool = False) -> ArchGraph:
    """Pascanu et al. (2013a) DT-RNN: ``h(t-1)`` reaches ``h(t)`` through ``depth`` intermediate layers; with
    ``shortcut`` (DT(S)-RNN) also directly."""
    if depth < 1:
        raise ValueError(f"depth={depth} must be >= 1 (intermediate transition layers)")
    z = [f"z{i}" for i in range(1, depth + 1)]
    chain = ["h"] + z + ["h"]
    edges = [("x", "h", 0), ("h", "y", 0)] + [
        (a, b, 1 if i == 0 else 0) for i, (a, b) in enumerate(itertools.pairwise(chain))
    ]
    if shortcut:
        edges.append(("h", "h", 1))
    return _graph(f"dt{'s' if shortcut else ''}_L{depth}", ["h"] + z, edges)


def deep_output(*, depth: int) -> ArchGraph:
    """Pascanu et al. (2013a) DO-RNN: a shallow RNN whose output passes ``depth`` extra hidden layers."""
    if depth < 1:
        raise ValueError(f"depth={depth} must be >= 1 (intermediate output layers)")
    o = [f"o{i}" for i in range(1, depth + 1)]
    chain = ["h"] + o + ["y"]
    return _graph(
        f"dot_L{depth}", ["h"] + o, [("x", "h", 0), ("h", "h", 1)] + [(a, b, 0) for a, b in itertools.pairwise(chain)]
    )


#: The paper's named examples (fixed graphs); zoo cells are built by :func:`stacked`.
BUILTINS: dict[str, Callable[[], ArchGraph]] = {
    **{n: partial(fig2a, n) for n in ("sh", "st", "bu", "td")},
    **{f"fig2b_dr{r}_df{f}": partial(fig2b, d_r=r, d_f=f) for r in (1, 2, 3) for f in (2, 3, 4)},
    **{f"fig5a_k{k}": partial(skip_fig5a, k=k) for k in (1, 2, 3)},
    **{f"fig5b_{v}_k3": partial(skip_fig5b, v, k=3) for v in (1, 2, 3, 4)},
    **{f"fig5b_{v}_k3_sparse": partial(skip_fig5b, v, k=3, sparse=True) for v in (1, 2, 3, 4)},
}


def builtin(name: str, *, depth: int | None = None, granularity: str = "cell") -> ArchGraph:
    """A zoo cell stacked ``depth`` deep, ``dt``/``dts``/``dot`` with ``depth`` extra layers, or a
    :data:`BUILTINS` name (which takes no ``depth``)."""
    if name in ZOO:
        return stacked(name, depth=1 if depth is None else depth, granularity=granularity)
    if name in ("dt", "dts", "dot"):
        d = 1 if depth is None else depth
        return deep_output(depth=d) if name == "dot" else deep_transition(depth=d, shortcut=name == "dts")
    if name in BUILTINS:
        if depth is not None:
            raise ValueError(f"{name} is a fixed figure of the paper; drop depth={depth}")
        return BUILTINS[name]()
    raise ValueError(
        f"unknown architecture {name!r}; choose from {', '.join(ZOO + ('dt', 'dts', 'dot'))}, {', '.join(BUILTINS)}"
    )


@dataclass(frozen=True)
class Unfolded:
    r"""A finite window of the unfolding :math:`\mathcal G_{un}` (Def. 2.1.2).

    Attributes
    ----------
    nodes : tuple of (int, str)
        ``(t, name)`` for every ``t`` in the window with ``t = phase(name) mod period``.
    edges : tuple of (int, int, int)
        ``(i, j, e)``: node ``i`` to node ``j`` (positions in ``nodes``) along cyclic edge ``e``; both ends in
        the window.
    """

    nodes: tuple
    edges: tuple


def unfold(g: ArchGraph, *, T: int, start: int = 0) -> Unfolded:
    """The window ``start <= t < start + T`` of the unfolded graph (edges leaving the window are dropped)."""
    if isinstance(T, bool) or not isinstance(T, int) or T < 1:
        raise ValueError(f"T={T!r} must be an integer >= 1")
    check_fits(64 * T * (len(g.nodes) + len(g.edges)), f"unfolding {g.name} over T={T} steps")
    nodes = [(t, n.name) for t in range(start, start + T) for n in g.nodes if (t - n.phase) % g.period == 0]
    pos = {v: i for i, v in enumerate(nodes)}
    leaving: dict = {}
    for e, (u, v, s) in enumerate(g.edges):
        leaving.setdefault(u, []).append((e, v, s))
    edges = [
        (i, pos[(t + s, v)], e)
        for i, (t, name) in enumerate(nodes)
        for e, v, s in leaving.get(name, ())
        if (t + s, v) in pos
    ]
    return Unfolded(tuple(nodes), tuple(edges))
