r"""The deep RAC as a tensor network by duplicating its inputs (App. A.3, Figs. A.3, 2.1, A.4).

A tensor network cannot copy a vector (Claim 3, :mod:`racs.cloning`), but a
deep RAC reuses every hidden state twice: :math:`h^{t,l}` feeds
:math:`h^{t+1,l}` and :math:`h^{t,l+1}`. The network therefore rebuilds each
use from its own copies of the inputs: the block for :math:`h^{t,l}` holds
fresh blocks for :math:`h^{t-1,l}` and :math:`h^{t,l-1}`, so the network is a
tree whose leaves are input copies (and initial states). The block for
:math:`h^{t,l}` appears once per monotone lattice path from :math:`(t,l)` to
:math:`(T,L)`, and :math:`x^s` has one copy per path from :math:`(s,0)`.

Two forms:

(a) ``inputs`` given: every copy of :math:`x^t` is an ``input`` node and the network contracts to :math:`y_c`;
(b) no inputs: the copies of :math:`x^t` are joined by a chain of order-3 ``tie`` deltas to one open leg
    per time step, and the network contracts to the grid tensor with one-hot templates
    (:func:`numerics.grid.grid_tensor` with identity templates).
"""

from __future__ import annotations

import math

import numpy as np

from .memory import check_fits, entry_nbytes
from .model import RAC, make_rac
from .shallow_tn import _inputs, _output, delta3
from .sizes import check_size
from .tn_graph import Network, NetworkBuilder, to_networkx

__all__ = [
    "deep_network",
    "deep_network_nbytes",
    "rank1_assignment",
    "is_rank1_assignment",
    "basic_units",
    "network_sizes",
    "NODE_BYTES",
]

#: :func:`network_sizes` counts exactly while ``min(T, depth)`` stays below this (the count has ~that many digits).
MAX_COUNTED = 10**5
#: Planning estimate for one node of a built network and its share of graphs made from it (networkx).
NODE_BYTES = 2048


def rank1_assignment(rac: RAC) -> RAC:
    r"""The same RAC with :math:`W^{I,2}_{ij} = \delta_{i1}` (App. A.4, B.2): layer 1 talks to layer 2 through
    :math:`\mathbf 1^\top h^{t,1}` only, so every layer-1 chain closes into a scalar factor."""
    if rac.depth < 2:
        raise ValueError(f"the rank-1 assignment of W^(I,2) needs depth >= 2; got {rac.depth}")
    W = np.zeros((rac.R, rac.R), dtype=np.int64)
    W[0, :] = 1
    W_I = (rac.W_I[0], W) + rac.W_I[2:]
    return make_rac(W_I, rac.W_H, rac.W_O, rac.h0, field=rac.field)


def is_rank1_assignment(rac: RAC) -> bool:
    """Whether :math:`W^{I,2} = e_1 \\mathbf 1^\\top` exactly."""
    if rac.depth < 2:
        return False
    W = rac.W_I[1]
    return bool(np.all(W[0] == 1) and np.all(W[1:] == 0))


