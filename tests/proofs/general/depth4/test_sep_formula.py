"""Conjecture 49 (sep(4, M, 3, T) in closed form): the local colength against a direct computation of the colength
in truncated power series (python-flint ranks), the j = 1 edge against k45's kernel count, the registry check, and
bad input."""

from __future__ import annotations

import math
import random
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from numerics.bounds.depth4_blocks import (
    block_case,
    fat_point_dimension,
    formula_block_rank,
    formula_sep,
    local_colength,
    orbit_representatives,
    restricted_bound,
)
from proofs.general.depth4 import closures, sep_formula


@pytest.mark.parametrize("a2,a3", [(1, 0), (2, 0), (3, 0), (1, 1), (2, 1), (2, 2)])
def test_local_colength_against_the_direct_colength(a2, a3):
    for k in range(1, 4):
        for k2 in range(1, k + 1):
            assert local_colength(k, k2, a2=a2, a3=a3) == sep_formula.box_colength(k, k2, a2=a2, a3=a3, seed=7 * k + k2)


def test_box_colength_by_hand():
    # a2 = a3 = 0: the one generator x^k y^k' over x^k y^k' is 1, colength 0; (k, k', a2, a3) = (1, 1, 1, 0): the
    # generators xy and A y + A' x (units A, A') give k[[x, y]]/(xy, A y + A' x), spanned by 1 and x: colength 2
    assert sep_formula.box_colength(3, 2, a2=0, a3=0) == 0
    assert sep_formula.box_colength(1, 1, a2=1, a3=0) == 2 == sep_formula.box_colength(1, 1, a2=0, a3=1)
    # (1, 2, 2, 0): the generators x y^2, A y^2 + 2 A' x y and 2 A A' y + A'^2 x; the last makes x = -(2A/A') y, and
    # then the second is -3 A y^2: I = (x + u y, y^2) for a unit u, colength 2
    assert sep_formula.box_colength(1, 2, a2=2, a3=0) == 2


def test_proposition_52_check():
    cert = sep_formula.check_colength(kmax=3, amax=(2, 2))
    assert cert.passed and cert.lhs == []
    assert [c["kmax"] for c in sep_formula.cases_colength("full")] == [4, 6]


def test_edge_j1_is_k45s_kernel_count():
    # k45's count 2 dim Z - dim K on the edge (N_1 - 1, 1, 0), an upper bound proved for every RAC (closures), is the
    # conjectured rank at every s >= 4 (the helper's sympy identity; here at s = 4..9)
    for s in range(4, 10):
        counts = closures._edge_counts(s)
        n1 = comb(s + 2, 3)
        assert formula_block_rank(T=2 * s, alpha=(n1 - 1, 1, 0)) == ("E", 2 * counts["z_bound"] - counts["kernel"])


def test_classes_partition_the_orbits():
    n1 = comb(9, 3)
    got = {a: formula_block_rank(T=14, alpha=a)[0] for a, _ in orbit_representatives(n1=n1)}
    near = [a for a, c in got.items() if c in "NE"]
    # the near-vertex classes: full support with a_2 + a_3 <= 7 (12 of them) and the edges j = 1..6
    assert sorted(near) == sorted(
        [(n1 - p - q, p, q) for p in range(1, 7) for q in range(1, p + 1) if p + q <= 7]
        + [(n1 - j, j, 0) for j in range(1, 7)]
    )
    assert len(near) == 12 + 6


def test_registry_check_and_bad_input():
    cert = sep_formula.check(part="recorded")
    assert cert.passed and cert.lhs[0] == {8: 598131, 10: 5359824, 12: 34024941, 16: 693136206, 18: 2455967793}
    assert formula_sep(T=14) == 168690384
    assert sep_formula.cases("quick") == [dict(part="recorded")]
    with pytest.raises(ValueError, match="T=9"):
        formula_sep(T=9)
    with pytest.raises(ValueError, match="T=6"):
        formula_block_rank(T=6, alpha=(8, 1, 1))
    with pytest.raises(ValueError, match="alpha="):
        formula_block_rank(T=8, alpha=(1, 1, 1))
    with pytest.raises(ValueError, match="part='x'"):
        sep_formula.check(part="x")


