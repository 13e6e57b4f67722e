"""Rank mod p of the edge block Q_(N1-1,1,0) at one random point (block_ranks' draw), dual-number evaluation.

usage: run_edge.py T seed Y [check]   (check: also flint_rank_mod_p on a copy, to validate the in-place LU rank)
"""
import sys, time, resource, ctypes
sys.path.insert(0, "/work/main/docs/research/edge-T12-2026-12-01")
import numpy as np
from edge_dual import draw, default_Y, edge_block, PRIME
from numerics.rank import flint_bridge as fb


def log(msg):
    print(f"[{time.strftime('%H:%M:%S', time.gmtime())}] {msg}", flush=True)


def rank_inplace(M32: np.ndarray, p: int) -> int:
    """FLINT nmod_mat_lu (rank_check=0) on an nmod_mat filled row-chunkwise from a uint32 array: no third copy.
    nmod_mat_rank is exactly init_set + nmod_mat_lu(P, tmp, 0)."""
    lib = fb._lib()
    lib.nmod_mat_lu.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
    lib.nmod_mat_lu.restype = ctypes.c_long
    m, n = M32.shape
    buf = ctypes.create_string_buffer(fb._STRUCT_BYTES)
    lib.nmod_mat_init(buf, m, n, p)
    try:
        entries = ctypes.c_void_p.from_buffer(buf, 0).value
        step = 512
        for r0 in range(0, m, step):
            tmp = np.ascontiguousarray(M32[r0 : r0 + step], dtype=np.uint64)
            ctypes.memmove(entries + r0 * n * 8, tmp.ctypes.data, tmp.nbytes)
        for i, j in fb._probe_positions(m, n):
            assert lib.nmod_mat_get_entry(buf, i, j) == int(M32[i, j]), "layout"
        perm = (ctypes.c_long * m)(*range(m))
        lib.flint_set_num_threads(1)
        return int(lib.nmod_mat_lu(perm, buf, 0))
    finally:
        lib.nmod_mat_clear(buf)


def main():
    T, seed = int(sys.argv[1]), int(sys.argv[2])
    alpha = (0, 1, 0)
    pt0 = None
    Y = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] != "default" else None
    check = "check" in sys.argv[4:]
    from numerics.bounds.depth4 import start_degrees
    n1 = start_degrees(depth=4, T=T)[0]
    alpha = (n1 - 1, 1, 0)
    if Y is None:
        Y = default_Y(T=T, alpha=alpha)
    log(f"T={T} seed={seed} alpha={alpha} p={PRIME} Y={Y} (block_ranks' Y would be {default_Y(T=T, alpha=alpha)})")
    pt = draw(T=T, seed=seed, Y=Y)
    log(f"X={pt['X']}: matrix {3 * Y} x {3 * pt['X']} (rows End point x i, columns cut point x k)")
    t0 = time.time()
    M = edge_block(pt, log=log)
    log(f"evaluation {time.time() - t0:.1f}s; maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20:.2f} GB")
    if check:
        t0 = time.time()
        r2 = fb.flint_rank_mod_p(M.astype(np.uint64), PRIME, threads=1)
        log(f"flint_rank_mod_p: {r2} ({time.time() - t0:.1f}s)")
    t0 = time.time()
    r = rank_inplace(M, PRIME)
    log(f"RANK {alpha} T={T} seed={seed} p={PRIME} matrix {M.shape[0]}x{M.shape[1]}: {r} (LU {time.time() - t0:.1f}s)")
    log(f"maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20:.2f} GB")


main()
