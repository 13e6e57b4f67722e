"""The K-free caps on the separation rank: proven registry bounds only, their values from a direct count, and above
every grid rank an independent computation over Q finds."""

from math import prod

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import input_degree, monomial_count, naive_start_end, sympy_rank

from numerics.bounds import BOUNDS, SEPARATION_CAPS, separation_cap, separation_caps
from racs import Rational, random_rac


def _state_degree(L, T, l):
    """Degree of y in the Start state h^{T/2,l}: the same walk, started from h^{T/2,k} of degree [k = l]."""
    s = T // 2
    deg = {(s, k): int(k == l) for k in range(1, L + 1)}
    for tt in range(s + 1, T + 1):
        deg[(tt, 0)] = 0
        for k in range(1, L + 1):
            deg[(tt, k)] = deg[(tt - 1, k)] + deg[(tt, k - 1)]
    return deg[(T, L)]


def _direct(L, M, R, T):
    """The caps counted directly: Proposition 2's end-input product, the end-state product, the depth-1 bond."""
    r = min(R, M)
    out = {
        "end_inputs": prod(monomial_count(r, input_degree(L, T, e)) for e in range(T // 2 + 1, T + 1)),
        "end_state": prod(monomial_count(R, _state_degree(L, T, l)) for l in range(1, L + 1)),
    }
    if L == 1:
        out["mps_mincut"] = R
    if R == 1:
        out["scalar_width"] = 1
    return out


def test_every_cap_is_a_proven_upper_bound_of_the_registry():
    registry = {b.key: b for b in BOUNDS}
    for cap in SEPARATION_CAPS:
        b = registry[cap.key]
        assert b.relation == "<=" and not b.conjecture, cap.key
    assert "conjecture1" not in {c.key for c in SEPARATION_CAPS}


@given(st.integers(1, 4), st.integers(1, 4), st.integers(1, 6), st.sampled_from([2, 4, 6, 8]))
def test_caps_equal_a_direct_count(L, M, R, T):
    caps = separation_caps(depth=L, M=M, R=R, T=T)
    direct = _direct(L, M, R, T)
    assert {k: caps[k] for k in direct} == direct
    assert set(caps) - set(direct) <= {
        "depth2_ideal",
        "depth3_ideal",
        "end_ideal",
        "depth4_ideal",
        "depth4_restricted",
        "depth4_formula",
        "input_ideal",
        "relations",
    }
    assert ("relations" in caps) == (L == 3 and M == R - 1 >= 2 and T >= 6)
    assert ("depth2_ideal" in caps) == (L == 2) and ("depth3_ideal" in caps) == (L == 3)
    assert ("input_ideal" in caps) == (L >= 3 and M < R)
    assert ("end_ideal" in caps) == (L >= 2) and ("depth4_ideal" in caps) == (L == 4)
    assert ("depth4_restricted" in caps) == ("depth4_formula" in caps) == (L == 4 and R == 3 and T >= 8)
    assert separation_cap(depth=L, M=M, R=R, T=T) == min(caps.values())


def _q_rank(L, M, R, T, K, seed):
    """Rank over Q (sympy) of the naive Start-End matrix of a random rational RAC with K templates (one-hot for
    K = M, random integers otherwise)."""
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
    F = (
        np.eye(M, dtype=np.int64).astype(object)
        if K == M
        else Rational().random(np.random.default_rng(seed + 100), (K, M), high=9)
    )
    return sympy_rank(naive_start_end(rac, T, F))


@pytest.mark.parametrize("L, M, R, T", [(1, 2, 3, 4), (2, 2, 2, 4), (2, 2, 3, 4), (3, 2, 2, 4), (2, 3, 2, 2)])
def test_caps_dominate_grid_ranks_over_Q_and_the_largest_K_meets_them(L, M, R, T):
    """Claim 2: every grid rank is at most sep <= each cap; here the rank at K = M + 2 reaches the least cap."""
    caps = separation_caps(depth=L, M=M, R=R, T=T)
    ranks = [_q_rank(L, M, R, T, K, seed) for K in range(M, M + 3) for seed in (1, 2)]
    assert max(ranks) <= min(caps.values())
    assert max(ranks) == min(caps.values()) == separation_cap(depth=L, M=M, R=R, T=T)


def test_bad_sizes_are_one_line_errors():
    for kw, match in [(dict(depth=0, M=2, R=2, T=4), "depth=0"), (dict(depth=2, M=2, R=2, T=3), "T=3")]:
        with pytest.raises(ValueError, match=match):
            separation_caps(**kw)
    assert all(type(v) is int for v in separation_caps(depth=4, M=3, R=5, T=8).values())
