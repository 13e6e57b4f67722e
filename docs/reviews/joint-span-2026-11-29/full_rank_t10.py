"""Random-point rank of the full free-state End map P at (L, M, R, T) = (3, 2, 3, 10), own code.

Rows: random free Start states (a, b, c); columns: random End sequences (n = 5 inputs). Entries mod the
prime p = 2^20 - 3 (own recurrence from review_checks.run_end). The rank is computed by a blocked LU without
pivoting (float64 matmuls, exact because p^2 * nb and p^2 * (rows) stay below 2^53), which is valid on random
points: the leading k x k minors of G H^T are generically nonzero for k <= rank. Any rank mod p is a lower bound
on the rank over Q, so a value <= 7146 cannot contradict the bound and a value > 7146 would refute it.
Usage: OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python full_rank_t10.py [size] [n] [build|rank|all]  (build/rank: two runs, each under 3 min)
"""

from __future__ import annotations

import sys
import time

import flint
import numpy as np
from review_checks import run_end, weights

PS = 2**20 - 3  # prime


def inv_mod(A: np.ndarray, p: int) -> np.ndarray | None:
    """Inverse of a square matrix mod p (Gauss-Jordan, int64), or None if singular."""
    k = A.shape[0]
    M = np.concatenate([A % p, np.eye(k, dtype=np.int64)], axis=1)
    for c in range(k):
        piv = np.nonzero(M[c:, c])[0]
        if piv.size == 0:
            return None
        r = c + piv[0]
        if r != c:
            M[[c, r]] = M[[r, c]]
        M[c] = M[c] * pow(int(M[c, c]), p - 2, p) % p
        f = M[:, c].copy()
        f[c] = 0
        M = (M - np.outer(f, M[c]) % p) % p
    return M[:, k:]


def mulmod(A: np.ndarray, B: np.ndarray, p: int) -> np.ndarray:
    """A @ B mod p in float64; exact when inner_dim * (p - 1)^2 < 2^53."""
    assert A.shape[1] * (p - 1) ** 2 < 2**53
    return np.fmod(A @ B, p)


def blocked_rank(A: np.ndarray, p: int, nb: int = 256) -> int:
    """Rank mod p assuming generic leading minors (random points); float64 A is overwritten."""
    m, N = A.shape
    done = 0
    while m - done > nb and N - done > nb:
        A11 = A[done : done + nb, done : done + nb].astype(np.int64)
        Ainv = inv_mod(A11, p)
        if Ainv is None:
            break
        L21 = mulmod(A[done + nb :, done : done + nb], Ainv.astype(np.float64), p)
        A22 = A[done + nb :, done + nb :]
        A22 -= mulmod(L21, A[done : done + nb, done + nb :], p)
        np.fmod(A22, p, out=A22)
        A22[A22 < 0] += p
        done += nb
    rest = A[done:, done:].astype(np.int64)
    tail = flint.nmod_mat(rest.shape[0], rest.shape[1], [int(v) for v in rest.ravel()], p).rank()
    return done + tail


def self_test() -> bool:
    rng = np.random.default_rng(1)
    G, H = rng.integers(0, PS, (700, 530)), rng.integers(0, PS, (530, 650))
    A = np.zeros((700, 650), dtype=np.int64)
    for c in range(530):
        A = (A + np.outer(G[:, c], H[c]) % PS) % PS
    ref = flint.nmod_mat(700, 650, [int(v) for v in A.ravel()], PS).rank()
    return ref == blocked_rank(A.astype(np.float64), PS, nb=128) == 530


def main() -> None:
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 7300
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    stage = sys.argv[3] if len(sys.argv) > 3 else "all"
    print("self-test blocked_rank vs flint (rank 530):", self_test(), flush=True)
    rng = np.random.default_rng(2026)
    R, M = 3, 2
    WI, WH, WO = weights(R, M, rng, PS)
    xs = rng.integers(0, PS, (n, M, size))
    path = f"/tmp/jsreview_A_{size}_{n}.npy"
    if stage in ("build", "all"):
        t = time.time()
        A = np.empty((size, size), dtype=np.float64)
        ch = 16
        xt = np.tile(xs, (1, 1, ch))
        for r0 in range(0, size, ch):
            k = min(ch, size - r0)
            a, b, c = (np.repeat(rng.integers(0, PS, (R, k)), size, axis=1) for _ in range(3))
            A[r0 : r0 + k] = run_end(WI, WH, WO, a, b, c, xt[:, :, : k * size], PS).reshape(k, size)
        np.save(path, A)
        print(f"built {size} x {size} (n = {n}) in {time.time() - t:.1f}s", flush=True)
    if stage in ("rank", "all"):
        A = np.load(path)
        t = time.time()
        print(f"rank P mod {PS} = {blocked_rank(A, PS)} ({time.time() - t:.1f}s)")


if __name__ == "__main__":
    main()
