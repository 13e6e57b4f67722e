"""Proposition 38 (recorded): where it applies, and that the recorded value sits between the lab's own bounds."""

from __future__ import annotations

import pytest

from numerics.bounds import separation_cap
from proofs.general.depth4 import fat_points, near_vertex


def test_scope_is_depth4_r3_t8_with_m_at_least_r():
    assert near_vertex.proven_sep(M=3, R=3, T=8) == near_vertex.proven_sep(M=4, R=3, T=8) == 598131
    assert near_vertex.proven_sep(M=2, R=3, T=8) is None  # M < R: not covered
    assert near_vertex.proven_sep(M=3, R=3, T=10) is None
    assert near_vertex.proven_sep(M=3, R=2, T=8) is None
    with pytest.raises(ValueError, match="M=0"):
        near_vertex.proven_sep(M=0, R=3, T=8)


def test_recorded_value_is_below_the_computed_caps_and_the_steps_add_up():
    # Proposition 35's bound, computed here by the lab's fat-point code, and the registry's least cap lie above it.
    sep = near_vertex.SEP[3, 8]
    assert sep < fat_points.sep_upper_bound(T=8) < separation_cap(depth=4, M=3, R=3, T=8)
    # The five near-vertex classes: 6 + 3 + 6 + 3 + 6 = 24 blocks, and the reviewed sum less their steps.
    assert sum(n for _, n, _ in near_vertex.UPPER_STEPS) == 24
    assert near_vertex.UPPER_BEFORE - sum(n * d for _, n, d in near_vertex.UPPER_STEPS) == sep
