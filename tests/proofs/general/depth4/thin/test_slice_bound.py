"""Proposition 61's arithmetic: the total recomputed over a fresh enumeration of the blocks outside the interior, its
place between Proposition 60's bound and Conjecture 49's value, and the check's failure on a wrong record."""

from __future__ import annotations

from math import comb

import pytest

from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.box_jet import outer_block_lower_bound, outer_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import slice_bound
from tests.thin_oracle import outer_blocks


def test_total_over_a_fresh_enumeration():
    n, T = 8, 16
    d1 = comb(n + 1, 2)
    total = interior_bound(T=T)
    for alpha, a2, a3 in outer_blocks(n):
        a, b = min(a2, d1), min(a3, d1)
        if a >= n + 1:
            computed = slice_bound.BOX_DIMS[n][b]
        else:
            computed = max([0] + [v for (x, y), v in slice_bound.DEGENERATION_DIMS[n].items() if x <= a and y <= b])
        total += max(outer_block_lower_bound(T=T, alpha=alpha), 3 * computed)
    assert total == slice_bound.slice_lower_bound(T=T) == slice_bound.LOWER[T]


def test_between_proposition_60_and_conjecture_49():
    n, T = 8, 16
    formula = interior_bound(T=T) + sum(formula_block_rank(T=T, alpha=a)[1] for a, _, _ in outer_blocks(n))
    assert outer_lower_bound(T=T) < slice_bound.slice_lower_bound(T=T) <= formula == 693136206


def test_sep_lower_bound_domain():
    assert slice_bound.slice_sep_lower_bound(M=3, R=3, T=16) == slice_bound.LOWER[16]
    assert slice_bound.slice_sep_lower_bound(M=2, R=3, T=16) is None
    assert slice_bound.slice_sep_lower_bound(M=3, R=3, T=18) is None
    with pytest.raises(ValueError, match="T=18"):
        slice_bound.slice_lower_bound(T=18)
    with pytest.raises(ValueError, match="part='ranks'"):
        slice_bound.check(part="ranks")


def test_check_passes_and_fails_on_a_wrong_record(monkeypatch):
    assert slice_bound.check(part="recorded").passed
    monkeypatch.setitem(slice_bound.DEGENERATION_DIMS[8], (4, 1), 29381)  # above the computed 29380: total moves
    assert not slice_bound.check(part="recorded").passed
