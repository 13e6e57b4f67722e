"""The rank at a proven bound (numerics.rank.at_bound) against FLINT's nmod_mat_rank of the whole matrix (the
oracle): right where the rank meets the bound, None (so the caller eliminates) where it does not or where the bound
is wrong, and rank_mod_p's number unchanged either way."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from numerics import certified_rank, default_prime, rank_mod_p
from numerics.certify.plan import AT_BOUND_MIN_SIDE, best_upper_bound, make_plan
from numerics.rank.at_bound import SHARE, SLACK, at_bound_suits, rank_at_bound
from numerics.rank.dense import BLAS_PANEL
from racs import ModP

P = default_prime(BLAS_PANEL)
F = ModP(P)


def _low_rank(rng, m: int, n: int, r: int) -> np.ndarray:
    """A centred GF(p) matrix of rank r (with probability 1 - O(r/p)): U V, U and V uniform."""
    U = F.random(rng, (m, r))
    V = F.random(rng, (r, n))
    out = np.zeros((m, n))
    for i in range(0, r, 128):  # products of 128 terms: exact in float64
        out += F.matmul(U[:, i : i + 128], V[i : i + 128])
    return F.reduce(out, out=out)


def _flint(A) -> int:
    return rank_mod_p(A, P, backend="flint").rank


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 40), st.integers(0, 3))
def test_meets_the_bound_exactly_when_the_rank_equals_it(seed, r, seed2):
    rng = np.random.default_rng(seed)
    A = _low_rank(rng, 300, 260, r)
    true = _flint(A)
    assert rank_at_bound(A, P, upper=true, seed=seed2) in (true, None)  # None only by chance (probability ~2r/p)
    assert rank_at_bound(A, P, upper=true, seed=seed2) == true
    if true > 1:  # a bound below the rank is wrong: never confirmed
        assert rank_at_bound(A, P, upper=true - 1, seed=seed2) is None
    assert rank_at_bound(A, P, upper=true + 1, seed=seed2) is None  # a rank below the bound: eliminate


def test_a_wrong_bound_that_the_submatrix_meets_is_caught_by_the_check():
    """Rank r + 1 where the extra direction lives in one row and one column only: a random submatrix misses it
    (its rank is r, the wrong bound) and only the check of the rest can see it."""
    rng = np.random.default_rng(3)
    r, m, n = 20, 400, 400
    A = _low_rank(rng, m, n, r)
    A[m - 1, n - 1] = F.reduce(np.array([A[m - 1, n - 1] + 1.0]))[0]  # rank r + 1 (with probability 1 - 1/p)
    assert _flint(A) == r + 1
    hits = 0
    for seed in range(20):
        rng_s = np.random.default_rng(seed)
        I = np.sort(rng_s.choice(m, size=r + SLACK, replace=False))
        J = np.sort(rng_s.choice(n, size=r + SLACK, replace=False))
        if m - 1 in I and n - 1 in J:  # this submatrix sees the extra direction: rank r + 1, refused anyway
            continue
        hits += 1
        assert rank_at_bound(A, P, upper=r, seed=seed) is None
    assert hits >= 15


def test_rank_mod_p_with_a_bound_matches_the_oracle():
    rng = np.random.default_rng(5)
    A = _low_rank(rng, 600, 560, 50)
    true = _flint(A)
    assert at_bound_suits(A.shape, true)
    got = rank_mod_p(A.copy(), P, upper=true)
    assert (got.rank, got.backend) == (true, "at-bound")
    # a wrong bound (below the rank): the whole matrix is eliminated and the true rank reported
    wrong = rank_mod_p(A.copy(), P, upper=true - 3)
    assert (wrong.rank, wrong.backend) == (true, "blas")
    # a bound above the rank: eliminated, same number
    loose = rank_mod_p(A.copy(), P, upper=true + 5)
    assert (loose.rank, loose.backend) == (true, "blas")


def test_suits_and_bad_input():
    assert at_bound_suits((4096, 4096), 336)
    assert not at_bound_suits((1000, 4096), (1000 // SHARE) - SLACK + 1)
    assert not at_bound_suits((4096, 4096), 0)
    with pytest.raises(ValueError, match="upper"):
        rank_at_bound(np.zeros((8, 8)), P, upper=0)
    with pytest.raises(TypeError, match="float64"):
        rank_at_bound(np.zeros((8, 8), dtype=np.int64), P, upper=2)
    with pytest.raises(ValueError, match="upper=-1"):
        rank_mod_p(np.zeros((8, 8)), P, upper=-1)


def test_the_plan_decides_it_once():
    plan = make_plan(depth=2, M=4, R=4, T=12)
    assert plan.side == 4096 >= AT_BOUND_MIN_SIDE
    assert plan.at_bound and plan.rank_cap == best_upper_bound(depth=2, M=4, R=4, T=12)
    assert plan.to_json()["at_bound"] is True
    assert not make_plan(depth=2, M=4, R=4, T=12, rank_backend="blas").at_bound  # an elimination was asked for
    assert not make_plan(depth=2, M=3, R=4, T=12).at_bound  # side 729: below AT_BOUND_MIN_SIDE
    assert not make_plan(depth=2, M=4, R=4, T=12, method="svd").at_bound


def test_certified_rank_at_the_bound_equals_the_elimination():
    """Side 4096: the plan's rank at the bound against the BLAS elimination of the same instance."""
    fast = certified_rank(depth=2, M=4, R=4, T=12, trials=1, seed=1)
    slow = certified_rank(depth=2, M=4, R=4, T=12, trials=1, seed=1, rank_backend="blas")
    assert (fast.rank_backend, slow.rank_backend) == ("at-bound", "blas")
    assert fast.rank == slow.rank
