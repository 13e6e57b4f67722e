r"""Optional compiled evaluation for :func:`proofs.general.depth4.near_vertex.block_ranks` (numba, when importable).

The numpy evaluation (:func:`~proofs.general.depth4.near_vertex._evaluate`) runs every step of the End recurrence as
a few whole-array operations on int64 residues of shape ``(X, lattice, chunk)`` with a ``%`` after each, so at
:math:`T = 10` it streams gigabytes through memory per End point and took 73 min of one core for one pass. The
kernel :func:`end_values` computes the same entries :math:`Z_{k i}(x, \ell, y)` (the coefficient of
:math:`g_k (u_T)_i` in the output, at cut point ``x``, lattice point :math:`\ell` and End point ``y``) a block of
:data:`BLOCK` cut points at a time, on temporaries that stay in the L1 cache, each pass a loop without branches
that LLVM vectorises.

Exactness. Residues are float64 integers. :func:`_red` returns :math:`v - p\,\mathrm{rint}(v/p)`, computed as
``v - rint(v * inv) * p``: whatever the rounding of ``v * inv``, ``q = rint(...)`` is an integer, ``q p`` and the
difference are exact (integers below :math:`2^{53}`), so the result is congruent to ``v`` mod p, and it lies within
:math:`p/2 + 1` of zero because ``q`` is within one of :math:`v/p`. Every product below multiplies two values of
magnitude below :math:`p < 2^{21}` (the weights and inputs lie in :math:`[0, p)`, the states are reduced), and each
sum has at most three such terms: below :math:`3 \cdot 2^{42} < 2^{53}`, exact. The kernel is compiled without
``fastmath``, so no multiply-add is contracted into another rounding. The output is mapped to :math:`[0, p)`, the
numpy path's representatives, so the two paths give equal arrays (``tests/proofs/general/depth4/test_kernel.py``).

Compilation: ``cache=True`` keeps the machine code beside this file; the first process after an install compiles it
(a few seconds).
"""

from __future__ import annotations

import numpy as np
from numba import njit

__all__ = ["BLOCK", "end_values"]

#: Cut points per block inside the kernel (``(3, BLOCK)`` float64 temporaries).
BLOCK = 256


@njit(cache=True, inline="always")
def _red(v, p, inv):  # pragma: no cover - compiled
    """A residue of ``v`` mod ``p`` within :math:`p/2 + 1` of zero (exact for integers below :math:`2^{53}`)."""
    return v - np.rint(v * inv) * p


@njit(cache=True)
def end_values(w, h2, h3, v, ends, W, WO, out, p):  # pragma: no cover - compiled
    r"""Fill ``out[3 k + i, l, y, x]`` with :math:`Z_{k i}(x, \ell, y) \in [0, p)`.

    Parameters
    ----------
    w : ndarray, shape (3, L)
        :math:`w = a \odot u_{n+1}` at the lattice points.
    h2, h3, v : ndarray, shape (3, L, X)
        The first End step's states :math:`h^2, h^3` and :math:`v = W^4 h^3` at (lattice point, cut point).
    ends : ndarray, shape (n - 2, 3, Y)
        The middle End inputs :math:`u_{n+2}, \dots, u_{T-1}` at ``Y`` End points.
    W : ndarray, shape (7, 3, 3)
        :math:`W^2, W^3, W^4, H^1, H^2, H^3, H^4`.
    WO : ndarray, shape (3,)
        The output weights.
    out : ndarray, shape (9, L, Y, X)
        Written; every entry a float64 integer in :math:`[0, p)`.
    p : float
        The prime, below :math:`2^{21}`.
    """
    inv = 1.0 / p
    L, X = h2.shape[1], h2.shape[2]
    steps, Y = ends.shape[0], ends.shape[2]
    W2, W3, W4, H1, H2, H3, H4 = W[0], W[1], W[2], W[3], W[4], W[5], W[6]
    flat = out.reshape((9 * L * Y, X))  # a 2-D view: stores to consecutive addresses, not scatters
    S2 = np.empty((3, BLOCK))
    S3 = np.empty((3, BLOCK))
    D = np.empty((max(steps, 1), 3, BLOCK))
    Z = np.empty((9, BLOCK))
    g = np.empty((max(steps, 1), 3))  # W^2 s^1 at each middle step: depends on (l, y) only
    s1 = np.empty(3)
    for l in range(L):
        for y in range(Y):
            for r in range(3):
                s1[r] = _red(H1[r, 0] * w[0, l] + H1[r, 1] * w[1, l] + H1[r, 2] * w[2, l], p, inv)
            for t in range(steps):
                a0 = _red(s1[0] * ends[t, 0, y], p, inv)
                a1 = _red(s1[1] * ends[t, 1, y], p, inv)
                a2 = _red(s1[2] * ends[t, 2, y], p, inv)
                for r in range(3):
                    g[t, r] = _red(W2[r, 0] * a0 + W2[r, 1] * a1 + W2[r, 2] * a2, p, inv)
                for r in range(3):
                    s1[r] = _red(H1[r, 0] * a0 + H1[r, 1] * a1 + H1[r, 2] * a2, p, inv)
            for x0 in range(0, X, BLOCK):
                n = min(BLOCK, X - x0)
                _start(h2, h3, l, x0, n, H2, H3, S2, S3, p, inv)
                for t in range(steps):
                    _middle(g[t, 0], g[t, 1], g[t, 2], n, W3, W4, H2, H3, S2, S3, D[t], p, inv)
                for i in range(3):
                    # column i of A = W4 diag(s3) W3 diag(s2) W2 diag(s1), times WO
                    _last(W2[0, i] * s1[i], W2[1, i] * s1[i], W2[2, i] * s1[i], i, n, W3, W4, WO, S2, S3, Z, p, inv)
                for t in range(steps - 1, -1, -1):
                    _back(D[t], n, H4, Z, p, inv)
                _back_v(v, l, x0, n, H4, Z, p, inv)
                for k in range(9):
                    row = (k * L + l) * Y + y
                    for j in range(n):
                        z = Z[k, j]
                        flat[row, x0 + j] = z + p if z < 0 else z


