"""Proposition 26 (Conjecture 15 at depth 2 for M >= R, and at T = 2) against an independent computation: the grid
of a random rational RAC with ((R, T/2)) random templates, evaluated naively (tests/naive.py) and ranked over Q
by sympy, reaches the depth-2 closed form R ((R, T/2)); the registry check passes and refuses shapes it does not
cover."""

from math import comb

import numpy as np
import pytest
from naive import naive_start_end, sympy_rank

from proofs.general.templates import check_depth2
from racs import Rational, random_rac


def _grid_rank_over_Q(L, M, R, T, K, seed):
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
    templates = Rational().random(np.random.default_rng(seed + 100), (K, M), high=9)
    return sympy_rank(naive_start_end(rac, T, templates))


@pytest.mark.parametrize("M, R, T", [(2, 2, 4), (2, 2, 6), (3, 2, 4)])
def test_depth2_grid_with_the_end_sides_templates_reaches_the_closed_form(M, R, T):
    s = T // 2
    K = comb(R + s - 1, s)  # ((R, s)) = ((min{R, M}, D_(s+1))) at depth 2 with M >= R
    assert _grid_rank_over_Q(2, M, R, T, K, seed=3) == R * comb(R + s - 1, s)


@pytest.mark.parametrize("L, M, R", [(3, 2, 2), (3, 3, 2), (4, 2, 3)])
def test_t2_grid_with_r_templates_has_the_rank_of_a_larger_grid(L, M, R):
    r = min(R, M)
    assert _grid_rank_over_Q(L, M, R, 2, r, seed=5) == _grid_rank_over_Q(L, M, R, 2, r + 3, seed=5)


def test_registry_check_passes_and_names_shapes_it_does_not_cover():
    assert check_depth2(depth=2, M=3, R=2, T=6).passed
    with pytest.raises(ValueError, match="Proposition 26 needs"):
        check_depth2(depth=3, M=2, R=2, T=6)
