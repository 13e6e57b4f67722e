"""Definition 1.1's index order."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from strategies import partitions

from numerics import matricize, start_end, start_end_partition


def test_hand_example_definition_1_1():
    """T = 3, M = 2, I = {1, 3}, J = {2} (thesis numbering): row 1 + (d1-1)*2 + (d3-1), column d2."""
    A = np.zeros((2, 2, 2))
    for d1, d2, d3 in itertools.product((1, 2), repeat=3):
        A[d1 - 1, d2 - 1, d3 - 1] = 100 * d1 + 10 * d2 + d3
    B = matricize(A, [0, 2])
    assert B.tolist() == [[111, 121], [112, 122], [211, 221], [212, 222]]


@given(partitions())
def test_every_entry_lands_where_the_formula_says(part):
    T, I = part
    dims = [2 + (t % 2) for t in range(T)]
    A = np.arange(int(np.prod(dims))).reshape(dims)
    J = [t for t in range(T) if t not in I]
    B = matricize(A, I[::-1], J)  # order of the given axes must not matter
    for d in itertools.product(*[range(m) for m in dims]):
        row = col = 0
        for i in I:
            row = row * dims[i] + d[i]
        for j in J:
            col = col * dims[j] + d[j]
        assert B[row, col] == A[d]


def test_start_end_is_first_half_by_second_half():
    A = np.arange(3**4).reshape((3,) * 4)
    S = start_end(A)
    assert S.shape == (9, 9)
    assert S[1 * 3 + 2, 2 * 3 + 0] == A[1, 2, 2, 0]
    assert start_end_partition(T=4) == ((0, 1), (2, 3))


@pytest.mark.parametrize(
    "rows, cols, match",
    [
        ([0, 0], None, "repeated"),
        ([0], [0, 1], "not a partition"),
        ([3], None, "not a partition"),
    ],
)
def test_bad_partitions(rows, cols, match):
    with pytest.raises(ValueError, match=match):
        matricize(np.zeros((2, 2, 2)), rows, cols)


@pytest.mark.parametrize("T", [0, 3, 5])
def test_start_end_needs_even_T(T):
    with pytest.raises(ValueError, match=f"T={T}"):
        start_end(np.zeros((2,) * T))
