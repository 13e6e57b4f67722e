"""Small exact helpers shared by the proof checks."""

from __future__ import annotations

import numpy as np

from numerics import rank_rational

__all__ = ["random_nonsingular", "apply_on_every_mode", "half_length", "int_matrix", "int_object"]


def half_length(T, *, least: int = 2) -> int:
    """``s = T // 2`` for an even int ``T >= least`` (the Start and End halves have s symbols each), else a one-line
    ValueError."""
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < least or T % 2:
        raise ValueError(f"T={T!r} must be an even int >= {least}; pass T = 2s")
    return int(T) // 2


def int_object(rows) -> np.ndarray:
    """Integer entries (nested lists or an array) as a Python-int object array, the form exact RACs take; entries
    beyond int64 stay exact."""
    return np.vectorize(int, otypes=[object])(np.array(rows, dtype=object))


def int_matrix(rng: np.random.Generator, shape, high: int = 5) -> np.ndarray:
    """Python-int object array with entries uniform on ``[-high, high]``."""
    return rng.integers(-high, high + 1, size=shape).astype(object)


def random_nonsingular(rng: np.random.Generator, n: int, high: int = 5) -> np.ndarray:
    """An ``n x n`` integer matrix of full rank over Q (redrawn until it is)."""
    while True:
        F = int_matrix(rng, (n, n), high)
        if rank_rational(F).rank == n:
            return F


def apply_on_every_mode(F: np.ndarray, A: np.ndarray) -> np.ndarray:
    r""":math:`(F \otimes \cdots \otimes F)(\mathcal A)`: ``B[k_1..k_T] = sum_d A[d] prod_i F[k_i, d_i]``."""
    for axis in range(A.ndim):
        A = np.moveaxis(np.tensordot(F, A, axes=(1, axis)), 0, axis)
    return A
