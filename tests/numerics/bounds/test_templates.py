"""numerics.bounds.templates (Proposition 14) against independent computations: the degree of y in each input and
the separation rank from the RAC written out over Q (tests/naive.py), grid ranks over Q with sympy."""

from math import comb

import numpy as np
import pytest
from naive import input_degree as naive_degree
from naive import naive_output, naive_start_end, sympy_rank

from numerics.bounds import end_side_templates, input_degree, sufficient_templates
from proofs.general.templates import grid_points
from racs import Rational, random_rac


@pytest.mark.parametrize("L, T", [(1, 4), (2, 6), (3, 4), (4, 6)])
def test_input_degree_is_the_lattice_path_count(L, T):
    assert [input_degree(depth=L, T=T, t=t) for t in range(1, T + 1)] == [
        naive_degree(L, T, t) for t in range(1, T + 1)
    ]


def test_template_counts_are_multisets_of_the_largest_degrees():
    # (3, 3, 3, 8): D_1 = C(9, 2) = 36 and ((3, 36)) = C(38, 2) = 703; D_5 = C(5, 2) = 10 and ((2, 10)) = 11 at M = 2
    assert sufficient_templates(depth=3, M=3, R=3, T=8) == comb(38, 2) == 703
    assert end_side_templates(depth=3, M=2, R=3, T=8) == 11
    assert end_side_templates(depth=2, M=5, R=2, T=6) == 4  # r = min{R, M} = 2, D_4 = 3
    with pytest.raises(ValueError, match="T=5"):
        sufficient_templates(depth=2, M=2, R=2, T=5)
    with pytest.raises(ValueError, match="t=0"):
        input_degree(depth=2, T=4, t=0)


def _sep_over_Q(rac, T: int, M: int, points: int = 14) -> int:
    """sep over Q: the rank of y at ``points`` random rational Start and End sequences (not a grid; linearly
    independent functions at generic points give an invertible matrix, and ``points`` exceeds sep here)."""
    g = np.random.default_rng(7)
    s = T // 2
    starts = [[list(v) for v in Rational().random(g, (s, M), high=50)] for _ in range(points)]
    ends = [[list(v) for v in Rational().random(g, (T - s, M), high=50)] for _ in range(points)]
    return sympy_rank([[naive_output(rac, a + b) for b in ends] for a in starts])


@pytest.mark.parametrize("L, M, R, T", [(2, 2, 2, 4), (3, 2, 2, 4)])
def test_the_sufficient_grid_reaches_sep_and_the_one_hot_grid_does_not(L, M, R, T):
    """Over Q: the grid with K = sufficient_templates random templates has the rank at random points (sep), and
    the one-hot grid (K = M) falls short of it: the check is not vacuous."""
    rac = random_rac(depth=L, M=M, R=R, seed=3, field=Rational())
    K = sufficient_templates(depth=L, M=M, R=R, T=T)
    F = Rational().random(np.random.default_rng(11), (K, M), high=50)
    sep = _sep_over_Q(rac, T, M)
    assert sympy_rank(naive_start_end(rac, T, F)) == sep
    assert sympy_rank(naive_start_end(rac, T, np.eye(M, dtype=np.int64).astype(object))) < sep


def test_grid_points_enumerate_the_grid_or_draw_distinct_points():
    tpl = np.arange(6).reshape(3, 2)
    full = grid_points(tpl, steps=2, count=9, rng=np.random.default_rng(0))
    assert [tuple(map(tuple, p)) for p in full] == [(tuple(tpl[i]), tuple(tpl[j])) for i in range(3) for j in range(3)]
    some = grid_points(tpl, steps=3, count=20, rng=np.random.default_rng(0))
    assert some.shape == (20, 3, 2) and len({p.tobytes() for p in some}) == 20
