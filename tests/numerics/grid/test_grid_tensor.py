"""Prefix-shared grid tensors against per-sequence naive evaluation."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_grid, naive_output, scalars
from strategies import rac_shapes, seeds, short_T

from numerics import TooLargeError, default_prime, grid_tensor, identity_templates
from racs import ModP, Rational, random_rac

P = default_prime(8)


@given(rac_shapes(), short_T, seeds, st.sampled_from(["modp", "rational"]), st.integers(1, 3), st.booleans())
def test_exact_grid_tensor_equals_naive(shape, T, seed, kind, K, identity):
    depth, M, R, C = shape
    field = ModP(P) if kind == "modp" else Rational()
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=field)
    F = identity_templates(rac) if identity else field.random(np.random.default_rng(seed), (K, M))
    c = seed % C
    A = grid_tensor(rac, T=T, templates=F, c=c)
    assert A.shape == (F.shape[0],) * T
    for d, y in naive_grid(rac, T, F, c).items():
        got = int(A[d]) % P if kind == "modp" else A[d]
        assert got == y


@given(rac_shapes(), short_T, seeds)
def test_float_grid_tensor_matches_naive(shape, T, seed):
    depth, M, R, C = shape
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed)
    A = grid_tensor(rac, T=T, c=C - 1)
    ref = naive_grid(rac, T, identity_templates(rac), C - 1)
    scale = max(1.0, max(abs(v) for v in ref.values()))
    assert max(abs(A[d] - v) for d, v in ref.items()) <= 1e-9 * scale


@pytest.mark.parametrize("T", [5, 6])
def test_chunked_levels_match_naive(T):
    """Many tiny chunks, so chunk boundaries are exercised."""
    rac = random_rac(depth=3, M=2, R=2, seed=11, field=ModP(P))
    A = grid_tensor(rac, T=T, chunk_elements=5)
    for d, y in naive_grid(rac, T, identity_templates(rac)).items():
        assert int(A[d]) % P == y


@given(
    rac_shapes(),
    st.integers(1, 5),
    seeds,
    st.sampled_from(["modp", "rational"]),
    st.integers(1, 300),
    st.lists(st.integers(1, 3), min_size=5, max_size=5),
)
def test_blocks_past_the_split_level_match_naive(shape, T, seed, kind, block, Ks):
    """Tiny blocks (and per-step template counts), so the split level and block boundaries move around."""
    depth, M, R, C = shape
    field = ModP(P) if kind == "modp" else Rational()
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=field)
    rng = np.random.default_rng(seed)
    Fs = [field.random(rng, (k, M)) for k in Ks[:T]]
    A = grid_tensor(rac, T=T, templates=Fs, c=C - 1, block_elements=block, chunk_elements=7)
    assert A.shape == tuple(Ks[:T])
    rows = [scalars(rac, F) for F in Fs]
    for d in np.ndindex(*A.shape):
        y = naive_output(rac, [rows[t][d[t]] for t in range(T)], C - 1)
        assert (int(A[d]) % P if kind == "modp" else A[d]) == y


def test_memory_stays_within_the_plan_and_near_the_output():
    import tracemalloc

    from numerics import grid_tensor_nbytes

    rac = random_rac(depth=3, M=2, R=4, seed=0, field=ModP(P))
    tracemalloc.start()
    A = grid_tensor(rac, T=18)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak <= grid_tensor_nbytes(K=2, T=18, depth=3, R=4)
    assert peak <= 1.5 * A.nbytes + 8 * 2**20 * 2  # all level-17 states would be 12x the output


def test_refuses_oversized_tensor_before_allocating():
    rac = random_rac(depth=2, M=4, R=4, seed=0)
    with pytest.raises(TooLargeError, match=r"4\^40 entries\) needs about 10\^25 bytes"):
        grid_tensor(rac, T=40)
    with pytest.raises(TooLargeError, match="max_bytes"):
        grid_tensor(rac, T=6, max_bytes=1000)


@pytest.mark.parametrize(
    "kwargs, err, match",
    [
        (dict(T=0), ValueError, "T=0"),
        (dict(T=2.0), TypeError, "T=2.0"),
        (dict(T=2, c=3), ValueError, "class index c=3"),
        (dict(T=2, templates=np.ones((2, 5))), ValueError, "templates must have shape"),
    ],
)
def test_bad_arguments(kwargs, err, match):
    rac = random_rac(depth=1, M=2, R=2, C=2, seed=0)
    with pytest.raises(err, match=match):
        grid_tensor(rac, **kwargs)


@given(rac_shapes(), st.integers(1, 4), seeds)
def test_per_step_templates_equal_naive(shape, T, seed):
    depth, M, R, C = shape
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=ModP(P))
    rng = np.random.default_rng(seed)
    Fs = [rac.field.random(rng, (int(rng.integers(1, 4)), M)) for _ in range(T)]
    A = grid_tensor(rac, T=T, templates=Fs)
    assert A.shape == tuple(f.shape[0] for f in Fs)
    for d in np.ndindex(*A.shape):
        seq = [[int(v) % P for v in Fs[t][d[t]]] for t in range(T)]
        assert int(A[d]) % P == naive_output(rac, seq)


def test_per_step_templates_need_one_per_step():
    rac = random_rac(depth=1, M=2, R=2, seed=0)
    with pytest.raises(ValueError, match="one array per time step"):
        grid_tensor(rac, T=3, templates=[np.eye(2)] * 2)


@pytest.mark.parametrize(
    "L, M, R, T", [(3, 3, 4, 6), (2, 2, 3, 8), (1, 3, 2, 10), (300, 2, 3, 6), (4, 3, 50, 8), (2, 4, 4, 10)]
)
def test_layer_steps_bound_the_layer_updates_grid_tensor_runs(L, M, R, T, monkeypatch):
    """grid_tensor_layer_steps against a count of the real calls (the work plan that refuses deep, narrow RACs)."""
    import sys

    module = sys.modules["numerics.grid.grid_tensor"]
    count = [0]
    real = module.layer_inputs

    def counting(rac, a, x, *, layers=None, out=None):
        count[0] += rac.depth if layers is None else layers
        return real(rac, a, x, layers=layers, out=out)

    monkeypatch.setattr(module, "layer_inputs", counting)
    grid_tensor(random_rac(depth=L, M=M, R=R, seed=0, field=ModP(101)), T=T)
    planned = module.grid_tensor_layer_steps(K=M, T=T, depth=L, R=R)
    assert count[0] <= planned <= 2 * count[0]


def test_huge_T_is_refused_from_logarithms():
    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(TooLargeError, match=r"2\^100000000000000000000 entries\) needs about 10\^"):
        grid_tensor(rac, T=10**20)
