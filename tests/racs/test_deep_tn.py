"""The duplicated-input network (App. A.3), its sizes, Claim 4 and min-cuts."""

import itertools
from functools import cache

import numpy as np
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_grid, naive_output, scalars
from strategies import seeds

from numerics import identity_templates, start_end
from racs import (
    Rational,
    Real,
    basic_units,
    contract,
    deep_network,
    network_sizes,
    random_rac,
    rank1_assignment,
    shallow_mps,
    shallow_network,
    start_end_mincut,
)


@given(st.integers(1, 3), st.integers(1, 2), st.integers(1, 2), st.integers(1, 4), seeds)
def test_form_a_contracts_to_the_recurrence(L, M, R, T, seed):
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
    X = Rational().random(np.random.default_rng(seed), (T, M))
    assert contract(deep_network(rac, T=T, inputs=X)) == naive_output(rac, [scalars(rac, x) for x in X])


@given(st.integers(1, 3), st.integers(1, 2), st.integers(1, 2), st.integers(1, 4), seeds)
def test_form_b_contracts_to_the_grid_tensor(L, M, R, T, seed):
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
    A = contract(deep_network(rac, T=T))
    assert all(A[d] == v for d, v in naive_grid(rac, T, identity_templates(rac)).items())


@pytest.mark.parametrize("L, T", [(2, 3), (3, 2)])
def test_tensornetwork_engine_agrees_on_small_networks(L, T):
    rac = random_rac(depth=L, M=2, R=2, seed=1, field=Rational())
    net = deep_network(rac, T=T)
    assert np.array_equal(contract(net, engine="tensornetwork"), contract(net))


def uses(T, L):
    """N(t, l): copies of the block h^{t,l} = lattice paths from (t, l) to (T, L), by the recursion
    N(t, l) = N(t+1, l) + N(t, l+1) (each state feeds the next step and the next layer)."""

    @cache
    def N(t, l):
        if t > T or l > L:
            return 0
        return 1 if (t, l) == (T, L) else N(t + 1, l) + N(t, l + 1)

    return N


@given(st.integers(1, 4), st.integers(1, 6))
def test_sizes_follow_the_lattice_path_count(L, T):
    net = deep_network(random_rac(depth=L, M=1, R=1, seed=0), T=T, inputs=np.ones((T, 1)))
    N = uses(T, L)
    assert net.input_copies(T) == [N(s, 1) for s in range(1, T + 1)]
    blocks = sum(N(t, l) for t in range(1, T + 1) for l in range(1, L + 1))
    h0 = sum(N(1, l) for l in range(1, L + 1))
    assert net.count("delta") == net.count("W_H") == net.count("W_I") == blocks
    assert net.count("h0") == h0
    assert len(net.nodes) == 3 * blocks + sum(net.input_copies(T)) + h0 + 1
    assert len(net.edges) == len(net.nodes) - 1  # a tree


def test_network_outgrows_the_recurrence():
    sizes = [
        len(deep_network(random_rac(depth=L, M=1, R=1, seed=0), T=6, inputs=np.ones((6, 1))).nodes)
        for L in (1, 2, 3, 4)
    ]
    assert sizes[0] == 3 * 6 + 6 + 1 + 1
    ratios = [b / a for a, b in itertools.pairwise(sizes)]
    assert all(r > 2 for r in ratios)  # the recurrence's graph grows by a constant 3T+1 nodes per layer


