r"""Grid tensors of any stacked cell of the zoo by prefix sharing (Sec. 1.3.2, 2.2.2, generalised).

For templates :math:`x^{(1)}, \dots, x^{(K)} \in \mathbb R^{n_{in}}` (default one-hot, :math:`K = n_{in}`) and
a stack :math:`s` of :mod:`racs.cells`,

.. math:: \mathcal A_{d_1 \dots d_T} = \big(W^O o^{T,L}(x^{(d_1)}, \dots, x^{(d_T)})\big)_c .

As in :mod:`numerics.grid_tensor`, the prefixes form a tree (level :math:`t` holds the :math:`K^t` prefixes
of length :math:`t`), and every prefix's state (any tuple of arrays, e.g. LSTM's :math:`(h, c)`) is computed
once. Each cell is split into a state-only half (``Cell.recurrent``, e.g. :math:`W^h h^{t-1} + b`), computed
once per *parent* prefix, and an ``update`` run for each of the parent's :math:`K` children; layer 1's input
projection :math:`W^x x^{(k)}` is computed once per template. Per level the matmul work is therefore
:math:`K^{t-1}` columns for every layer's recurrent half and :math:`K^t` columns for the input projections
of layers :math:`l \ge 2` (and any matmul inside ``update``, e.g. Collins' GRU :math:`W^{ch}(r \odot h)`);
``bench/bench_cells.py`` counts it against per-sequence evaluation.

The tree is walked depth first, a chunk of ``m`` sibling prefixes at a time (the first levels, up to one
chunk of prefixes, are advanced breadth first). For a chunk, every layer's recurrent half is computed once
(``(*, m)`` columns); then, template by template, every layer's ``update`` runs over whole ``(*, m)`` arrays
and yields the ``m`` children that end in that template, which are descended into at once, down to level
:math:`T`, whose states are never stored: the top layer's outputs go through the readout straight into their
slice of the output (a strided view: earlier steps are more significant, C order). The template index is the
outer loop because numpy runs a broadcast ``(R, m, 1) + (R, 1, K)`` with its inner loops ``K`` entries long,
about ten times slower per entry than a pass over a contiguous array. ``chunk_elements`` sizes a chunk so that
one ``update``'s temporaries (``Cell.temp_rows`` rows of :math:`R` per prefix) stay in a core's cache: every
elementwise pass runs from cache, and no level's states make a round trip through memory, while each numpy
call still sees enough entries to hide its fixed cost (:data:`CHUNK_ELEMENTS` was timed best or near best
among :math:`2^{16}` to :math:`2^{19}` for rnn, gru, lstm and mcrm at R = 8 to 64). With
``workers > 1`` the subtrees below the breadth-first head are shared among threads. BLAS runs on one thread
throughout: the matmuls are small (a chunk's columns), and on a busy two-core machine two BLAS threads made
the walk 11 to 18 times slower in wall time (K = 2, T = 13: lstm depth 3 R = 32, 0.52 s against 9.3 s; gru
depth 1 R = 64, 0.16 s against 2.0 s); ``workers`` is the way to use more cores. The memory is the output
plus, per worker and level of the tree, one chunk; the plan (:func:`cell_grid_nbytes`) is checked with
:func:`racs.memory.check_fits` before anything is allocated.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Optional

import numpy as np
from threadpoolctl import threadpool_limits

from racs import Real
from racs.cells import CELLS, Stack, lin, prepare_layers, stack_namespace
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = ["cell_grid_tensor", "cell_grid_nbytes", "CHUNK_ELEMENTS"]

#: Entries of one chunk's ``update`` temporaries (prefixes x R x ``temp_rows``): 1 MiB of float64.
CHUNK_ELEMENTS = 2**17


def _column_entries(cell: str, R: int, depth: int) -> int:
    """Entries one prefix holds at one level of the walk: every layer's state and recurrent half, and one
    layer's ``update`` temporaries (an upper estimate: ``temp_rows`` bounds the recurrent rows too)."""
    c = CELLS[cell]
    return R * ((depth + 1) * (len(c.state) + c.temp_rows))


