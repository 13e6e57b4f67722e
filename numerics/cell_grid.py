r"""Grid tensors of any stacked cell of the zoo by prefix sharing (Sec. 1.3.2, 2.2.2, generalised).

For templates :math:`x^{(1)}, \dots, x^{(K)} \in \mathbb R^{n_{in}}` (default one-hot, :math:`K = n_{in}`) and
a stack :math:`s` of :mod:`racs.cells`,

.. math:: \mathcal A_{d_1 \dots d_T} = \big(W^O o^{T,L}(x^{(d_1)}, \dots, x^{(d_T)})\big)_c .

As in :mod:`numerics.grid_tensor`, the :math:`K^t` prefixes of length :math:`t` are advanced level by level,
so every prefix's state (any tuple of arrays, e.g. LSTM's :math:`(h, c)`) is computed once. Each cell is
split into a state-only half (``Cell.recurrent``, e.g. :math:`W^h h^{t-1} + b`), computed once per *parent*
prefix, and an ``update`` broadcast over the parent's :math:`K` children; layer 1's input projection
:math:`W^x x^{(k)}` is computed once per template. Per level the matmul work is therefore
:math:`K^{t-1}` columns for every layer's recurrent half and :math:`K^t` columns for the input projections
of layers :math:`l \ge 2` (and any matmul inside ``update``, e.g. Collins' GRU :math:`W^{ch}(r \odot h)`).

Memory follows the same plan as :func:`numerics.grid_tensor.grid_tensor`: the first levels are advanced all
together up to the split level :math:`q`, then blocks of level-:math:`q` prefixes are finished one at a time,
each writing its contiguous slice of the output (earlier steps are more significant, C order); every level is
processed in chunks of parents, so temporaries stay at ``chunk_elements``. The last level's states are
never stored. The planned peak is checked with :func:`racs.memory.check_fits` before anything is allocated.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from racs import Real
from racs.cells import CELLS, Stack, lin, prepare_layers, stack_namespace
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = ["cell_grid_tensor", "cell_grid_nbytes", "CHUNK_ELEMENTS", "BLOCK_ELEMENTS"]

#: Entries of one chunk's temporaries (children x R x the cell's ``temp_rows``).
CHUNK_ELEMENTS = 2**18
#: State entries (all layers, two consecutive levels) that one block of prefixes may hold.
BLOCK_ELEMENTS = 2**21


def _state_rows(cell: str, depth: int, R: int) -> int:
    """State entries per prefix, all layers."""
    return depth * R * len(CELLS[cell].state)


def _split_level(K: int, T: int, rows: int, block_elements: int) -> int:
    """The first level finished block by block: the earliest ``q <= T-1`` whose subtree of level ``T-1``
    states (two consecutive levels) for one level-``q`` prefix fits ``block_elements``."""
    q = T - 1
    while q > 0 and 2 * rows * K ** (T - q) <= block_elements:
        q -= 1
    return q


def cell_grid_nbytes(cell: str, *, K: int, T: int, depth: int, R: int, entry_bytes: int = 8,
                     chunk_elements: int = CHUNK_ELEMENTS, block_elements: int = BLOCK_ELEMENTS) -> int:
    """Planned peak memory of :func:`cell_grid_tensor`: output, shared states, one block, chunk temporaries."""
    rows = _state_rows(cell, depth, R)
    q = _split_level(K, T, rows, block_elements)
    head = 2 * rows * K**q
    block = max(2 * rows * K ** (T - 1 - q), block_elements)
    temps = 2 * max(chunk_elements, K * R * CELLS[cell].temp_rows * depth)
    return (K**T + head + block + temps) * entry_bytes


def _templates(stack: Stack, templates, xp):
    field = Real() if stack.field is None else stack.field
    F = field.check(np.eye(stack.n_in, dtype=np.int64) if templates is None else templates, "templates")
    if F.ndim != 2 or F.shape[1] != stack.n_in or F.shape[0] < 1:
        raise ValueError(f"templates must have shape (K, n_in={stack.n_in}); got {np.shape(templates)}")
    return xp.asarray(F.T.reshape(stack.n_in, 1, F.shape[0]))  # (n_in, 1, K): template index last


def _children(cell, P, states, inp1, X, xp):
    """Every layer's state for ``m`` parents (``(*, m)`` arrays) followed by each of the ``K`` templates."""
    m = states[0][0].shape[1]
    below, new = X, []
    for l, p in enumerate(P):
        s = tuple(xp.reshape(v, (v.shape[0], m, 1)) for v in states[l])
        rec = cell.recurrent(p, states[l], xp)
        rec = xp.reshape(rec, (rec.shape[0], m, 1))
        s, below = cell.update(p, s, rec, inp1 if l == 0 else lin(xp, p["Wx"], below), below, xp)
        new.append(s)
    return new, below


