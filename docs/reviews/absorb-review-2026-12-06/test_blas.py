"""Item 1 (exactness): blas_matmul_mod_p's inner chunk at P, worst-case (all P-1) products across inner lengths
around and above the chunk, against exact Python-int / python-flint products; then absorb with r > chunk (Rn = [I | A],
r = 8250) against an own closed-form rref computed with python-flint."""
import os
import sys
import time

import numpy as np
import flint

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
from ref import P, rref_flint  # noqa: E402
import common  # noqa: E402
from numerics.rank.blas import blas_matmul_mod_p  # noqa: E402

c = int((2.0**53 - P) // (P - 1) ** 2)
print(f"P={P}, inner chunk c={c}; (P-1) + c (P-1)^2 = {(P - 1) + c * (P - 1) ** 2} <= 2^53 = {2**53}: "
      f"{(P - 1) + c * (P - 1) ** 2 <= 2**53}; with c+1: {(P - 1) + (c + 1) * (P - 1) ** 2 <= 2**53}")
rng = np.random.default_rng(3)


def fl(A):
    A = np.asarray(A, np.int64) % P
    return flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)


def to_np(M):
    return np.array([[int(M[i, j]) for j in range(M.ncols())] for i in range(M.nrows())], dtype=np.int64)


nbad = 0
for k in (1, 100, c - 1, c, c + 1, 2 * c + 3, 20000):
    for kind in ("allPm1", "allPm2", "random"):
        if kind in ("allPm1", "allPm2"):
            v = P - 1 if kind == "allPm1" else P - 2  # (P-2)^2 is odd: sums past 2^53 round
            A = np.full((3, k), v, np.int64); B = np.full((k, 4), v, np.int64)
            want = np.full((3, 4), (k * v ** 2) % P, np.int64)
        else:
            A = rng.integers(0, P, (3, k)); B = rng.integers(0, P, (k, 4))
            want = to_np(fl(A) * fl(B))
        got = blas_matmul_mod_p(A.astype(np.uint64), B.astype(np.float64), P)
        ok = np.array_equal(got, want)
        nbad += not ok
        # the naive single float64 product, to show the chunking is needed
        naive = np.mod(A.astype(np.float64) @ B.astype(np.float64), P).astype(np.int64)
        print(f"k={k} {kind}: blas_matmul_mod_p exact={ok}; single float64 product exact={np.array_equal(naive, want)}")
print(f"blas_matmul_mod_p cases bad: {nbad}", flush=True)

# absorb with r = 8250 > c (the reduction's inner length crosses a chunk boundary), Rn = [I_r | A], all-heavy entries
t0 = time.time()
r, extra, m = 8250, 40, 12
w = r + extra
A = np.where(rng.random((r, extra)) < 0.7, P - 1, rng.integers(0, P, (r, extra)))
A[:, :3] = P - 1
Rn = np.zeros((r, w), np.uint64)
Rn[np.arange(r), np.arange(r)] = 1
Rn[:, r:] = A.astype(np.uint64)
rows = np.where(rng.random((m, w)) < 0.7, P - 1, rng.integers(0, P, (m, w))).astype(np.int64)
rows[0] = P - 1
rows[1] = (rows[0] * 5) % P  # dependent
rows[2] = 0
# own closed form: B = rows - rows[:, :r] A on the extra columns; N = rref(B); out = [[I, A - A[:, pivN-r] N'], [N]]
Bx = (fl(rows[:, r:]) - fl(rows[:, :r]) * fl(A))
N = rref_flint(to_np(Bx))
k = N.shape[0]
pivN = common.pivots(N)
Aout = to_np(fl(A) - fl(A[:, pivN]) * fl(N.astype(np.int64)))
print(f"own reference built: k={k}, pivN={pivN} ({time.time() - t0:.1f}s)", flush=True)
out = common.absorb(Rn, rows.astype(np.uint64), chunk=4096)
print(f"absorb done {out.shape} ({time.time() - t0:.1f}s)", flush=True)
ok = out.shape == (r + k, w) and out.dtype == np.uint64
ok = ok and np.array_equal(out[:r, :r], np.eye(r, dtype=np.uint64)) and np.array_equal(out[:r, r:], Aout.astype(np.uint64))
ok = ok and not out[r:, :r].any() and np.array_equal(out[r:, r:], N)
print(f"absorb r={r} w={w} m={m}: equal to own reference: {ok}")