def deep_network(
    rac: RAC, *, T: int, c: int = 0, inputs=None, split_rank1: bool = False, max_bytes: int | None = None
) -> Network:
    r"""The duplicated-input network of a depth-:math:`L` RAC after :math:`T` steps.

    Parameters
    ----------
    inputs : array ``(T, M)``, optional
        Form (a) with these feature vectors; omitted, form (b) with one open leg per time step.
    split_rank1 : bool
        Draw each :math:`W^{I,2} = e_1 \mathbf 1^\top` as its two disconnected factors ``e1`` and
        ``ones`` (Fig. A.4). Requires :func:`is_rank1_assignment`.
    max_bytes : int, optional
        Memory budget (default 80% of the available memory); a network whose :func:`deep_network_nbytes`
        exceeds it is refused with :class:`racs.memory.TooLargeError` before anything is built.

    Notes
    -----
    Leaves: ``input`` nodes (layer 0, time t) and ``h0`` nodes (layer l, time 0). Every block for
    :math:`h^{t,l}` is a ``W_H``, a ``W_I`` (or ``e1``/``ones``) and a ``delta`` node, each with
    ``layer = l``, ``time = t``; each carries the tag ``path k`` of its copy index among the
    blocks with the same :math:`(t, l)`.
    """
    if not rac.field.einsum_safe:
        raise TypeError(
            f"tensor networks contract with plain sums of products, which leave {rac.field.name}; "
            "use Real() or Rational()"
        )
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 1:
        raise ValueError(f"T={T!r} must be an int >= 1")
    if not 0 <= c < rac.C:
        raise ValueError(f"class index c={c} out of range for C={rac.C}")
    if split_rank1 and not is_rank1_assignment(rac):
        raise ValueError("split_rank1 needs W^(I,2) = e_1 1^T; build the RAC with rank1_assignment()")
    L, R, dt = rac.depth, rac.R, rac.field.dtype
    check_fits(
        deep_network_nbytes(T=T, depth=L, M=rac.M, R=R, entry_bytes=entry_nbytes(dt)),
        f"the duplicated-input network of a depth-{L} RAC with R={R} over T={T} steps "
        f"({network_sizes(T=T, depth=L)['network_nodes']} nodes, copy tensors of R^3 = {R**3} entries)",
        max_bytes=max_bytes,
        fix="lower T, R or the depth",
    )
    X = _inputs(rac, T, inputs)
    b = NetworkBuilder(f"deep_rac_L{L}_T{T}" + ("_rank1" if split_rank1 else ""))
    copies: dict = {}
    pending: list[list[tuple[int, int]]] = [[] for _ in range(T + 1)]  # form (b): input legs waiting for their tie
    e1 = np.zeros(R, dtype=dt)
    e1[0] = 1
    ones = np.ones(R, dtype=dt)
    delta = delta3(R, dt)

    def block(t: int, l: int):
        """Add the subtree computing h^{t,l}; a generator that yields the (t, l) of each sub-block it needs
        (receiving that block's output leg) and returns its own dangling output leg (node, axis)."""
        k = copies.get((t, l), 0)
        copies[(t, l)] = k + 1
        tags = (f"path {k}",)
        if l == 0:
            if X is None:
                return ("pending", t)
            return (b.add("input", X[t - 1], layer=0, time=t, tags=tags), 0)
        if t == 0:
            return (b.add("h0", rac.h0[l - 1], layer=l, time=0, tags=tags), 0)
        wh = b.add("W_H", rac.W_H[l - 1], layer=l, time=t, tags=tags)
        _link(wh, 1, (yield (t - 1, l)))
        d = b.add("delta", delta, layer=l, time=t, tags=tags)
        b.connect(d, 0, wh, 0)
        if split_rank1 and l == 2:
            b.connect(d, 1, b.add("e1", e1, layer=2, time=t, tags=tags), 0)
            _link(b.add("ones", ones, layer=2, time=t, tags=tags), 0, (yield (t, 1)))
        else:
            wi = b.add("W_I", rac.W_I[l - 1], layer=l, time=t, tags=tags)
            b.connect(d, 1, wi, 0)
            _link(wi, 1, (yield (t, l - 1)))
        return (d, 2)

    def _link(node: int, axis: int, leg) -> None:
        if leg[0] == "pending":
            pending[leg[1]].append((node, axis))
        else:
            b.connect(node, axis, *leg)

    top = _run_depth_first(block, (T, L))
    if X is None:
        tie = delta3(rac.M, dt)
        for t in range(1, T + 1):
            legs = pending[t]
            if len(legs) == 1:
                b.open(*legs[0], t)
                continue
            node = b.add("tie", tie, layer=0, time=t)
            b.open(node, 0, t)
            for leg in legs[:-2]:
                b.connect(node, 1, *leg)
                nxt = b.add("tie", tie, layer=0, time=t)
                b.connect(node, 2, nxt, 0)
                node = nxt
            b.connect(node, 1, *legs[-2])
            b.connect(node, 2, *legs[-1])
    return _output(b, rac, c, T, top)


