"""Axis points (Start sequences with the first cut state on the k-th axis) against Eq. (1.2) written out with Python
integers, for every width the elimination covers."""

from __future__ import annotations

import numpy as np
import pytest

from proofs.general.filtration.axis_points import MAX_R, axis_starts, first_cut_state
from tests.end_oracle import after, integer_rac, mv


@pytest.mark.parametrize(("depth", "R", "s"), [(3, 2, 3), (3, 3, 4), (4, 3, 3), (3, 4, 5), (3, 5, 6), (3, 5, 4)])
def test_axis_points_put_the_first_cut_state_on_the_axis(depth, R, s):
    rac = integer_rac(depth, R)
    starts = axis_starts(depth=depth, R=R, s=s, count=6, seed=3)
    assert starts.shape == (6, s, 2)
    for seq in starts:
        a1 = mv(rac[1][0], after(rac, seq.tolist())[0])
        assert a1[0] != 0 and not any(a1[1:])


def test_points_spread_over_prefixes_and_scalings():
    starts = axis_starts(depth=3, R=4, s=6, count=40, seed=1)
    assert len({bytes(x) for x in starts}) == 40
    assert len({bytes(x[:3]) for x in starts}) >= 10  # fresh random prefixes, not one prefix's roots only


def test_first_cut_state_is_the_recurrence():
    rac, rng = integer_rac(3, 4), np.random.default_rng(4)
    starts = rng.integers(0, 1000, size=(3, 5, 2))
    got = first_cut_state(depth=3, R=4, starts=starts)
    for i, seq in enumerate(starts):
        assert got[:, i].tolist() == mv(rac[1][0], after(rac, seq.tolist())[0])


def test_bad_input():
    with pytest.raises(ValueError, match=f"R={MAX_R + 1}"):
        axis_starts(depth=3, R=MAX_R + 1, s=8, count=1)
    with pytest.raises(ValueError, match="s=3"):
        axis_starts(depth=3, R=5, s=3, count=1)
    with pytest.raises(ValueError, match="shape"):
        first_cut_state(depth=3, R=3, starts=np.zeros((2, 3)))
