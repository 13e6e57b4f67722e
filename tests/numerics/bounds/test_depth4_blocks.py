"""Proposition 55's block bounds (numerics.bounds.depth4_blocks) against direct enumerations: every block instead of
one per orbit, the fat-point sum over every composition without the cache's truncation at s, and Proposition 12's
bound; Theorems E and F themselves are checked against ranks in tests/proofs/general/depth4/test_outer_blocks.py."""

from __future__ import annotations

import itertools
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from numerics.bounds import Shape, bound, separation_caps
from numerics.bounds.depth4 import corner_bound, depth4_ideal_bound, start_degrees
from numerics.bounds.depth4_blocks import (
    block_case,
    fat_point_dimension,
    formula_block_ranks,
    formula_sep,
    orbit_representatives,
    restricted_bound,
    restricted_bounds,
    restricted_sep_bound,
)


def _blocks(n1: int) -> list[tuple[int, int, int]]:
    return [(a, b, n1 - a - b) for a in range(n1 + 1) for b in range(n1 + 1 - a)]


@pytest.mark.parametrize("n1", [0, 1, 4, 20, 35])
def test_orbit_representatives_are_one_per_sorted_block_with_its_size(n1):
    counts: dict[tuple[int, ...], int] = {}
    for a in _blocks(n1):
        key = tuple(sorted(a, reverse=True))
        counts[key] = counts.get(key, 0) + 1
    assert dict(orbit_representatives(n1=n1)) == counts


def _fat_direct(s: int, a: tuple[int, int, int]) -> int:
    """The fat-point sum over every composition of s, written out with itertools (no truncation of alpha at s)."""
    _, a2, a3 = sorted(a, reverse=True)
    n2 = comb(s + 1, 2)
    total = 0
    for kappa in itertools.product(range(s + 1), repeat=3):
        if sum(kappa) != s:
            continue
        g = [max(k - a2 - a3, 0) for k in kappa]
        mult = [max(k - x, 0) - gi for k, gi in zip(kappa, g) for x in (a2, a3)]
        total += comb(n2 - sum(g) + 2, 2) - sum(m * (m + 1) // 2 for m in mult)
    return total


@given(st.sampled_from([6, 8, 10, 12]), st.data())
def test_fat_point_dimension_is_the_direct_sum_over_compositions(T, data):
    n1, s = start_degrees(depth=4, T=T)[0], T // 2
    a2 = data.draw(st.integers(1, n1 // 2))
    a3 = data.draw(st.integers(0, min(a2, n1 - 2 * a2)))
    alpha = data.draw(st.permutations([n1 - a2 - a3, a2, a3]))
    assert fat_point_dimension(T=T, alpha=tuple(alpha)) == _fat_direct(s, alpha)


@pytest.mark.parametrize("T", [8, 10, 12])
def test_restricted_sep_bound_is_the_sum_over_every_block(T):
    n1 = start_degrees(depth=4, T=T)[0]
    total = 0
    for a in _blocks(n1):
        case, _ = block_case(T=T, alpha=a)
        if case in ("interior", "vertex"):
            total += corner_bound(R=3, T=T, alpha=a)
        else:
            total += restricted_bound(T=T, alpha=a, y_bound=fat_point_dimension(T=T, alpha=a))
    assert restricted_sep_bound(T=T) == total
    assert total < depth4_ideal_bound(R=3, T=T)
    bounds = restricted_bounds(T=T)
    assert all(bounds[a] <= corner_bound(R=3, T=T, alpha=a) for a in bounds)


def test_a_smaller_dim_y_bound_lowers_only_its_own_block():
    T, a = 10, (34, 1, 0)
    plain, lowered = restricted_bounds(T=T), restricted_bounds(T=T, y_bounds={a: 1851})
    assert lowered[a] < plain[a] and {b: v for b, v in lowered.items() if b != a} == {
        b: v for b, v in plain.items() if b != a
    }


def test_the_registry_lists_it_as_a_cap_where_it_applies():
    caps = separation_caps(depth=4, M=3, R=3, T=14)
    assert caps["depth4_restricted"] == restricted_sep_bound(T=14) < caps["depth4_ideal"]
    assert "depth4_restricted" not in separation_caps(depth=4, M=3, R=2, T=14)
    assert "depth4_restricted" not in separation_caps(depth=3, M=3, R=3, T=14)
    entry = bound("depth4_restricted")
    assert entry.upper and not entry.conjecture
    assert entry.why_not(_shape(14)) is None
    assert entry.why_not(_shape(42)) == "evaluated for T <= 40"
    assert entry.why_not(_shape(6)) == "needs even T >= 8"


def _shape(T: int) -> Shape:
    return Shape(depth=4, M=3, R=3, T=T, K=3)


def test_bad_input_names_the_value():
    with pytest.raises(ValueError, match="T=9"):
        restricted_sep_bound(T=9)
    with pytest.raises(ValueError, match="summing to N_1=20"):
        block_case(T=8, alpha=(10, 5, 4))
    with pytest.raises(ValueError, match="interior"):
        restricted_bound(T=8, alpha=(7, 7, 6), y_bound=1)
    with pytest.raises(ValueError, match="vertex"):
        fat_point_dimension(T=8, alpha=(20, 0, 0))


@pytest.mark.parametrize("T", [8, 12, 16])
def test_the_formula_is_below_proposition_55_on_every_block_and_is_the_least_cap(T):
    # Proposition 57's bound (the formula's block ranks) never exceeds Proposition 55's restricted bound, block by
    # block, and is strictly below it in sum; the registry lists it as the least cap at R = 3
    formula, restricted = formula_block_ranks(T=T), restricted_bounds(T=T)
    assert all(formula[a][1] <= restricted[a] for a in restricted)
    assert formula_sep(T=T) == sum(k * r for _, r, k in formula.values()) < restricted_sep_bound(T=T)
    caps = separation_caps(depth=4, M=3, R=3, T=T)
    assert caps["depth4_formula"] == min(caps.values()) == formula_sep(T=T)
    assert bound("depth4_formula").why_not(_shape(32)) == "evaluated for T <= 30"
