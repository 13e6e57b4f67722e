"""Propositions 45 and 46: the recorded T = 12 window-model ranks against Conjecture 41's rule (fat-point deficits counted by
their own formula), Proposition 12's bounds and a fresh enumeration of the blocks; the checks' arithmetic, and their
failure on a wrong record; Proposition 46's edge bound from its formula, min(c, y + c - rank) per output coordinate."""

from __future__ import annotations

from itertools import permutations, product
from math import comb

import pytest

from numerics.bounds.depth4 import corner_bound
from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep
from proofs.general.depth4 import box_jet, outer_blocks, sep_blocks


def _blocks(n1: int = 56) -> dict[tuple[int, ...], int]:
    # every alpha with |alpha| = n1 (56 at T = 12, 84 at T = 14), grouped by its sorted form
    out: dict[tuple[int, ...], int] = {}
    for a in product(range(n1 + 1), repeat=2):
        if sum(a) <= n1:
            key = tuple(sorted((a[0], a[1], n1 - sum(a)), reverse=True))
            out[key] = out.get(key, 0) + 1
    return out


def test_recorded_ranks_cover_every_block_once():
    blocks, ranks = _blocks(), sep_blocks.recorded_ranks()
    assert set(ranks) == set(blocks) and sum(blocks.values()) == comb(58, 2) == 1653
    assert sum(blocks[a] for a in ranks if min(a) >= 6) == 780
    assert all(blocks[a] == len(set(permutations(a))) for a in blocks)


def test_recorded_ranks_meet_the_rule_and_stay_below_the_bounds():
    # Conjecture 41's (A), (B) and the vertex: Proposition 12's bound less 9 C(s - m + 3, 4) per small entry m (the
    # deficit computed here from its formula); the flat edges at Proposition 35's 18711; the interior at the bound
    def deficit(m: int) -> int:
        return 9 * comb(6 - m + 3, 4) if m < 6 else 0

    for a, r in sep_blocks.recorded_ranks().items():
        bound = corner_bound(R=3, T=12, alpha=a)
        assert 3 * r <= bound
        case = outer_blocks.predicted_rank(T=12, alpha=a)[0] if a[2] or a[1] < 6 else "C"
        if case in ("A", "B"):
            assert 3 * r == bound - deficit(a[1]) - deficit(a[2])
        elif case in ("vertex", "interior"):
            assert 3 * r == bound
        elif case == "C":
            assert 3 * r == 18711
    assert {a: 3 * r for a, r in sep_blocks.recorded_ranks().items() if a == (55, 1, 0)} == {(55, 1, 0): 12996}


def test_recorded_check_and_a_wrong_record(monkeypatch):
    cert = sep_blocks.check(part="recorded")
    assert cert.passed and cert.lhs[:5] == (290, 1653, 34024833, 34024941, 34024995)
    # the edge (55, 1, 0), six blocks, 13014 instead of the model's 12996; the edge (53, 3, 0), six blocks, bounded
    # by 16794 above its model rank 16785
    assert sep_blocks.LOWER[3, 12] - 34024833 == 6 * (13014 - 12996)
    assert sep_blocks.UPPER[3, 12] - sep_blocks.LOWER[3, 12] == 6 * (16794 - 3 * 5595)
    assert sep_blocks.proven_lower_bound(M=3, R=3, T=12) == 34024941
    assert sep_blocks.proven_lower_bound(M=2, R=3, T=12) is None
    assert sep_blocks.proven_lower_bound(M=3, R=3, T=10) is None
    assert sep_blocks.cases("quick") == [dict(part="recorded")]
    assert [c["part"] for c in sep_blocks.cases("full")] == ["recorded", "lower", "edge"]
    with pytest.raises(ValueError, match="part='x'"):
        sep_blocks.check(part="x")
    # a rank one above its recorded value changes the sum, so the check fails
    monkeypatch.setitem(sep_blocks.OUTER_SINGLES[12], (53, 2, 1), 6080)
    assert not sep_blocks.check(part="recorded").passed


def test_proposition_46_closes_the_edge_and_a_wrong_record(monkeypatch):
    cert = sep_blocks.check_sep(part="recorded")
    assert cert.passed and cert.lhs == (6046, 16785, 34024941, True)
    # Proposition 12's ideal count for two generators of bidegree (1, 1) in the forms of bidegree (21, 6): the Koszul
    # count 2 dim V(20, 5) - dim V(19, 4), V(d, e) the forms of bidegree (d, e) in three b's and three c's
    v = lambda d, e: comb(d + 2, 2) * comb(e + 2, 2)  # noqa: E731
    c = 2 * v(20, 5) - v(19, 4)
    span = sep_blocks.EDGE_SPAN[53, 3, 0]
    assert c == span["J"][0] == 6552
    assert 3 * min(c, 6046 + c - span["sum"][0]) == 16785 == 3 * sep_blocks.OUTER_SINGLES[12][53, 3, 0]
    assert sep_blocks.UPPER[3, 12] - sep_blocks.SEP[3, 12] == 6 * (16794 - 16785)
    assert sep_blocks.proven_sep(M=3, R=3, T=12) == sep_blocks.SEP[3, 12] == sep_blocks.LOWER[3, 12]
    assert sep_blocks.proven_sep(M=2, R=3, T=12) is None
    assert [c["part"] for c in sep_blocks.cases_sep("full")] == ["recorded", "span", "blocks"]
    with pytest.raises(ValueError, match="part='upper'"):
        sep_blocks.check_sep(part="upper")
    # a point rank of Y + J one lower raises the bound above the rank, so the check fails
    monkeypatch.setitem(sep_blocks.EDGE_SPAN, (53, 3, 0), {**span, "sum": (7002,)})
    assert not sep_blocks.check_sep(part="recorded").passed


