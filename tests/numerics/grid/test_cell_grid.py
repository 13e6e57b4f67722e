"""General-cell grid tensors against the per-sequence naive oracle, and the RAC against numerics.grid.grid_tensor."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive import naive_cell_grid
from strategies import cell_names, chunk_elements

from numerics import grid_tensor
from numerics.grid.cell_grid import cell_grid_nbytes, cell_grid_tensor
from racs import ModP, random_rac
from racs.cells import init_stack, rac_stack
from racs.memory import TooLargeError


@pytest.mark.parametrize("depth", [1, 2, 3])
@pytest.mark.parametrize("cell", ["rac", "rnn", "irnn", "ugrnn", "gru", "lstm", "plusrnn", "mcrm", "scornn"])
def test_grid_matches_naive_per_sequence(cell, depth):
    s = init_stack(cell, depth=depth, R=3, n_in=2, seed=depth, gain=1.5, bias_scale=0.5)
    G = cell_grid_tensor(s, T=4)
    np.testing.assert_allclose(G, naive_cell_grid(s, 4, np.eye(2)), rtol=1e-9, atol=1e-12)


@given(
    cell=cell_names,
    depth=st.integers(1, 3),
    T=st.integers(1, 4),
    K=st.integers(1, 3),
    chunk=chunk_elements,
    workers=st.sampled_from([1, 3]),
    seed=st.integers(0, 999),
)
@settings(max_examples=20)
def test_chunks_workers_and_templates_do_not_change_the_grid(cell, depth, T, K, chunk, workers, seed):
    rng = np.random.default_rng(seed)
    s = init_stack(cell, depth=depth, R=2, n_in=2, seed=seed, gain=1.2)
    templates = rng.standard_normal((K, 2))
    G = cell_grid_tensor(s, T=T, templates=templates, chunk_elements=chunk, workers=workers)
    np.testing.assert_allclose(G, naive_cell_grid(s, T, templates), rtol=1e-9, atol=1e-12)


@given(
    depth=st.integers(1, 3),
    M=st.integers(1, 3),
    R=st.integers(1, 4),
    T=st.integers(1, 5),
    C=st.integers(1, 2),
    seed=st.integers(0, 10**6),
    chunk=chunk_elements,
)
@settings(max_examples=25)
def test_rac_through_the_zoo_equals_grid_tensor_over_gf_p(depth, M, R, T, C, seed, chunk):
    p = 1000003
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=ModP(p))
    c = seed % C
    ours = cell_grid_tensor(rac_stack(rac), T=T, c=c, chunk_elements=chunk, workers=1 + seed % 2)
    theirs = grid_tensor(rac, T=T, c=c)
    assert ours.shape == theirs.shape
    assert np.all(np.mod(ours - theirs, p) == 0)


# Per layer, by hand from each cell's equations (module texts of racs.cells): rows of the state-only half / R,
# rows of W^x / R, multiply-adds per column inside the update / R^2, tanh evaluations per child / R (a
# sigmoid is one tanh).
SHAPES = {
    "rac": (1, 1, 0, 0),
    "rnn": (1, 1, 0, 1),
    "irnn": (1, 1, 0, 0),
    "scornn": (1, 1, 0, 0),
    "ugrnn": (2, 2, 0, 2),
    "gru": (2, 3, 1, 3),
    "lstm": (4, 4, 0, 5),
    "plusrnn": (4, 4, 0, 3),
    "mcrm": (7, 4, 6, 8),
}


@pytest.fixture
def counted(monkeypatch):
    """Matmul flops and tanh evaluations of the numpy namespace, counted while the test runs."""
    import array_api_compat.numpy as xp

    count = {"flops": 0, "tanh": 0}
    matmul, tanh = xp.matmul, xp.tanh

    def counted_matmul(a, b):
        count["flops"] += 2 * a.shape[0] * a.shape[1] * b.shape[-1]
        return matmul(a, b)

    def counted_tanh(z):
        count["tanh"] += z.size
        return tanh(z)

    monkeypatch.setattr(xp, "matmul", counted_matmul)
    monkeypatch.setattr(xp, "tanh", counted_tanh)
    return count


@pytest.mark.parametrize("cell", sorted(set(SHAPES) - {"plusrnn"}))  # +RNN's carry P x: 2 R n_in per chunk
@pytest.mark.parametrize("depth,K,T,chunk", [(1, 2, 6, 1), (3, 2, 5, 2**17), (2, 3, 4, 50)])
def test_every_prefix_state_is_computed_once(counted, cell, depth, K, T, chunk):
    """The engine's matmul flops and tanh evaluations are those of the prefix tree, whatever the chunks: the
    state-only half once per parent, everything else once per child, layer 1's input projection (``n_in = K``)
    once per template."""
    R, (a, g, u, tau) = 3, SHAPES[cell]
    s = init_stack(cell, depth=depth, R=R, n_in=K, seed=0)
    cell_grid_tensor(s, T=T, chunk_elements=chunk)
    parents = sum(K**t for t in range(T))
    children = K * parents
    flops = sum(
        a * R * R * parents + (g * R * R * children if l else g * R * K * K) + u * R * R * children
        for l in range(depth)
    )
    assert counted["flops"] == 2 * flops + 2 * R * K**T  # and the readout on the K^T leaves
    assert counted["tanh"] == tau * R * children * depth


@pytest.mark.parametrize("cell,depth,R,K,T", [("lstm", 2, 8, 2, 10), ("mcrm", 1, 16, 3, 6), ("rnn", 3, 4, 2, 9)])
def test_memory_plan_bounds_the_peak(cell, depth, R, K, T):
    """numpy's allocations (traced by tracemalloc) stay within :func:`cell_grid_nbytes`."""
    import tracemalloc

    s = init_stack(cell, depth=depth, R=R, n_in=K, seed=0)
    cell_grid_tensor(s, T=2)  # imports and caches first: only the grid's own arrays are traced below
    tracemalloc.start()
    try:
        cell_grid_tensor(s, T=T, chunk_elements=2**12)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert K**T * 8 <= peak <= cell_grid_nbytes(cell, K=K, T=T, depth=depth, R=R, chunk_elements=2**12)


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
    with pytest.raises(ValueError, match="workers=0"):
        cell_grid_tensor(s, T=2, workers=0)
    with pytest.raises(ValueError, match="chunk_elements=0"):
        cell_grid_tensor(s, T=2, chunk_elements=0)
    with pytest.raises(ValueError, match="templates must have shape"):
        cell_grid_tensor(s, T=2, templates=np.eye(3))
