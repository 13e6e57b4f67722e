"""Claim 3 (no cloning), solved symbolically."""

import pytest

from racs import no_cloning


@pytest.mark.parametrize("P", [2, 3])
def test_no_tensor_clones_every_vector(P):
    res = no_cloning(P)
    assert res.unknowns == P**3 and res.equations == (P + 1) * P * P
    assert not res.system_consistent and res.delta_clones_basis and not res.delta_clones_ones
    assert res.holds


def test_basis_vectors_alone_can_be_cloned():
    """Without the all-ones vector the system is solved (by the delta tensor): the check can fail."""
    res = no_cloning(3, include_ones=False)
    assert res.system_consistent and not res.holds


@pytest.mark.parametrize("P", [1, 5, "2"])
def test_bad_dimension(P):
    with pytest.raises(ValueError, match="P="):
        no_cloning(P)
