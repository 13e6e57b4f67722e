"""Proposition 64: the thin boxes at the window model's point by (K1') and Gröbner bases against a brute force that
builds V_0 and applies the box functionals expanded by sympy (no (K1'), no module); the recorded arithmetic over a
fresh enumeration of the blocks, with the shortfall per box against Conjecture 49's formula."""

from __future__ import annotations

from math import comb

import pytest

from numerics.bounds.depth4_blocks import formula_block_rank
from numerics.rank.groebner import singular_executable
from proofs.general.depth4.box_jet import outer_block_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import exact_boxes, general_boxes
from tests.thin_oracle import brute_force_general, outer_blocks

needs_singular = pytest.mark.skipif(singular_executable() is None, reason="Singular is not installed (groebner extra)")


@needs_singular
def test_general_boxes_equal_the_brute_force():
    n, pairs = 4, ((1, 0), (2, 1), (3, 3), (5, 2))
    brute = brute_force_general(n, 1, pairs)
    assert general_boxes.general_box_dims(n=n, boxes=pairs) == brute
    special = {ab: exact_boxes.exact_box_dim(n=n, a=ab[0], b=ab[1]) for ab in pairs}
    assert all(special[ab] <= brute[ab] for ab in pairs) and special != brute  # the special point loses


@pytest.mark.parametrize("n", sorted(general_boxes.GENERAL_DIMS))
def test_total_over_a_fresh_enumeration(n):
    T, n1 = 2 * n, comb(n + 2, 3)
    general, exact = general_boxes.GENERAL_DIMS[n], exact_boxes.EXACT_DIMS.get(n, {})  # n = 10, 11: no Proposition 63
    table = {ab: max(general.get(ab, 0), exact.get(ab, 0)) for ab in set(general) | set(exact)}
    for b in range(n):  # a box not computed is bounded by any box inside it (the generators grow with the box)
        table.setdefault((n + 1, b), max(v for (a, c), v in table.items() if a <= n + 1 and c <= b))
    short = {}
    for ab, v in table.items():
        gap = formula_block_rank(T=T, alpha=(n1 - sum(ab), *ab))[1] - 3 * v
        assert gap >= 0 and gap % 3 == 0
        if gap:
            short[ab] = gap // 3
    assert short == general_boxes.SHORT == {(1, 0): 6}
    total, formula, edge = interior_bound(T=T), interior_bound(T=T), 0
    for alpha, x, y in outer_blocks(n):
        bound = max(outer_block_lower_bound(T=T, alpha=alpha), 3 * table[min(x, n + 1), y] if x else 0)
        rank = formula_block_rank(T=T, alpha=alpha)[1]
        total, formula = total + bound, formula + rank
        edge += (rank - bound) if (x, y) == (1, 0) else 0
    assert total == general_boxes.general_lower_bound(T=T) == general_boxes.LOWER[T]
    assert formula - total == edge == 6 * 18  # only the six blocks of the edge j = 1 are left, 18 each
    assert exact_boxes.LOWER.get(T, 0) < total


def test_check_passes_and_fails_on_a_wrong_record(monkeypatch):
    assert all(general_boxes.check(part="recorded", T=T).passed for T in general_boxes.LOWER)
    monkeypatch.setitem(general_boxes.GENERAL_DIMS[8], (3, 3), 30611)  # one below: (3, 3) becomes short
    assert not general_boxes.check(part="recorded").passed


def test_domain_and_bad_input(monkeypatch):
    assert general_boxes.general_sep_lower_bound(M=5, R=3, T=16) == general_boxes.LOWER[16]
    assert general_boxes.general_sep_lower_bound(M=3, R=4, T=16) is None
    with pytest.raises(ValueError, match="T=24"):
        general_boxes.general_lower_bound(T=24)
    with pytest.raises(ValueError, match="part='all'"):
        general_boxes.check(part="all")
    with pytest.raises(ValueError, match=r"boxes=\[\(9, 9\)\]"):
        general_boxes.check(part="groebner", boxes=((9, 9),))
    with pytest.raises(ValueError, match="point='random'"):
        exact_boxes.exact_box_dims(n=4, boxes=[(1, 0)], point="random")
    monkeypatch.setattr(general_boxes, "singular_executable", lambda: None)
    assert general_boxes.cases("full") == [dict(part="recorded", T=T) for T in general_boxes.LOWER]


@needs_singular
@pytest.mark.slow
def test_every_recorded_box_recomputed():
    assert general_boxes.check(part="groebner").passed
