r"""Grid tensors of RACs by prefix sharing (Sec. 1.3.2, 2.2.2): the RAC front of :mod:`numerics.grid.prefix_walk`.

For template feature vectors :math:`F \in \mathbb R^{K\times M}` (row
:math:`k` is :math:`f(x^{(k)})`) the grid tensor of class :math:`c` is

.. math::
    \mathcal A_{d_1 \dots d_T} = y_c\big(f(x^{(d_1)}), \dots, f(x^{(d_T)})\big).

The prefixes form a tree walked by :mod:`numerics.grid.prefix_walk` (breadth first up to a chunk of prefixes, then
depth first in chunks), so every prefix's hidden states are computed once: the work is about
:math:`K^T L R^2` multiply-adds rather than :math:`K^T T L R^2` for evaluating each sequence on its own. Per
chunk of parents the hidden contributions :math:`a^l = W^{H,l} h^{t-1,l}` are computed once and each
template's children follow by :func:`racs.model.layer_inputs` (the recurrence's one definition). The last level
is never stored: the output is linear in the last input, :math:`h^{T,0} = f(x^{(d_T)})`, so with
:math:`a^l = W^{H,l} h^{T-1,l}` (the parent's hidden contributions, which no template changes)

.. math::
    y_c = w_c^\top\big(a^L \odot W^{I,L}(a^{L-1} \odot \cdots W^{I,2}(a^1 \odot W^{I,1} x))\big)
        = e^\top\, W^{I,1} x,\qquad
    e = a^1 \odot W^{I,2\top}\big(a^2 \odot \cdots W^{I,L\top}(a^L \odot w_c)\big),

the readout's adjoint. Per parent of the last level :math:`e` takes :math:`L` matmuls and products of one state
(the top one folded into :math:`W^{I,L\top}\mathrm{diag}(w_c)W^{H,L}`, precomputed), and every leaf of the chunk is
one matmul ``(m, R) @ (R, K)`` with :math:`U = W^{I,1} F^\top` written straight into the output. Before, each
template's leaves ran the layers below the top (:math:`(L-1)` updates per template), so the last level cost
:math:`K` times more layer updates than any other; now it costs one backward pass. States are columns
(``(R, prefixes)``), see :mod:`racs.model`; the arithmetic is the RAC's field throughout (float64, exact GF(p),
rationals).

In the breadth-first head every template is computed in one call per layer (a broadcast
``(R, m, 1) * (R, 1, K)``, looped over the short template axis by :func:`racs.model.layer_inputs`), so a deep,
narrow RAC, whose chunks are a few prefixes wide, makes one Python-level layer update per chunk and level, not
one per template. A chunk holds at most ``chunk_elements // R`` prefixes (one layer update's temporaries) and at
most ``block_elements // (2 L R)`` (every layer's states and hidden contributions), so deep RACs keep the walk
within :func:`grid_tensor_nbytes`: the output plus :math:`K + T` chunks. BLAS runs on one thread during the walk
(:func:`numerics.grid.prefix_walk.one_blas_thread`; before the shared walk :func:`grid_tensor` used the default
threads: the same wall time within noise at load 1.7, e.g. L = 3, M = 2, R = 16, T = 18: 155 ms against 145 ms,
medians of 7).

The last levels are finished breadth first (:func:`numerics.grid.prefix_walk.tail_levels` with :data:`TAIL_ENTRIES`):
a depth-first chunk's prefixes differ in their first steps, so their outputs lie a whole subtree apart; with the
tail each prefix writes 64 outputs together instead of ``K`` (L = 3, M = 4, R = 4, T = 12 over GF(p): 0.89 s of
CPU against 1.67 s without a tail and 1.55 s for the previous engine, before the adjoint readout; with it the tail
is neutral, 2^4 to 2^6 outputs alike within noise).

Compiled kernels (optional, numba). Over GF(p) each product needs the reduction :math:`x - p\,\mathrm{rint}(x/p)`
before the next one, four numpy passes that numpy cannot fuse into the matmul or the product: the numpy path ran
at about 2x float64's time. With numba installed, :mod:`numerics.grid._jit` does a whole step of a chunk (every
layer's hidden contributions, every template's children, the readout's adjoint and the outputs) in one call per
chunk, the reductions fused into the loops, with the same values as the numpy path (the reference, kept for every
field and as the fallback). They are used from :data:`JIT_MIN_ENTRIES` entries on, and over GF(p) also once
loaded in the process (loading costs 0.6-1.2 s once); ``jit=False`` or ``RACS_NO_JIT=1`` keeps numpy, ``jit=True``
asks for them. The walk then keeps a chunk's states as one ``(L R, m)`` array (:class:`_JitOps`), and its last
levels (:data:`JIT_TAIL_ENTRIES` outputs per prefix, or every level below the breadth-first head) are one
:func:`numerics.grid._jit.subtree` call per chunk, whose states never leave the cache.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from numerics.grid.prefix_walk import advance, descend, walk_calls, walk_grid, walk_nbytes
from racs.fields import ModP
from racs.memory import LOG2_HOPELESS, check_fits, entry_nbytes, log2_bytes
from racs.model import RAC, layer_inputs
from racs.sizes import check_int, check_size

__all__ = [
    "grid_tensor",
    "grid_tensor_nbytes",
    "grid_tensor_layer_steps",
    "identity_templates",
    "advance_states",
    "finish_grid",
    "CHUNK_ELEMENTS",
    "BLOCK_ELEMENTS",
    "TAIL_ENTRIES",
    "jit_available",
    "NO_JIT_ENV",
    "JIT_MIN_ENTRIES",
]

#: Entries of one layer update's temporaries (prefixes x R) in a chunk; keeps a chunk in L2 cache.
CHUNK_ELEMENTS = 2**15
#: State entries (all layers' states and hidden contributions) that one chunk of prefixes may hold.
BLOCK_ELEMENTS = 2**20
#: Outputs per prefix written together by the breadth-first tail of the walk (module text).
TAIL_ENTRIES = 64
#: Outputs per prefix of the compiled path's tail (:func:`numerics.grid._jit.subtree`, one call per chunk).
JIT_TAIL_ENTRIES = 2**10
#: Level-``T-1`` columns per block inside :func:`numerics.grid._jit.subtree` (its buffers stay in L2 cache).
JIT_WIDTH = 512


def identity_templates(rac: RAC) -> np.ndarray:
    """:math:`F = I_M` in the RAC's field: template :math:`k` is the one-hot vector :math:`e_k`."""
    return rac.field.asarray(np.eye(rac.M, dtype=np.int64))