def chains(T, L):
    """Claim 4 by brute force: non-decreasing (t_2, ..., t_L) in {T/2+1, ..., T}."""
    return sum(1 for c in itertools.product(range(T // 2 + 1, T + 1), repeat=L - 1) if list(c) == sorted(c))


@pytest.mark.parametrize("L", [1, 2, 3, 4])
@pytest.mark.parametrize("T", [2, 4, 6])
def test_claim4_basic_units_by_walking_the_network(L, T):
    rac = random_rac(depth=L, M=2, R=2, seed=L + T, field=Rational())
    X = Rational().random(np.random.default_rng(T), (T, 2))
    if L >= 2:
        rac = rank1_assignment(rac)
        net = deep_network(rac, T=T, inputs=X, split_rank1=True)
        assert contract(net) == naive_output(rac, [scalars(rac, x) for x in X])  # same function, drawn split
    else:
        net = deep_network(rac, T=T, inputs=X)
    assert basic_units(net, T=T) == chains(T, L)


def test_claim4_example_and_unsplit_network():
    rac = rank1_assignment(random_rac(depth=3, M=2, R=2, seed=0))
    X = np.ones((6, 2))
    assert basic_units(deep_network(rac, T=6, inputs=X, split_rank1=True), T=6) == 6
    assert basic_units(deep_network(rac, T=6, inputs=X), T=6) == 1  # without the split it is one component
    with pytest.raises(ValueError, match="split_rank1 needs"):
        deep_network(random_rac(depth=2, M=2, R=2, seed=0), T=4, inputs=np.ones((4, 2)), split_rank1=True)


@given(st.integers(1, 3), st.integers(1, 6), st.sampled_from([2, 4, 6]))
def test_shallow_mincut_is_min_R_M_to_T_half(M, R, T):
    rac = random_rac(depth=1, M=M, R=R, seed=0)
    for net in (shallow_network(rac, T=T), shallow_mps(rac, T=T)):
        cut = start_end_mincut(net, T=T)
        assert cut.rank_bound == min(R, M ** (T // 2))
        assert cut.log2_capacity == pytest.approx(np.log2(min(R, M ** (T // 2))))


@given(st.integers(2, 3), st.integers(1, 2), st.integers(1, 3), st.sampled_from([2, 4]), seeds)
def test_deep_mincut_bounds_the_rank_of_the_networks_own_tensor(L, M, R, T, seed):
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=Rational())
    net = deep_network(rac, T=T)
    rank = sympy.Matrix(start_end(contract(net)).tolist()).rank()
    assert start_end_mincut(net, T=T).rank_bound >= rank


def test_mincut_needs_open_legs_per_time():
    with pytest.raises(ValueError, match="one open leg per time step"):
        start_end_mincut(deep_network(random_rac(depth=2, M=2, R=2, seed=0), T=4, inputs=np.ones((4, 2))), T=4)


def test_contract_refuses_oversized_intermediates():
    net = deep_network(random_rac(depth=1, M=4, R=2, seed=0, field=Real()), T=8)
    with pytest.raises(ValueError, match="largest intermediate"):
        contract(net, max_bytes=1000)


@given(st.integers(1, 4), st.integers(1, 6))
def test_network_sizes_are_counted_without_building(L, T):
    """network_sizes' closed form against the built network (and the lattice-path recursion via the test above)."""
    net = deep_network(random_rac(depth=L, M=1, R=1, seed=0), T=T, inputs=np.ones((T, 1)))
    s = network_sizes(T=T, depth=L)
    assert (s["network_nodes"], s["network_edges"]) == (len(net.nodes), len(net.edges))
    assert s["recurrence_nodes"] == 3 * L * T + L + T + 1


def test_deep_networks_need_no_recursion():
    """Depth far past Python's recursion limit (issue 11): built on an explicit stack, counted in closed form."""
    import sys

    L = sys.getrecursionlimit() + 500
    net = deep_network(random_rac(depth=L, M=1, R=1, seed=0), T=1, inputs=np.ones((1, 1)))
    assert len(net.nodes) == network_sizes(T=1, depth=L)["network_nodes"] == 4 * (L + 1) - 2
    assert network_sizes(T=6, depth=100_000)["network_nodes"] == 4 * sympy.binomial(100_006, 6) - 2


def test_deep_network_refuses_copy_tensors_beyond_the_budget():
    from racs import TooLargeError

    rac = random_rac(depth=2, M=2, R=40, seed=0)  # delta3(40) alone is 40^3 * 8 = 512000 bytes
    with pytest.raises(TooLargeError, match=r"R\^3 = 64000 entries.*lower T, R or the depth"):
        deep_network(rac, T=2, max_bytes=400_000)
    assert deep_network(rac, T=2, max_bytes=10**8).count("delta") == 5
