"""RAC model: Eq. (1.2) in every field against the naive oracle; construction and validation."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_output, scalars
from strategies import rac_shapes, seeds, short_T

from numerics import default_prime
from racs import ModP, Rational, Real, forward, make_rac, random_rac

P = default_prime(8)


def _features(rac, rng, B, T):
    return rac.field.random(rng, (B, T, rac.M))


@given(rac_shapes(), short_T, seeds, st.sampled_from(["modp", "rational"]))
def test_forward_exact_fields_match_naive(shape, T, seed, kind):
    depth, M, R, C = shape
    field = ModP(P) if kind == "modp" else Rational()
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed, field=field)
    X = _features(rac, np.random.default_rng(seed + 1), 3, T)
    Y = forward(rac, X)
    for b in range(3):
        seq = [scalars(rac, X[b, t]) for t in range(T)]
        for c in range(C):
            expect = naive_output(rac, seq, c)
            got = int(Y[b, c]) % P if kind == "modp" else Y[b, c]
            assert got == expect


@given(rac_shapes(), short_T, seeds)
def test_forward_float_matches_naive(shape, T, seed):
    depth, M, R, C = shape
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=seed)
    X = _features(rac, np.random.default_rng(seed + 1), 2, T)
    Y = forward(rac, X)
    ref = np.array([[naive_output(rac, [list(X[b, t]) for t in range(T)], c) for c in range(C)] for b in range(2)])
    scale = max(1.0, np.abs(ref).max())
    assert np.abs(Y - ref).max() <= 1e-9 * scale


@given(rac_shapes(max_depth=2), st.integers(1, 3), seeds)
def test_float_and_modular_recurrences_agree_on_small_integers(shape, T, seed):
    """Weights in {-1, 0, 1}, |x| <= 3, M <= 3, R <= 4, L <= 2, T <= 3: worst case |h^{t,l}| <= 9e12, |y| <= 4e13,
    so every float64 intermediate is an exact integer and the float result mod p must equal the GF(p) result."""
    depth, M, R, C = shape
    rng = np.random.default_rng(seed)
    W_I = [rng.integers(-1, 2, (R, M if l == 0 else R)) for l in range(depth)]
    W_H = [rng.integers(-1, 2, (R, R)) for _ in range(depth)]
    W_O = rng.integers(-1, 2, (C, R))
    h0 = [rng.integers(-1, 2, R) for _ in range(depth)]
    X = rng.integers(-3, 4, (2, T, M))
    yf = forward(make_rac(W_I, W_H, W_O, h0, field=Real()), X.astype(float))
    assert np.abs(yf).max() < 2**53
    ym = forward(make_rac(W_I, W_H, W_O, h0, field=ModP(P)), X)
    assert np.array_equal(np.mod(yf, P), np.mod(ym, P))


@pytest.mark.parametrize("field", [Real(), ModP(P), Rational()], ids=lambda f: f.name)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_default_initial_states_satisfy_WH_h0_equals_one(field, seed):
    rac = random_rac(depth=3, M=2, R=3, seed=seed, field=field)
    for W, h in zip(rac.W_H, rac.h0):
        v = field.matmul(W, h) if not isinstance(field, Rational) else W.dot(h)
        if isinstance(field, Real):
            assert np.allclose(v, 1.0)
        elif isinstance(field, ModP):
            assert np.all(np.mod(v, field.p) == 1)
        else:
            assert all(x == 1 for x in v)


def test_random_rac_is_reproducible_and_seed_sensitive():
    a = random_rac(depth=2, M=3, R=4, C=2, seed=7)
    b = random_rac(depth=2, M=3, R=4, C=2, seed=7)
    c = random_rac(depth=2, M=3, R=4, C=2, seed=8)
    assert all(np.array_equal(x, y) for x, y in zip(a.W_I + a.W_H, b.W_I + b.W_H))
    assert not np.array_equal(a.W_I[0], c.W_I[0])


def test_shapes_and_read_only():
    rac = random_rac(depth=3, M=2, R=5, C=4, seed=0)
    assert (rac.depth, rac.M, rac.R, rac.C) == (3, 2, 5, 4)
    assert rac.W_I[0].shape == (5, 2) and rac.W_I[1].shape == (5, 5) and rac.W_O.shape == (4, 5)
    with pytest.raises(ValueError):
        rac.W_H[0][0, 0] = 1.0


def test_single_sequence_and_all_steps():
    rac = random_rac(depth=2, M=2, R=3, C=2, seed=3)
    X = np.random.default_rng(0).standard_normal((4, 2))
    allsteps = forward(rac, X, all_steps=True)
    assert allsteps.shape == (4, 2)
    for t in range(1, 5):
        assert np.allclose(forward(rac, X[:t]), allsteps[t - 1])


@pytest.mark.parametrize(
    "kwargs, match",
    [
        (dict(depth=0, M=2, R=2), "depth=0"),
        (dict(depth=1, M=0, R=2), "M=0"),
        (dict(depth=1, M=2, R=-1), "R=-1"),
    ],
)
def test_random_rac_rejects_bad_sizes(kwargs, match):
    with pytest.raises(ValueError, match=match):
        random_rac(**kwargs, seed=0)


def test_random_rac_rejects_non_int():
    with pytest.raises(TypeError, match="must be an int"):
        random_rac(depth=2.0, M=2, R=2, seed=0)


def test_make_rac_rejects_bad_shapes():
    with pytest.raises(ValueError, match="W_I\\[0\\] must have shape"):
        make_rac([np.ones((3, 2))], [np.eye(2)], np.ones((1, 2)))
    with pytest.raises(ValueError, match="W_O must have shape"):
        make_rac([np.ones((2, 2))], [np.eye(2)], np.ones((1, 3)))
    with pytest.raises(ValueError, match="one W_I and one W_H"):
        make_rac([], [], np.ones((1, 2)))


def test_forward_rejects_wrong_feature_width():
    rac = random_rac(depth=1, M=3, R=2, seed=0)
    with pytest.raises(ValueError, match="M=3"):
        forward(rac, np.ones((2, 4, 2)))