def _step(depth: int, R: int, chunk_elements: int, block_elements: int) -> int:
    """Prefixes per chunk (module text)."""
    return max(1, min(chunk_elements // R, block_elements // (2 * depth * R)))


def _column_entries(depth: int, R: int) -> int:
    """Entries one prefix holds at one level of the walk: every layer's state and hidden contribution, and a
    layer update's temporaries (its input product; at the last level the readout vector and one product)."""
    return R * (2 * depth + 3)


def _planned_bytes(
    Ks, depth: int, R: int, entry_bytes: int, chunk_elements: int = CHUNK_ELEMENTS, block_elements: int = BLOCK_ELEMENTS
) -> int:
    return walk_nbytes(
        Ks,
        step=_step(depth, R, chunk_elements, block_elements),
        column_entries=_column_entries(depth, R),
        entry_bytes=entry_bytes,
    )


def grid_tensor_nbytes(*, K: int, T: int, depth: int, R: int, entry_bytes: int = 8) -> int:
    """Planned peak memory of :func:`grid_tensor`: the output and :math:`K + T` chunks of the walk."""
    return _planned_bytes([K] * T, depth, R, entry_bytes)


def grid_tensor_layer_steps(
    *, K: int, T: int, depth: int, R: int, chunk_elements: int = CHUNK_ELEMENTS, block_elements: int = BLOCK_ELEMENTS
) -> int:
    r"""How many one-layer updates of one chunk :func:`grid_tensor` runs (:func:`racs.model.layer_inputs`
    calls times the layers each computes: :math:`L` per chunk of the breadth-first levels (every template at
    once) and per template of a chunk of the depth-first ones) and, per chunk of leaves, the :math:`L` steps of the
    readout's adjoint (module text), each a matmul and a product like one layer update.

    Each is a handful of numpy calls on at most one chunk, so for deep, narrow RACs (depth :math:`10^5`, tiny
    :math:`K^T`) the Python overhead per update, not the arithmetic, sets the running time.
    """
    calls = walk_calls([K] * T, step=_step(depth, R, chunk_elements, block_elements), tail_entries=TAIL_ENTRIES)
    return depth * (calls.children + calls.child + calls.leaves)


def _refuse_hopeless(rac: RAC, T: int, K: int, max_bytes: int | None) -> None:
    """Refuse from logarithms a grid tensor too large to even list its shape (``T = 10^20``)."""
    log2_need = log2_bytes(base=K, exponent=max(T, 0), times=entry_nbytes(rac.field.dtype))
    if log2_need >= LOG2_HOPELESS:
        check_fits(
            log2_need,
            f"the grid tensor for K={K}, T={T}, L={rac.depth}, R={rac.R} ({K}^{T} entries)",
            max_bytes=max_bytes,
            log2=True,
        )


def _as_templates(rac: RAC, templates, what: str) -> np.ndarray:
    F = rac.field.check(templates, what)
    if F.ndim != 2 or F.shape[1] != rac.M or F.shape[0] < 1:
        raise ValueError(f"{what} must have shape (K, M={rac.M}); got {np.shape(templates)}")
    return F


def _validate(rac: RAC, T, templates, c) -> list:
    """Templates per time step: one ``(K_t, M)`` array for each ``t = 1..T``."""
    check_size("T", T)
    check_int("class index c", c)
    if not 0 <= c < rac.C:
        raise ValueError(f"class index c={c} out of range: the RAC has C={rac.C} classes (0-based)")
    if templates is None:
        return [identity_templates(rac)] * T
    if isinstance(templates, (list, tuple)):
        if len(templates) != T:
            raise ValueError(f"per-step templates need one array per time step: got {len(templates)} for T={T}")
        return [_as_templates(rac, f, f"templates[{t}]") for t, f in enumerate(templates)]
    return [_as_templates(rac, templates, "templates")] * T


def _matmul_into(F, a: np.ndarray, b: np.ndarray, out: np.ndarray) -> None:
    """``out[...] = F.matmul(a, b)``, written by the matmul itself where the field stores float64 (no temporary of
    the output's size and no copy); GF(p) reduces it in place (a field with ``reduce``, :class:`racs.ModP`)."""
    if F.dtype != np.float64:
        out[...] = F.matmul(a, b)
        return
    reduce = getattr(F, "reduce", None)
    if reduce is not None:
        F.check_inner(a.shape[-1])
    np.matmul(a, b, out=out)
    if reduce is not None:
        reduce(out, out=out)


@dataclass(frozen=True)
class _RacOps:
    r"""The RAC as :class:`numerics.grid.prefix_walk.PrefixOps`: ``xs[t]`` is step ``t``'s templates as columns
    ``(M, K_t)``, ``us[t] = W^{I,1} xs[t]`` their first-layer inputs ``(R, K_t)``, ``top`` the readout folded into
    the top layer (module text: :math:`W^{I,L\top} \mathrm{diag}(w_c) W^{H,L}`, or
    :math:`\mathrm{diag}(w_c) W^{H,1}` at depth 1), ``step`` the walk's chunk width."""

    rac: RAC
    xs: tuple
    us: tuple
    top: np.ndarray
    step: int

    def recurrent(self, states, last):
        F, rac = self.rac.field, self.rac
        if not last:
            return [F.matmul(rac.W_H[l], states[l]) for l in range(rac.depth)]
        # The readout's adjoint (module text): e with y_k = e^T u_k for every template k of the last step.
        g = F.matmul(self.top, states[-1])
        for l in range(rac.depth - 2, -1, -1):
            g = F.mul(F.matmul(rac.W_H[l], states[l]), g, out=g)
            if l:
                g = F.matmul(rac.W_I[l].T, g)
        return g

    def child(self, states, a, t, k):
        return tuple(layer_inputs(self.rac, a, self.xs[t][:, k : k + 1]))

    def children(self, states, a, t):
        """Every template at once, ``(R, m, K)`` broadcasts (one call per layer however narrow the chunk)."""
        m = states[0].shape[1]
        kids = layer_inputs(self.rac, [v[:, :, None] for v in a], self.xs[t][:, None, :])
        return tuple(v.reshape(self.rac.R, m * v.shape[2]) for v in kids)

    def leaves(self, states, e, t, out):
        """``out[i, k] = e_i^T u_k``: one matmul ``(m, R) @ (R, K)`` written into the output."""
        _matmul_into(self.rac.field, e.T, self.us[t], out)


#: Environment variable that, set to a non-empty value other than ``0``, keeps :func:`grid_tensor` on the numpy path.
NO_JIT_ENV = "RACS_NO_JIT"
#: Entries from which a process's first GF(p) grid tensor loads the compiled kernels by itself: loading them
#: (importing numba and its compiler's first call, even with the machine code cached on disk) cost 0.6-1.2 s once
#: per process, and the kernels (with the fused tail, :func:`numerics.grid._jit.subtree`) saved 19.5 ns of CPU per
#: entry at 1.7e7 entries and depth 2 (0.48 s numpy against 0.15 s, process CPU time, 2026-11-28 13:48 UTC), so from
#: 2^26 entries on they pay for even the slower load (``docs/core.md``); smaller grids of a one-shot command stay on
#: numpy. Once loaded, every GF(p) grid uses them.
JIT_MIN_ENTRIES = 2**26

_jit_state = {"warm": False}  # whether this process has run the kernels once (their load cost is paid)


@cache
def _jit_module():
    """:mod:`numerics.grid._jit` (importing numba), or ``None`` when numba is absent or broken."""
    try:
        from numerics.grid import _jit
    except ImportError:
        return None
    return _jit


def jit_available() -> bool:
    """Whether :func:`grid_tensor` can use the compiled kernels (numba importable; :data:`NO_JIT_ENV` is not read)."""
    return _jit_module() is not None


def _use_jit(rac: RAC, jit: bool | None, entries: int) -> bool:
    """Resolve ``grid_tensor``'s ``jit`` keyword for a grid of ``entries`` entries. ``None`` means the kernels when
    numba is importable, :data:`NO_JIT_ENV` is unset or ``0`` and: over GF(p) (:class:`racs.ModP`) they are loaded
    already or the grid has at least :data:`JIT_MIN_ENTRIES` entries (the same values either way); in float64 the
    grid has at least :data:`JIT_MIN_ENTRIES` entries, whatever the process ran before, so that a float64 grid's
    rounding depends on its size and the installed packages only (the kernels sum in another order than BLAS)."""
    F = rac.field
    suits = F.dtype == np.float64 and (F.modulus is None or hasattr(F, "reduce"))
    if jit is None:
        big = entries >= JIT_MIN_ENTRIES
        return (
            suits
            and os.environ.get(NO_JIT_ENV, "") in ("", "0")
            and (big or (F.modulus is not None and _jit_state["warm"]))
            and jit_available()
        )
    if not isinstance(jit, bool):
        raise TypeError(f"jit={jit!r} must be True, False or None (automatic)")
    if jit and not suits:
        raise ValueError(f"jit=True needs a float64 field (float64 or GF(p)); got {F.name}: pass jit=None or False")
    if jit and not jit_available():
        raise ValueError("jit=True needs numba (pip install numba); pass jit=None to fall back to numpy")
    return jit


@dataclass(frozen=True)
class _JitOps:
    r"""The RAC as :class:`numerics.grid.prefix_walk.PrefixOps` for the compiled kernels of
    :mod:`numerics.grid._jit`: a chunk's states are one ``(L R, m)`` array (layer ``l`` in rows ``l R .. (l+1) R -
    1``); the values and the order of the reductions are :class:`_RacOps`'s."""

    kernels: Any  # the module numerics.grid._jit
    WH: np.ndarray  # (L, R, R)
    WI: np.ndarray  # (L, R, R), WI[0] unused (the first layer's inputs are ``us``)
    WIT: np.ndarray  # (L, R, R), W^{I,l} transposed
    top: np.ndarray
    us: tuple  # (R, K_t) per step
    uts: tuple  # (K_t, R) per step: row k is template k's first-layer input
    p: float  # 0.0 in float64
    step: int

    def recurrent(self, states, last):
        # A column slice of a chunk (the walk's sub-chunks) is strided: numba compiles its loops without SIMD (the
        # assembly of ``_jit._dot`` on a sliced array has no vector instruction), so it is copied first.
        S = np.ascontiguousarray(states[0])
        if last:  # the kernel of ``leaves`` computes the readout's adjoint from the states themselves
            return S
        out = np.empty(S.shape)
        self.kernels.hidden(self.WH, S, out, self.p, self._inv)
        return out

    @property
    def _inv(self) -> float:
        return 1.0 / self.p if self.p else 0.0

    def child(self, states, a, t, k):
        out = np.empty(a.shape)
        self.kernels.child(self.WI, a, self.uts[t][k], out, self.p, self._inv)
        return (out,)

    def children(self, states, a, t):
        out = np.empty((a.shape[0], a.shape[1] * self.uts[t].shape[0]))
        self.kernels.children(self.WI, a, self.uts[t], out, self.p, self._inv)
        return (out,)

    def leaves(self, states, S, t, out):
        self.kernels.leaves(S, self.WH, self.WIT, self.top, self.us[t], out, self.p, self._inv)

    def finish(self, states, t, out):
        """The whole tail below level ``t`` in one :func:`numerics.grid._jit.subtree` call, when its steps share
        one template count (per-step counts that differ take the generic tail)."""
        K = self.uts[-1].shape[0]
        if any(u.shape[0] != K for u in self.uts[t:]):
            return False
        UTs = np.stack(self.uts[t:-1]) if len(self.uts) - 1 > t else np.zeros((0, K, self.WH.shape[1]))
        S = np.ascontiguousarray(states[0])
        self.kernels.subtree(
            S, self.WH, self.WI, self.WIT, self.top, UTs, self.uts[-1], out, JIT_WIDTH, self.p, self._inv
        )
        return True


def _jit_ops(rac: RAC, Fs, c: int, step: int) -> _JitOps:
    F, R, L = rac.field, rac.R, rac.depth
    if isinstance(F, ModP):
        F.check_inner(R)  # every dot product in the kernels has length R (numerics.grid._jit: exactness)
    base = _ops(rac, Fs, c, step)
    WI = np.zeros((L, R, R))
    WIT = np.zeros((L, R, R))
    for l in range(1, L):
        WI[l] = rac.W_I[l]
        WIT[l] = rac.W_I[l].T
    return _JitOps(
        kernels=_jit_module(),
        WH=np.ascontiguousarray(np.stack(rac.W_H), dtype=np.float64),
        WI=WI,
        WIT=WIT,
        top=np.ascontiguousarray(base.top, dtype=np.float64),
        us=tuple(np.ascontiguousarray(u) for u in base.us),
        uts=tuple(np.ascontiguousarray(u.T) for u in base.us),
        p=float(F.modulus or 0),
        step=step,
    )


def _ops(rac: RAC, Fs, c: int, step: int) -> _RacOps:
    F = rac.field
    xs = tuple(np.ascontiguousarray(f.T) for f in Fs)
    top = F.mul(rac.W_O[c][:, None], rac.W_H[-1])  # diag(w_c) W^{H,L}
    if rac.depth > 1:
        top = F.matmul(np.ascontiguousarray(rac.W_I[-1].T), top)
    return _RacOps(rac, xs, tuple(F.matmul(rac.W_I[0], x) for x in xs), top, step)


def grid_tensor(
    rac: RAC,
    *,
    T: int,
    templates=None,
    c: int = 0,
    max_bytes: int | None = None,
    chunk_elements: int = CHUNK_ELEMENTS,
    block_elements: int = BLOCK_ELEMENTS,
    jit: bool | None = None,
) -> np.ndarray:
    r"""Materialise the grid tensor :math:`\mathcal A(y_c^{T,L,\Theta})`.

    Parameters
    ----------
    rac : RAC
        The network; arithmetic follows ``rac.field``.
    T : int
        Sequence length, ``>= 1``.
    templates : array ``(K, M)`` or list of ``T`` arrays ``(K_t, M)``, optional
        Template feature vectors :math:`f(x^{(k)})` as rows; default the
        identity (``K = M``). A list gives each time step its own templates
        (a one-row array fixes that step's input: how :mod:`numerics.rank.sketch`
        streams blocks of the Start-End matrix).
    c : int
        Class index, 0-based (the thesis' class :math:`c+1`).
    max_bytes : int, optional
        Memory budget; default 80% of available memory. A tensor that would
        exceed it raises :class:`~racs.memory.TooLargeError` (a
        ``ValueError``) before anything is allocated.
    chunk_elements : int
        Entries of one layer update's temporaries in a chunk (prefixes x R); tuned for L2 cache. Results do
        not depend on it.
    block_elements : int
        State entries (all layers) one chunk of prefixes may hold (module text). Results do not depend on it.
    jit : bool, optional
        Run the walk's steps with the compiled kernels of :mod:`numerics.grid._jit` (numba). ``None`` (default):
        when numba is importable, the environment variable ``RACS_NO_JIT`` is unset or ``0``, and the grid has
        at least :data:`JIT_MIN_ENTRIES` entries or (over GF(p) only) the kernels are loaded in this process
        (loading them costs 0.6-1.2 s once); ``False``: the numpy path (the reference); ``True``: the kernels or
        ``ValueError``. Over GF(p) both give the same float64 values; in float64 they sum in another order
        (equal within 1e-12 of the largest entry in the tests).

    Returns
    -------
    array of shape ``(K,) * T`` (``(K_1, ..., K_T)`` for per-step templates)
        ``A[d_1, ..., d_T]`` with 0-based template indices.
    """
    if isinstance(T, (int, np.integer)) and not isinstance(templates, (list, tuple)):
        _refuse_hopeless(rac, int(T), rac.M if templates is None else int(np.shape(templates)[0]), max_bytes)
    Fs = _validate(rac, T, templates, c)
    Ks = [f.shape[0] for f in Fs]
    total = int(np.prod(Ks, dtype=object))
    K = max(Ks)
    check_fits(
        _planned_bytes(Ks, rac.depth, rac.R, entry_nbytes(rac.field.dtype), chunk_elements, block_elements),
        f"the grid tensor for K={K}, T={T}, L={rac.depth}, R={rac.R} ({total} entries"
        + (f" = {K}^{T}" if len(set(Ks)) == 1 else "")
        + ")",
        max_bytes=max_bytes,
    )
    step = _step(rac.depth, rac.R, chunk_elements, block_elements)
    if _use_jit(rac, jit, total):
        out = walk_grid(
            _jit_ops(rac, Fs, c, step),
            (np.concatenate(rac.h0).astype(np.float64)[:, None],),
            Ks,
            step=step,
            dtype=rac.field.dtype,
            tail_entries=JIT_TAIL_ENTRIES,
        )
        _jit_state["warm"] = True
        return out
    return walk_grid(
        _ops(rac, Fs, c, step),
        tuple(h[:, None] for h in rac.h0),
        Ks,
        step=step,
        dtype=rac.field.dtype,
        tail_entries=TAIL_ENTRIES,
    )


def advance_states(rac: RAC, states: list, templates: list, *, chunk_elements: int = CHUNK_ELEMENTS) -> list:
    r"""Extend prefix states by one time step per template array (breadth first, :func:`numerics.grid.prefix_walk.advance`).

    ``states[l]`` is ``(R, n)``: :math:`h^{t,l}` for ``n`` prefixes (level 0: ``h0[:, None]``). Returns
    ``(R, n * K_1 * ... )`` arrays, the new step's template index varying fastest.
    """
    if not templates:
        return list(states)
    step = _step(rac.depth, rac.R, chunk_elements, BLOCK_ELEMENTS)
    return list(
        advance(
            _ops(rac, templates, 0, step),
            tuple(states),
            [f.shape[0] for f in templates],
            range(len(templates)),
            step=step,
        )
    )


def finish_grid(
    rac: RAC,
    states: list,
    templates: np.ndarray,
    *,
    c: int = 0,
    chunk_elements: int = CHUNK_ELEMENTS,
    out: np.ndarray | None = None,
) -> np.ndarray:
    r"""Outputs :math:`y_c` for every prefix in ``states`` followed by every template: ``(n, K)``.

    The last level is never stored: :math:`y_c = e^\top W^{I,1} x` with the readout's adjoint :math:`e` (module text).
    ``out``: a contiguous array of ``n * K`` entries to write into (returned reshaped).
    """
    n, K = states[0].shape[1], templates.shape[0]
    out = np.empty((n, K), dtype=rac.field.dtype) if out is None else out.reshape(n, K)
    step = _step(rac.depth, rac.R, chunk_elements, BLOCK_ELEMENTS)
    descend(_ops(rac, [templates], c, step), tuple(states), [K], 0, step=step, out=out)
    return out
