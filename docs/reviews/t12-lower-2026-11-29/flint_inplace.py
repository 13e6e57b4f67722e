"""In-place rank of a python-flint ``nmod_mat`` via FLINT's own ``nmod_mat_lu`` (called through ctypes).

Why: ``nmod_mat.rank()`` (FLINT ``nmod_mat_rank``) first copies the matrix (``nmod_mat_init_set``) and then runs
``nmod_mat_lu`` on the copy, so its peak memory is ~2.4x the matrix (3.09 GB per copy at k = 19656). Calling
the same ``nmod_mat_lu(perm, A, 0)`` directly on the python-flint object's own ``nmod_mat_struct`` skips the copy;
the return value is the rank (FLINT documents: "returns the rank of A"). The matrix is destroyed (overwritten
by its LU factors). The struct is located inside the Python object by its first fields (entries, r, c) and the
location is checked by reading entries back; ``validate()`` compares with ``nmod_mat.rank()``.
"""

from __future__ import annotations

import ctypes
import glob
import os

import flint

_LIB = None


def _lib():
    global _LIB
    if _LIB is None:
        d = os.path.join(os.path.dirname(os.path.dirname(flint.__file__)), "python_flint.libs")
        (path,) = glob.glob(os.path.join(d, "libflint-*.so*"))
        lib = ctypes.CDLL(path)
        lib.nmod_mat_lu.restype = ctypes.c_long
        lib.nmod_mat_lu.argtypes = [ctypes.POINTER(ctypes.c_long), ctypes.c_void_p, ctypes.c_int]
        _LIB = lib
    return _LIB


def struct_address(A) -> int:
    """Address of A's nmod_mat_struct: first words (entries, r, c); checked by reading entries back."""
    r, c = A.nrows(), A.ncols()
    base = id(A)
    words = (ctypes.c_long * 16).from_address(base)
    for off in range(1, 14):
        if words[off + 1] == r and words[off + 2] == c:
            addr = base + 8 * off
            ent = ctypes.c_void_p.from_address(addr).value
            # check the row-major contiguous layout on a few entries (stride == c for a freshly made matrix)
            ok = True
            for i, j in [(0, 0), (r - 1, c - 1), (r // 2, c // 3), (r // 3, c - 1)]:
                v = ctypes.c_ulong.from_address(ent + 8 * (i * c + j)).value
                ok &= v == int(A[i, j])
            if ok:
                return addr
    raise RuntimeError("nmod_mat_struct not found")


def rank_inplace(A) -> int:
    """Rank of A over Z/p; DESTROYS A (overwritten by FLINT's LU factors)."""
    r = A.nrows()
    addr = struct_address(A)
    perm = (ctypes.c_long * max(r, 1))(*range(r))
    return int(_lib().nmod_mat_lu(perm, ctypes.c_void_p(addr), 0))


def validate(seed: int = 1) -> list:
    """Compare rank_inplace with nmod_mat.rank() on random full-rank and rank-deficient matrices."""
    import random

    rng = random.Random(seed)
    out = []
    for p in (2**25 - 39, 11863279, 7):
        for m, n, rk in [
            (5, 5, 5),
            (40, 40, 17),
            (300, 300, 300),
            (300, 300, 123),
            (700, 500, 480),
            (1200, 1200, 1100),
            (2100, 2100, 2100),
            (2100, 2100, 1999),
            (2100, 2100, 2099),
        ]:
            if p == 7 and m > 700:
                continue
            B = flint.nmod_mat(m, rk, [rng.randrange(p) for _ in range(m * rk)], p)
            C = flint.nmod_mat(rk, n, [rng.randrange(p) for _ in range(rk * n)], p)
            A = B * C  # rank <= rk
            want = A.rank()
            got = rank_inplace(A)
            out.append((p, m, n, rk, want, got))
            assert got == want, (p, m, n, rk, want, got)
    return out


if __name__ == "__main__":
    for row in validate():
        print(row)
