r"""Optional compiled kernels for the RAC grid tensor's walk (issue 33): numba, when importable.

:mod:`numerics.grid.grid_tensor` runs each step of the prefix walk as a few numpy calls per layer: a
``(R, R) @ (R, m)`` matmul, an elementwise product and, over GF(p), the centred reduction
:math:`x - p\,\mathrm{rint}(x/p)` after every one of them (four more passes, :meth:`racs.ModP.reduce`). numpy
cannot fuse them, so over GF(p) most of the time went to passes over the chunk, not to arithmetic. The kernels
here do a whole step of a chunk of prefixes in one call, a block of :data:`BLOCK` columns at a time whose
temporaries stay in L1: :func:`hidden` (every layer's :math:`a^l = W^{H,l} h^l`), :func:`child` (the children
that end in one template, every layer) and :func:`leaves` (the readout's adjoint and the ``(m, R) @ (R, K)``
outputs, written into the grid tensor). :func:`children` writes every template's children of a chunk in C order
(the breadth-first head of the walk). :func:`subtree` finishes the walk's last levels in one call (the walk's
optional ``finish``): it advances a block of parents level by level on buffers that stay in cache and writes
only the outputs, which took the grids of ``bench/bench_headline.py`` from 2.3-3.5 to 1.7-2.9 times the
roofline. The numpy path stays the reference and the fallback; these kernels compute the same values with the
same reductions. Columns are addressed by offsets into whole arrays, never by slices: numba compiles a sliced
(strided) array without SIMD (whole GF(p) grids ran 1.2-1.5x slower that way).

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
:math:`b^2 < 2^{51}`. The reduction is the one of :meth:`racs.ModP.reduce`, operation for operation (``x * (1/p)``
rounded, ``rint``, ``x - q p``), so the kernels return the very float64 values of the numpy path, not just the
same residues. The dot products (:func:`_dot`) are compiled with ``fastmath={"contract"}``: a fused multiply-add
of exact integers is the exact sum, so fusing them changes nothing over GF(p) and saved 10-15% of the time. The
reduction must not be fused: ``x (1/p) + c`` in one rounding (the former ``(y + 1.5 \cdot 2^{52}) - 1.5 \cdot
2^{52}`` rounding trick, once contracted) gives another quotient than ``rint(x * (1/p))`` for sums within an ulp of
a half-integer times ``p``; ``rint`` of the rounded product has no multiply-add to fuse, and its ``x - q p``
fused equals the unfused one wherever ``q p`` is exact (an integer below :math:`2^{53}`). ``test_reduction_is_not_contracted`` holds sums
where the two roundings differ. In float64 the kernels run with ``p = 0``, where the reduction is the identity
(:func:`_red`), and sum in another order than BLAS, with fused multiply-adds (the same values to about
:math:`10^{-15}` of the largest entry); they run in 0.6-0.8 of numpy's time there, and
:func:`numerics.grid.grid_tensor.grid_tensor` uses them for float64 by the grid's size alone (not because they
are loaded), so that a float64 grid does not depend on what the process ran before.

Compilation: ``cache=True`` keeps the machine code in ``__pycache__`` beside this file (or ``NUMBA_CACHE_DIR``);
the first process after an install or a change of this file compiles the kernels, later processes load them from
disk. Either way a process pays once for importing numba and its compiler's first call (0.6-1.2 s with the cache,
2.0-2.8 s compiling, ``docs/core.md``), which is why the grid tensor loads the kernels by itself only for large grids
(:data:`numerics.grid.grid_tensor.JIT_MIN_ENTRIES`).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["BLOCK", "hidden", "child", "children", "leaves", "subtree"]

#: Columns (prefixes) per block inside a kernel (``(R, BLOCK)`` temporaries; 512 ran 2-8% faster than 64 and 128).
BLOCK = 512
#: Level-``T-1`` columns :func:`subtree` makes and reads out at a time (their states stay in L1; 256 ran 5-15%
#: faster than 64 and 128 and level with 512).
LAST = 256


@njit(cache=True, inline="always")
def _red(v, p, inv):  # pragma: no cover - compiled
    """Centred remainder of ``v`` mod ``p`` as :meth:`racs.ModP.reduce` computes it; ``v`` itself when ``p = inv =
    0`` (float64: ``rint(v * 0) = 0``, so ``v - 0 * 0 = v``), which keeps one loop body for both fields."""
    q = np.rint(v * inv)
    return v - q * p


@njit(cache=True, inline="always", fastmath={"contract"})
def _pass(acc, ar, ai, n, S, a0, a1, a2, a3, i0, w0, w1, w2, w3, first, last, p, inv):  # pragma: no cover
    """One pass of :func:`_dot` over ``n`` columns, four terms: assigned on the first pass, reduced on the last.
    The four loops are written out: a branch inside the loop kept numba from vectorising it (5-10% slower)."""
    if first and last:
        for j in range(n):
            v = (w0 * S[a0, i0 + j] + w1 * S[a1, i0 + j]) + (w2 * S[a2, i0 + j] + w3 * S[a3, i0 + j])
            acc[ar, ai + j] = _red(v, p, inv)
    elif first:
        for j in range(n):
            acc[ar, ai + j] = (w0 * S[a0, i0 + j] + w1 * S[a1, i0 + j]) + (w2 * S[a2, i0 + j] + w3 * S[a3, i0 + j])
    elif last:
        for j in range(n):
            v = (w0 * S[a0, i0 + j] + w1 * S[a1, i0 + j]) + (w2 * S[a2, i0 + j] + w3 * S[a3, i0 + j])
            acc[ar, ai + j] = _red(acc[ar, ai + j] + v, p, inv)
    else:
        for j in range(n):
            v = (w0 * S[a0, i0 + j] + w1 * S[a1, i0 + j]) + (w2 * S[a2, i0 + j] + w3 * S[a3, i0 + j])
            acc[ar, ai + j] += v


@njit(cache=True, inline="always", fastmath={"contract"})
def _pass1(acc, ar, ai, n, S, a0, i0, w0, first, last, p, inv):  # pragma: no cover
    """:func:`_pass` of one term."""
    if first and last:
        for j in range(n):
            acc[ar, ai + j] = _red(w0 * S[a0, i0 + j], p, inv)
    elif first:
        for j in range(n):
            acc[ar, ai + j] = w0 * S[a0, i0 + j]
    elif last:
        for j in range(n):
            acc[ar, ai + j] = _red(acc[ar, ai + j] + w0 * S[a0, i0 + j], p, inv)
    else:
        for j in range(n):
            acc[ar, ai + j] += w0 * S[a0, i0 + j]


@njit(cache=True, fastmath={"contract"})
def _dot(W, S, row0, i0, n, acc, ar0, ai, p, inv):  # pragma: no cover - compiled
    """``acc[ar0 + r, ai + j] = red(sum_s W[r, s] S[row0 + s, i0 + j])`` for ``j < n``: the column loop innermost
    (SIMD), four terms a pass (a quarter of the loads and stores of ``acc``), the first pass assigning and the
    last one reducing (no separate zeroing or reduction pass). Exact integers sum exactly in any order."""
    R, inner = W.shape[0], W.shape[1]
    full = inner // 4
    for r in range(R):
        ar = ar0 + r
        for g in range(full):
            s = 4 * g
            _pass(
                acc, ar, ai, n, S, row0 + s, row0 + s + 1, row0 + s + 2, row0 + s + 3, i0,
                W[r, s], W[r, s + 1], W[r, s + 2], W[r, s + 3], g == 0, s + 4 == inner, p, inv,
            )  # fmt: skip
        for s in range(4 * full, inner):
            _pass1(acc, ar, ai, n, S, row0 + s, i0, W[r, s], s == 0, s + 1 == inner, p, inv)


@njit(cache=True)
def _hidden_block(WH, S, s0, n, out, o0, acc, p, inv):  # pragma: no cover - compiled
    """:func:`hidden` of ``n`` columns: ``S[:, s0:s0+n]`` into ``out[:, o0:o0+n]``; ``acc`` is ``(R, >= n)``."""
    L, R = WH.shape[0], WH.shape[1]
    for l in range(L):
        _dot(WH[l], S, l * R, s0, n, out, l * R, o0, p, inv)


@njit(cache=True)
def hidden(WH, S, out, p, inv):  # pragma: no cover - compiled
    r"""``out[lR:(l+1)R] = W^{H,l} S[lR:(l+1)R]`` (reduced) for every layer ``l``; ``WH`` is ``(L, R, R)``, ``S``
    and ``out`` ``(L R, m)``."""
    m = S.shape[1]
    acc = np.empty((WH.shape[1], BLOCK))
    for i0 in range(0, m, BLOCK):
        _hidden_block(WH, S, i0, min(BLOCK, m - i0), out, i0, acc, p, inv)


@njit(cache=True)
def _child_block(WI, A, a0, u, out, o0, n, acc, p, inv):  # pragma: no cover - compiled
    """:func:`child` of ``n`` columns: parents ``A[:, a0:a0+n]`` into ``out[:, o0:o0+n]`` (offsets, not slices:
    a sliced array has numba's strided layout, whose loops it does not vectorise); ``acc`` is ``(R, >= n)``."""
    L, R = WI.shape[0], WI.shape[1]
    for r in range(R):
        ur = u[r]
        for j in range(n):
            out[r, o0 + j] = _red(A[r, a0 + j] * ur, p, inv)
    for l in range(1, L):
        _dot(WI[l], out, (l - 1) * R, o0, n, acc, 0, 0, p, inv)
        for r in range(R):
            for j in range(n):
                out[l * R + r, o0 + j] = _red(A[l * R + r, a0 + j] * acc[r, j], p, inv)


@njit(cache=True)
def child(WI, A, u, out, p, inv):  # pragma: no cover - compiled
    r"""The children ending in one template: layer 0 ``out = A ⊙ u`` (``u = W^{I,1} x``), layer ``l >= 1``
    ``out = A ⊙ (W^{I,l} out_{l-1})``, each product reduced (:func:`racs.model.layer_inputs`). ``WI`` is
    ``(L, R, R)`` (``WI[0]`` unused), ``A`` the parents' :func:`hidden`, ``u`` ``(R,)``, ``out`` ``(L R, m)``."""
    m = A.shape[1]
    acc = np.empty((WI.shape[1], BLOCK))
    for i0 in range(0, m, BLOCK):
        _child_block(WI, A, i0, u, out, i0, min(BLOCK, m - i0), acc, p, inv)


@njit(cache=True)
def children(WI, A, UT, out, p, inv):  # pragma: no cover - compiled
    r"""Every child of the ``m`` parents in C order: column ``i K + k`` of ``out`` (``(L R, m K)``) is parent ``i``
    followed by template ``k`` (``UT[k]`` its first-layer input), each computed as :func:`child` does; written
    in place of :func:`numerics.grid.prefix_walk.children_by_template`'s copies."""
    L, R = WI.shape[0], WI.shape[1]
    m, K = A.shape[1], UT.shape[0]
    blk = np.empty((L * R, BLOCK))
    acc = np.empty((R, BLOCK))
    for k in range(K):
        for i0 in range(0, m, BLOCK):
            n = min(BLOCK, m - i0)
            _child_block(WI, A, i0, UT[k], blk, 0, n, acc, p, inv)
            for r in range(L * R):
                for j in range(n):
                    out[r, (i0 + j) * K + k] = blk[r, j]


@njit(cache=True)
def _leaves_block(S, s0, n, WH, WIT, top, UT, g, h, y, yr0, p, inv):  # pragma: no cover - compiled
    r"""``y[yr0 + k, j]`` (``j < n``): the output of column ``s0 + j`` of ``S`` followed by template ``k``
    (:func:`leaves`); ``g`` and ``h`` are ``(R, >= n)`` temporaries, ``y`` is ``(yr0 + K, >= n)``."""
    L, R = WH.shape[0], WH.shape[1]
    _dot(top, S, (L - 1) * R, s0, n, g, 0, 0, p, inv)
    for l in range(L - 2, -1, -1):
        _dot(WH[l], S, l * R, s0, n, h, 0, 0, p, inv)
        for r in range(R):
            for j in range(n):
                g[r, j] = _red(h[r, j] * g[r, j], p, inv)
        if l:
            _dot(WIT[l], g, 0, 0, n, h, 0, 0, p, inv)
            g, h = h, g
    _dot(UT, g, 0, 0, n, y, yr0, 0, p, inv)


@njit(cache=True)
def leaves(S, WH, WIT, top, U, out, p, inv):  # pragma: no cover - compiled
    r"""Outputs of every child of the ``m`` parents at the last step: the readout's adjoint
    ``e = a^1 ⊙ W^{I,2\top}(a^2 ⊙ \cdots)`` with the top folded into ``top`` (``(R, R)``), then
    ``out[i, k] = e_i^\top U[:, k]`` (``U = W^{I,1} F^\top``, ``(R, K)``), each product reduced as
    :mod:`numerics.grid.grid_tensor`'s ``_RacOps`` does. ``S`` is ``(L R, m)``, ``WIT[l] = W^{I,l\top}``,
    ``out`` ``(m, K)`` (any row stride)."""
    R = WH.shape[1]
    m, K = S.shape[1], U.shape[1]
    g = np.empty((R, BLOCK))
    h = np.empty((R, BLOCK))
    y = np.empty((K, BLOCK))
    UT = np.ascontiguousarray(U.T)
    for i0 in range(0, m, BLOCK):
        n = min(BLOCK, m - i0)
        _leaves_block(S, i0, n, WH, WIT, top, UT, g, h, y, 0, p, inv)
        for j in range(n):
            for k in range(K):
                out[i0 + j, k] = y[k, j]


@njit(cache=True)
def _digit_reversal(K, s):  # pragma: no cover - compiled
    """``rev[q]``: ``q``'s ``s`` base-``K`` digits in reverse order (``q = k_1 + K k_2 + \\cdots`` to ``k_1 K^{s-1} +
    \\cdots + k_s``)."""
    rev = np.zeros(K**s, dtype=np.int64)
    for q in range(K**s):
        v, r = q, 0
        for _ in range(s):
            r = r * K + v % K
            v //= K
        rev[q] = r
    return rev


@njit(cache=True)
def _scatter(y, n, b, q0, rev, out, i0):  # pragma: no cover - compiled
    """Outputs ``y[:, :n]`` of level-``T-1`` columns ``(q0 + qq) b + i`` into ``out[i0 + i, rev[q0 + qq] K + k]``
    (:func:`subtree`). Reading ``y`` in order was 2-3x faster than writing ``out`` in order (0.5 against 0.9-1.5 ns
    a leaf), except for blocks of one parent."""
    K = y.shape[0]
    if b > 1:
        for k in range(K):
            for qq in range(n // b):
                o = rev[q0 + qq] * K + k
                for i in range(b):
                    out[i0 + i, o] = y[k, qq * b + i]
    else:
        for qq in range(n):
            o = rev[q0 + qq] * K
            for k in range(K):
                out[i0, o + k] = y[k, qq]


@njit(cache=True)
def subtree(S, WH, WI, WIT, top, UTs, UT, out, width, p, inv):  # pragma: no cover - compiled
    r"""Every output below the ``m`` prefixes of ``S`` (``(L R, m)``, level ``T - s``): ``out[i, :]`` (``(m,
    K^s)``, any row stride) holds prefix ``i``'s ``K^s`` leaves in C order. ``UTs`` is ``(s - 1, K, R)``, the
    first-layer inputs of the steps before the last (row ``k``: template ``k``), ``UT`` the last step's ``(K, R)``.

    The levels are advanced breadth first inside the kernel, a block of parents at a time whose level-``T-1``
    descendants fill ``width`` columns (at least one parent), with :func:`hidden`'s, :func:`child`'s and
    :func:`leaves`' loops on buffers that stay in cache; nothing but the outputs is written to memory. Each
    level's children are stored template-major (column ``k w + i`` for parent ``i`` of ``w``, contiguous runs
    that the loops vectorise), so column ``i + b q`` of level ``T - 1``, ``q = k_1 + K k_2 + \cdots``, is
    prefix ``i`` followed by ``k_1 k_2 \dots``; its outputs go to the base-``K`` digit reversal of ``q``. Level
    ``T - 1`` is never stored whole: :data:`LAST` of its columns at a time are made and read out while in L1."""
    L, R = WH.shape[0], WH.shape[1]
    m, K, s1 = S.shape[1], UT.shape[0], UTs.shape[0]
    per = K**s1
    nb = max(1, width // per)
    rev = _digit_reversal(K, s1)
    Wp = nb * K ** max(s1 - 1, 0)  # the widest stored level: T - 2 (or the parents when s = 1)
    Wt = max(Wp, nb * max(1, LAST // nb))
    cur = np.empty((L * R, Wp))
    nxt = np.empty((L * R, Wp))
    A = np.empty((L * R, Wp))
    tmp = np.empty((L * R, Wt))
    acc = np.empty((R, Wt))
    g = np.empty((R, Wt))
    h = np.empty((R, Wt))
    y = np.empty((K, Wt))
    for i0 in range(0, m, nb):
        b = min(nb, m - i0)
        for r in range(L * R):
            for j in range(b):
                cur[r, j] = S[r, i0 + j]
        w = b
        for lv in range(s1 - 1):
            _hidden_block(WH, cur, 0, w, A, 0, acc, p, inv)
            for k in range(K):
                _child_block(WI, A, 0, UTs[lv, k], nxt, k * w, w, acc, p, inv)
            cur, nxt = nxt, cur
            w *= K
        if s1 == 0:
            _leaves_block(cur, 0, w, WH, WIT, top, UT, g, h, y, 0, p, inv)
            _scatter(y, w, b, 0, rev, out, i0)
            continue
        _hidden_block(WH, cur, 0, w, A, 0, acc, p, inv)
        cb = b * max(1, LAST // b)  # whole parents' runs, so that a run's level-T-1 index is one q
        for k in range(K):
            for c0 in range(0, w, cb):
                n = min(cb, w - c0)
                _child_block(WI, A, c0, UTs[s1 - 1, k], tmp, 0, n, acc, p, inv)
                _leaves_block(tmp, 0, n, WH, WIT, top, UT, g, h, y, 0, p, inv)
                _scatter(y, n, b, (k * w + c0) // b, rev, out, i0)
