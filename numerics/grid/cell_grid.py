r"""Grid tensors of any stacked cell of the zoo by prefix sharing (Sec. 1.3.2, 2.2.2, generalised).

For templates :math:`x^{(1)}, \dots, x^{(K)} \in \mathbb R^{n_{in}}` (default one-hot, :math:`K = n_{in}`) and
a stack :math:`s` of :mod:`racs.cells`,

.. math:: \mathcal A_{d_1 \dots d_T} = \big(W^O o^{T,L}(x^{(d_1)}, \dots, x^{(d_T)})\big)_c .

As in :mod:`numerics.grid.grid_tensor`, the prefixes form a tree (level :math:`t` holds the :math:`K^t` prefixes
of length :math:`t`), and every prefix's state (any tuple of arrays, e.g. LSTM's :math:`(h, c)`) is computed
once. Each cell is split into a state-only half (``Cell.recurrent``, e.g. :math:`W^h h^{t-1} + b`), computed
once per *parent* prefix, and an ``update`` run for each of the parent's :math:`K` children; layer 1's input
projection :math:`W^x x^{(k)}` is computed once per template. Per level the matmul work is therefore
:math:`K^{t-1}` columns for every layer's recurrent half and :math:`K^t` columns for the input projections
of layers :math:`l \ge 2` (and any matmul inside ``update``, e.g. Collins' GRU :math:`W^{ch}(r \odot h)`);
``bench/bench_cells.py`` counts it against per-sequence evaluation.

The tree is walked by :mod:`numerics.grid.prefix_walk` (the walk :func:`numerics.grid.grid_tensor.grid_tensor` uses too):
breadth first up to a chunk of ``m`` prefixes per worker, then depth first, a chunk of at most ``m`` sibling
prefixes at a time. For a chunk, every layer's recurrent half is computed once (``(*, m)`` columns); then, template by
template, every layer's ``update`` runs over whole ``(*, m)`` arrays and yields the ``m`` children that end in
that template, which are descended into at once, down to level :math:`T`, whose states are never stored: the
top layer's outputs go through the readout straight into their slice of the output. ``chunk_elements`` sizes a
chunk so that one ``update``'s temporaries (``Cell.temp_rows`` rows of :math:`R` per prefix) stay in a core's
cache: every elementwise pass runs from cache, and no level's states make a round trip through memory, while
each numpy call still sees enough entries to hide its fixed cost (:data:`CHUNK_ELEMENTS` was timed best or near
best among :math:`2^{16}` to :math:`2^{19}` for rnn, gru, lstm and mcrm at R = 8 to 64). With
``workers > 1`` the subtrees below the breadth-first head are shared among threads. BLAS runs on one thread
throughout the walk (:func:`numerics.grid.prefix_walk.one_blas_thread`): the matmuls are small (a chunk's columns),
and on a busy two-core machine two BLAS threads made the walk 11 to 18 times slower in wall time (K = 2, T = 13:
lstm depth 3 R = 32, 0.52 s against 9.3 s; gru depth 1 R = 64, 0.16 s against 2.0 s); ``workers`` is the way to
use more cores. The memory is the output
plus, per worker and level of the tree, one chunk; the plan (:func:`cell_grid_nbytes`) is checked with
:func:`racs.memory.check_fits` before anything is allocated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from numerics.grid.prefix_walk import children_by_template, walk_grid, walk_nbytes
from racs import Real
from racs.cells import CELLS, Cell, Stack, lin, prepare_layers, stack_namespace
from racs.memory import LOG2_HOPELESS, check_fits, log2_bytes
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


def cell_grid_nbytes(
    cell: str,
    *,
    K: int,
    T: int,
    depth: int,
    R: int,
    entry_bytes: int = 8,
    chunk_elements: int = CHUNK_ELEMENTS,
    workers: int = 1,
) -> int:
    """Planned peak memory of :func:`cell_grid_tensor`: the output, the head level's states (``K`` chunks per
    worker at most) and, for each worker and each of the ``T`` levels of its depth-first walk, one chunk
    (:func:`numerics.grid.prefix_walk.walk_nbytes`)."""
    return walk_nbytes(
        [K] * T,
        step=_chunk(cell, R, chunk_elements),
        column_entries=_column_entries(cell, R, depth),
        entry_bytes=entry_bytes,
        workers=workers,
    )


def _templates(stack: Stack, templates, xp):
    field = Real() if stack.field is None else stack.field
    F = field.check(np.eye(stack.n_in, dtype=np.int64) if templates is None else templates, "templates")
    if F.ndim != 2 or F.shape[1] != stack.n_in or F.shape[0] < 1:
        raise ValueError(f"templates must have shape (K, n_in={stack.n_in}); got {np.shape(templates)}")
    return xp.asarray(F.T)  # (n_in, K): templates as columns


@dataclass(frozen=True)
class _CellOps:
    """A stack as :class:`numerics.grid.prefix_walk.PrefixOps`. Walk states are flat: layer ``l``'s state arrays
    are ``states[l * width:(l + 1) * width]``. ``X`` and ``inp1`` (layer 1's input projection) hold one column
    per template, ``w`` is the readout row ``(1, R)``."""

    # Arrays of the stack's namespace (numpy, or another array-api-compat one such as torch) and that namespace.
    cell: Cell
    P: tuple
    X: Any
    inp1: Any
    w: Any
    xp: Any

    def recurrent(self, states, last):
        width = len(self.cell.state)
        return [self.cell.recurrent(p, states[l * width : (l + 1) * width], self.xp) for l, p in enumerate(self.P)]

    def _template(self, states, recs, k):
        """Every layer's state of the ``m`` children ending in template ``k``, flat, and the top output."""
        xp, width = self.xp, len(self.cell.state)
        below, new = self.X[:, k : k + 1], ()
        for l, (p, rec) in enumerate(zip(self.P, recs)):
            inp = self.inp1[:, k : k + 1] if l == 0 else lin(xp, p["Wx"], below)
            s, below = self.cell.update(p, states[l * width : (l + 1) * width], rec, inp, below, xp)
            new += tuple(s)
        return new, below

    def child(self, states, recs, t, k):
        return self._template(states, recs, k)[0]

    def children(self, states, recs, t):
        return children_by_template(self, states, recs, t, self.X.shape[1])

    def leaves(self, states, recs, t, out):
        for k in range(out.shape[1]):
            out[:, k] = np.asarray(self.xp.reshape(lin(self.xp, self.w, self._template(states, recs, k)[1]), (-1,)))


def cell_grid_tensor(
    stack: Stack,
    *,
    T: int,
    templates=None,
    c: int = 0,
    max_bytes: int | None = None,
    chunk_elements: int = CHUNK_ELEMENTS,
    workers: int = 1,
) -> np.ndarray:
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
        BLAS is held to one thread during the walk); default 1, as inside a process pool that already fills
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
    K, L, R = X.shape[1], stack.depth, stack.R
    entry = 120 if stack.field is not None and stack.field.dtype == object else 8
    log2_need = log2_bytes(base=K, exponent=T, times=entry)
    if log2_need >= LOG2_HOPELESS:  # refused from logarithms: listing T = 10^20 levels, or K^T, would not end
        check_fits(
            log2_need,
            f"the {stack.cell} grid tensor for K={K}, T={T}, L={L}, R={R} ({K}^{T} entries)",
            max_bytes=max_bytes,
            log2=True,
        )
    check_fits(
        cell_grid_nbytes(
            stack.cell, K=K, T=T, depth=L, R=R, entry_bytes=entry, chunk_elements=chunk_elements, workers=workers
        ),
        f"the {stack.cell} grid tensor for K={K}, T={T}, L={L}, R={R} ({K}^{T} entries)",
        max_bytes=max_bytes,
    )
    P = prepare_layers(stack, xp)
    ops = _CellOps(CELLS[stack.cell], P, X, lin(xp, P[0]["Wx"], X), stack.W_O[c : c + 1], xp)
    root = tuple(xp.reshape(v, (v.shape[0], 1)) for s0 in stack.h0 for v in s0)
    return walk_grid(
        ops,
        root,
        [K] * T,
        step=_chunk(stack.cell, R, chunk_elements),
        dtype=np.float64 if stack.field is None else stack.field.dtype,
        workers=workers,
    )
