"""The compiled grid-tensor kernels (``numerics.grid._jit``, numba) against the numpy path and naive evaluation.

Over GF(p) the kernels reduce at the same points and in the same way as the numpy path, so the two give the same
float64 values (compared exactly, and as residues); in float64 they sum in another order (1e-12 relative). Skipped
when numba is not installed."""

import importlib

import numpy as np
import pytest
from naive import naive_grid

pytest.importorskip("numba")

from numerics import default_prime, grid_tensor
from racs import ModP, Rational, random_rac

gt_module = importlib.import_module("numerics.grid.grid_tensor")  # the package's name is the function

# depth, M, R, K, T: chunks from one to thousands of columns (the kernels' blocks are 512), K != M, R not a
# multiple of 4 (the kernels' dot products take four terms at a time)
CASES = [
    (1, 2, 4, 2, 12),
    (1, 3, 5, 4, 5),
    (2, 4, 4, 4, 6),
    (2, 2, 3, 3, 8),
    (3, 2, 4, 2, 11),
    (3, 3, 6, 2, 7),
    (4, 2, 2, 3, 6),
    (4, 3, 8, 2, 5),
]


@pytest.fixture(autouse=True)
def _restore_jit_state(monkeypatch):
    """Calls with ``jit=True`` mark the kernels loaded (later GF(p) grids would use them): undone after each test,
    so that other test files keep the numpy path whatever the order."""
    monkeypatch.setitem(gt_module._jit_state, "warm", gt_module._jit_state["warm"])


def _rac(depth, M, R, field=None):
    return random_rac(depth=depth, M=M, R=R, C=2, seed=depth * 100 + M * 10 + R, field=field)


@pytest.mark.parametrize("depth, M, R, K, T", CASES)
def test_gf_p_equals_numpy_path(depth, M, R, K, T):
    p = default_prime(R)
    rac = _rac(depth, M, R, ModP(p))
    F = rac.field.random(np.random.default_rng(K), (K, M))
    for c, chunk in ((0, 2**15), (1, 7)):  # narrow chunks: sliced (strided) states and many walk calls
        ref = grid_tensor(rac, T=T, templates=F, c=c, chunk_elements=chunk, jit=False)
        got = grid_tensor(rac, T=T, templates=F, c=c, chunk_elements=chunk, jit=True)
        assert got.shape == ref.shape == (K,) * T
        assert np.array_equal(np.mod(got, p), np.mod(ref, p))
        assert np.array_equal(got, ref)  # the same centred representatives, not just the same residues
        assert np.all(np.abs(got) <= rac.field.bound)


@pytest.mark.parametrize("depth, M, R, K, T", CASES)
def test_float_matches_numpy_path(depth, M, R, K, T):
    rac = _rac(depth, M, R)
    F = np.random.default_rng(K).standard_normal((K, M))
    ref = grid_tensor(rac, T=T, templates=F, c=1, jit=False)
    got = grid_tensor(rac, T=T, templates=F, c=1, jit=True)
    assert np.allclose(got, ref, rtol=1e-12, atol=1e-12 * np.abs(ref).max())


def test_per_step_templates():
    p = default_prime(4)
    rac = _rac(3, 3, 4, ModP(p))
    rng = np.random.default_rng(0)
    Fs = [rac.field.random(rng, (k, 3)) for k in (3, 1, 4, 2, 3, 2)]
    assert np.array_equal(grid_tensor(rac, T=6, templates=Fs, jit=True), grid_tensor(rac, T=6, templates=Fs, jit=False))


@pytest.mark.parametrize("width, tail", [(1, 2**10), (3, 2**10), (512, 4), (2**13, 2**20)])
@pytest.mark.parametrize("depth, M, R, K, T", [(1, 2, 4, 2, 11), (2, 3, 5, 3, 7), (4, 2, 3, 4, 5)])
def test_subtree_blocks_equal_numpy_path(monkeypatch, width, tail, depth, M, R, K, T):
    """The fused tail (``_jit.subtree``): blocks of one parent (width 1, 3: the level-T-1 descendants of one
    parent fill more than a block), several parents, one level and the whole walk below the head; per-step
    templates with one count (the tail's steps differ) go through it too."""
    monkeypatch.setattr(gt_module, "JIT_WIDTH", width)
    monkeypatch.setattr(gt_module, "JIT_TAIL_ENTRIES", tail)
    p = default_prime(R)
    rac = _rac(depth, M, R, ModP(p))
    rng = np.random.default_rng(T)
    Fs = [rac.field.random(rng, (K, M)) for _ in range(T)]
    for templates in (Fs[0], Fs):
        ref = grid_tensor(rac, T=T, templates=templates, c=1, jit=False)
        assert np.array_equal(grid_tensor(rac, T=T, templates=templates, c=1, jit=True), ref)


