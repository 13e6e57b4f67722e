r"""The prefix walk shared by every grid-tensor engine (Sec. 1.3.2, 2.2.2): which prefixes exist, in what order
their states are computed, and where the leaves land in the output.

For per-step template counts :math:`K_1, \dots, K_T` the prefixes of a grid tensor form a tree: level
:math:`t` holds the :math:`K_1 \cdots K_t` prefixes of length :math:`t`, and the leaves (level :math:`T`) are
the grid entries :math:`\mathcal A_{d_1 \dots d_T}`, in C order (earlier steps more significant). A model
enters the walk through four operations (:class:`PrefixOps`): ``recurrent`` (the state-only half of a step,
run once per *parent* prefix), ``children`` (the states of a chunk's children, every template, in C order),
``child`` (the children that end in one template) and ``leaves`` (the outputs of a chunk's children at the last
step, whose states are never stored). The walk computes every prefix's state exactly once and never touches
the arithmetic, so an exact model stays exact.

Schedule. The first levels, up to the first one with at least a chunk of ``step`` prefixes per worker (at most
``T - 1``), are advanced breadth first (:func:`advance`, ``children``); from there the tree is walked depth
first (:func:`descend`), a chunk of at most ``step`` sibling prefixes at a time: the chunk's ``recurrent`` half
once, then template by template its children (``child``), descended into at once. A chunk's children are again
one chunk, so every call below the head sees up to ``step`` columns, and the walk holds one chunk per level: the
memory is the output plus :math:`(K + T)` chunks per worker (:func:`walk_nbytes`), whatever :math:`T`. Below
the head the template index is the outer loop so that every elementwise pass runs over a whole contiguous
``(rows, m)`` array (numpy runs a broadcast ``(R, m, 1) * (R, 1, K)`` with inner loops ``K`` long, about ten
times slower per entry); in the head, whose chunks may be narrow (deep RACs, where one chunk's states are
``L`` times larger), a model may compute all templates in one call. Optionally the last ``tail`` levels
(:func:`tail_levels`) are finished breadth first again, a sub-chunk of parents at a time, so that each parent's
outputs are written together: a depth-first chunk's prefixes differ in their first steps, and their outputs lie
a whole subtree apart. With ``workers > 1`` the head's prefixes are split into contiguous parts walked by
threads (numpy's elementwise passes and BLAS release the GIL).

States are tuples of 2-D arrays (rows, prefixes): a RAC's :math:`h^{t,l}` for each layer, a stack of cells'
state arrays layer by layer. The fronts are :func:`numerics.grid.grid_tensor.grid_tensor` (RACs over any field)
and :func:`numerics.grid.cell_grid.cell_grid_tensor` (any cell of :mod:`racs.cells`).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple, Protocol

import numpy as np
from threadpoolctl import ThreadpoolController

__all__ = [
    "PrefixOps",
    "WalkCalls",
    "head_levels",
    "tail_levels",
    "children_by_template",
    "advance",
    "descend",
    "one_blas_thread",
    "MAX_STEPS",
    "walk_grid",
    "walk_nbytes",
    "walk_calls",
]


class PrefixOps(Protocol):
    """A model as the walk sees it. ``states`` is a tuple of ``(rows, m)`` arrays for ``m`` prefixes of one
    level; ``t`` is the 0-based step being added and ``k`` the template index at that step."""

    def recurrent(self, states: tuple, last: bool):
        """The state-only half for ``m`` parents (anything the other operations read); ``last``: their
        children are leaves (the model may prepare the readout there)."""

    def children(self, states: tuple, recs, t: int) -> tuple:
        """States ``(rows, m * K_t)`` of every child of the ``m`` parents, column ``i * K_t + k`` for parent ``i``
        followed by template ``k`` (:func:`children_by_template` builds it from ``child``)."""

    def child(self, states: tuple, recs, t: int, k: int) -> tuple:
        """States ``(rows, m)`` of the ``m`` children ending in template ``k`` at step ``t``."""

    def leaves(self, states: tuple, recs, t: int, out: np.ndarray) -> None:
        """Write into ``out`` (a ``(m, K_t)`` view) the outputs of every child of the ``m`` parents when ``t`` is
        the last step, ``out[i, k]`` for parent ``i`` followed by template ``k``."""

    # Optional: ``finish(states, t, out) -> bool`` writes into ``out`` (``(m, K_{t+1} \cdots K_T)``, last axis
    # contiguous) every output below the ``m`` prefixes of level ``t`` in one call and returns True, or returns False
    # (nothing written) to leave the tail to ``children`` and ``leaves``: a model whose whole tail is one compiled
    # kernel keeps the tail's states in cache (:mod:`numerics.grid._jit`).


class WalkCalls(NamedTuple):
    """Calls :func:`walk_grid` makes, each a handful of array operations on one chunk (the Python-level work)."""

    children: int
    child: int
    leaves: int


def _columns(states: tuple, a: int, b: int) -> tuple:
    return tuple(s[:, a:b] for s in states)


def children_by_template(ops: PrefixOps, states: tuple, recs, t: int, K: int) -> tuple:
    """``PrefixOps.children`` from ``PrefixOps.child``: each template's children copied into C order."""
    m, new = states[0].shape[1], None
    for k in range(K):
        kids = ops.child(states, recs, t, k)
        if new is None:
            new = tuple(np.empty((v.shape[0], m * K), dtype=v.dtype) for v in kids)
        for v, dest in zip(kids, new):
            dest[:, k::K] = v
    if new is None:
        raise ValueError(f"K={K}: a step needs at least one template")
    return new


