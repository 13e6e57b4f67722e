"""Conjecture 41: the fat-point rule for the blocks outside the interior, against the helper's T = 8 ranks (quoted
from ``docs/research/d4r3-2026-11-30/ranks_s1.log``, computed by its own code and recomputed by a reviewer) and a
second count of the fat-point conditions. Proposition 42: the block bounds against block ranks computed by evaluating
the RAC (an upper bound must never be below a rank at a point) and against the rule."""

from __future__ import annotations

from math import comb

import pytest

from numerics.bounds.depth4_blocks import block_case, fat_point_dimension, restricted_bound
from proofs.general.depth4 import near_vertex, outer_blocks

# The helper's T = 8 ranks (seed 1, p = 1048573), orbit representative -> rank, and the case the rule gives it.
T8 = {
    (7, 7, 6): ("interior", 2844),
    (12, 5, 3): ("A", 2835),
    (13, 5, 2): ("A", 2799),
    (12, 7, 1): ("A", 2709),
    (14, 3, 3): ("B", 2826),
    (15, 3, 2): ("B", 2790),
    (16, 4, 0): ("C", 2265),
    (10, 10, 0): ("C", 2265),
    (20, 0, 0): ("vertex", 759),
}
T8_OPEN = [(16, 2, 2), (16, 3, 1), (17, 2, 1), (18, 1, 1), (17, 3, 0), (18, 2, 0), (19, 1, 0)]


def test_deficit_is_the_fat_point_count():
    # The conditions at the three points z_i: by symmetry 3 x a sum over kappa_1 = k, with s - k + 1 compositions of
    # the rest; three output coordinates. The helper's counts at s = 4: F_3, F_2, F_1 = 3, 15, 45.
    for s in range(4, 14):
        for m in range(s + 2):
            F = 3 * sum(comb(max(k - m, 0) + 1, 2) * (s - k + 1) for k in range(s + 1))
            assert outer_blocks.fat_point_deficit(s=s, m=m) == 3 * F
    assert [outer_blocks.fat_point_deficit(s=4, m=m) // 3 for m in (3, 2, 1)] == [3, 15, 45]


def test_rule_meets_the_helpers_t8_ranks_and_leaves_the_near_vertex_orbits_open():
    for alpha, (case, rank) in T8.items():
        assert outer_blocks.predicted_rank(T=8, alpha=alpha) == (case, rank)
    assert all(outer_blocks.predicted_rank(T=8, alpha=a) == ("open", None) for a in T8_OPEN)
    # the order of the entries does not matter (S_3)
    assert outer_blocks.predicted_rank(T=8, alpha=(3, 12, 5)) == ("A", 2835)


def test_recorded_t10_ranks_meet_the_rule_and_a_changed_rank_fails(monkeypatch):
    assert outer_blocks.check(part="recorded").passed
    ranks = dict(near_vertex.OUTER_RANKS)
    ranks[(26, 5, 4)] -= 1
    monkeypatch.setattr(near_vertex, "OUTER_RANKS", ranks)
    assert not outer_blocks.check(part="recorded").passed
    ranks[(26, 5, 4)] += 2  # above the rule: refuted
    assert outer_blocks.check(part="recorded").details.get("refuted")


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="T=9"):
        outer_blocks.predicted_rank(T=9, alpha=(25, 1, 1))
    with pytest.raises(ValueError, match="summing to N_1=20"):
        outer_blocks.predicted_rank(T=8, alpha=(10, 5, 4))
    with pytest.raises(ValueError, match="part='x'"):
        outer_blocks.check(part="x")
    assert outer_blocks.cases("quick") == [dict(part="recorded")]


def test_block_bounds_are_never_below_the_evaluated_block_ranks():
    # The ranks come from evaluating the RAC (near_vertex.block_ranks), the bounds from Y_alpha and J alone.
    bounds = outer_blocks.block_bounds(T=6)
    ranks = near_vertex.block_ranks(T=6, seed=4)
    assert bounds.keys() == ranks.keys()
    assert all(ranks[a] <= b for a, (_, b) in bounds.items())
    assert sum(orbit for orbit, _ in bounds.values()) == comb(12, 2)  # every block of |alpha| = N_1 = 10 once


@pytest.mark.slow
def test_block_bounds_at_T8_meet_the_helpers_ranks_and_the_rule():
    # T = 8: the bound is the helper's rank on the cases (A), (B), (C) and the vertex, and above it on the open
    # orbits; the rule's prediction there is the bound (about 20 s).
    bounds = outer_blocks.block_bounds(T=8)
    for alpha, (_, rank) in T8.items():
        assert bounds[alpha][1] == rank == outer_blocks.predicted_rank(T=8, alpha=alpha)[1]


def test_check_upper_at_T8_and_a_changed_bound_fails(monkeypatch):
    cert = outer_blocks.check_upper(T=8)
    assert cert.passed and near_vertex.SEP[3, 8] <= cert.lhs[0] < cert.details["ideal_bound"]
    # the helpers' reviewed per-block bounds at T = 8 (their own codes: fat points, jets, syzygies) sum to the same
    assert cert.lhs[0] == near_vertex.UPPER_BEFORE
    monkeypatch.setitem(outer_blocks.UPPER, 8, cert.lhs[0] - 1)
    assert not outer_blocks.check_upper(T=8).passed
    assert outer_blocks.cases_upper("quick") == [dict(T=8)]
    with pytest.raises(ValueError, match="T=12 has no stated bound"):
        outer_blocks.check_upper(T=12)
    with pytest.raises(ValueError, match="T=7"):
        outer_blocks.block_bounds(T=7)


