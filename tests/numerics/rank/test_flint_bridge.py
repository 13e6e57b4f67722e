"""FLINT's products, solves and echelon forms over GF(p) moved through numpy, against Python-integer arithmetic."""

from __future__ import annotations

import numpy as np
import pytest

from numerics.rank import flint_matmul_mod_p, flint_rref_mod_p, flint_solve_mod_p

P = 33554393  # 2^25 - 39: a float64 product of two residues overflows past about 30 terms


def _int_matmul(A, B):
    return [[sum(int(a) * int(b) for a, b in zip(row, col)) % P for col in zip(*B)] for row in A]


@pytest.mark.parametrize(("m", "k", "n"), [(7, 300, 5), (1, 1, 1), (40, 2, 33)])
def test_matmul_is_exact_at_any_inner_length(m, k, n):
    rng = np.random.default_rng(m + k + n)
    A = rng.integers(0, P, size=(m, k)).astype(np.uint64)
    B = rng.integers(0, P, size=(k, n)).astype(np.uint64)
    assert flint_matmul_mod_p(A, B, P).tolist() == _int_matmul(A.tolist(), B.tolist())


def test_matmul_empty_and_bad_shapes():
    assert flint_matmul_mod_p(np.zeros((3, 0), np.uint64), np.zeros((0, 4), np.uint64), P).shape == (3, 4)
    with pytest.raises(ValueError, match="shapes"):
        flint_matmul_mod_p(np.zeros((3, 2), np.uint64), np.zeros((3, 2), np.uint64), P)


def test_solve_and_rref_agree_with_integer_arithmetic():
    rng = np.random.default_rng(3)
    A = rng.integers(0, P, size=(6, 6)).astype(np.uint64)
    B = rng.integers(0, P, size=(6, 2)).astype(np.uint64)
    X = flint_solve_mod_p(A, B, P)
    assert _int_matmul(A.tolist(), X.tolist()) == B.tolist()
    E, rank = flint_rref_mod_p(np.vstack([A[:3], (A[0] + A[1]) % P]), P)
    assert rank == 3 and not E[3].any()
