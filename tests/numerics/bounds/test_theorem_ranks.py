"""Measured Start-End ranks of random RACs against Theorem 1 and Conjecture 1 (exact GF(p) ranks).

Each instance is uniform on GF(p) with p ~ 2^26, so by Schwartz-Zippel a
generic rank is missed with probability below side * degree / p < 1e-3 here;
the ci profile is derandomized, so a failure is reproducible, not flaky.
"""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_start_end, sympy_rank
from strategies import seeds

from numerics import certified_rank, conjecture1_bound, identity_templates, shallow_rank, theorem1_depth2_bound
from racs import ModP, random_rac


def _rank(depth, M, R, T, seed):
    return certified_rank(depth=depth, M=M, R=R, T=T, trials=1, seed=seed).rank


@given(st.integers(1, 3), st.integers(1, 6), st.sampled_from([2, 4]), seeds)
def test_shallow_rank_equals_min_R_M_to_T_half(M, R, T, seed):
    """The certified rank is sympy's rank of the naively evaluated Start-End matrix of the documented trial RAC,
    and equals Theorem 1 (1)."""
    rep = certified_rank(depth=1, M=M, R=R, T=T, trials=1, seed=seed)
    rac = random_rac(depth=1, M=M, R=R, seed=np.random.default_rng([seed, 0]), field=ModP(rep.prime))
    assert rep.rank == sympy_rank(naive_start_end(rac, T, identity_templates(rac)), rep.prime)
    assert rep.rank == shallow_rank(M=M, R=R, T=T)


@given(st.integers(2, 3), st.integers(1, 3), st.integers(1, 4), st.sampled_from([2, 4, 6]), seeds)
def test_deep_rank_meets_theorem1_and_conjecture1(depth, M, R, T, seed):
    r = _rank(depth, M, R, T, seed)
    assert r >= theorem1_depth2_bound(M=M, R=R, T=T)
    assert r >= conjecture1_bound(M=M, R=R, T=T, depth=depth)
    assert r <= M ** (T // 2)


@pytest.mark.slow
@pytest.mark.parametrize("depth, M, R, T", [(2, 3, 3, 8), (3, 3, 4, 8), (3, 2, 2, 12), (4, 2, 3, 10)])
def test_larger_cases_meet_the_bounds(depth, M, R, T):
    r = _rank(depth, M, R, T, seed=0)
    assert conjecture1_bound(M=M, R=R, T=T, depth=depth) <= r <= M ** (T // 2)