def test_check_sep_recorded_and_a_wrong_closure_fails(monkeypatch):
    # The arithmetic from Proposition 42's stated sum and the recorded closures to Proposition 39's lower bound (the
    # full budget recomputes them, test_closures.py checks them); a closure off by one fails.
    cert = outer_blocks.check_sep(part="recorded")
    assert cert.passed and cert.lhs[0] == near_vertex.PARTIAL[3, 10][1] == outer_blocks.SEP[3, 10]
    wrong = list(outer_blocks.CLOSED)
    a, blocks, before, after = wrong[0]
    wrong[0] = (a, blocks, before, after - 1)
    monkeypatch.setattr(outer_blocks, "CLOSED", tuple(wrong))
    assert not outer_blocks.check_sep(part="recorded").passed
    assert outer_blocks.proven_sep(M=4, R=3, T=10) == 5359824
    assert outer_blocks.proven_sep(M=2, R=3, T=10) is None and outer_blocks.proven_sep(M=3, R=3, T=12) is None
    with pytest.raises(ValueError, match="part='x'"):
        outer_blocks.check_sep(part="x")


def test_closed_bounds_at_t8_are_propositions_38_upper_bound(monkeypatch):
    # Every block's least proved bound at T = 8 sums to Proposition 38's 598131 and lowers exactly the five near-vertex
    # classes; the independent side is the block ranks of the RAC (slow test below) and the helpers' recorded steps.
    closed = outer_blocks.closed_bounds(T=8)
    before = outer_blocks.block_bounds(T=8)
    lowered = {a: before[a][1] - b for a, (_, b) in closed.items() if b < before[a][1]}
    assert lowered == {a: less for a, _, less in near_vertex.UPPER_STEPS}
    assert sum(o * b for o, b in closed.values()) == near_vertex.SEP[3, 8]
    assert outer_blocks.check_proposition_38(part="upper").passed
    assert outer_blocks.cases_proposition_38("quick") == [dict(part="start"), dict(part="upper")]
    assert outer_blocks.cases_proposition_38("full") == [dict(part="start"), dict(part="upper"), dict(part="blocks")]
    monkeypatch.setattr(
        near_vertex, "UPPER_STEPS", ((near_vertex.UPPER_STEPS[0][0], 6, 26), *near_vertex.UPPER_STEPS[1:])
    )
    assert not outer_blocks.check_proposition_38(part="upper").passed
    with pytest.raises(ValueError, match="T=9"):
        outer_blocks.closed_bounds(T=9)


@pytest.mark.slow
def test_closed_bounds_at_t8_meet_the_block_ranks():
    # The bounds against the RAC's own block ranks at another point (near_vertex.block_ranks, another prime): every
    # bound holds and each is reached, so the sum is sep (598131).
    closed = outer_blocks.closed_bounds(T=8)
    ranks = near_vertex.block_ranks(T=8, seed=2)
    assert all(ranks[a] <= b for a, (_, b) in closed.items())
    assert {a: b for a, (_, b) in closed.items()} == ranks


@pytest.mark.parametrize("T", [6, 8])
def test_theorem_e_is_the_codimension_of_the_span_at_a_point(T):
    # The independent side: the rank of Y_alpha + J_0 built from the generators at one point (fat_points.span_ranks).
    from proofs.general.depth4 import fat_points

    s, n1 = T // 2, comb(T // 2 + 2, 3)
    n2 = comb(s + 1, 2)
    D = comb(n2 + 2, 2) * comb(s + 2, 2)
    edges = [(n1 - j, j, 0) for j in range(1, s + 1)]
    ranks = fat_points.span_ranks(T=T, alphas=edges, outputs=(0,))
    assert [D - ranks[a]["sum"][0] for a in edges] == [outer_blocks.edge_codimension(s=s, j=j) for j in range(1, s + 1)]


def test_restriction_check_at_t8_and_a_wrong_codimension_fails(monkeypatch):
    assert outer_blocks.check_restriction(T=8).passed
    monkeypatch.setattr(outer_blocks, "edge_codimension", lambda *, s, j: 3 * comb(s + 1, 2) + 3 * comb(s - j + 2, 2))
    assert not outer_blocks.check_restriction(T=8).passed


def test_restricted_bounds_meet_the_evaluated_t10_ranks_on_the_rules_cases():
    # Upper bounds with no rank of Y + J against block ranks computed by evaluating the RAC (near_vertex.OUTER_RANKS):
    # never below, and equal on every orbit of (A), (B), (C), as Conjecture 41 says.

    covered = [a for a in near_vertex.OUTER_RANKS if block_case(T=10, alpha=a)[0] in ("A", "B", "C")]
    assert len(covered) == 48 + 4 + 13
    for a in covered:
        bound = restricted_bound(T=10, alpha=a, y_bound=fat_point_dimension(T=10, alpha=a))
        assert bound == near_vertex.OUTER_RANKS[a], a


def test_restriction_refuses_bad_input():
    with pytest.raises(ValueError, match="j=5"):
        outer_blocks.edge_codimension(s=4, j=5)
    with pytest.raises(ValueError, match="interior"):
        restricted_bound(T=8, alpha=(7, 7, 6), y_bound=1)
    with pytest.raises(ValueError, match="vertex"):
        restricted_bound(T=8, alpha=(20, 0, 0), y_bound=1)
