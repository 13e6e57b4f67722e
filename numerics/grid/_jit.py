r"""Optional compiled kernels for the RAC grid tensor's walk (issue 33): numba, when importable.

:mod:`numerics.grid.grid_tensor` runs each step of the prefix walk as a few numpy calls per layer: a
``(R, R) @ (R, m)`` matmul, an elementwise product and, over GF(p), the centred reduction
:math:`x - p\,\mathrm{rint}(x/p)` after every one of them (four more passes, :meth:`racs.ModP.reduce`). numpy
cannot fuse them, so over GF(p) most of the time went to passes over the chunk, not to arithmetic. The three
kernels here do a whole step of a chunk of prefixes in one call, a block of :data:`BLOCK` columns at a time whose
temporaries stay in L1: :func:`hidden` (every layer's :math:`a^l = W^{H,l} h^l`), :func:`child` (the children
that end in one template, every layer) and :func:`leaves` (the readout's adjoint and the ``(m, R) @ (R, K)``
outputs, written into the grid tensor). A fourth, :func:`children`, writes every template's children of a chunk in C order (the
breadth-first head and tail of the walk). The numpy path stays the reference and the fallback; these kernels
compute the same values with the same reductions. Columns are addressed by offsets into whole arrays, never by
slices: numba compiles a sliced (strided) array without SIMD (whole GF(p) grids ran 1.2-1.5x slower that way).

The states of a chunk are one ``(L R, m)`` array (layer ``l`` in rows ``l R .. (l + 1) R - 1``), so the walk of
:mod:`numerics.grid.prefix_walk` sees a one-array state and slices columns as usual.

Exactness over GF(p) (:class:`racs.ModP`, :math:`p < 2^{26}`). Every value entering a product is a centred
representative, :math:`|x| \le b = \lfloor p/2 \rfloor + 2` (the output of a reduction, :attr:`racs.ModP.bound`).
A product is an integer of magnitude at most :math:`b^2`, and a dot product of length :math:`n` accumulates
partial sums of magnitude at most :math:`n b^2`; the caller checks :math:`n \le` :attr:`racs.ModP.max_inner`
:math:`= \lfloor (2^{53} - 1) / b^2 \rfloor` for every inner size used here (``R``: the matmuls by
:math:`W^{H,l}`, :math:`W^{I,l}` (:math:`l \ge 2`), their transposes, the folded readout and the outputs'
``(m, R) @ (R, K)``; the first layer's :math:`W^{I,1} F^\top` of inner size ``M`` is computed by the field
beforehand, with its own check), so every partial sum is an integer below :math:`2^{53}`, exact in float64, and the
sum does not depend on the order of the additions. An elementwise product of two reduced values is at most
:math:`b^2 < 2^{51}`. The reduction is the one of :meth:`racs.ModP.reduce`, operation for operation (``x * (1/p)``,
round to nearest even, ``x - q p``), so the kernels return the very float64 values of the numpy path, not just
the same residues. Rounding uses the constant :math:`1.5 \cdot 2^{52}`: ``(y + c) - c`` rounds ``y`` to the
nearest integer, ties to even, like ``np.rint``, for :math:`|y| < 2^{51}` (here :math:`|y| < 2^{53}/p + 1`), and
vectorises where a call to ``rint`` may not. numba compiles without ``fastmath``, so neither this nor the order of
the reduction is reassociated. In float64 the kernels run with ``p = 0``, where the reduction is the identity
(:func:`_red`), and sum in another order than BLAS (the same values to about :math:`10^{-15}` relative); they are
no faster than numpy there, so :func:`numerics.grid.grid_tensor.grid_tensor` uses them for float64 only on
request.

Compilation: ``cache=True`` keeps the machine code in ``__pycache__`` beside this file (or ``NUMBA_CACHE_DIR``);
the first process after an install or a change of this file compiles the kernels, later processes load them from
disk. Either way a process pays once for importing numba and its compiler's first call (1.1 s with the cache,
2.7-2.8 s compiling, ``docs/core.md``), which is why the grid tensor loads the kernels by itself only for large grids
(:data:`numerics.grid.grid_tensor.JIT_MIN_ENTRIES`).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["BLOCK", "hidden", "child", "children", "leaves"]

#: Columns (prefixes) per block inside a kernel (``(R, BLOCK)`` temporaries; 512 ran 2-8% faster than 64 and 128).
BLOCK = 512

# 1.5 * 2**52: (y + _ROUND) - _ROUND is y rounded to the nearest integer (ties to even) for |y| < 2**51.
_ROUND = 6755399441055744.0


@njit(cache=True, inline="always")
def _red(v, p, inv):  # pragma: no cover - compiled
    """Centred remainder of ``v`` mod ``p`` as :meth:`racs.ModP.reduce` computes it; ``v`` itself when ``p = inv =
    0`` (float64: ``(v * 0 + c) - c = 0``, so ``v - 0 * 0 = v``), which keeps one loop body for both fields."""
    q = (v * inv + _ROUND) - _ROUND
    return v - q * p


@njit(cache=True)
def _dot(W, S, row0, i0, n, acc):  # pragma: no cover - compiled
    """``acc[r, j] = sum_s W[r, s] S[row0 + s, i0 + j]`` for ``j < n``: the column loop innermost (SIMD), four
    terms a pass (a quarter of the loads and stores of ``acc``). Exact integers sum exactly in any order."""
    R, inner = W.shape[0], W.shape[1]
    for r in range(R):
        for j in range(n):
            acc[r, j] = 0.0
        s = 0
        while s + 4 <= inner:
            w0, w1, w2, w3 = W[r, s], W[r, s + 1], W[r, s + 2], W[r, s + 3]
            a0, a1, a2, a3 = row0 + s, row0 + s + 1, row0 + s + 2, row0 + s + 3
            for j in range(n):
                acc[r, j] += (w0 * S[a0, i0 + j] + w1 * S[a1, i0 + j]) + (w2 * S[a2, i0 + j] + w3 * S[a3, i0 + j])
            s += 4
        while s < inner:
            w0, a0 = W[r, s], row0 + s
            for j in range(n):
                acc[r, j] += w0 * S[a0, i0 + j]
            s += 1


@njit(cache=True)
def hidden(WH, S, out, p, inv):  # pragma: no cover - compiled
    r"""``out[lR:(l+1)R] = W^{H,l} S[lR:(l+1)R]`` (reduced) for every layer ``l``; ``WH`` is ``(L, R, R)``, ``S``
    and ``out`` ``(L R, m)``."""
    L, R = WH.shape[0], WH.shape[1]
    m = S.shape[1]
    acc = np.empty((R, BLOCK))
    for i0 in range(0, m, BLOCK):
        n = min(BLOCK, m - i0)
        for l in range(L):
            _dot(WH[l], S, l * R, i0, n, acc)
            for r in range(R):
                for j in range(n):
                    out[l * R + r, i0 + j] = _red(acc[r, j], p, inv)


@njit(cache=True)
def _child_block(WI, A, a0, u, out, o0, n, p, inv):  # pragma: no cover - compiled
    """:func:`child` of ``n`` columns: parents ``A[:, a0:a0+n]`` into ``out[:, o0:o0+n]`` (offsets, not slices:
    a sliced array has numba's strided layout, whose loops it does not vectorise)."""
    L, R = WI.shape[0], WI.shape[1]
    acc = np.empty((R, n))
    for r in range(R):
        ur = u[r]
        for j in range(n):
            out[r, o0 + j] = _red(A[r, a0 + j] * ur, p, inv)
    for l in range(1, L):
        _dot(WI[l], out, (l - 1) * R, o0, n, acc)
        for r in range(R):
            for j in range(n):
                out[l * R + r, o0 + j] = _red(A[l * R + r, a0 + j] * _red(acc[r, j], p, inv), p, inv)


@njit(cache=True)
def child(WI, A, u, out, p, inv):  # pragma: no cover - compiled
    r"""The children ending in one template: layer 0 ``out = A ⊙ u`` (``u = W^{I,1} x``), layer ``l >= 1``
    ``out = A ⊙ (W^{I,l} out_{l-1})``, each product reduced (:func:`racs.model.layer_inputs`). ``WI`` is
    ``(L, R, R)`` (``WI[0]`` unused), ``A`` the parents' :func:`hidden`, ``u`` ``(R,)``, ``out`` ``(L R, m)``."""
    m = A.shape[1]
    for i0 in range(0, m, BLOCK):
        _child_block(WI, A, i0, u, out, i0, min(BLOCK, m - i0), p, inv)


@njit(cache=True)
def children(WI, A, UT, out, p, inv):  # pragma: no cover - compiled
    r"""Every child of the ``m`` parents in C order: column ``i K + k`` of ``out`` (``(L R, m K)``) is parent ``i``
    followed by template ``k`` (``UT[k]`` its first-layer input), each computed as :func:`child` does; written
    in place of :func:`numerics.grid.prefix_walk.children_by_template`'s copies."""
    L, R = WI.shape[0], WI.shape[1]
    m, K = A.shape[1], UT.shape[0]
    blk = np.empty((L * R, BLOCK))
    for k in range(K):
        for i0 in range(0, m, BLOCK):
            n = min(BLOCK, m - i0)
            _child_block(WI, A, i0, UT[k], blk, 0, n, p, inv)
            for r in range(L * R):
                for j in range(n):
                    out[r, (i0 + j) * K + k] = blk[r, j]


@njit(cache=True)
def leaves(S, WH, WIT, top, U, out, p, inv):  # pragma: no cover - compiled
    r"""Outputs of every child of the ``m`` parents at the last step: the readout's adjoint
    ``e = a^1 ⊙ W^{I,2\top}(a^2 ⊙ \cdots)`` with the top folded into ``top`` (``(R, R)``), then
    ``out[i, k] = e_i^\top U[:, k]`` (``U = W^{I,1} F^\top``, ``(R, K)``), each product reduced as
    :mod:`numerics.grid.grid_tensor`'s ``_RacOps`` does. ``S`` is ``(L R, m)``, ``WIT[l] = W^{I,l\top}``,
    ``out`` ``(m, K)`` (any row stride)."""
    L, R = WH.shape[0], WH.shape[1]
    m, K = S.shape[1], U.shape[1]
    g = np.empty((R, BLOCK))
    h = np.empty((R, BLOCK))
    y = np.empty((K, BLOCK))
    UT = np.ascontiguousarray(U.T)
    for i0 in range(0, m, BLOCK):
        n = min(BLOCK, m - i0)
        _dot(top, S, (L - 1) * R, i0, n, g)
        for r in range(R):
            for j in range(n):
                g[r, j] = _red(g[r, j], p, inv)
        for l in range(L - 2, -1, -1):
            _dot(WH[l], S, l * R, i0, n, h)
            for r in range(R):
                for j in range(n):
                    g[r, j] = _red(_red(h[r, j], p, inv) * g[r, j], p, inv)
            if l:
                _dot(WIT[l], g, 0, 0, n, h)
                for r in range(R):
                    for j in range(n):
                        g[r, j] = _red(h[r, j], p, inv)
        _dot(UT, g, 0, 0, n, y)
        for k in range(K):
            for j in range(n):
                y[k, j] = _red(y[k, j], p, inv)
        for j in range(n):
            for k in range(K):
                out[i0 + j, k] = y[k, j]
