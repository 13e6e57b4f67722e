"""Reviewer d4r3-T10: FLINT ranks mod p of the blocks written by evalk.py; orbit-weighted partial sum.

The matrix goes into FLINT's nmod_mat by one memmove into its contiguous row-major entry block (my own ctypes code,
written for this review; python-flint's list path would need one Python int per entry, about 2.6 GB per block).
The layout is checked before any rank is trusted: entries read back through nmod_mat_get_entry at 200 random
positions, and on a small test matrix the rank equals python-flint's nmod_mat.rank (list path).

usage: python rankk.py T X NY OUTDIR ALPHAS          (ALPHAS like 13,12,10/14,12,9/...)
"""
import ctypes
import glob
import os
import sys
import time
from itertools import permutations

import numpy as np
import flint
from flint import nmod_mat

sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound  # allowed: Prop. 12's per-block bound only

P = 3670013
lib = ctypes.CDLL(glob.glob(os.path.join(os.path.dirname(os.path.dirname(flint.__file__)),
                                         "python_flint.libs", "libflint*.so*"))[0])
lib.nmod_mat_init.argtypes = [ctypes.c_void_p, ctypes.c_long, ctypes.c_long, ctypes.c_ulong]
lib.nmod_mat_clear.argtypes = [ctypes.c_void_p]
lib.nmod_mat_rank.argtypes = [ctypes.c_void_p]
lib.nmod_mat_rank.restype = ctypes.c_long
lib.nmod_mat_get_entry.argtypes = [ctypes.c_void_p, ctypes.c_long, ctypes.c_long]
lib.nmod_mat_get_entry.restype = ctypes.c_ulong


def flint_rank(A, rng):
    """rank mod P of a uint64/uint32 numpy matrix A (entries < P) via FLINT, with a read-back check."""
    m, n = A.shape
    A64 = np.ascontiguousarray(A, dtype=np.uint64)
    st = ctypes.create_string_buffer(512)
    lib.nmod_mat_init(st, m, n, P)
    try:
        entries = ctypes.cast(st, ctypes.POINTER(ctypes.c_void_p))[0]
        ctypes.memmove(entries, A64.ctypes.data, A64.nbytes)
        for _ in range(200):
            i, j = int(rng.integers(0, m)), int(rng.integers(0, n))
            assert lib.nmod_mat_get_entry(st, i, j) == int(A64[i, j]), "layout check failed"
        assert lib.nmod_mat_get_entry(st, m - 1, n - 1) == int(A64[m - 1, n - 1])
        del A64
        return lib.nmod_mat_rank(st)
    finally:
        lib.nmod_mat_clear(st)


def unpack24(b):
    """d4r3-T10c: 3-byte little-endian entries -> uint32"""
    b = b.reshape(-1, 3)
    A = np.zeros((b.shape[0], 4), dtype=np.uint8)
    A[:, :3] = b
    return A.view("<u4").ravel()


def selftest(rng):
    v = rng.integers(0, P, size=100000).astype("<u4")
    assert np.array_equal(unpack24(v.view(np.uint8).reshape(-1, 4)[:, :3].copy().ravel()), v), "24-bit pack"
    print("selftest 24-bit pack/unpack of 100000 random residues: ok", flush=True)
    for (m, n, r) in [(120, 90, 37), (90, 130, 90), (200, 200, 199)]:
        A = rng.integers(0, P, size=(m, r)).astype(object)
        B = rng.integers(0, P, size=(r, n)).astype(object)
        C = np.array((A.dot(B)) % P, dtype=np.uint64)
        r1 = flint_rank(C, rng)
        r2 = nmod_mat(m, n, [int(v) for v in C.ravel()], P).rank()
        print(f"selftest {m}x{n} (constructed rank <= {r}): memmove path {r1}, python-flint list path {r2}",
              flush=True)
        assert r1 == r2


def main():
    T, X, NY = (int(v) for v in sys.argv[1:4])
    outdir = sys.argv[4]
    alphas = [tuple(int(v) for v in a.split(",")) for a in sys.argv[5].split("/")]
    rng = np.random.default_rng(2026)
    selftest(rng)
    t0 = time.time()
    seen = set()
    tot = 0
    for a in alphas:
        fn = os.path.join(outdir, "blk_%d_%d_%d.u24" % a)
        xa, ya, cb0 = (int(v) for v in open(fn[:-4] + ".shape").read().split())  # d4r3-T10c: per-alpha size
        A = unpack24(np.fromfile(fn, dtype=np.uint8))
        assert A.size == 9 * ya * xa and xa <= X and ya <= NY, (fn, A.size)
        A = A.reshape(3 * ya, 3 * xa)
        assert int(A.max()) < P
        t1 = time.time()
        rk = flint_rank(A, rng)
        del A
        cb = corner_bound(R=3, T=T, alpha=a)
        assert cb == cb0
        orbit = sorted(set(permutations(a)))
        key = tuple(sorted(a))
        rep = key not in seen
        seen.add(key)
        if rep:
            tot += len(orbit) * rk
        print(f"alpha {a} {'rep' if rep else 'extra (orbit already counted)'} orbit {len(orbit)} "
              f"block {3 * xa} x {3 * ya} Prop12 bound {cb} rank {rk} "
              f"{'== bound' if rk == cb else ('!= bound (BELOW)' if rk < cb else '!!! ABOVE BOUND: BUG !!!')} "
              f"(rank {time.time() - t1:.0f}s, total {time.time() - t0:.0f}s)", flush=True)
    print("orbit-weighted partial sum over the representatives:", tot, flush=True)


if __name__ == "__main__":
    main()
