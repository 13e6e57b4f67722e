"""General-cell grid tensors against the per-sequence naive oracle, and the RAC against numerics.grid_tensor."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_cell_grid
from strategies import cell_names

from racs import ModP, random_rac
from racs.cells import init_stack, rac_stack
from racs.memory import TooLargeError
from numerics import grid_tensor
from numerics.cell_grid import cell_grid_nbytes, cell_grid_tensor


@pytest.mark.parametrize("depth", [1, 2, 3])
@pytest.mark.parametrize("cell", ["rac", "rnn", "irnn", "ugrnn", "gru", "lstm", "plusrnn", "mcrm", "scornn"])
def test_grid_matches_naive_per_sequence(cell, depth):
    s = init_stack(cell, depth=depth, R=3, n_in=2, seed=depth, gain=1.5, bias_scale=0.5)
    G = cell_grid_tensor(s, T=4)
    np.testing.assert_allclose(G, naive_cell_grid(s, 4, np.eye(2)), rtol=1e-9, atol=1e-12)


@given(cell=cell_names, depth=st.integers(1, 3), T=st.integers(1, 4), K=st.integers(1, 3),
       block=st.sampled_from([1, 16, 2**21]), chunk=st.sampled_from([1, 50, 2**18]), seed=st.integers(0, 999))
@settings(max_examples=20)
def test_blocks_chunks_and_templates_do_not_change_the_grid(cell, depth, T, K, block, chunk, seed):
    rng = np.random.default_rng(seed)
    s = init_stack(cell, depth=depth, R=2, n_in=2, seed=seed, gain=1.2)
    templates = rng.standard_normal((K, 2))
    G = cell_grid_tensor(s, T=T, templates=templates, block_elements=block, chunk_elements=chunk)
    np.testing.assert_allclose(G, naive_cell_grid(s, T, templates), rtol=1e-9, atol=1e-12)


@given(depth=st.integers(1, 3), M=st.integers(1, 3), R=st.integers(1, 4), T=st.integers(1, 5),
       C=st.integers(1, 2), seed=st.integers(0, 10**6), block=st.sampled_from([8, 2**21]))
@settings(max_examples=25)
def test_rac_through_the_zoo_equals_grid_tensor_over_gf_p(depth, M, R, T, C, seed, block):
    p = 1000003
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=ModP(p))
    c = seed % C
    ours = cell_grid_tensor(rac_stack(rac), T=T, c=c, block_elements=block, chunk_elements=7)
    theirs = grid_tensor(rac, T=T, c=c)
    assert ours.shape == theirs.shape
    assert np.all(np.mod(ours - theirs, p) == 0)


def test_refuses_work_that_does_not_fit_before_allocating():
    s = init_stack("lstm", depth=2, R=8, n_in=3, seed=0)
    need = cell_grid_nbytes("lstm", K=3, T=12, depth=2, R=8)
    assert need >= 3**12 * 8
    with pytest.raises(TooLargeError, match=r"3\^12"):
        cell_grid_tensor(s, T=12, max_bytes=need - 1)


def test_bad_arguments():
    s = init_stack("gru", depth=1, R=2, n_in=2, seed=0)
    with pytest.raises(ValueError, match="T=0"):
        cell_grid_tensor(s, T=0)
    with pytest.raises(TypeError, match="T=2.0"):
        cell_grid_tensor(s, T=2.0)
    with pytest.raises(ValueError, match="class index"):
        cell_grid_tensor(s, T=2, c=1)
    with pytest.raises(ValueError, match="templates must have shape"):
        cell_grid_tensor(s, T=2, templates=np.eye(3))
