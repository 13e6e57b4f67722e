"""Proposition 63: the thin boxes by Gröbner bases against the brute force that builds V_0 and applies theta_2,
theta_3 (no (K1), no module), and the recorded arithmetic over a fresh enumeration of the blocks."""

from __future__ import annotations

import pytest

from numerics.bounds.depth4_blocks import formula_block_rank
from numerics.rank.groebner import singular_executable
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import exact_boxes, slice_bound
from tests.thin_oracle import brute_force_boxes, outer_blocks

needs_singular = pytest.mark.skipif(singular_executable() is None, reason="Singular is not installed (groebner extra)")


@needs_singular
def test_exact_boxes_equal_the_brute_force():
    n = 4
    pairs = [(1, 0), (2, 1), (3, 3), (4, 2), (n + 1, 1)]
    _, brute = brute_force_boxes(n, 1, pairs)
    assert {ab: exact_boxes.exact_box_dim(n=n, a=ab[0], b=ab[1]) for ab in pairs} == brute


@pytest.mark.parametrize(("n", "formula_total"), [(8, 693136206), (9, 2455967793)])
def test_total_over_a_fresh_enumeration(n, formula_total):
    T = 2 * n
    boxes = exact_boxes.EXACT_DIMS[n]
    total, formula = interior_bound(T=T), interior_bound(T=T)
    for alpha, x, y in outer_blocks(n):
        computed = boxes[min(x, n + 1), y] if x else 0  # recorded wherever a >= 1; the vertices are Theorem L's
        total += max(outer_block_lower_bound(T=T, alpha=alpha), 3 * computed)
        formula += formula_block_rank(T=T, alpha=alpha)[1]
    assert total == exact_boxes.exact_lower_bound(T=T) == exact_boxes.LOWER[T]
    assert outer_lower_bound(T=T) < total <= formula == formula_total
    if T in slice_bound.LOWER:
        assert slice_bound.LOWER[T] < total


def test_check_passes_and_fails_on_a_wrong_record(monkeypatch):
    assert exact_boxes.check(part="recorded").passed and exact_boxes.check(part="recorded", T=18).passed
    monkeypatch.setitem(exact_boxes.EXACT_DIMS[8], (3, 3), 30605)  # one below the computed value: the total moves
    assert not exact_boxes.check(part="recorded").passed


def test_domain_and_bad_input(monkeypatch):
    assert exact_boxes.exact_sep_lower_bound(M=4, R=3, T=16) == exact_boxes.LOWER[16]
    assert exact_boxes.exact_sep_lower_bound(M=2, R=3, T=16) is None
    assert exact_boxes.exact_sep_lower_bound(M=3, R=3, T=14) is None
    with pytest.raises(ValueError, match="T=20"):
        exact_boxes.exact_lower_bound(T=20)
    with pytest.raises(ValueError, match="part='slices'"):
        exact_boxes.check(part="slices")
    with pytest.raises(ValueError, match=r"boxes=\[\(9, 9\)\]"):
        exact_boxes.check(part="groebner", boxes=((9, 9),))
    monkeypatch.setattr(exact_boxes, "singular_executable", lambda: None)
    assert exact_boxes.cases("full") == [dict(part="recorded", T=16), dict(part="recorded", T=18)]


@needs_singular
@pytest.mark.slow
def test_every_recorded_box_recomputed():
    assert exact_boxes.check(part="groebner").passed
