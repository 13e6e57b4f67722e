r"""Grid tensors of RACs by prefix sharing (Sec. 1.3.2, 2.2.2).

For template feature vectors :math:`F \in \mathbb R^{K\times M}` (row
:math:`k` is :math:`f(x^{(k)})`) the grid tensor of class :math:`c` is

.. math::
    \mathcal A_{d_1 \dots d_T} = y_c\big(f(x^{(d_1)}), \dots, f(x^{(d_T)})\big).

All :math:`K^t` prefixes of length :math:`t` are advanced together, level by
level, so every prefix's hidden states are computed once: the work is about
:math:`K^T L R^2` multiply-adds rather than :math:`K^T T L R^2` for
evaluating each sequence on its own. The last level is never stored: for
the top layer

.. math::
    y_c = w_c^\top\big(a^L \odot W^{I,L} h^{T,L-1}\big)
        = \big\langle h^{T,L-1},\ (a^L \odot w_c)\, W^{I,L} \big\rangle,
    \qquad a^L = W^{H,L} h^{T-1,L},

so outputs are written straight from cache-sized chunks of the level
:math:`T-1` states. States are columns (``(R, prefixes)``), see :mod:`racs.model`.

Only the first levels are advanced all together. From the split level :math:`q` on (the last levels whose
subtree of states for one level-:math:`q` prefix fits :data:`BLOCK_ELEMENTS`), blocks of level-:math:`q`
prefixes are finished one at a time, each writing its contiguous slice of the output. The work is the same
(every state is still computed once); the memory is the output plus a block, instead of the output plus
:math:`2 L R K^{T-1}` state entries, :math:`2LR/K` times the output.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from racs.model import RAC, layer_inputs

from racs.memory import LOG2_HOPELESS, check_fits, entry_nbytes, log2_bytes
from racs.sizes import check_int, check_size

__all__ = ["grid_tensor", "grid_tensor_nbytes", "grid_tensor_layer_steps", "identity_templates", "advance_states", "finish_grid"]

#: Rows times width of one chunk's largest temporary; keeps a chunk in L2 cache.
CHUNK_ELEMENTS = 2**16
#: State entries (all layers, two consecutive levels) that one block of prefixes may hold.
BLOCK_ELEMENTS = 2**20


def identity_templates(rac: RAC) -> np.ndarray:
    """:math:`F = I_M` in the RAC's field: template :math:`k` is the one-hot vector :math:`e_k`."""
    return rac.field.asarray(np.eye(rac.M, dtype=np.int64))


def _split_level(Ks, depth: int, R: int, block_elements: int) -> int:
    """The first level finished block by block: the earliest ``q <= T-1`` whose per-prefix subtree of states
    (two consecutive levels, all layers) fits ``block_elements``."""
    T = len(Ks)
    q = T - 1
    while q > 0 and 2 * depth * R * int(np.prod(Ks[q - 1:T - 1], dtype=object)) <= block_elements:
        q -= 1
    return q


def _planned_bytes(Ks, depth: int, R: int, entry_bytes: int, block_elements: int = BLOCK_ELEMENTS) -> int:
    """The output, two levels of the shared states up to the split level, one block, chunk buffers."""
    total = int(np.prod(Ks, dtype=object))
    q = _split_level(Ks, depth, R, block_elements)
    head = 2 * depth * R * int(np.prod(Ks[:q], dtype=object))
    block = max(2 * depth * R * int(np.prod(Ks[q:-1], dtype=object)), block_elements)
    return (total + head + block + 8 * CHUNK_ELEMENTS) * entry_bytes


def grid_tensor_nbytes(*, K: int, T: int, depth: int, R: int, entry_bytes: int = 8) -> int:
    """Planned peak memory of :func:`grid_tensor`: the output, the shared states, one block, chunk buffers."""
    return _planned_bytes([K] * T, depth, R, entry_bytes)