@njit(cache=True, inline="always")
def _start(h2, h3, l, x0, n, H2, H3, S2, S3, p, inv):  # pragma: no cover - compiled
    r""":math:`s^2 = H^2 h^2`, :math:`s^3 = H^3 h^3` for a block of cut points."""
    for j in range(n):
        b0, b1, b2 = h2[0, l, x0 + j], h2[1, l, x0 + j], h2[2, l, x0 + j]
        c0, c1, c2 = h3[0, l, x0 + j], h3[1, l, x0 + j], h3[2, l, x0 + j]
        S2[0, j] = _red(H2[0, 0] * b0 + H2[0, 1] * b1 + H2[0, 2] * b2, p, inv)
        S2[1, j] = _red(H2[1, 0] * b0 + H2[1, 1] * b1 + H2[1, 2] * b2, p, inv)
        S2[2, j] = _red(H2[2, 0] * b0 + H2[2, 1] * b1 + H2[2, 2] * b2, p, inv)
        S3[0, j] = _red(H3[0, 0] * c0 + H3[0, 1] * c1 + H3[0, 2] * c2, p, inv)
        S3[1, j] = _red(H3[1, 0] * c0 + H3[1, 1] * c1 + H3[1, 2] * c2, p, inv)
        S3[2, j] = _red(H3[2, 0] * c0 + H3[2, 1] * c1 + H3[2, 2] * c2, p, inv)


@njit(cache=True, inline="always")
def _middle(g0, g1, g2, n, W3, W4, H2, H3, S2, S3, Dt, p, inv):  # pragma: no cover - compiled
    r"""One middle End step: :math:`a = s^2 \odot g`, :math:`c = s^3 \odot W^3 a`, :math:`D_t = W^4 c`, then
    :math:`s^2 = H^2 a`, :math:`s^3 = H^3 c`."""
    for j in range(n):
        a0 = _red(S2[0, j] * g0, p, inv)
        a1 = _red(S2[1, j] * g1, p, inv)
        a2 = _red(S2[2, j] * g2, p, inv)
        c0 = _red(S3[0, j] * _red(W3[0, 0] * a0 + W3[0, 1] * a1 + W3[0, 2] * a2, p, inv), p, inv)
        c1 = _red(S3[1, j] * _red(W3[1, 0] * a0 + W3[1, 1] * a1 + W3[1, 2] * a2, p, inv), p, inv)
        c2 = _red(S3[2, j] * _red(W3[2, 0] * a0 + W3[2, 1] * a1 + W3[2, 2] * a2, p, inv), p, inv)
        Dt[0, j] = _red(W4[0, 0] * c0 + W4[0, 1] * c1 + W4[0, 2] * c2, p, inv)
        Dt[1, j] = _red(W4[1, 0] * c0 + W4[1, 1] * c1 + W4[1, 2] * c2, p, inv)
        Dt[2, j] = _red(W4[2, 0] * c0 + W4[2, 1] * c1 + W4[2, 2] * c2, p, inv)
        S2[0, j] = _red(H2[0, 0] * a0 + H2[0, 1] * a1 + H2[0, 2] * a2, p, inv)
        S2[1, j] = _red(H2[1, 0] * a0 + H2[1, 1] * a1 + H2[1, 2] * a2, p, inv)
        S2[2, j] = _red(H2[2, 0] * a0 + H2[2, 1] * a1 + H2[2, 2] * a2, p, inv)
        S3[0, j] = _red(H3[0, 0] * c0 + H3[0, 1] * c1 + H3[0, 2] * c2, p, inv)
        S3[1, j] = _red(H3[1, 0] * c0 + H3[1, 1] * c1 + H3[1, 2] * c2, p, inv)
        S3[2, j] = _red(H3[2, 0] * c0 + H3[2, 1] * c1 + H3[2, 2] * c2, p, inv)


