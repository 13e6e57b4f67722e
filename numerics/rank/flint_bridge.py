"""Move numpy matrices into FLINT's ``nmod_mat`` without a Python object per entry.

python-flint builds an ``nmod_mat`` from a flat Python list: at n = 4096 the
16.7M Python ints cost about 5 s, close to the elimination itself. FLINT's
own ``nmod_mat_init`` allocates the entries as one contiguous row-major
block whose address is the first field of the struct (true of FLINT 2.x and
3.x alike), so one ``memmove`` fills it. The layout is verified by reading
entries back through FLINT's exported ``nmod_mat_get_entry`` before any rank
is trusted; if the shared library cannot be found or the check fails, the
python-flint list path is used instead. Both paths are FLINT's
``nmod_mat_rank``.
"""

from __future__ import annotations

import ctypes
import functools
import glob
import importlib.util
import os

import numpy as np

__all__ = [
    "flint_rank_mod_p",
    "flint_rref_mod_p",
    "flint_row_basis_mod_p",
    "flint_inv_mod_p",
    "flint_solve_mod_p",
    "flint_matmul_mod_p",
    "libflint_path",
]

_STRUCT_BYTES = 256  # generous: nmod_mat_struct is under 64 bytes in every FLINT release


@functools.lru_cache(maxsize=1)
def libflint_path() -> str | None:
    """Path of the libflint shared library bundled with python-flint, if any."""
    spec = importlib.util.find_spec("flint")
    if spec is None or spec.origin is None:
        return None
    site = os.path.dirname(os.path.dirname(spec.origin))
    for pattern in ("python_flint.libs/libflint*.so*", "flint/libflint*.so*", "python_flint.libs/libflint*.dylib"):
        hits = sorted(glob.glob(os.path.join(site, pattern)))
        if hits:
            return hits[0]
    return None


@functools.lru_cache(maxsize=1)
def _lib():
    path = libflint_path()
    if path is None:
        return None
    import flint  # noqa: F401  - load python-flint first so both share one libflint

    lib = ctypes.CDLL(path)
    lib.nmod_mat_init.argtypes = [ctypes.c_void_p, ctypes.c_long, ctypes.c_long, ctypes.c_ulong]
    lib.nmod_mat_init.restype = None
    lib.nmod_mat_clear.argtypes = [ctypes.c_void_p]
    lib.nmod_mat_clear.restype = None
    lib.nmod_mat_rank.argtypes = [ctypes.c_void_p]
    lib.nmod_mat_rank.restype = ctypes.c_long
    lib.nmod_mat_lu.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
    lib.nmod_mat_lu.restype = ctypes.c_long
    lib.nmod_mat_get_entry.argtypes = [ctypes.c_void_p, ctypes.c_long, ctypes.c_long]
    lib.nmod_mat_get_entry.restype = ctypes.c_ulong
    lib.nmod_mat_rref.argtypes = [ctypes.c_void_p]
    lib.nmod_mat_rref.restype = ctypes.c_long
    lib.nmod_mat_inv.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    lib.nmod_mat_inv.restype = ctypes.c_int
    lib.nmod_mat_solve.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    lib.nmod_mat_solve.restype = ctypes.c_int
    lib.flint_get_num_threads.restype = ctypes.c_int
    lib.flint_set_num_threads.argtypes = [ctypes.c_int]
    return lib


def _probe_positions(m: int, n: int):
    """Corners, the last row and column, and a spread of interior entries."""
    pos = {(0, 0), (0, n - 1), (m - 1, 0), (m - 1, n - 1)}
    pos.update((min(m - 1, (k * 7919) % m), min(n - 1, (k * 104729) % n)) for k in range(64))
    return sorted(pos)