def _chunks(n: int, per_parent: int, elements: int):
    step = max(1, elements // max(per_parent, 1))
    for start in range(0, n, step):
        yield start, min(start + step, n)


def _advance(cell, P, states, inp1, X, levels: int, xp, chunk_elements: int, per_parent: int):
    K = X.shape[2]
    for _ in range(levels):
        n = states[0][0].shape[1]
        new = [tuple(xp.empty((v.shape[0], n * K), dtype=v.dtype) for v in layer) for layer in states]
        for a, b in _chunks(n, per_parent, chunk_elements):
            part, _ = _children(cell, P, [tuple(v[:, a:b] for v in layer) for layer in states], inp1, X, xp)
            for dest, src in zip(new, part):
                for d, v in zip(dest, src):
                    d[:, a * K:b * K] = xp.reshape(xp.broadcast_to(v, (v.shape[0], b - a, K)), (v.shape[0], -1))
        states = new
    return states


def cell_grid_tensor(stack: Stack, *, T: int, templates=None, c: int = 0, max_bytes: Optional[int] = None,
                     chunk_elements: int = CHUNK_ELEMENTS, block_elements: int = BLOCK_ELEMENTS) -> np.ndarray:
    r"""Materialise the grid tensor of a stacked cell, :math:`\mathcal A(y_c^{T,L})`.

    Parameters
    ----------
    stack : racs.cells.Stack
        The network (arithmetic in its namespace: float64, or exact for a RAC in ``ModP``).
    T : int
        Sequence length, ``>= 1``.
    templates : array ``(K, n_in)``, optional
        Template inputs as rows; default one-hot (``K = n_in``).
    c : int
        Readout row (0-based class).
    max_bytes : int, optional
        Memory budget (default 80% of available memory); a plan above it raises
        :class:`racs.memory.TooLargeError` before allocating.
    chunk_elements, block_elements : int
        Temporaries per chunk and states per block (module text); results do not depend on them.

    Returns
    -------
    numpy array of shape ``(K,) * T``: ``A[d_1, ..., d_T]`` with 0-based template indices.
    """
    check_size("T", T)
    if isinstance(c, bool) or not isinstance(c, (int, np.integer)) or not 0 <= c < stack.C:
        raise ValueError(f"class index c={c!r} must be an int in [0, {stack.C})")
    xp = stack_namespace(stack)
    X = _templates(stack, templates, xp)
    K, L, R = X.shape[2], stack.depth, stack.R
    cell = CELLS[stack.cell]
    entry = 120 if stack.field is not None and stack.field.dtype == object else 8
    check_fits(cell_grid_nbytes(stack.cell, K=K, T=T, depth=L, R=R, entry_bytes=entry,
                                chunk_elements=chunk_elements, block_elements=block_elements),
               f"the {stack.cell} grid tensor for K={K}, T={T}, L={L}, R={R} ({K}^{T} = {K**T} entries)",
               max_bytes=max_bytes)
    P = prepare_layers(stack, xp)
    inp1 = lin(xp, P[0]["Wx"], X)
    per_parent = K * R * cell.temp_rows * L
    rows = _state_rows(stack.cell, L, R)
    q = _split_level(K, T, rows, block_elements)
    states = [tuple(xp.reshape(v, (v.shape[0], 1)) for v in s0) for s0 in stack.h0]
    head = _advance(cell, P, states, inp1, X, q, xp, chunk_elements, per_parent)
    n, span = K**q, K ** (T - q)
    step = max(1, block_elements // (2 * rows * K ** (T - 1 - q)))
    w = stack.W_O[c:c + 1]
    out = np.empty(K**T, dtype=np.float64 if stack.field is None else stack.field.dtype)
    for b0 in range(0, n, step):
        b1 = min(n, b0 + step)
        block = [tuple(v[:, b0:b1] for v in layer) for layer in head]
        block = _advance(cell, P, block, inp1, X, T - 1 - q, xp, chunk_elements, per_parent)
        m = block[0][0].shape[1]
        base = b0 * span
        for a, b in _chunks(m, per_parent, chunk_elements):
            _, top = _children(cell, P, [tuple(v[:, a:b] for v in layer) for layer in block], inp1, X, xp)
            y = lin(xp, w, xp.broadcast_to(top, (top.shape[0], b - a, K)))
            out[base + a * K:base + b * K] = np.asarray(xp.reshape(y, (-1,)))
    return out.reshape((K,) * T)
