"""Propositions 65, 66, 68 and 69: the T = 16, 18, 20 and 22 totals recounted over a fresh enumeration of the blocks,
with the edge j = 1 at its own recorded rank and every other block at Proposition 64's bound, against Conjecture 49's
formula summed block by block; the check fails on a wrong record and on a run too small to reach the rank."""

from __future__ import annotations

import pytest

from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.box_jet import outer_block_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import general_boxes, sep_edge
from tests.thin_oracle import outer_blocks


@pytest.mark.parametrize("T", [16, 18, 20, 22])
def test_the_edge_closes_the_bracket_over_a_fresh_enumeration(T):
    n = T // 2
    table = general_boxes.boxes_at(n)
    total, formula, edges = interior_bound(T=T), interior_bound(T=T), 0
    for alpha, x, y in outer_blocks(n):
        if (x, y) == (1, 0):  # a block of the edge j = 1, whichever coordinate holds the N_1 - 1
            bound, edges = sep_edge.EDGE_RANK[T], edges + 1
        else:
            bound = max(outer_block_lower_bound(T=T, alpha=alpha), 3 * table[min(x, n + 1), y] if x else 0)
        total, formula = total + bound, formula + formula_block_rank(T=T, alpha=alpha)[1]
    assert edges == 6
    assert total == formula == sep_edge.sep_lower_bound(T=T) == sep_edge.SEP[T]
    assert total - general_boxes.LOWER[T] == 108  # Proposition 64's bracket, closed


def test_proven_sep_only_at_its_shape():
    assert sep_edge.proven_sep(M=3, R=3, T=16) == sep_edge.proven_sep(M=7, R=3, T=16) == 693136206
    assert sep_edge.proven_sep(M=2, R=3, T=16) is None  # M < R: not Proposition 65's shape
    assert sep_edge.proven_sep(M=4, R=3, T=18) == 2455967793  # Proposition 66
    assert sep_edge.proven_sep(M=5, R=3, T=20) == 7718254164  # Proposition 68
    assert sep_edge.proven_sep(M=6, R=3, T=22) == 21964486095  # Proposition 69
    assert sep_edge.proven_sep(M=3, R=3, T=24) is None  # the boxes are not recorded at T = 24
    assert sep_edge.proven_sep(M=3, R=2, T=16) is None


@pytest.mark.parametrize(
    ("T", "rank", "number"), [(16, 64449, 65), (18, 125523, 66), (20, 228993, 68), (22, 395874, 69)]
)
def test_check_fails_on_a_wrong_record(monkeypatch, T, rank, number):
    assert sep_edge.check(T=T).passed
    assert sep_edge.check(T=T).statement.startswith(f"Proposition {number} ")
    monkeypatch.setitem(sep_edge.EDGE_RANK, T, rank - 1)  # one short of the formula: the bracket is not closed
    assert not sep_edge.check(T=T).passed
    monkeypatch.setitem(sep_edge.EDGE_RANK, T, rank + 1)  # above Proposition 57's upper bound: impossible
    assert not sep_edge.check(T=T).passed


def test_the_rank_part_computes_and_a_small_run_falls_short(monkeypatch):
    # 8 End points and 8 cut points: a 24 x 24 corner of the same block, rank at most 24, so far below the record
    monkeypatch.setitem(sep_edge.EDGE_RUN, 16, {"seed": 1, "Y": 8, "cuts": 8})
    cert = sep_edge.check(part="rank")
    assert not cert.passed and 0 < cert.lhs[-1] <= 24


@pytest.mark.parametrize("T", [16, 18, 20, 22])
def test_the_phi_part_meets_the_recorded_block_rank(monkeypatch, T):
    # the recorded rank is the block's own (a dual-number elimination); Proposition 67's route is k45's small Phi
    cert = sep_edge.check(part="phi", T=T)
    assert cert.passed and cert.lhs[-1] == sep_edge.EDGE_RANK[T]
    monkeypatch.setattr(sep_edge.edge_phi, "edge_rank_from_phi", lambda *, T: sep_edge.EDGE_RANK[T] - 3)
    assert not sep_edge.check(part="phi", T=T).passed


def test_bad_input():
    with pytest.raises(ValueError, match="part="):
        sep_edge.check(part="edge")
    with pytest.raises(ValueError, match="T=24"):
        sep_edge.check(T=24)
    with pytest.raises(ValueError, match="T=24"):
        sep_edge.sep_lower_bound(T=24)
    with pytest.raises(ValueError, match="T=18: the lab has no run.* 63 GB"):  # refused before any work
        sep_edge.check(T=18, part="rank")
    with pytest.raises(ValueError, match="T=20: the lab has no run.* 210 GB"):
        sep_edge.check(T=20, part="rank")
    with pytest.raises(ValueError, match="T=22: the lab has no run.* 627 GB"):
        sep_edge.check(T=22, part="rank")
