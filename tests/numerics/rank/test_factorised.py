"""The factorised Start-End rank against the rank of the materialised matrix (both exact over GF(p))."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import factorised_cases, seeds

from numerics import default_prime, end_state_bound, grid_tensor, rank_mod_p, start_end
from numerics.rank.factorised import (
    FACTORISED_SHARE,
    crossing_degrees,
    factorised_rank,
    factorised_rank_nbytes,
    feature_count,
    monomial_features,
)
from racs import ModP, Real, forward, make_rac, random_rac

P = default_prime(256)
ANY_D = float("inf")


def _templates(case, seed, field):
    if case["K"] == case["M"]:
        return None
    return field.random(np.random.default_rng([seed, 1]), (case["K"], case["M"]))


def _full_rank(rac, T, F, c=0):
    return rank_mod_p(start_end(grid_tensor(rac, T=T, templates=F, c=c)), rac.field.p).rank


@given(factorised_cases(), seeds, st.sampled_from([P, 101, 7]))
def test_equals_the_rank_of_the_full_matrix(case, seed, p):
    """Small primes make the crossing-state features rank-deficient, so the pivot-row step is exercised."""
    field = ModP(p)
    rac = random_rac(depth=case["depth"], M=case["M"], R=case["R"], seed=seed, field=field)
    F = _templates(case, seed, field)
    res = factorised_rank(rac, T=case["T"], templates=F, max_fraction=ANY_D)
    assert res.rank == _full_rank(rac, case["T"], F)
    assert res.rank <= res.basis_rows <= min(res.D, res.side) and res.side == case["K"] ** (case["T"] // 2)
    assert res.prime == p and set(res.seconds) == {"states", "features", "basis", "rows", "rank"}


@given(st.integers(1, 3), seeds)
def test_other_classes_too(C, seed):
    rac = random_rac(depth=2, M=2, R=2, C=C + 1, seed=seed, field=ModP(P))
    assert factorised_rank(rac, T=8, c=C, max_fraction=ANY_D).rank == _full_rank(rac, 8, None, c=C)


@given(st.integers(1, 4), st.integers(1, 3), st.integers(1, 4), seeds)
def test_output_is_homogeneous_of_degree_N_l_in_each_crossing_state(depth, R, half, seed):
    """Run the End half with ``forward`` from crossing states ``z`` (a RAC whose initial states are ``z``): scaling
    ``z_l`` by ``lam`` scales ``y`` by ``lam ** N_l`` (the degrees the features assume)."""
    field = ModP(P)
    base = random_rac(depth=depth, M=2, R=R, seed=seed, field=field)
    rng = np.random.default_rng([seed, 3])
    z = [field.random(rng, (R,)) for _ in range(depth)]
    x = field.random(rng, (half, 2))
    lam = 3
    N = crossing_degrees(depth=depth, T=2 * half)

    def y(states):
        return int(forward(make_rac(base.W_I, base.W_H, base.W_O, states, field=field), x)[0]) % P

    for l in range(depth):
        scaled = [field.mul(v, np.full(R, float(lam))) if k == l else v for k, v in enumerate(z)]
        assert y(scaled) == y(z) * pow(lam, N[l], P) % P


@given(st.integers(1, 4), st.integers(1, 5), st.integers(1, 6))
def test_feature_count_is_the_end_state_bound(depth, R, half):
    assert feature_count(depth=depth, R=R, T=2 * half) == end_state_bound(R=R, T=2 * half, depth=depth)


@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), st.integers(1, 3), seeds)
def test_features_are_every_monomial_of_the_multidegree(degrees, R, seed):
    """Columns of Phi against brute-force products over itertools' multisets, as sets of columns."""
    field = ModP(101)
    rng = np.random.default_rng(seed)
    n = 5
    states = [field.random(rng, (R, n)) for _ in degrees]
    Phi = monomial_features(field, states, degrees)
    ints = [np.mod(s, 101).astype(np.int64) for s in states]
    expect = []
    for combo in itertools.product(*(itertools.combinations_with_replacement(range(R), N) for N in degrees)):
        col = [1] * n
        for x, mono in zip(ints, combo):
            for v in mono:
                col = [a * int(x[v, i]) % 101 for i, a in enumerate(col)]
        expect.append(tuple(col))
    got = [tuple(int(v) % 101 for v in col) for col in Phi.T]
    assert Phi.shape == (n, len(expect)) and sorted(got) == sorted(expect)


