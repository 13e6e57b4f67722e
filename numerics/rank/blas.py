r"""Exact rank over GF(p) with the cubic work on BLAS (float64 with delayed modular reduction).

Column panels of width :math:`b` are eliminated one at a time. For a panel :math:`C` of the active rows of
:math:`X`, independent rows :math:`I` and independent columns :math:`J` of :math:`C_{I,:}` are found with
:math:`r = |I| = |J| = \mathrm{rank}\,C`. Every other panel column is a combination of the columns :math:`J`
on *all* rows (the rows :math:`I` span the rows of :math:`C`), so

.. math:: \mathrm{rank}\,X = r + \mathrm{rank}\big(X_{\bar I, R} - X_{\bar I, J}\,(X_{I,J})^{-1} X_{I,R}\big),

with :math:`R` the columns after the panel. The pivot rows are swapped to the top of the active rows, so the
Schur complement is updated in place, by float64 matmuls with inner dimension :math:`r \le b`.

*Exactness.* Entries are integers of magnitude below :math:`2^{53}`. Both operands of every product are
reduced to centred representatives (:math:`|x| \le B = \lfloor p/2\rfloor + 2`, :attr:`racs.ModP.bound`), so
every partial sum of an update is an integer below :math:`r B^2 \le b B^2 < 2^{53}` and one update adds at most
:math:`r B^2` to an entry. The trailing block is reduced only when the next update could reach :math:`2^{53}`
(delayed reduction), in blocks of :math:`2^{16}` entries so that the reduction's four passes stay in cache:
with :math:`p \approx 2^{20}` and :math:`b = 256` that never happens at :math:`n = 4096`; with :math:`p` from
``default_prime(256)`` (:math:`b B^2 \approx 2^{53}`) it is once per panel.

*float32 storage.* A C-contiguous float32 matrix of centred values (a prime below :math:`2^{25}`, so
:math:`B < 2^{24}` and every value is exact in float32) is eliminated in place with half the memory: panels and
pivot rows are read into float64, and each chunk of the update is finished in float64 (stored value minus the
product, below :math:`B + r B^2 < 2^{53}` with :math:`r \le` ``max_inner`` :math:`- 1`), reduced and stored back.
At side 8645 under ``default_prime(256)`` it took 11.0 s against 11.7 s for float64 (one core).

*Panels.* A panel's pivots come from sub-panels of width ``sub`` eliminated the same way inside the panel.
A sub-panel's rank is read off FLINT's ``nmod_mat_rref`` of its transpose, first of its leading ``2 * sub``
rows (enough when they have rank ``sub``, the column count), else of all of them. The pivot block
:math:`X_{I,J}` then has invertible leading blocks at the sub-panel boundaries, so it is inverted by 2 x 2
block inversion on BLAS with FLINT inverting only the ``sub``-sized blocks. FLINT's ``nmod_mat_rank`` stays
the oracle the tests compare against.
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from fractions import Fraction

import numpy as np

from numerics.grid.prefix_walk import one_blas_thread
from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rref_mod_p
from racs import ModP

__all__ = [
    "blas_matmul_mod_p",
    "blas_rank_mod_p",
    "blas_row_basis",
    "blas_rank_nbytes",
    "to_mod_p",
    "BLAS_PANEL",
    "BLAS_THREADS_MIN_SIDE",
]

#: Panel width of the BLAS elimination; ``default_prime(BLAS_PANEL)`` is the largest prime that allows it.
BLAS_PANEL = 256
#: Below this many rows or columns (and on a busy machine) the elimination holds BLAS to one thread
#: (:func:`_blas_threads`).
BLAS_THREADS_MIN_SIDE = 4096


def to_mod_p(A: np.ndarray, p: int) -> np.ndarray:
    """Entries of an integer, centred-float or ``Fraction`` matrix as uint64 in ``[0, p)``.

    Fractions need a denominator prime to ``p``; floats must be integers below 2**53.
    """
    A = np.asarray(A)
    if A.dtype == object:
        out = np.empty(A.shape, dtype=np.uint64)
        for idx, v in np.ndenumerate(A):
            v = Fraction(v)
            if v.denominator % p == 0:
                raise ValueError(f"entry {v} has a denominator divisible by p={p}; choose another prime")
            out[idx] = v.numerator % p * pow(v.denominator, -1, p) % p
        return out
    if A.dtype.kind == "f":
        if not np.all(np.isfinite(A)) or not np.all(A == np.rint(A)) or np.abs(A).max(initial=0) >= 2**53:
            raise ValueError("a float matrix must hold exact integers below 2**53 to be reduced mod p")
        return np.mod(A, p).astype(np.uint64)
    if A.dtype.kind in "iu":
        return np.mod(A, p).astype(np.uint64)
    raise TypeError(f"cannot reduce dtype {A.dtype} mod p")


_FLOAT53 = 2.0**53
_FLOAT24 = 2**24  # float32 holds every integer of magnitude up to this exactly
_CHUNK_ROWS = 512  # rows per Schur-update matmul: a small reused output buffer stays in cache
_REDUCE_ELEMENTS = 2**16  # entries per delayed reduction: its four passes and temporary stay in L2


def blas_matmul_mod_p(A: np.ndarray, B: np.ndarray, p: int) -> np.ndarray:
    r"""``A @ B mod p`` exactly on BLAS, as int64 residues in ``[0, p)``.

    ``A`` (m x k) and ``B`` (k x n) hold integers of magnitude below ``p`` (centred or not). The inner dimension is
    cut into chunks of :math:`c = \lfloor (2^{53} - p) / (p - 1)^2 \rfloor` products, so every partial sum of a
    float64 product stays an exact integer below :math:`2^{53}` whatever order BLAS sums in; the result is reduced
    after each chunk. ``ValueError`` if :math:`c < 1` (``p`` above about :math:`2^{26.5}`: use
    :func:`~numerics.rank.flint_bridge.flint_matmul_mod_p`)."""
    p = int(p)
    chunk = int((_FLOAT53 - p) // max(p - 1, 1) ** 2)
    if p < 2 or chunk < 1:
        raise ValueError(f"p={p} must be at least 2 and keep (p - 1)**2 below 2**53; use flint_matmul_mod_p")
    A = np.asarray(A, dtype=np.float64)
    B = np.asarray(B, dtype=np.float64)
    if A.ndim != 2 or B.ndim != 2 or A.shape[1] != B.shape[0]:
        raise ValueError(f"shapes {A.shape} and {B.shape} do not make a matrix product")
    out = np.zeros((A.shape[0], B.shape[1]), dtype=np.float64)
    for s in range(0, A.shape[1], chunk):
        out += A[:, s : s + chunk] @ B[s : s + chunk]
        np.mod(out, p, out=out)
    return out.astype(np.int64)


def _leading_columns(R: np.ndarray, r: int) -> np.ndarray:
    """Column index of the leading entry of each of the first ``r`` rows of a reduced row echelon form."""
    return np.argmax(R[:r] != 0, axis=1)


def _inverse(F: ModP, M: np.ndarray) -> np.ndarray:
    """Inverse over GF(p) of a small reduced block, by FLINT, as centred values."""
    return F.reduce(flint_inv_mod_p(F.canonical(M), F.p).astype(np.float64))


def _small_pivots(C: np.ndarray, F: ModP) -> tuple[np.ndarray, np.ndarray]:
    """Independent rows ``I`` of a reduced ``(k, s)`` block and independent columns ``J`` of ``C[I]``."""
    k, s = C.shape
    head = min(k, 2 * s)
    R, r = flint_rref_mod_p(F.canonical(C[:head]).T, F.p)
    if r == s:  # rank s = column count: every column is a pivot, the head rows suffice
        return _leading_columns(R, r), np.arange(s)
    if head < k:
        R, r = flint_rref_mod_p(F.canonical(C).T, F.p)
    I = _leading_columns(R, r)
    R2, r2 = flint_rref_mod_p(F.canonical(C[I]), F.p)
    return I, _leading_columns(R2, r2)


def _panel_pivots(P: np.ndarray, F: ModP, sub: int) -> tuple[np.ndarray, np.ndarray, list[int]]:
    """Pivot rows ``I`` and columns ``J`` of a reduced panel ``P`` by sub-panel elimination, and the sub-panels' ranks.

    ``P[I][:, J]`` has rank ``len(I)`` and invertible leading blocks at the sub-panel boundaries (its block LU
    factors are the sub-panel eliminations), which :func:`_block_inverse` relies on. The sub-panel updates add
    at most ``P.shape[1] * B**2`` to an entry, exact while the panel width is at most :attr:`racs.ModP.max_inner`.
    """
    W = P.copy()
    active = np.arange(W.shape[0])
    rows, cols = [], []
    for s0 in range(0, W.shape[1], sub):
        s1 = min(W.shape[1], s0 + sub)
        C = F.reduce(W[active, s0:s1])
        if not C.any():
            continue
        I, J = _small_pivots(C, F)
        piv = active[I]
        rows.append(piv)
        cols.append(s0 + J)
        keep = np.ones(active.size, dtype=bool)
        keep[I] = False
        if s1 < W.shape[1] and keep.any():
            Y = F.matmul(_inverse(F, C[np.ix_(I, J)]), F.reduce(W[piv, s1:]))
            others = active[keep]
            W[others, s1:] -= C[np.ix_(keep, J)] @ Y
        active = active[keep]
        if not active.size:
            break
    if not rows:
        return np.empty(0, dtype=np.intp), np.empty(0, dtype=np.intp), []
    return np.concatenate(rows), np.concatenate(cols), [len(i) for i in rows]


def _block_inverse(M: np.ndarray, F: ModP, sizes: list[int]) -> np.ndarray:
    r"""Inverse over GF(p) of a reduced ``M`` whose leading blocks at the boundaries ``cumsum(sizes)`` are invertible.

    Two-by-two block inversion with the Schur complement :math:`S = D - C A^{-1} B`, recursing on :math:`A`
    and :math:`S`; FLINT inverts the single blocks. Every product has inner dimension at most ``len(M)``.
    """
    if len(sizes) == 1:
        return _inverse(F, M)
    h = len(sizes) // 2
    k = sum(sizes[:h])
    A, B, C, D = M[:k, :k], M[:k, k:], M[k:, :k], M[k:, k:]
    Ai = _block_inverse(A, F, sizes[:h])
    AiB = F.matmul(Ai, B)
    Si = _block_inverse(F.reduce(D - C @ AiB), F, sizes[h:])
    top_right = F.reduce(-(AiB @ Si))
    bottom_left = F.reduce(-(Si @ F.matmul(C, Ai)))
    top_left = F.reduce(Ai - AiB @ bottom_left)
    return np.block([[top_left, top_right], [bottom_left, Si]])


def _swap_rows_to_top(X: np.ndarray, I: np.ndarray, r0: int, *more: np.ndarray, index=None) -> None:
    """Move rows ``r0 + I`` of ``X`` (and of each array in ``more``) to rows ``r0 .. r0 + len(I) - 1``, in any
    order, one swap each. ``index`` converts the row numbers for another array library (the device path's)."""
    r = I.size
    src = I[I >= r]
    if src.size:
        dst = r0 + np.setdiff1d(np.arange(r), I)
        src = r0 + src
        if index is not None:
            dst, src = index(dst), index(src)
        for Z in (X, *more):
            tmp = Z[src]
            Z[src] = Z[dst]
            Z[dst] = tmp


def _is_centred(A: np.ndarray, bound: int) -> bool:
    """Integer float64 (or float32) values in ``[-bound, bound]``, checked in blocks of about
    :data:`_REDUCE_ELEMENTS` entries whose three checks run in cache: one pass over the matrix in memory
    (whole-matrix ``max`` and ``min`` first took two more, 0.1 s at side 4096). float32 counts only while every
    such value is exact in it (``bound < 2**24``)."""
    if A.ndim != 2 or not (A.dtype == np.float64 or (A.dtype == np.float32 and bound < _FLOAT24)):
        return False
    if A.size == 0:
        return True
    g = max(1, _REDUCE_ELEMENTS // max(1, A.shape[1]))
    for i in range(0, len(A), g):
        blk = A[i : i + g]
        if blk.max() > bound or blk.min() < -bound or not np.array_equal(blk, np.rint(blk)):
            return False
    return True


def _reduce_rows(F: ModP, src: np.ndarray) -> np.ndarray:
    """``F.reduce(src)`` into a new array, in blocks of about :data:`_REDUCE_ELEMENTS` entries (the reduction's four
    passes and its temporary stay in cache)."""
    out = np.empty(src.shape)
    g = max(1, _REDUCE_ELEMENTS // max(1, src.shape[1]))
    for i in range(0, src.shape[0], g):
        F.reduce(src[i : i + g], out=out[i : i + g])
    return out


def _in_place_ok(A: np.ndarray) -> bool:
    return A.dtype in (np.float64, np.float32) and A.flags.c_contiguous and A.flags.writeable


def blas_rank_nbytes(shape: tuple, *, overwrite: bool = False, centred: bool = True) -> int:
    """Largest working memory of :func:`blas_rank_mod_p` on a ``shape`` matrix, in bytes, besides the input.

    ``overwrite`` with ``centred`` input (C-contiguous float64 or float32 GF(p) values) eliminates in the input
    itself; otherwise one float64 copy is made, and input that still needs reducing costs two more while it is
    converted.
    """
    m, n = shape
    copies = 0 if (overwrite and centred) else 1 if centred else 3
    panel = 4 * m * BLAS_PANEL + 4 * BLAS_PANEL * n + _CHUNK_ROWS * n  # panel, its reductions, U and Y, buffer
    return 8 * (copies * m * n + panel)


def _prepare(
    A, p: int, block: int, sub: int, overwrite: bool, centred: bool | None = None
) -> tuple[np.ndarray, ModP, int, int]:
    """The working matrix (centred float64, ``A`` itself when allowed), the field and the clamped widths."""
    F = ModP(int(p))
    if not 1 <= sub <= block:
        raise ValueError(f"need 1 <= sub <= block, got sub={sub}, block={block}")
    b = max(1, min(block, F.max_inner))
    A = np.asarray(A)
    if A.dtype == np.float32 and _is_centred(A, F.bound):
        # float32 storage: each update is finished and reduced in float64, so it must leave room for the stored
        # value next to a full panel's products (B + r B^2 < 2^53 with r <= max_inner - 1)
        b = max(1, min(block, F.max_inner - 1))
        return (A if overwrite and _in_place_ok(A) else A.copy()), F, b, min(sub, b)
    if A.dtype != np.float32 and (_is_centred(A, F.bound) if centred is None else centred):
        X = A if overwrite and _in_place_ok(A) else A.copy()  # already centred GF(p) values
    else:
        X = F.reduce(to_mod_p(A, p).astype(np.float64))
    return X, F, b, min(sub, b)


def _eliminate(X: np.ndarray, F: ModP, b: int, sub: int, order: np.ndarray) -> int:
    """Rank of the centred matrix ``X``, eliminated in place; ``order`` (one entry per row) is permuted with
    the rows, so that its first ``rank`` entries end up naming the pivot rows."""
    m, n = X.shape
    compact = X.dtype == np.float32  # centred values stored in float32, every update reduced before it is stored
    step = float(F.bound) ** 2  # largest magnitude of one product term
    size = float(F.bound)  # largest magnitude in the trailing block
    work = np.empty(_CHUNK_ROWS * max(0, n - 1))  # reused: fresh pages for each product cost as much as the matmul
    rank = 0
    for c0 in range(0, n, b):
        if rank == m:
            break
        c1 = min(n, c0 + b)
        P = X[rank:, c0:c1].astype(np.float64) if compact else _reduce_rows(F, X[rank:, c0:c1])
        if not P.any():  # a zero panel (past the rank of a rank-deficient matrix): nothing to eliminate
            continue
        I, J, sizes = _panel_pivots(P, F, sub)
        r = I.size
        if r == 0:
            continue
        update = c1 < n and rank + r < m
        if update:
            pivots = X[rank + I, c1:]
            Y = F.matmul(_block_inverse(P[np.ix_(I, J)], F, sizes), F.reduce(pivots.astype(np.float64)))
        _swap_rows_to_top(P, I, 0)
        _swap_rows_to_top(X, I, rank, order)
        if update:
            T = X[rank + r :, c1:]
            due = size + r * step >= _FLOAT53
            L = P[r:, J]
            for i in range(0, T.shape[0], _CHUNK_ROWS):
                rows = T[i : i + _CHUNK_ROWS]
                if compact:
                    prod = work[: rows.size].reshape(rows.shape)
                    np.matmul(L[i : i + _CHUNK_ROWS], Y, out=prod)
                    g = max(1, _REDUCE_ELEMENTS // rows.shape[1])
                    for j in range(0, rows.shape[0], g):  # finished in float64, in cache, then stored
                        blk = prod[j : j + g]
                        np.subtract(rows[j : j + g], blk, out=blk)
                        F.reduce(blk, out=blk)
                        rows[j : j + g] = blk
                    continue
                if due:  # in cache-sized blocks: four passes in L2 cost about one pass over memory
                    g = max(1, _REDUCE_ELEMENTS // rows.shape[1])
                    for j in range(0, rows.shape[0], g):
                        F.reduce(rows[j : j + g], out=rows[j : j + g])
                prod = work[: rows.size].reshape(rows.shape)
                np.matmul(L[i : i + _CHUNK_ROWS], Y, out=prod)
                rows -= prod
            size = (float(F.bound) if due else size) + r * step
        rank += r
    return rank


def _free_cores(seconds: float = 0.1) -> float | None:
    """CPUs that other processes leave free over the next ``seconds``: idle time from ``/proc/stat`` plus this
    process's own CPU time (its threads are not a reason to hold BLAS to one), in cores; ``None`` where
    ``/proc/stat`` cannot be read."""

    def sample() -> tuple[int, int, float, float]:
        with open("/proc/stat") as f:
            jiffies = [int(x) for x in f.readline().split()[1:]]
        return jiffies[3] + jiffies[4], sum(jiffies), time.process_time(), time.monotonic()

    try:
        idle0, total0, own0, wall0 = sample()
        time.sleep(seconds)
        idle1, total1, own1, wall1 = sample()
    except (OSError, ValueError, IndexError):
        return None
    if total1 <= total0 or wall1 <= wall0:
        return None
    return (os.cpu_count() or 1) * (idle1 - idle0) / (total1 - total0) + (own1 - own0) / (wall1 - wall0)


def _machine_busy() -> bool:
    """Whether other processes leave no CPU free for a second BLAS thread: under 1.5 cores free
    (:func:`_free_cores`: the caller's and half of another), or, where ``/proc/stat`` is not there, a 1-minute load
    average above the CPU count less one half. The load average alone counts the caller's own threads: after a
    two-thread build of the matrix it read 1.5 on an otherwise idle two-core machine, and a 60162-side elimination
    (Proposition 73, 2026-12-06) ran on one thread; at side 8192 one thread took 1.38x BLAS's default
    (``bench/bench_blas_threads.py``)."""
    free = _free_cores()
    if free is not None:
        return free < 1.5
    try:
        load = os.getloadavg()[0]
    except OSError:  # not available on this platform: assume idle, BLAS's default
        return False
    return load > (os.cpu_count() or 1) - 0.5


@contextmanager
def _blas_threads(shape: tuple):
    """One BLAS thread below :data:`BLAS_THREADS_MIN_SIDE` or on a busy machine (:func:`_machine_busy`), BLAS's
    default otherwise. The elimination makes many matmuls of a 512-row chunk, each a synchronisation of OpenBLAS's
    threads: with the second core busy (another process) a thread waits for a time slice at each, and two threads
    took about 2x the time of one at sides 729 to 4096 (0.06-0.19 s against 0.034 s at 729, the "cold start" a
    one-shot ``sep_rank`` showed; 3.0-3.4 s against 1.3-1.7 s at 4096), while on a quieter machine the second
    thread gained 1.1-1.3x at 2048. From 4096 on each matmul is long enough to pay for the synchronisation where a
    core is free."""
    if min(shape) < BLAS_THREADS_MIN_SIDE or _machine_busy():
        with one_blas_thread():
            yield
    else:
        yield


def blas_rank_mod_p(
    A: np.ndarray,
    p: int,
    *,
    block: int = BLAS_PANEL,
    sub: int = 32,
    overwrite: bool = False,
    centred: bool | None = None,
) -> int:
    """Rank of ``A`` over GF(p), ``3 <= p < 2**26``.

    Parameters
    ----------
    A : array ``(m, n)``
        Integers, exact-integer floats or Fractions (as :func:`numerics.rank_mod_p` takes them).
    block, sub : int
        Panel and sub-panel widths; ``block`` is capped at :attr:`racs.ModP.max_inner` so every product is exact.
    overwrite : bool
        Eliminate inside ``A`` (its values are destroyed) when it is a C-contiguous, writeable float64 array of
        centred GF(p) values, such as the Start-End view of a ``ModP`` grid tensor; saves a copy of the matrix
        (:func:`blas_rank_nbytes`). Other input is copied either way.
    centred : bool, optional
        The result of the input check (integer float64 values within :attr:`racs.ModP.bound`) where the caller
        has just made it (:func:`numerics.rank_mod_p`); ``None`` checks here (one pass over ``A``).
    """
    X, F, b, sub = _prepare(A, p, block, sub, overwrite, centred)
    with _blas_threads(X.shape):
        return _eliminate(X, F, b, sub, np.arange(X.shape[0]))


def blas_row_basis(
    A: np.ndarray, p: int, *, block: int = BLAS_PANEL, sub: int = 32, overwrite: bool = False
) -> np.ndarray:
    r"""Indices of rows of ``A`` that form a basis of its row space over GF(p) (``rank`` of them, ascending).

    The pivot rows of the elimination of :func:`blas_rank_mod_p`: every non-pivot row ends up as its original
    row minus a combination of pivot rows, and is zero once every column is eliminated, so it lies in the span
    of the original pivot rows; there are ``rank`` of them, hence they are independent. Same arguments as
    :func:`blas_rank_mod_p`.
    """
    X, F, b, sub = _prepare(A, p, block, sub, overwrite)
    order = np.arange(X.shape[0])
    with _blas_threads(X.shape):
        return np.sort(order[: _eliminate(X, F, b, sub, order)])