def _chunk(cell: str, R: int, chunk_elements: int) -> int:
    """Prefixes per chunk: one ``update``'s temporaries (``temp_rows`` x R per prefix) fill ``chunk_elements``."""
    return max(1, chunk_elements // (R * CELLS[cell].temp_rows))


def _head_levels(K: int, T: int, prefixes: int) -> int:
    """Levels advanced breadth first before the walk: the first with at least ``prefixes`` prefixes (a chunk
    per worker), at most ``T - 1`` (the walk finishes at least the last level)."""
    q = 0
    while q < T - 1 and K**q < prefixes:
        q += 1
    return q


def cell_grid_nbytes(cell: str, *, K: int, T: int, depth: int, R: int, entry_bytes: int = 8,
                     chunk_elements: int = CHUNK_ELEMENTS, workers: int = 1) -> int:
    """Planned peak memory of :func:`cell_grid_tensor`: the output, the head level's states (``K`` chunks per
    worker at most) and, for each worker and each of the ``T`` levels of its depth-first walk, one chunk."""
    step = _chunk(cell, R, chunk_elements)
    per = _column_entries(cell, R, depth)
    return (K**T + workers * (K + T) * step * per) * entry_bytes


def _templates(stack: Stack, templates, xp):
    field = Real() if stack.field is None else stack.field
    F = field.check(np.eye(stack.n_in, dtype=np.int64) if templates is None else templates, "templates")
    if F.ndim != 2 or F.shape[1] != stack.n_in or F.shape[0] < 1:
        raise ValueError(f"templates must have shape (K, n_in={stack.n_in}); got {np.shape(templates)}")
    return xp.asarray(F.T.reshape(stack.n_in, 1, F.shape[0]))  # (n_in, 1, K): template index last


def _child(cell, P, parents, recs, inp1, x, xp):
    """Every layer's state of ``m`` prefixes (``(*, m)`` arrays) followed by one template (layer 1's input
    projection ``inp1`` and the template ``x``, both ``(*, 1)``), given the parents' recurrent halves ``recs``;
    returns the states and the top layer's output ``(*, m)``."""
    below, new = x, []
    for l, (p, s, rec) in enumerate(zip(P, parents, recs)):
        s, below = cell.update(p, s, rec, inp1 if l == 0 else lin(xp, p["Wx"], below), below, xp)
        new.append(s)
    return new, below


def _recurrent(cell, P, states, xp):
    return [cell.recurrent(p, s, xp) for p, s in zip(P, states)]


def _head(cell, P, states, inp1, X, levels: int, xp):
    """Advance the root breadth first by ``levels`` steps; prefixes in C order (earlier steps more significant)."""
    K = X.shape[2]
    for _ in range(levels):
        recs = _recurrent(cell, P, states, xp)
        kids = [_child(cell, P, states, recs, inp1[:, :, k], X[:, :, k], xp)[0] for k in range(K)]
        n = states[0][0].shape[1]
        states = [tuple(xp.reshape(xp.stack([kid[l][i] for kid in kids], axis=2), (v.shape[0], n * K))
                        for i, v in enumerate(layer)) for l, layer in enumerate(states)]
    return states


def _descend(cell, P, states, inp1, X, w, levels: int, step: int, out, xp) -> None:
    """Write the outputs of every prefix in ``states`` (``n`` columns) followed by ``levels >= 1`` more steps
    into ``out``, a ``(n, K^levels)`` view, a chunk of ``step`` prefixes at a time, depth first, the template
    index the outer loop (module text)."""
    n, K = states[0][0].shape[1], X.shape[2]
    for a in range(0, n, step):
        b = min(n, a + step)
        parents = [tuple(v[:, a:b] for v in layer) for layer in states]
        recs = _recurrent(cell, P, parents, xp)
        block = out[a:b].reshape(b - a, K, -1)  # a view: only the contiguous last axis is split
        for k in range(K):
            kids, top = _child(cell, P, parents, recs, inp1[:, :, k], X[:, :, k], xp)
            if levels == 1:
                block[:, k, 0] = np.asarray(xp.reshape(lin(xp, w, top), (-1,)))
            else:
                _descend(cell, P, kids, inp1, X, w, levels - 1, step, block[:, k, :], xp)


def cell_grid_tensor(stack: Stack, *, T: int, templates=None, c: int = 0, max_bytes: Optional[int] = None,
                     chunk_elements: int = CHUNK_ELEMENTS, workers: int = 1) -> np.ndarray:
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
    chunk_elements : int
        Entries of one chunk's ``update`` temporaries (module text); results do not depend on it.
    workers : int
        Threads, each walking its share of the subtrees (numpy's elementwise passes are single-threaded, and
        BLAS is held to one thread during the call); default 1, as inside a process pool that already fills
        the cores. Results do not depend on it.

    Returns
    -------
    numpy array of shape ``(K,) * T``: ``A[d_1, ..., d_T]`` with 0-based template indices.
    """
    check_size("T", T)
    check_size("chunk_elements", chunk_elements)
    check_size("workers", workers)
    if isinstance(c, bool) or not isinstance(c, (int, np.integer)) or not 0 <= c < stack.C:
        raise ValueError(f"class index c={c!r} must be an int in [0, {stack.C})")
    xp = stack_namespace(stack)
    X = _templates(stack, templates, xp)
    K, L, R = X.shape[2], stack.depth, stack.R
    cell = CELLS[stack.cell]
    entry = 120 if stack.field is not None and stack.field.dtype == object else 8
    check_fits(cell_grid_nbytes(stack.cell, K=K, T=T, depth=L, R=R, entry_bytes=entry,
                                chunk_elements=chunk_elements, workers=workers),
               f"the {stack.cell} grid tensor for K={K}, T={T}, L={L}, R={R} ({K}^{T} = {K**T} entries)",
               max_bytes=max_bytes)
    step = _chunk(stack.cell, R, chunk_elements)
    q = _head_levels(K, T, workers * step)
    out = np.empty((K**q, K ** (T - q)), dtype=np.float64 if stack.field is None else stack.field.dtype)
    with threadpool_limits(1, user_api="blas"):  # small matmuls: BLAS threads cost more than they give
        P = prepare_layers(stack, xp)
        inp1 = lin(xp, P[0]["Wx"], X)
        root = [tuple(xp.reshape(v, (v.shape[0], 1)) for v in s0) for s0 in stack.h0]
        head = _head(cell, P, root, inp1, X, q, xp)
        w = stack.W_O[c:c + 1]
        if workers == 1:
            _descend(cell, P, head, inp1, X, w, T - q, step, out, xp)
        else:
            _descend_in_threads(cell, P, head, inp1, X, w, T - q, step, out, xp, workers)
    return out.reshape((K,) * T)


def _descend_in_threads(cell, P, head, inp1, X, w, levels, step, out, xp, workers: int) -> None:
    """:func:`_descend` with the head's prefixes split into ``workers`` contiguous parts, one thread each
    (numpy's elementwise passes and BLAS release the GIL)."""
    n = head[0][0].shape[1]
    bounds = [n * i // workers for i in range(workers + 1)]
    parts = [([tuple(v[:, a:b] for v in layer) for layer in head], out[a:b])
             for a, b in zip(bounds, bounds[1:]) if b > a]
    with ThreadPoolExecutor(len(parts)) as pool:
        for f in [pool.submit(_descend, cell, P, states, inp1, X, w, levels, step, o, xp) for states, o in parts]:
            f.result()