def head_levels(Ks: Sequence[int], prefixes: int) -> int:
    """Levels advanced breadth first: the first level with at least ``prefixes`` prefixes, at most ``T - 1``
    (the depth-first walk always finishes at least the last level)."""
    q, n = 0, 1
    while q < len(Ks) - 1 and n < prefixes:
        n *= Ks[q]
        q += 1
    return q


def advance(ops: PrefixOps, states: tuple, Ks: Sequence[int], steps: Sequence[int], *, step: int) -> tuple:
    r"""Breadth first: extend every prefix in ``states`` (``n`` columns) by each step ``t`` in ``steps`` (with
    ``Ks[t]`` templates), a chunk of ``step`` parents at a time.

    Returns
    -------
    tuple of arrays ``(rows, n * K_{t_1} * ...)``: the new steps' template indices vary fastest (C order).
    """
    for t in steps:
        n, K = states[0].shape[1], Ks[t]
        if n <= step:  # one chunk: its children are the level, no copy
            states = ops.children(states, ops.recurrent(states, False), t)
            continue
        new = None
        for a in range(0, n, step):
            b = min(n, a + step)
            parents = _columns(states, a, b)
            kids = ops.children(parents, ops.recurrent(parents, False), t)
            if new is None:
                new = tuple(np.empty((v.shape[0], n * K), dtype=v.dtype) for v in kids)
            for v, dest in zip(kids, new):
                dest[:, a * K : b * K] = v
        if new is None:  # n > step >= 1, so the loop above ran at least once
            raise RuntimeError(f"advance: no chunk of {n} prefixes at step {t}")
        states = new
    return states


def tail_levels(Ks: Sequence[int], q: int, *, step: int, tail_entries: int) -> int:
    """Levels finished breadth first at the bottom (at least the last): the fewest whose leaves per parent reach
    ``tail_entries`` contiguous outputs, at most ``T - q``, with at most ``step`` level-``T-1`` prefixes per
    parent."""
    T, j, span, per = len(Ks), 1, Ks[-1], 1
    while span < tail_entries and j < T - q and per * Ks[T - 1 - j] <= step:
        per *= Ks[T - 1 - j]
        span *= Ks[T - 1 - j]
        j += 1
    return j