@pytest.mark.slow
def test_proposition_46_point_ranks_recomputed():
    # fat_points.span_ranks at (53, 3, 0), one output coordinate: about 2 min and 2.7 GB
    assert sep_blocks.check_sep(part="span").passed


def test_t14_ranks_cover_every_block_and_meet_the_rules():
    # Proposition 51: a fresh enumeration of the 3655 blocks at T = 14; Conjecture 41's rule on (A) and (B) by its own
    # formula (s = 7); the interior at Proposition 12's bound; Conjecture 49 met on every orbit but the edge (83, 1, 0)
    blocks, ranks = _blocks(84), sep_blocks.recorded_ranks(T=14)
    assert set(ranks) == set(blocks) and sum(blocks.values()) == comb(86, 2) == 3655

    def deficit(m: int) -> int:
        return 9 * comb(7 - m + 3, 4) if m < 7 else 0

    for a, r in ranks.items():
        bound = corner_bound(R=3, T=14, alpha=a)
        assert 3 * r <= bound
        if min(a) >= 7:
            assert 3 * r == bound
        elif a[2] >= 1 and (a[1] >= 7 or a[1] + a[2] >= 8):
            assert 3 * r == bound - deficit(a[1]) - deficit(a[2])
    misses = {a: (3 * r, formula_block_rank(T=14, alpha=a)[1]) for a, r in ranks.items()}
    # the model falls 18 short of the formula at the j = 1 edge, as at (55, 1, 0) for T = 12; the edge's own rank is
    # the formula's, k45's kernel count (an upper bound for every RAC), so the lower bound is the formula's sum
    assert {a: v for a, v in misses.items() if v[0] != v[1]} == {(83, 1, 0): (30489, 30507)}
    assert sep_blocks.EDGE_RANK[83, 1, 0] == 30507
    assert formula_sep(T=14) == sep_blocks.LOWER[3, 14] == 168690276 + 6 * 18


def test_t14_recorded_check_and_a_wrong_record(monkeypatch):
    cert = sep_blocks.check_t14(part="recorded")
    assert cert.passed and cert.lhs == (631, 3655, 42, box_jet.LOWER[3, 14], 168690276, 168690384, True, True)
    assert sep_blocks.proven_lower_bound(M=3, R=3, T=14) == sep_blocks.LOWER[3, 14] > box_jet.LOWER[3, 14]
    assert sep_blocks.proven_lower_bound(M=2, R=3, T=14) is None
    assert [c["part"] for c in sep_blocks.cases_t14("full")] == ["recorded", "outer", "edge"]
    with pytest.raises(ValueError, match="part='x'"):
        sep_blocks.check_t14(part="x")
    with pytest.raises(ValueError, match="T=16"):
        sep_blocks.recorded_ranks(T=16)
    monkeypatch.setitem(sep_blocks.OUTER_HALVES[14], 3, sep_blocks.OUTER_HALVES[14][3] + 1)
    assert not sep_blocks.check_t14(part="recorded").passed


def test_t14_upper_bounds_are_the_formula_but_on_two_edges_and_never_below_the_lower(monkeypatch):
    # Proposition 54 against Conjecture 49's closed form (formula_block_rank, its own code) and Proposition 51's
    # lower bounds, on a fresh enumeration of the blocks: equal on every orbit but (81, 3, 0) and (80, 4, 0)
    blocks, upper = _blocks(84), sep_blocks.upper_bounds_t14(scheme=False)
    assert set(upper) == set(blocks)
    lower = {a: sep_blocks.EDGE_RANK.get(a, 3 * r) for a, r in sep_blocks.recorded_ranks(T=14).items()}
    assert all(upper[a] >= lower[a] for a in blocks)
    formula = {a: formula_block_rank(T=14, alpha=a)[1] for a in blocks}
    assert {a: upper[a] - formula[a] for a in blocks if upper[a] != formula[a]} == {(81, 3, 0): 9, (80, 4, 0): 18}
    assert sum(blocks[a] * upper[a] for a in blocks) == sep_blocks.UPPER[3, 14] == sep_blocks.LOWER[3, 14] + 6 * 27
    cert = sep_blocks.check_t14_upper(part="recorded")
    assert cert.passed
    # a jet bound recorded one too low would be a wrong certificate: the check must fail
    monkeypatch.setitem(sep_blocks.JET_T14, (82, 2, 0), sep_blocks.JET_T14[82, 2, 0] - 3)
    assert not sep_blocks.check_t14_upper(part="recorded").passed


def test_t14_with_proposition_s_every_orbit_meets_the_formula(monkeypatch):
    # Proposition 56: with Proposition S the upper bounds equal Conjecture 49's closed form (its own code) on every
    # orbit, and their sum is Proposition 51's lower bound
    blocks, upper = _blocks(84), sep_blocks.upper_bounds_t14()
    assert all(upper[a] == formula_block_rank(T=14, alpha=a)[1] for a in blocks)
    assert sum(blocks[a] * upper[a] for a in blocks) == sep_blocks.LOWER[3, 14] == 168690384
    assert sep_blocks.check_t14_sep(part="recorded").passed
    monkeypatch.setitem(sep_blocks.JET_T14, (80, 4, 0), sep_blocks.JET_T14[80, 4, 0] + 1)
    assert not sep_blocks.check_t14_sep(part="recorded").passed