def test_restricted_bounds_are_never_below_the_evaluated_t10_block_ranks(monkeypatch):
    # Proposition 55's per-block bounds (Theorems E and F with the fat-point count) against the block ranks computed by
    # evaluating the RAC at T = 10 (near_vertex.OUTER_RANKS): an upper bound below a rank at a point would be wrong
    from proofs.general.depth4 import near_vertex

    for a, rank in near_vertex.OUTER_RANKS.items():
        case, a = block_case(T=10, alpha=a)
        if case not in ("interior", "vertex"):
            y = fat_point_dimension(T=10, alpha=a)
            assert restricted_bound(T=10, alpha=a, y_bound=y) >= rank, a
    assert sep_formula.check_restricted_sep().passed
    monkeypatch.setitem(sep_formula.RESTRICTED_SEP, 16, sep_formula.RESTRICTED_SEP[16] - 1)
    assert not sep_formula.check_restricted_sep().passed


def _fat_point_rank(points, mults, d, p=1_000_003):
    """h_W(d) for W = sum m_P P in P^2, by brute force: the rank mod p of the (m_P - 1)-th partial derivatives of the
    degree-d monomials at the points (a form vanishes to order m at P iff they all vanish there)."""
    import flint

    monos = [(a, b, d - a - b) for a in range(d + 1) for b in range(d + 1 - a)]
    rows = []
    for P, m in zip(points, mults):
        if m == 0:
            continue
        for i in range(m):
            for j in range(m - i):
                nu = (i, j, m - 1 - i - j)
                row = []
                for e in monos:
                    if any(x < y for x, y in zip(e, nu)):
                        row.append(0)
                        continue
                    v = 1
                    for x, y, c in zip(e, nu, P):
                        v = v * (math.perm(x, y) % p) * pow(c, x - y, p) % p
                    row.append(v)
                rows.append(row)
    return flint.nmod_mat(rows, p).rank() if rows else 0


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=9, max_size=9), st.integers(1, 9), st.integers(0, 10**6))
def test_the_peeling_test_is_sound_against_the_rank_of_the_conditions(mults, d, seed):
    # the triangle x y z = 0: L_0 = {x = 0}, L_1 = {y = 0}, L_2 = {z = 0}; two random points on each line, then the
    # three vertices q_01, q_02, q_12 in the order of sep_formula._ON
    rng = random.Random(seed)
    a, b = rng.randrange(1, 97), rng.randrange(1, 97)
    points = [(0, a, b), (0, a + 1, b), (a, 0, b), (a, 0, b + 1), (a, b, 0), (a + 1, b, 0)]
    points += [(0, 0, 1), (0, 1, 0), (1, 0, 0)]
    assert all(sum(1 for c in P if c == 0) == (2 if n >= 6 else 1) for n, P in enumerate(points))
    if sep_formula._peels(tuple(mults), sep_formula._ON, d):
        assert _fat_point_rank(points, mults, d) == sum(m * (m + 1) // 2 for m in mults)


def test_the_peeling_test_refuses_two_double_points_on_conics():
    # two double points impose 5, not 6, conditions on conics (the doubled line through them): the test must say no
    mults = (0, 0, 0, 0, 0, 0, 2, 2, 0)
    points = [(0, 1, 1)] * 6 + [(0, 0, 1), (0, 1, 0), (1, 0, 0)]
    assert _fat_point_rank(points, mults, 2) == 5
    assert not sep_formula._peels(mults, sep_formula._ON, 2)
    assert sep_formula._peels(mults, sep_formula._ON, 3) and _fat_point_rank(points, mults, 3) == 6


def test_local_hilbert_sums_to_the_colength_and_proposition_57_quick_passes(monkeypatch):
    for k, k2, a2, a3 in [(3, 3, 2, 1), (4, 2, 3, 0), (5, 5, 3, 3), (2, 0, 1, 1)]:
        assert sum(sep_formula.local_hilbert(k, k2, a2=a2, a3=a3)) == local_colength(k, k2, a2=a2, a3=a3)
    assert sep_formula.regularity_failures(s=5) == []
    assert all(sep_formula.check_upper_half(**c).passed for c in sep_formula.cases_upper_half("quick"))
    # a model one dimension too small on one class makes the proved bounds differ from the formula
    real = sep_formula.model_y_bounds
    monkeypatch.setattr(
        sep_formula, "model_y_bounds", lambda *, T: {a: y - (a == (17, 2, 1)) for a, y in real(T=T).items()}
    )
    assert not sep_formula.check_upper_half(part="sum", Tmax=8).passed
    with pytest.raises(ValueError, match="part='x'"):
        sep_formula.check_upper_half(part="x")