def descend(
    ops: PrefixOps, states: tuple, Ks: Sequence[int], t: int, *, step: int, out: np.ndarray, tail: int = 1
) -> None:
    r"""Depth first: write the outputs of every prefix in ``states`` (``n`` columns, level ``t``) followed by
    steps ``t .. T-1`` into ``out``, a ``(n, K_{t+1} \cdots K_T)`` view whose last axis is contiguous. The last
    ``tail`` levels are finished breadth first, a sub-chunk of parents at a time whose level-``T-1``
    descendants fill a chunk, so that each parent's ``K_{T-tail+1} \cdots K_T`` outputs are written together
    (a chunk's parents differ in their first steps: their output rows lie far apart)."""
    n, T = states[0].shape[1], len(Ks)
    if t == T - tail:
        finish = getattr(ops, "finish", None)
        if finish is not None and finish(states, t, out):
            return
        per = int(np.prod(Ks[t : T - 1], dtype=object))
        sub = max(1, step // per)
        for a in range(0, n, sub):
            b = min(n, a + sub)
            last = advance(ops, _columns(states, a, b), Ks, range(t, T - 1), step=step)
            block = out[a:b].reshape(b - a, per, Ks[-1])  # a view: only the contiguous last axis is split
            buf = block[:, 0, :] if per == 1 else np.empty(((b - a) * per, Ks[-1]), dtype=out.dtype)
            ops.leaves(last, ops.recurrent(last, True), T - 1, buf)
            if per > 1:
                block[...] = buf.reshape(block.shape)
        return
    K = Ks[t]
    for a in range(0, n, step):
        b = min(n, a + step)
        parents = _columns(states, a, b)
        recs = ops.recurrent(parents, False)
        block = out[a:b].reshape(b - a, K, -1)  # a view: only the contiguous last axis is split
        for k in range(K):
            descend(ops, ops.child(parents, recs, t, k), Ks, t + 1, step=step, out=block[:, k, :], tail=tail)


def _parts(n: int, workers: int) -> list:
    bounds = [n * i // workers for i in range(workers + 1)]
    return [(a, b) for a, b in pairwise(bounds) if b > a]


#: Most steps T of a grid tensor: numpy's limit on the axes of one array (K = 1 keeps the entries few).
MAX_STEPS = 64


@lru_cache(maxsize=1)
def _blas_controller_for(modules: int) -> ThreadpoolController:
    return ThreadpoolController()


def _blas_controller() -> ThreadpoolController:
    """The process's BLAS libraries, found again only after new imports: finding them (what ``threadpool_limits``
    does on every call) cost 0.25 ms idle and 0.6 ms under load, a fifth to a half of a whole K = 2, T = 14 cell grid
    at R = 8. Found once for good, they missed a BLAS loaded later (numba's first compiled call loads scipy's
    OpenBLAS beside numpy's), which then ran on every core inside :func:`one_blas_thread`."""
    return _blas_controller_for(len(sys.modules))


@contextmanager
def one_blas_thread():
    """A context holding BLAS to one thread: the walk's matmuls are small (a chunk's columns), and on a busy
    two-core machine two BLAS threads made cell grids 11 to 18 times slower in wall time (K = 2, T = 13, see
    :mod:`numerics.grid.cell_grid`); ``workers`` is the way to use more cores.

    Only in the main thread. OpenBLAS's limit is process-wide and threadpoolctl lets one thread at a time set it
    (others silently do nothing): walks overlapping in other threads (a Dask worker's tasks) each setting and
    restoring it would restore it under one another, or leave BLAS on one thread for good."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    with _blas_controller().limit(limits=1, user_api="blas"):
        yield


def walk_grid(
    ops: PrefixOps, root: tuple, Ks: Sequence[int], *, step: int, dtype, workers: int = 1, tail_entries: int = 1
) -> np.ndarray:
    r"""The grid tensor ``(K_1, ..., K_T)`` from the root states (one column each): breadth first to the head
    level (:func:`head_levels` with a chunk per worker), then depth first, the head split among ``workers``
    threads, the last levels breadth first again (:func:`tail_levels` with ``tail_entries``), BLAS on one
    thread (:func:`one_blas_thread`)."""
    if len(Ks) > MAX_STEPS:
        raise ValueError(
            f"T={len(Ks)} steps: a grid tensor is one numpy array of T axes, and numpy holds at most "
            f"{MAX_STEPS}; use T <= {MAX_STEPS}"
        )
    with one_blas_thread():
        return _walk_grid(ops, root, Ks, step=step, dtype=dtype, workers=workers, tail_entries=tail_entries)


def _walk_grid(
    ops: PrefixOps, root: tuple, Ks: Sequence[int], *, step: int, dtype, workers: int, tail_entries: int
) -> np.ndarray:
    q = head_levels(Ks, workers * step)
    tail = tail_levels(Ks, q, step=step, tail_entries=tail_entries)
    head = advance(ops, root, Ks, range(q), step=step)
    n = head[0].shape[1]
    out = np.empty((n, int(np.prod(Ks[q:], dtype=object))), dtype=dtype)
    parts = _parts(n, workers)
    if len(parts) == 1:
        descend(ops, head, Ks, q, step=step, out=out, tail=tail)
    else:
        with ThreadPoolExecutor(len(parts)) as pool:
            for f in [
                pool.submit(descend, ops, _columns(head, a, b), Ks, q, step=step, out=out[a:b], tail=tail)
                for a, b in parts
            ]:
                f.result()
    return out.reshape(tuple(Ks))


def walk_nbytes(Ks: Sequence[int], *, step: int, column_entries: int, entry_bytes: int, workers: int = 1) -> int:
    r"""Planned peak of :func:`walk_grid`: the output, and per worker the head (at most ``K + 1`` chunks: the
    level before the head level and the head level) and one chunk per level of the depth-first walk, each
    chunk ``step`` prefixes of ``column_entries`` entries (states, recurrent halves and temporaries). A chunk of
    level t holds at most the level's :math:`K_1 \cdots K_t` prefixes, so small or deep, narrow trees are
    planned at what they can hold, not at ``step`` columns a level."""
    levels = np.cumprod(np.asarray(Ks, dtype=object)).tolist()
    columns = min(max(Ks) * step, levels[-1]) + sum(min(step, n) for n in levels)
    return (levels[-1] + workers * columns * column_entries) * entry_bytes


def walk_calls(Ks: Sequence[int], *, step: int, workers: int = 1, tail_entries: int = 1) -> WalkCalls:
    """The calls of each operation but ``recurrent`` that :func:`walk_grid` makes."""
    T, q = len(Ks), head_levels(Ks, workers * step)
    tail = tail_levels(Ks, q, step=step, tail_entries=tail_entries)
    children, n = 0, 1
    for t in range(q):
        children += -(-n // step)
        n *= Ks[t]
    if q == T - tail:  # descend starts in the tail: each worker's part is cut into sub-chunks directly
        widths = [b - a for a, b in _parts(n, workers)]
    else:  # the head's chunks; every chunk below the head has the width of one of them
        widths = [min(step, b - c) for a, b in _parts(n, workers) for c in range(a, b, step)]
    copies, child = 1, 0
    for t in range(q, T - tail):
        child += len(widths) * copies * Ks[t]
        copies *= Ks[t]
    sub = max(1, step // int(np.prod(Ks[T - tail : T - 1], dtype=object)))
    subs = copies * sum(-(-w // sub) for w in widths)
    return WalkCalls(children + subs * (tail - 1), child, subs)