@njit(cache=True, inline="always")
def _last(q0, q1, q2, i, n, W3, W4, WO, S2, S3, Z, p, inv):  # pragma: no cover - compiled
    r"""Column ``i`` of :math:`\mathrm{diag}(W^O) W^4 \mathrm{diag}(s^3) W^3 \mathrm{diag}(s^2)` applied to
    :math:`q = W^2 \mathrm{diag}(s^1) e_i` (the last step, linear in :math:`u_T`), into ``Z[3 r + i]``."""
    q0, q1, q2 = _red(q0, p, inv), _red(q1, p, inv), _red(q2, p, inv)
    for j in range(n):
        a0 = _red(S2[0, j] * q0, p, inv)
        a1 = _red(S2[1, j] * q1, p, inv)
        a2 = _red(S2[2, j] * q2, p, inv)
        c0 = _red(S3[0, j] * _red(W3[0, 0] * a0 + W3[0, 1] * a1 + W3[0, 2] * a2, p, inv), p, inv)
        c1 = _red(S3[1, j] * _red(W3[1, 0] * a0 + W3[1, 1] * a1 + W3[1, 2] * a2, p, inv), p, inv)
        c2 = _red(S3[2, j] * _red(W3[2, 0] * a0 + W3[2, 1] * a1 + W3[2, 2] * a2, p, inv), p, inv)
        Z[i, j] = _red(WO[0] * _red(W4[0, 0] * c0 + W4[0, 1] * c1 + W4[0, 2] * c2, p, inv), p, inv)
        Z[3 + i, j] = _red(WO[1] * _red(W4[1, 0] * c0 + W4[1, 1] * c1 + W4[1, 2] * c2, p, inv), p, inv)
        Z[6 + i, j] = _red(WO[2] * _red(W4[2, 0] * c0 + W4[2, 1] * c1 + W4[2, 2] * c2, p, inv), p, inv)


@njit(cache=True, inline="always")
def _back(Dt, n, H4, Z, p, inv):  # pragma: no cover - compiled
    r""":math:`Z \leftarrow \mathrm{diag}(D_t) (H^4)^\top Z` (rows ``3 r .. 3 r + 2`` of ``Z`` are row ``r``)."""
    for j in range(n):
        _back_one(Dt[0, j], Dt[1, j], Dt[2, j], j, H4, Z, p, inv)


@njit(cache=True, inline="always")
def _back_one(d0, d1, d2, j, H4, Z, p, inv):  # pragma: no cover - compiled
    """:func:`_back` at one cut point, the three columns written out (a loop here kept the pass scalar)."""
    z0, z1, z2 = Z[0, j], Z[3, j], Z[6, j]
    Z[0, j] = _red(d0 * _red(H4[0, 0] * z0 + H4[1, 0] * z1 + H4[2, 0] * z2, p, inv), p, inv)
    Z[3, j] = _red(d1 * _red(H4[0, 1] * z0 + H4[1, 1] * z1 + H4[2, 1] * z2, p, inv), p, inv)
    Z[6, j] = _red(d2 * _red(H4[0, 2] * z0 + H4[1, 2] * z1 + H4[2, 2] * z2, p, inv), p, inv)
    z0, z1, z2 = Z[1, j], Z[4, j], Z[7, j]
    Z[1, j] = _red(d0 * _red(H4[0, 0] * z0 + H4[1, 0] * z1 + H4[2, 0] * z2, p, inv), p, inv)
    Z[4, j] = _red(d1 * _red(H4[0, 1] * z0 + H4[1, 1] * z1 + H4[2, 1] * z2, p, inv), p, inv)
    Z[7, j] = _red(d2 * _red(H4[0, 2] * z0 + H4[1, 2] * z1 + H4[2, 2] * z2, p, inv), p, inv)
    z0, z1, z2 = Z[2, j], Z[5, j], Z[8, j]
    Z[2, j] = _red(d0 * _red(H4[0, 0] * z0 + H4[1, 0] * z1 + H4[2, 0] * z2, p, inv), p, inv)
    Z[5, j] = _red(d1 * _red(H4[0, 1] * z0 + H4[1, 1] * z1 + H4[2, 1] * z2, p, inv), p, inv)
    Z[8, j] = _red(d2 * _red(H4[0, 2] * z0 + H4[1, 2] * z1 + H4[2, 2] * z2, p, inv), p, inv)


@njit(cache=True, inline="always")
def _back_v(v, l, x0, n, H4, Z, p, inv):  # pragma: no cover - compiled
    r""":math:`Z \leftarrow \mathrm{diag}(v) (H^4)^\top Z`, :math:`v = W^4 h^3` of the first End step."""
    for j in range(n):
        _back_one(v[0, l, x0 + j], v[1, l, x0 + j], v[2, l, x0 + j], j, H4, Z, p, inv)
