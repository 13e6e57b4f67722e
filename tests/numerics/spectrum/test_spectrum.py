"""Start-End spectra: known spectra, a 50-digit mpmath cross-check, the precision-floor rule."""

import math

import mpmath
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cell_names

from numerics.grid.cell_grid import cell_grid_tensor
from numerics.spectrum import EPS, MIN_SCALE, cell_spectrum, in_float_range, spectrum, spectrum_row
from racs.cells import init_stack


def with_singular_values(s, K, seed):
    """A grid tensor ``(K,) * T`` whose Start-End matrix is U diag(s) V^T (random orthogonal U, V)."""
    n = len(s)
    rng = np.random.default_rng(seed)
    U, _ = np.linalg.qr(rng.standard_normal((n, n)))
    V, _ = np.linalg.qr(rng.standard_normal((n, n)))
    T = 2 * round(math.log(n, K))
    return (U @ np.diag(s) @ V.T).reshape((K,) * T)


@given(
    K=st.sampled_from([2, 3]), half=st.integers(1, 3), seed=st.integers(0, 999), decay=st.sampled_from([0.5, 0.1, 0.01])
)
def test_known_spectrum(K, half, seed, decay):
    n = K**half
    s = [decay**i for i in range(n)]
    sp = spectrum(with_singular_values(s, K, seed))
    total = sum(v * v for v in s)
    errors = [math.sqrt(sum(v * v for v in s[k:]) / total) for k in range(n + 1)]
    np.testing.assert_allclose(sp.singular_values, np.array(s) / s[0], atol=1e-12)
    np.testing.assert_allclose(sp.truncation_errors, errors, atol=1e-12)
    for key, eps in EPS.items():
        expected = min(k for k in range(n + 1) if errors[k] <= eps)
        if all(abs(e - eps) > 1e-9 for e in errors):  # away from ties
            assert sp.eps_rank[key] == expected
    p = [v * v / total for v in s]
    assert sp.entropy == pytest.approx(-sum(q * math.log(q) for q in p), abs=1e-10)
    assert sp.side == n and sp.precision_floor == n * 2.0**-52


def test_eps_below_the_precision_floor_is_null():
    sp = spectrum(with_singular_values([1.0, 0.5, 0.25, 0.0], 2, 0), eps={"1e-20": 1e-20, "1e-2": 1e-2})
    assert sp.eps_rank["1e-20"] is None
    assert sp.eps_rank["1e-2"] == 3


def test_entropy_of_the_mean_centred_tensor():
    # A constant plus a rank-one term orthogonal to it: centring removes the constant's share.
    u = np.array([1.0, -1.0, 1.0, -1.0])
    A = (np.ones((4, 4)) * 5 + 0.5 * np.outer(u, u)).reshape(2, 2, 2, 2)
    sp = spectrum(A)
    p = np.array([25.0 * 16, 0.25 * 16]) / (25.0 * 16 + 0.25 * 16)
    assert sp.entropy == pytest.approx(-(p * np.log(p)).sum(), abs=1e-12)
    assert sp.entropy_centred == pytest.approx(0.0, abs=1e-12)
    assert sp.eps_rank["1e-2"] == 2  # e_1 = sqrt(4/404) ~ 0.0995 > 1e-2


def test_zero_tensor():
    sp = spectrum(np.zeros((2, 2)))
    assert sp.entropy == 0.0 and all(v == 0 for v in sp.eps_rank.values())


def mp_singular_values(M):
    with mpmath.workdps(50):
        s = mpmath.svd_r(mpmath.matrix(M.tolist()), compute_uv=False)
        return sorted((s[i] for i in range(len(s))), reverse=True)