class _Mat:
    """An ``nmod_mat`` filled from a uint64 array by one memmove, or from a uint32 one row block by row block
    (layout verified), read back the same way."""

    def __init__(self, lib, A: np.ndarray, p: int):
        self.lib, self.shape = lib, A.shape
        # None once closed (close() is idempotent)
        self.buf: ctypes.Array[ctypes.c_char] | None = ctypes.create_string_buffer(_STRUCT_BYTES)
        lib.nmod_mat_init(self.buf, A.shape[0], A.shape[1], p)
        entries = ctypes.c_void_p.from_buffer(self.buf, 0).value
        if entries is None:
            self.close()
            raise RuntimeError("nmod_mat_init left no entries")
        self.entries: int = entries
        if A.dtype == np.uint64:
            ctypes.memmove(self.entries, A.ctypes.data, A.nbytes)
        else:  # widen a block of rows at a time: no full uint64 copy of A
            step = max(1, 2**24 // max(1, A.shape[1]))
            for r0 in range(0, A.shape[0], step):
                rows = np.ascontiguousarray(A[r0 : r0 + step], dtype=np.uint64)
                ctypes.memmove(self.entries + r0 * A.shape[1] * 8, rows.ctypes.data, rows.nbytes)
        m, n = A.shape
        if any(lib.nmod_mat_get_entry(self.buf, i, j) != int(A[i, j]) for i, j in _probe_positions(m, n)):
            self.close()
            raise RuntimeError("unexpected nmod_mat layout")

    def read(self, rows: int | None = None) -> np.ndarray:
        """The entries as a new uint64 array; only the leading ``rows`` rows when given (row-major, so one memmove)."""
        m = self.shape[0] if rows is None else rows
        out = np.empty((m, self.shape[1]), dtype=np.uint64)
        ctypes.memmove(out.ctypes.data, self.entries, out.nbytes)
        return out

    def close(self):
        if self.buf is not None:
            self.lib.nmod_mat_clear(self.buf)
            self.buf = None


def _rank_ctypes(A: np.ndarray, p: int, threads: int) -> int | None:
    """FLINT's rank through :class:`_Mat`; ``None`` when libflint or its layout is not as expected."""
    lib = _lib()
    if lib is None:
        return None
    try:
        M = _Mat(lib, A, p)
    except RuntimeError:
        return None
    old = lib.flint_get_num_threads()
    lib.flint_set_num_threads(threads)
    try:
        # nmod_mat_rank is a copy and an LU; the copy in M is ours to destroy, so one LU in place saves a matrix
        perm = (ctypes.c_long * max(1, A.shape[0]))(*range(A.shape[0]))
        return int(lib.nmod_mat_lu(perm, M.buf, 0))
    finally:
        lib.flint_set_num_threads(old)
        M.close()


def _need_lib():
    lib = _lib()
    if lib is None:
        raise RuntimeError("libflint could not be reached through ctypes")
    return lib


def _rref(A: np.ndarray, p: int, *, rank_rows: bool) -> tuple[np.ndarray, int]:
    """FLINT's ``nmod_mat_rref`` of ``A`` and the rank; all rows read back, or only the ``rank`` leading ones."""
    A = np.ascontiguousarray(A, dtype=np.uint64)
    if A.size == 0:
        return (A[:0] if rank_rows else A).copy(), 0
    M = _Mat(_need_lib(), A, p)
    try:
        r = int(M.lib.nmod_mat_rref(M.buf))
        return M.read(r if rank_rows else None), r
    finally:
        M.close()


def flint_rref_mod_p(A: np.ndarray, p: int) -> tuple[np.ndarray, int]:
    """Reduced row echelon form over GF(p) (FLINT ``nmod_mat_rref``) and the rank; uint64 in, uint64 out."""
    return _rref(A, p, rank_rows=False)


def flint_row_basis_mod_p(A: np.ndarray, p: int, *, dtype: type = np.uint64) -> np.ndarray:
    """A basis of the row space of ``A`` over GF(p) (entries in ``[0, p)``): the nonzero rows of its reduced row
    echelon form, shape ``(rank, ncols)``, as ``dtype``.

    Only the ``rank`` rows are read back from FLINT, so the peak is ``A``, one ``nmod_mat`` and the basis (at
    n = 12 the E boxes' degree-21 step, 34926 x 23023 of rank 13347, needs 6.4 + 6.4 + 2.5 GB, not 19 GB)."""
    return np.asarray(_rref(A, p, rank_rows=True)[0], dtype=dtype)


def flint_inv_mod_p(A: np.ndarray, p: int) -> np.ndarray:
    """Inverse over GF(p) of a square uint64 matrix; ``ValueError`` if it is singular."""
    lib = _need_lib()
    A = np.ascontiguousarray(A, dtype=np.uint64)
    src, dst = _Mat(lib, A, p), _Mat(lib, np.zeros_like(A), p)
    try:
        if not lib.nmod_mat_inv(dst.buf, src.buf):
            raise ValueError("matrix is singular mod p")
        return dst.read()
    finally:
        src.close()
        dst.close()


def flint_solve_mod_p(A: np.ndarray, B: np.ndarray, p: int) -> np.ndarray:
    """``X`` with ``A X = B`` over GF(p) for a square uint64 ``A`` and a uint64 ``B`` (FLINT ``nmod_mat_solve``,
    about a third of an inverse's work); ``ValueError`` if ``A`` is singular."""
    lib = _need_lib()
    A = np.ascontiguousarray(A, dtype=np.uint64)
    B = np.ascontiguousarray(B, dtype=np.uint64)
    a, b, x = _Mat(lib, A, p), _Mat(lib, B, p), _Mat(lib, np.zeros_like(B), p)
    try:
        if not lib.nmod_mat_solve(x.buf, a.buf, b.buf):
            raise ValueError("matrix is singular mod p")
        return x.read()
    finally:
        a.close()
        b.close()
        x.close()


def flint_matmul_mod_p(A: np.ndarray, B: np.ndarray, p: int) -> np.ndarray:
    """``A B`` over GF(p) for uint64 ``A`` ``(m, k)`` and ``B`` ``(k, n)`` with entries in ``[0, p)`` (FLINT
    ``nmod_mat_mul``: exact at any inner length, where a float64 product of residues of p near 2^25 overflows past
    about 30 terms)."""
    lib = _need_lib()
    A = np.ascontiguousarray(A, dtype=np.uint64)
    B = np.ascontiguousarray(B, dtype=np.uint64)
    if A.ndim != 2 or B.ndim != 2 or A.shape[1] != B.shape[0]:
        raise ValueError(f"cannot multiply shapes {A.shape} and {B.shape}")
    if 0 in A.shape or 0 in B.shape:
        return np.zeros((A.shape[0], B.shape[1]), dtype=np.uint64)
    a, b, c = _Mat(lib, A, p), _Mat(lib, B, p), _Mat(lib, np.zeros((A.shape[0], B.shape[1]), dtype=np.uint64), p)
    try:
        lib.nmod_mat_mul(c.buf, a.buf, b.buf)
        return c.read()
    finally:
        a.close()
        b.close()
        c.close()


def flint_rank_mod_p(A: np.ndarray, p: int, *, backend: str = "auto", threads: int | None = None) -> tuple[int, str]:
    """Rank of ``A`` over GF(p) with FLINT's ``nmod_mat_rank``.

    Parameters
    ----------
    A : array ``(m, n)`` of integers in ``[0, p)``
        uint32 is kept as it is and widened a block of rows at a time (half the memory of a uint64 copy); every
        other dtype is converted to uint64. The ctypes path eliminates one copy in place (``nmod_mat_lu``), so the
        peak is ``A`` and one ``nmod_mat`` of 8 bytes per entry.
    p : int
        A prime below :math:`2^{63}`.
    backend : {"auto", "ctypes", "list"}
        ``ctypes``: one memmove into an ``nmod_mat`` (verified by readback);
        ``list``: python-flint's constructor from a flat list; ``auto``: the
        first that works.
    threads : int, optional
        FLINT threads for the elimination (default: all CPUs); restored afterwards.

    Returns
    -------
    (rank, backend used)
    """
    if backend not in ("auto", "ctypes", "list"):
        raise ValueError(f"backend={backend!r}: choose 'auto', 'ctypes' or 'list'")
    A = np.asarray(A)
    A = np.ascontiguousarray(A, dtype=np.uint32 if A.dtype == np.uint32 else np.uint64)
    if A.ndim != 2:
        raise ValueError(f"need a matrix; got shape {A.shape}")
    m, n = A.shape
    if m == 0 or n == 0:
        return 0, "trivial"
    if threads is None:
        threads = os.cpu_count() or 1
    if backend in ("auto", "ctypes"):
        r = _rank_ctypes(A, p, threads)
        if r is not None:
            return r, "flint-ctypes"
        if backend == "ctypes":
            raise RuntimeError("libflint could not be reached through ctypes; use backend='list'")
    import flint

    return int(flint.nmod_mat(m, n, A.ravel().tolist(), p).rank()), "python-flint-list"