def test_reduction_is_not_contracted():
    """The dot products may fuse multiply-adds (exact on integers), the reduction may not: ``x (1/p) + c`` fused
    rounds once where :meth:`racs.ModP.reduce` rounds twice. Sums chosen within rounding of a half-integer times
    ``p`` (where the two quotients differ, checked with exact rationals) reduce as ``ModP.reduce`` does."""
    from fractions import Fraction

    from numerics.grid import _jit

    p = 33554393  # prime, below 2**25; |v| up to 2**53 makes v / p land within an ulp of half-integers
    inv = 1.0 / p
    k = np.random.default_rng(0).integers(2**27, 2**28 - 1, 4000)
    v = np.concatenate([((2 * k + 1) * p) // 2 + d for d in (-1, 0, 1, 2)]).astype(np.float64)
    once = np.array([round(Fraction(float(x)) * Fraction(inv)) for x in v], dtype=np.float64)
    assert np.any(once != np.rint(v * inv))  # the test can fail: these sums tell the two roundings apart
    out = np.empty((1, v.size))
    _jit._dot(np.ones((1, 2)), np.stack([v - 1.0, np.ones_like(v)]), 0, 0, v.size, out, 0, 0, float(p), inv)
    assert np.array_equal(out[0], ModP(p).reduce(v.copy()))


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_gf_p_against_naive(depth):
    """An independent check: per-sequence evaluation of the recurrence (tests/naive.py)."""
    p = default_prime(3)
    rac = _rac(depth, 2, 3, ModP(p))
    F = rac.field.random(np.random.default_rng(depth), (3, 2))
    A = grid_tensor(rac, T=4, templates=F, c=1, jit=True, chunk_elements=6)
    assert all(int(A[d]) % p == y for d, y in naive_grid(rac, 4, F, 1).items())


def test_float_against_naive():
    rac = _rac(3, 3, 4)
    A = grid_tensor(rac, T=5, jit=True)
    ref = naive_grid(rac, 5, np.eye(3), 0)
    scale = max(1.0, max(abs(v) for v in ref.values()))
    assert max(abs(A[d] - v) for d, v in ref.items()) <= 1e-12 * scale


def test_automatic_choice(monkeypatch):
    """GF(p) uses the kernels once loaded or from JIT_MIN_ENTRIES entries on, float64 from JIT_MIN_ENTRIES entries
    on only, RACS_NO_JIT=1 forces numpy."""
    gf, real = _rac(2, 2, 3, ModP(default_prime(3))), _rac(2, 2, 3)
    big = gt_module.JIT_MIN_ENTRIES
    monkeypatch.delenv(gt_module.NO_JIT_ENV, raising=False)
    monkeypatch.setitem(gt_module._jit_state, "warm", False)
    assert not gt_module._use_jit(gf, None, big - 1) and gt_module._use_jit(gf, None, big)
    assert not gt_module._use_jit(real, None, big - 1) and gt_module._use_jit(real, None, big)
    grid_tensor(gf, T=3, jit=True)  # loads the kernels: from now on every GF(p) grid uses them
    assert gt_module._use_jit(gf, None, 8) and not gt_module._use_jit(real, None, 8)
    monkeypatch.setenv(gt_module.NO_JIT_ENV, "1")
    assert not gt_module._use_jit(gf, None, big)
    assert gt_module._use_jit(gf, True, 8)  # an explicit request wins over the variable
    monkeypatch.setenv(gt_module.NO_JIT_ENV, "0")
    assert gt_module._use_jit(gf, None, 8)


def test_refusals():
    rac = random_rac(depth=2, M=2, R=2, seed=0, field=Rational())
    with pytest.raises(ValueError, match="jit=True needs a float64 field"):
        grid_tensor(rac, T=2, jit=True)
    assert np.array_equal(grid_tensor(rac, T=2, jit=None), grid_tensor(rac, T=2, jit=False))
    with pytest.raises(TypeError, match="jit="):
        grid_tensor(_rac(1, 2, 2), T=2, jit="yes")
