"""The grid tensor's last level by the readout's adjoint (``numerics.grid.grid_tensor`` module text) against
per-sequence naive evaluation: depths 1-4, random templates with K != M, every class, and chunks narrow enough
that the walk's leaves run in many calls."""

import numpy as np
import pytest
from naive import naive_grid

from numerics import default_prime, grid_tensor, identity_templates
from racs import ModP, Rational, random_rac

P = default_prime(8)


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
@pytest.mark.parametrize("K, M", [(3, 2), (2, 4)])
def test_adjoint_leaves_equal_naive_over_gf_p(depth, K, M):
    rac = random_rac(depth=depth, M=M, R=3, C=2, seed=depth, field=ModP(P))
    F = rac.field.random(np.random.default_rng(depth), (K, M))
    for c in range(2):
        A = grid_tensor(rac, T=4, templates=F, c=c, chunk_elements=6)  # two prefixes a chunk
        assert all(int(A[d]) % P == y for d, y in naive_grid(rac, 4, F, c).items())


@pytest.mark.parametrize("depth", [1, 4])
def test_adjoint_leaves_equal_naive_over_q(depth):
    rac = random_rac(depth=depth, M=2, R=2, seed=0, field=Rational())
    A = grid_tensor(rac, T=3)
    assert all(A[d] == y for d, y in naive_grid(rac, 3, identity_templates(rac), 0).items())


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_adjoint_leaves_match_naive_in_float(depth):
    rac = random_rac(depth=depth, M=3, R=4, seed=1)
    A = grid_tensor(rac, T=5, chunk_elements=8)
    ref = naive_grid(rac, 5, np.eye(3), 0)
    scale = max(1.0, max(abs(v) for v in ref.values()))
    assert max(abs(A[d] - v) for d, v in ref.items()) <= 1e-9 * scale


def test_centred_residues_out():
    """The output stays centred GF(p) values (the rank runs in place on them without a conversion)."""
    rac = random_rac(depth=3, M=3, R=4, seed=0, field=ModP(P))
    A = grid_tensor(rac, T=6)
    assert np.all(np.abs(A) <= rac.field.bound) and np.array_equal(A, np.rint(A))