def check_against_mpmath(cell, depth, R, K, T, seed):
    A = cell_grid_tensor(init_stack(cell, depth=depth, R=R, n_in=K, seed=seed, gain=1.5), T=T)
    M = A.reshape(K ** (T // 2), -1)
    sp = spectrum(A)
    s = mp_singular_values(M)
    with mpmath.workdps(50):
        total = mpmath.fsum(v * v for v in s)
        errors = [float(mpmath.sqrt(mpmath.fsum(v * v for v in s[k:]) / total)) for k in range(len(s) + 1)]
        entropy = float(-mpmath.fsum((v * v / total) * mpmath.log(v * v / total) for v in s if v > 0))
        normalised = [float(v / s[0]) for v in s]
    np.testing.assert_allclose(sp.singular_values, normalised, rtol=0, atol=10 * sp.precision_floor)
    np.testing.assert_allclose(sp.truncation_errors, errors, rtol=0, atol=10 * math.sqrt(sp.side) * sp.precision_floor)
    assert sp.entropy == pytest.approx(entropy, abs=1e-10)
    for key, eps in EPS.items():
        if sp.eps_rank[key] is not None and all(abs(e - eps) > 1e-9 for e in errors):
            assert sp.eps_rank[key] == min(k for k, e in enumerate(errors) if e <= eps)


@given(
    cell=cell_names,
    depth=st.integers(1, 3),
    seed=st.integers(0, 999),
    shape=st.sampled_from([(2, 4), (2, 6), (3, 4), (3, 6)]),
)
@settings(max_examples=8)
def test_small_sides_agree_with_mpmath_at_50_digits(cell, depth, seed, shape):
    K, T = shape
    check_against_mpmath(cell, depth, 3, K, T, seed)


@pytest.mark.parametrize(
    "cell", ["lstm", pytest.param("rac", marks=pytest.mark.slow), pytest.param("scornn", marks=pytest.mark.slow)]
)
def test_side_81_agrees_with_mpmath(cell):
    check_against_mpmath(cell, 2, 4, 3, 8, 1)


@given(R=st.integers(1, 5), seed=st.integers(0, 999))
@settings(max_examples=10)
def test_shallow_rac_eps_rank_is_its_width(R, seed):
    # A depth-1 RAC's Start-End rank is min(R, M^{T/2}) for generic weights (thesis Eq. 2.5, Claim 1).
    sp = cell_spectrum("rac", depth=1, R=R, T=6, K=3, seed=seed)
    assert sp.eps_rank["1e-8"] == min(R, 27)


def test_row_is_a_median_over_seeds():
    row = spectrum_row("gru", depth=2, R=3, T=4, K=2, seeds=[0, 1, 2], gain=1.5)
    each = [cell_spectrum("gru", depth=2, R=3, T=4, K=2, seed=s, gain=1.5) for s in (0, 1, 2)]
    assert row["entropy"] == sorted(sp.entropy for sp in each)[1]
    assert row["eps_rank"]["1e-4"] == sorted(sp.eps_rank["1e-4"] for sp in each)[1]
    assert row["params"] == 3 * (3 * 2 + 9 + 3) + 3 * (3 * 3 + 9 + 3)  # GRU: 3(R n_l + R^2 + R) per layer


def test_bad_input():
    with pytest.raises(ValueError, match="even"):
        cell_spectrum("rnn", depth=1, R=2, T=5, K=2)
    with pytest.raises(ValueError, match="non-finite"):
        spectrum(np.full((2, 2), np.inf))
    with pytest.raises(ValueError, match="seeds"):
        spectrum_row("rnn", depth=1, R=2, T=4, K=2, seeds=[])


@pytest.mark.parametrize("scale", [1e200, 1e-200])
def test_floor_rule_holds_far_from_unit_scale(scale):
    # s**2 over- or underflows at these scales; the resolution must not (it is scale-free: s_1 / ||A||_F).
    s = [1.0, 0.5, 0.25, 1e-3]
    A = with_singular_values(s, 2, 0)
    eps = {"1e-20": 1e-20, "1e-2": 1e-2}
    ref, far = spectrum(A, eps=eps), spectrum(A * scale, eps=eps)
    assert far.eps_rank["1e-20"] is None and far.eps_rank["1e-2"] == ref.eps_rank["1e-2"] == 3
    np.testing.assert_allclose(far.singular_values, np.array(s) / s[0], atol=1e-12)
    assert far.entropy == pytest.approx(ref.entropy, abs=1e-12)


@pytest.mark.parametrize(
    "entries, inside",
    [
        ([1.0, -2.0], True),
        ([2.0**-970, 0.0], True),
        ([-(2.0**-970)], True),
        ([2.0**-971, 0.0], False),
        ([0.0, 0.0], False),
        ([1.0, np.inf], False),
        ([np.nan, 1.0], False),
        ([1e308, -1e308], True),
    ],
)
def test_float_range_is_finite_and_above_the_underflow_scale(entries, inside):
    assert MIN_SCALE == 2.0**-970
    assert in_float_range(np.array(entries)) is inside


@pytest.mark.parametrize("gain, inside", [(1e120, False), (1e-120, False), (1.0, True)])
def test_out_of_range_grids_give_none_when_asked(gain, inside):
    # Entries are polynomials of degree > 1 in the weights at depth 2: gain 1e120 overflows, 1e-120 underflows
    # (checked on the grid built here, independently of cell_spectrum's own).
    stack = init_stack("rac", depth=2, R=2, n_in=2, gain=gain, seed=3)
    with np.errstate(all="ignore"):
        A = cell_grid_tensor(stack, T=4)
    assert bool(np.all(np.isfinite(A)) and np.max(np.abs(A)) >= 2.0**-970) is inside
    sp = cell_spectrum("rac", depth=2, R=2, T=4, K=2, gain=gain, seed=3, none_out_of_range=True)
    if inside:
        ref = spectrum(A)
        assert sp.entropy == ref.entropy and np.array_equal(sp.singular_values, ref.singular_values)
        default = cell_spectrum("rac", depth=2, R=2, T=4, K=2, gain=gain, seed=3)
        assert default.entropy == sp.entropy and dict(default.eps_rank) == dict(sp.eps_rank)
    else:
        assert sp is None
        with pytest.raises(ValueError, match="seed 3 left float64's range .* (over|under)flowed"):
            cell_spectrum("rac", depth=2, R=2, T=4, K=2, gain=gain, seed=3)