def test_zero_templates_give_rank_zero():
    rac = random_rac(depth=2, M=2, R=2, seed=0, field=ModP(P))
    res = factorised_rank(rac, T=8, templates=np.zeros((3, 2)), max_fraction=ANY_D)
    assert res.rank == res.basis_rows == 0 == _full_rank(rac, 8, np.zeros((3, 2)))


def test_refuses_where_the_features_do_not_help():
    rac = random_rac(depth=3, M=2, R=3, seed=0, field=ModP(P))
    with pytest.raises(ValueError, match="method='exact'") as err:
        factorised_rank(rac, T=12)
    assert "\n" not in str(err.value) and f"{feature_count(depth=3, R=3, T=12)}" in str(err.value)
    assert FACTORISED_SHARE * feature_count(depth=2, R=2, T=12) <= 2**6  # ... and accepts where they do
    assert factorised_rank(random_rac(depth=2, M=2, R=2, seed=0, field=ModP(P)), T=12).D == 14


def test_refuses_bad_input():
    with pytest.raises(TypeError, match="ModP"):
        factorised_rank(random_rac(depth=1, M=2, R=2, seed=0, field=Real()), T=4)
    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(P))
    for kw, what in (
        (dict(T=5), "T=5"),
        (dict(T=4, c=1), "c=1"),
        (dict(T=4, templates=np.eye(3)), "shape"),
        (dict(T=4, max_fraction=0), "max_fraction"),
    ):
        with pytest.raises(ValueError, match=what):
            factorised_rank(rac, **kw)


def test_memory_is_refused_before_allocation():
    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(P))
    need = factorised_rank_nbytes(K=2, T=20, depth=1, R=2)
    with pytest.raises(ValueError, match="needs"):
        factorised_rank(rac, T=20, max_bytes=need - 1)
    assert factorised_rank(rac, T=20, max_bytes=need).rank == 2


def test_peak_memory_within_the_plan():
    import tracemalloc

    rac = random_rac(depth=2, M=2, R=3, seed=0, field=ModP(P))
    tracemalloc.start()
    try:
        res = factorised_rank(rac, T=20)  # side 1024, D = 198
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert res.D == 198 and peak <= factorised_rank_nbytes(K=2, T=20, depth=2, R=3)


@pytest.mark.slow
@pytest.mark.parametrize(
    "depth, M, R, T, K",
    [
        (1, 2, 5, 24, 2),
        (2, 2, 3, 24, 2),
        (2, 2, 4, 20, 2),
        (2, 4, 2, 12, 4),
        (3, 2, 2, 22, 2),
        (2, 3, 2, 10, 5),
        (3, 3, 2, 12, 4),
        (4, 2, 1, 24, 2),
    ],
)
def test_moderate_sides_match_the_full_rank(depth, M, R, T, K):
    field = ModP(P)
    rac = random_rac(depth=depth, M=M, R=R, seed=7, field=field)
    F = _templates(dict(M=M, K=K), 7, field)
    res = factorised_rank(rac, T=T, templates=F, max_fraction=ANY_D)
    assert 1024 <= res.side <= 4096 and res.rank == _full_rank(rac, T, F)


def test_huge_T_is_refused_from_its_logarithm():
    rac = random_rac(depth=2, M=2, R=2, seed=0, field=ModP(P))
    with pytest.raises(ValueError, match="lower T"):
        factorised_rank(rac, T=10**20)