def grid_tensor_layer_steps(*, K: int, T: int, depth: int, R: int, chunk_elements: int = CHUNK_ELEMENTS,
                            block_elements: int = BLOCK_ELEMENTS) -> int:
    r"""How many one-layer updates of one chunk :func:`grid_tensor` runs (an upper bound: a partial last block
    counts as full).

    Each is a handful of numpy calls on at most ``chunk_elements`` entries, so for deep, narrow RACs (depth
    :math:`10^5`, tiny :math:`K^T`) the Python overhead per update, not the arithmetic, sets the running time:
    about :math:`L \cdot (\text{chunks per level}) \cdot T` updates.
    """
    Ks = [K] * T
    per_chunk = max(1, chunk_elements // max(K * R, 1))

    def chunks(n: int, levels: int) -> tuple[int, int]:
        total = 0
        for _ in range(levels):
            total += -(-n // per_chunk)
            n *= K
        return total, n

    q = _split_level(Ks, depth, R, block_elements)
    head, n = chunks(1, q)
    per_prefix = 2 * depth * R * K ** (T - q - 1)
    step = max(1, block_elements // max(per_prefix, 1))
    block, m = chunks(min(step, n), T - 1 - q)
    return depth * (head + -(-n // step) * (block + -(-m // per_chunk)))


def _refuse_hopeless(rac: RAC, T: int, K: int, max_bytes: Optional[int]) -> None:
    """Refuse from logarithms a grid tensor too large to even list its shape (``T = 10^20``)."""
    log2_need = log2_bytes(base=K, exponent=max(T, 0), times=entry_nbytes(rac.field.dtype))
    if log2_need >= LOG2_HOPELESS:
        check_fits(log2_need, f"the grid tensor for K={K}, T={T}, L={rac.depth}, R={rac.R} ({K}^{T} entries)",
                   max_bytes=max_bytes, log2=True)


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


def _chunks(n: int, width: int, elements: int):
    step = max(1, elements // max(width, 1))
    for start in range(0, n, step):
        yield slice(start, min(start + step, n))


def _hidden(rac: RAC, states, cols: slice):
    r""":math:`a^l = W^{H,l} h^{t-1,l}` for a chunk of prefixes, shaped ``(R, P, 1)``."""
    F = rac.field
    return [F.matmul(rac.W_H[l], states[l][:, cols])[:, :, None] for l in range(rac.depth)]


def grid_tensor(rac: RAC, *, T: int, templates=None, c: int = 0, max_bytes: Optional[int] = None,
                chunk_elements: int = CHUNK_ELEMENTS, block_elements: int = BLOCK_ELEMENTS) -> np.ndarray:
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
        (a one-row array fixes that step's input: how :mod:`numerics.sketch`
        streams blocks of the Start-End matrix).
    c : int
        Class index, 0-based (the thesis' class :math:`c+1`).
    max_bytes : int, optional
        Memory budget; default 80% of available memory. A tensor that would
        exceed it raises :class:`~racs.memory.TooLargeError` (a
        ``ValueError``) before anything is allocated.
    chunk_elements : int
        Size of the largest per-chunk temporary (prefixes x K x R); tuned for
        L2 cache. Results do not depend on it.
    block_elements : int
        State entries one block of prefixes may hold past the split level (see the module text). Results do
        not depend on it.

    Returns
    -------
    array of shape ``(K,) * T`` (``(K_1, ..., K_T)`` for per-step templates)
        ``A[d_1, ..., d_T]`` with 0-based template indices.
    """
    if isinstance(T, (int, np.integer)) and not isinstance(templates, (list, tuple)):
        _refuse_hopeless(rac, int(T), rac.M if templates is None else int(np.shape(templates)[0]), max_bytes)
    Fs = _validate(rac, T, templates, c)
    Ks = [f.shape[0] for f in Fs]
    e = entry_nbytes(rac.field.dtype)
    total = int(np.prod(Ks, dtype=object))
    K = max(Ks)
    check_fits(_planned_bytes(Ks, rac.depth, rac.R, e, block_elements),
               f"the grid tensor for K={K}, T={T}, L={rac.depth}, R={rac.R} ({total} entries"
               + (f" = {K}^{T}" if len(set(Ks)) == 1 else "") + ")", max_bytes=max_bytes)
    q = _split_level(Ks, rac.depth, rac.R, block_elements)
    head = advance_states(rac, [h[:, None] for h in rac.h0], Fs[:q], chunk_elements=chunk_elements)
    n = head[0].shape[1]
    span = total // n  # outputs per level-q prefix, contiguous (earlier steps are more significant)
    per_prefix = 2 * rac.depth * rac.R * (span // Ks[-1])
    step = max(1, block_elements // max(per_prefix, 1))
    out = np.empty(total, dtype=rac.field.dtype)
    for b in range(0, n, step):
        stop = min(n, b + step)
        states = advance_states(rac, [h[:, b:stop] for h in head], Fs[q:-1], chunk_elements=chunk_elements)
        finish_grid(rac, states, Fs[-1], c=c, chunk_elements=chunk_elements, out=out[b * span:stop * span])
    return out.reshape(tuple(Ks))


def advance_states(rac: RAC, states: list, templates: list, *, chunk_elements: int = CHUNK_ELEMENTS) -> list:
    r"""Extend prefix states by one time step per template array.

    ``states[l]`` is ``(R, n)``: :math:`h^{t,l}` for ``n`` prefixes (level 0: ``h0[:, None]``). Returns
    ``(R, n * K_1 * ... )`` arrays, the new step's template index varying fastest.
    """
    F, L, R = rac.field, rac.depth, rac.R
    for Ft in templates:
        n, K, x = states[0].shape[1], Ft.shape[0], Ft.T[:, None, :]
        new = [np.empty((R, n * K), dtype=F.dtype) for _ in range(L)]
        for cols in _chunks(n, K * R, chunk_elements):
            dest = [s[:, cols.start * K:cols.stop * K].reshape(R, -1, K) for s in new]
            layer_inputs(rac, _hidden(rac, states, cols), x, out=dest)
        states = new
    return states


def finish_grid(rac: RAC, states: list, templates: np.ndarray, *, c: int = 0,
                chunk_elements: int = CHUNK_ELEMENTS, out: Optional[np.ndarray] = None) -> np.ndarray:
    r"""Outputs :math:`y_c` for every prefix in ``states`` followed by every template: ``(n, K)``.

    The last level is never stored: :math:`y_c = \langle h^{T,L-1}, (a^L \odot w_c) W^{I,L}\rangle`.
    ``out``: a contiguous array of ``n * K`` entries to write into (returned reshaped).
    """
    F, L, R = rac.field, rac.depth, rac.R
    n, K, x = states[0].shape[1], templates.shape[0], templates.T[:, None, :]
    out = np.empty((n, K), dtype=F.dtype) if out is None else out.reshape(n, K)
    w = rac.W_O[c][:, None]
    for cols in _chunks(n, K * R, chunk_elements):
        a = _hidden(rac, states, cols)
        below = layer_inputs(rac, a, x, layers=L - 1)[-1] if L > 1 else x
        g = F.matmul(rac.W_I[-1].T, F.mul(a[-1][:, :, 0], w))  # (a^L . w_c) W^{I,L}, as columns (D, P)
        out[cols] = F.sum_products(below, g[:, :, None])
    return out
