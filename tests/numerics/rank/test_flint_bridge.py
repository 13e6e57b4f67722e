"""FLINT's products, solves and echelon forms over GF(p) moved through numpy, against Python-integer arithmetic."""

from __future__ import annotations

import numpy as np
import pytest

from numerics.rank import (
    flint_matmul_mod_p,
    flint_rank_mod_p,
    flint_row_basis_mod_p,
    flint_rref_mod_p,
    flint_solve_mod_p,
)

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


def test_row_basis_spans_the_rows_with_rank_many_independent_rows():
    # a 5 x 7 matrix of rank 3 built from known rows: the basis has 3 rows, in reduced echelon form (a unit pivot
    # each), and every original row is a combination of them (the integer solve reproduces it)
    rng = np.random.default_rng(4)
    base = rng.integers(0, P, size=(3, 7))
    A = np.array(_int_matmul(rng.integers(0, P, size=(5, 3)).tolist(), base.tolist()), dtype=np.int64)
    B = flint_row_basis_mod_p(A, P, dtype=np.int64)
    assert B.shape == (3, 7) and B.dtype == np.int64
    pivots = [int(np.nonzero(row)[0][0]) for row in B]
    assert all(B[i, c] == 1 and not np.delete(B[:, c], i).any() for i, c in enumerate(pivots))
    for row in A.tolist():  # the combination's coefficients are the row's entries at the pivots
        assert _int_matmul([[row[c] for c in pivots]], B.tolist())[0] == [x % P for x in row]
    assert flint_row_basis_mod_p(np.zeros((0, 4), np.uint64), P).shape == (0, 4)


def test_rank_of_uint32_rows_equals_the_list_backend():
    # the ctypes path widens uint32 a block of rows at a time and eliminates in place; python-flint's own constructor
    # and rank are the reference (low-rank products, so the rank is known too)
    rng = np.random.default_rng(5)
    p = 1048571
    for m, n, r in [(40, 30, 7), (3000, 12, 12), (9, 6000, 4)]:
        A = (rng.integers(0, p, (m, r)) @ rng.integers(0, 2, (r, n)) % p).astype(np.uint32)
        want = flint_rank_mod_p(A.astype(np.uint64), p, backend="list")[0]
        assert flint_rank_mod_p(A, p, backend="ctypes") == (want, "flint-ctypes")
        assert want <= r


def test_rank_of_uint32_over_several_row_blocks():
    # 6000 x 3000 is widened in two blocks (5592 rows, then 408): the same rank as the one-memmove uint64 path
    rng = np.random.default_rng(6)
    p = 1048571
    A = (rng.integers(0, p, (6000, 5)) @ rng.integers(0, 2, (5, 3000)) % p).astype(np.uint32)
    A[5999] = rng.integers(0, p, 3000)  # the last row, in the last block, adds one to the rank
    assert flint_rank_mod_p(A, p, threads=1)[0] == flint_rank_mod_p(A.astype(np.uint64), p, threads=1)[0] == 6