def _run_depth_first(block, root):
    """Run the generator ``block(*root)`` and, depth first, every sub-block it yields, on an explicit stack: the
    same order of node creation as plain recursion, without Python's recursion limit (depth and T unbounded)."""
    stack = [block(*root)]
    value = None
    while True:
        try:
            request = stack[-1].send(value)
        except StopIteration as done:
            stack.pop()
            value = done.value
            if not stack:
                return value
            continue
        stack.append(block(*request))
        value = None


def basic_units(net: Network, *, T: int) -> int:
    r"""Claim 4's count, by walking a built network: connected components whose input leaves include
    both a Start time (:math:`\le T/2`) and an End time (:math:`> T/2`).

    On :func:`deep_network` with ``inputs`` and ``split_rank1=True`` the components are the closed
    layer-1 chains (plus one for the layers above, which holds no inputs); a chain of length
    :math:`t_2 > T/2` is a copy of the basic Start-End unit. On a network without the split (depth 1)
    the whole network is one component.
    """
    import networkx as nx

    if T % 2:
        raise ValueError(f"T={T} must be even for the Start-End partition")
    if any(n.kind == "tie" for n in net.nodes) or net.open_legs:
        raise ValueError("basic_units walks form (a): build the network with inputs")
    g = to_networkx(net, open_terminals=False)
    count = 0
    for comp in nx.connected_components(g):
        times = [g.nodes[v]["time"] for v in comp if g.nodes[v]["kind"] == "input"]
        if times and min(times) <= T // 2 < max(times):
            count += 1
    return count


def network_sizes(*, T: int, depth: int) -> dict:
    r"""Nodes and edges of the duplicated-input network (form a) and nodes of the recurrence's own graph, for
    depth :math:`L` = ``depth``, counted without building anything.

    The block for :math:`h^{t,l}` appears once per monotone lattice path from :math:`(t, l)` to :math:`(T, L)`,
    :math:`\binom{T-t+L-l}{L-l}` times, and holds a ``W_H``, a ``W_I`` and a ``delta``; summing (hockey stick)
    gives :math:`\binom{T+L}{L} - 1` blocks, :math:`\binom{T+L-1}{L}` input copies and :math:`\binom{T+L-1}{L-1}`
    initial states, so with :math:`W^O` the network has :math:`4\binom{T+L}{L} - 2` nodes and
    :math:`4\binom{T+L}{L} - 3` edges (four per block, one for :math:`W^O`). The recurrence reuses every state:
    per step and layer one ``W_H``, one ``W_I`` and one product node, plus :math:`L` initial states, :math:`T`
    inputs and the output.
    """
    T, L = check_size("T", T), check_size("depth", depth)
    if min(T, L) > MAX_COUNTED:
        raise ValueError(
            f"T={T} and depth={L} give a network of more than 10^{MAX_COUNTED // 2} nodes; count smaller ones"
        )
    paths = math.comb(T + L, L)
    return {
        "depth": L,
        "network_nodes": 4 * paths - 2,
        "network_edges": 4 * paths - 3,
        "recurrence_nodes": 3 * L * T + L + T + 1,
    }


def deep_network_nbytes(*, T: int, depth: int, M: int, R: int, entry_bytes: int = 8) -> int:
    r"""Planned memory of one :func:`deep_network`: the order-3 copy tensors it creates (:math:`R^3` and
    :math:`M^3` entries) and :data:`NODE_BYTES` per node (form (b) adds fewer ``tie`` nodes than inputs).
    The weights are shared with the RAC, not copied."""
    nodes = 2 * network_sizes(T=T, depth=depth)["network_nodes"]
    return entry_bytes * (R**3 + M**3) + NODE_BYTES * nodes
