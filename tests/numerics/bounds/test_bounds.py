"""Bounds against brute-force counts."""

import itertools
from itertools import combinations_with_replacement
from math import prod

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sympy import symbols

from numerics import (
    applicable_bounds,
    conjecture1_bound,
    multiset,
    shallow_rank,
    theorem1_depth2_bound,
    trivial_upper_bound,
)


@given(st.integers(0, 6), st.integers(0, 6))
def test_multiset_counts_multisets(n, k):
    assert multiset(n, k) == sum(1 for _ in itertools.combinations_with_replacement(range(n), k))


@given(st.integers(1, 4), st.integers(1, 5), st.sampled_from([2, 4, 6]))
def test_theorem1_counts_nondecreasing_start_tuples(M, R, T):
    """B.2: rows with d_1 <= ... <= d_{T/2} over min(M,R) colours give the square submatrix's side."""
    Rb = min(M, R)
    n = sum(1 for d in itertools.product(range(Rb), repeat=T // 2) if list(d) == sorted(d))
    assert theorem1_depth2_bound(M=M, R=R, T=T) == n


@given(st.sampled_from([2, 4, 6, 8]), st.integers(1, 4))
def test_claim4_chain_count(T, L):
    """The basic unit repeats once per chain T/2+1 <= t_2 <= ... <= t_L <= T (Claim 4)."""
    chains = sum(1 for c in itertools.product(range(T // 2 + 1, T + 1), repeat=L - 1) if list(c) == sorted(c))
    assert chains == multiset(T // 2, L - 1)
    colours = sum(1 for _ in itertools.combinations_with_replacement(range(2), chains))
    assert conjecture1_bound(M=2, R=3, T=T, depth=L) == min(colours, 2 ** (T // 2))


def test_conjecture_example_and_coincidences():
    # T = 6, L = 3: p = ((3, 2)) = 6 repetitions (Sec. 2.3.2).
    assert multiset(3, 2) == 6
    for M, R, T in itertools.product(range(1, 4), range(1, 4), (2, 4, 6)):
        assert conjecture1_bound(M=M, R=R, T=T, depth=2) == min(theorem1_depth2_bound(M=M, R=R, T=T), M ** (T // 2))


def test_conjecture_large_depth_caps_without_huge_numbers():
    assert conjecture1_bound(M=3, R=4, T=40, depth=30) == trivial_upper_bound(K=3, T=40)


def test_applicable_bounds_by_depth():
    b1 = applicable_bounds(depth=1, M=3, R=4, T=6)
    assert b1["shallow"] == 4 and b1["theorem1"] is None and b1["trivial_upper"] == 27
    b3 = applicable_bounds(depth=3, M=3, R=4, T=6)
    assert b3["shallow"] is None and b3["theorem1"] == 10 and b3["conjecture1"] == 27
    fewer = applicable_bounds(depth=3, M=3, R=4, T=6, K=2)  # two templates cannot realise a lower bound
    assert fewer["theorem1"] is None and fewer["conjecture1"] is None and fewer["trivial_upper"] == 8


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: shallow_rank(M=2, R=2, T=3), "T=3"),
        (lambda: theorem1_depth2_bound(M=0, R=2, T=4), "M=0"),
        (lambda: conjecture1_bound(M=2, R=2, T=4, depth=0), "depth=0"),
        (lambda: multiset(-1, 2), "n >= 0"),
        (lambda: applicable_bounds(depth=0, M=2, R=2, T=4), "depth=0"),
    ],
)
def test_bad_arguments(call, match):
    with pytest.raises(ValueError, match=match):
        call()


@given(st.integers(1, 5), st.sampled_from([2, 4, 6, 8]))
def test_end_state_bound_special_cases(R, T):
    from numerics import end_state_bound

    assert end_state_bound(R=R, T=T, depth=1) == R
    assert end_state_bound(R=R, T=T, depth=2) == R * multiset(R, T // 2)
    # depth 3: the middle state is read by T/2 block copies, the bottom one by ((T/2, 2)) copies
    assert end_state_bound(R=R, T=T, depth=3) == R * multiset(R, T // 2) * multiset(R, multiset(T // 2, 2))


def _span_dim(polys, variables) -> int:
    """Dimension over GF(101) of the span of ``polys`` (sympy expressions), by the rank of their coefficients."""
    from naive import sympy_rank
    from sympy import Poly

    terms = [dict(Poly(f, *variables).terms()) for f in polys]
    keys = sorted({k for t in terms for k in t})
    rows = [[t.get(k, 0) for k in keys] for t in terms]
    return sympy_rank(rows, 101)


def _random_form(rng, variables):
    return sum(int(c) * v for c, v in zip(rng.integers(1, 101, len(variables)), variables))


def _ideal_degree_part_dim(R, m, s, seed):
    """dim of the degree-s part of the ideal that m random linear forms in R variables generate: the span of
    each form times every monomial of degree s-1."""
    z = symbols(f"z0:{R}")
    rng = np.random.default_rng(seed)
    forms = [_random_form(rng, z) for _ in range(m)]
    return _span_dim([f * prod(mono) for f in forms for mono in combinations_with_replacement(z, s - 1)], z)


@pytest.mark.parametrize("R, m, s", [(3, 1, 1), (3, 2, 2), (3, 2, 3), (4, 2, 2), (4, 3, 3), (5, 2, 2), (4, 1, 3)])
def test_the_ideal_count_in_depth2_ideal_bound(R, m, s):
    """((R, s)) - ((R - m, s)) is the dimension of the degree-s part of the ideal of m generic linear forms."""
    assert _ideal_degree_part_dim(R, m, s, seed=R * 100 + m * 10 + s) == multiset(R, s) - multiset(R - m, s)


@given(st.integers(1, 5), st.integers(1, 6), st.sampled_from([2, 4, 6, 8, 10]))
def test_depth2_ideal_bound_against_the_end_state_bound(M, R, T):
    from numerics import depth2_ideal_bound, end_state_bound

    b = depth2_ideal_bound(M=M, R=R, T=T)
    if R <= M:
        assert b == end_state_bound(R=R, T=T, depth=2)
    else:
        assert (
            b == end_state_bound(R=R, T=T, depth=2) - R * multiset(R - M, T // 2) < end_state_bound(R=R, T=T, depth=2)
        )


def _bigraded_ideal_dim(R, d1, d2, seed):
    """dim of the bidegree-(d1, d2) part of the ideal generated by a_j l_j(b), j = 1..R, for random linear forms
    l_j: the span of the generators times every monomial of bidegree (d1-1, d2-1)."""
    a, b = symbols(f"a0:{R}"), symbols(f"b0:{R}")
    rng = np.random.default_rng(seed)
    gens = [a[j] * _random_form(rng, b) for j in range(R)]
    return _span_dim(
        [
            g * prod(ma) * prod(mb)
            for g in gens
            for ma in combinations_with_replacement(a, d1 - 1)
            for mb in combinations_with_replacement(b, d2 - 1)
        ],
        a + b,
    )


@pytest.mark.parametrize("R, T", [(2, 2), (2, 4), (2, 6), (3, 2), (3, 4)])
def test_the_ideal_count_in_depth3_ideal_bound(R, T):
    """The bound is R times the dimension of the bidegree-(N1, N2) part of the ideal (a_j l_j(b))_j."""
    from math import comb

    from numerics import depth3_ideal_bound

    s = T // 2
    assert depth3_ideal_bound(R=R, T=T) == R * _bigraded_ideal_dim(R, comb(s + 1, 2), s, seed=R * 10 + T)


@given(st.integers(1, 5), st.sampled_from([2, 4, 6, 8, 10]))
def test_depth3_ideal_bound_against_the_end_state_bound(R, T):
    from numerics import depth3_ideal_bound, end_state_bound

    b = depth3_ideal_bound(R=R, T=T)
    assert b <= end_state_bound(R=R, T=T, depth=3)
    assert (b == end_state_bound(R=R, T=T, depth=3)) == (R == 1)


def _paths(a, b):
    """Monotone lattice paths from block a = (t, l) to b = (t', l'), one step in time or layer at a time."""
    if a == b:
        return 1
    (t, l), (t2, l2) = a, b
    return (_paths((t + 1, l), b) if t < t2 else 0) + (_paths((t, l + 1), b) if l < l2 else 0)


@given(st.sampled_from([2, 4, 6, 8]), st.integers(1, 4))
def test_end_input_copies_count_lattice_paths(T, L):
    from numerics.bounds.formulas import end_input_copies

    assert end_input_copies(T=T, depth=L) == tuple(_paths((e, 1), (T, L)) for e in range(T // 2 + 1, T + 1))


def _naive_degree(L, T, t):
    """Degree of y in the input at time t, by tracking degrees through the recurrence h^{t,l} = (W h^{t-1,l}) o
    (W h^{t,l-1}) (the degrees add), independently of the path count."""
    deg = {}
    for tt in range(1, T + 1):
        for l in range(1, L + 1):
            below = (1 if tt == t else 0) if l == 1 else deg[(tt, l - 1)]
            deg[(tt, l)] = deg.get((tt - 1, l), 0) + below
    return deg[(T, L)]


@given(st.sampled_from([2, 4, 6]), st.integers(1, 4))
def test_end_input_copies_are_the_degrees(T, L):
    from numerics.bounds.formulas import end_input_copies

    assert end_input_copies(T=T, depth=L) == tuple(_naive_degree(L, T, e) for e in range(T // 2 + 1, T + 1))


def test_y_is_homogeneous_of_that_degree_in_each_end_input():
    """Scaling x^e by c scales y by c^N_e (naive evaluation of Eq. (1.2), exact rationals)."""
    from fractions import Fraction

    from naive import naive_output

    from numerics.bounds.formulas import end_input_copies
    from racs import Rational, random_rac

    rac = random_rac(depth=3, M=2, R=2, seed=3, field=Rational())
    rng = np.random.default_rng(0)
    seq = [[Fraction(int(v)) for v in rng.integers(-4, 5, 2)] for _ in range(4)]
    y = naive_output(rac, seq)
    for e, n in zip((3, 4), end_input_copies(T=4, depth=3)):
        scaled = [x if t != e - 1 else [3 * v for v in x] for t, x in enumerate(seq)]
        assert naive_output(rac, scaled) == 3**n * y


@pytest.mark.parametrize(
    "L, M, R, T, K, expected",
    [
        (2, 2, 2, 4, 3, 6),  # above M^(T/2) = 4: a deep RAC is not multilinear, so M^(T/2) does not cap K > M
        (3, 5, 2, 4, 5, 8),  # one-hot, below the last-input cap 10: the second-last input has ((2, 3)) = 4 forms
        (2, 1, 2, 4, 2, 1),  # M = 1: one direction, every factor 1
    ],
)
def test_end_input_cap_is_attained_exactly_over_Q(L, M, R, T, K, expected):
    """Sympy rank over Q of the naive Start-End matrix of a random rational RAC equals the cap."""
    from naive import naive_start_end, sympy_rank

    from numerics.bounds.formulas import end_input_cap
    from racs import Rational, random_rac

    rac = random_rac(depth=L, M=M, R=R, seed=1, field=Rational())
    F = (
        np.eye(M, dtype=np.int64).astype(object)
        if K == M
        else Rational().random(np.random.default_rng(2), (K, M), high=9)
    )
    assert sympy_rank(naive_start_end(rac, T, F)) == expected == end_input_cap(M=M, R=R, T=T, depth=L, K=K)


def test_end_input_cap_refines_the_last_input_cap_and_bounds_the_general_case():
    from hypothesis import given as g
    from strategies import bound_shapes

    from numerics import last_input_cap
    from numerics.bounds.formulas import end_input_cap

    @g(bound_shapes())
    def prop(shape):
        L, M, R, T, K = shape
        cap = end_input_cap(M=M, R=R, T=T, depth=L, K=K)
        assert cap <= last_input_cap(M=M, R=R, T=T, K=K)
        assert cap <= end_input_cap(M=M, R=R, T=T, depth=L) or K < max(M, R)
        if L == 1:  # every input once: min{R,M,K}^(T/2)
            assert cap == min(R, M, K) ** (T // 2)

    prop()


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: __import__("numerics.bounds.formulas").bounds.end_input_cap(M=2, R=2, T=4, depth=2, K=0), "K=0"),
        (lambda: __import__("numerics.bounds.formulas").bounds.end_input_copies(T=5, depth=2), "T=5"),
    ],
)
def test_end_input_bad_arguments(call, match):
    with pytest.raises(ValueError, match=match):
        call()
