"""The sampled Start-End estimator against spectra computed here from the whole matrix (numpy's SVD and the
definitions written out), never through numerics.spectrum."""

import itertools
import math

import numpy as np
import pytest

from numerics.spectrum.sampled import SAMPLED_EPS, block_spectrum, sample_halves, sampled_start_end_spectrum


def _entropy(s):
    p = s**2 / np.sum(s**2)
    p = p[p > 0]
    return float(-(p * np.log(p)).sum())


def _eps_rank(s, eps):
    e = [math.sqrt(np.sum(s[k:] ** 2) / np.sum(s**2)) for k in range(len(s) + 1)]
    return min(k for k, v in enumerate(e) if v <= eps)


def _flat(digits, K):
    """Row index of half-sequences, first symbol most significant (Def. 1.1's Start-End order)."""
    return digits @ (K ** np.arange(digits.shape[1] - 1, -1, -1))


@pytest.mark.parametrize("K,half", [(2, 3), (3, 2), (5, 2)])
def test_sample_halves_with_n_equal_to_side_is_every_sequence_once(K, half):
    got = sample_halves(np.random.default_rng(4), K=K, half=half, n=K**half)
    assert sorted(map(tuple, got)) == sorted(itertools.product(range(K), repeat=half))


def test_sample_halves_is_seeded_distinct_and_uniform_in_each_position():
    a = sample_halves(np.random.default_rng(0), K=5, half=8, n=4000)
    b = sample_halves(np.random.default_rng(0), K=5, half=8, n=4000)
    assert np.array_equal(a, b) and len(set(map(tuple, a))) == 4000
    assert a.min() == 0 and a.max() == 4
    # each position's symbol counts: 800 expected, sd sqrt(4000 * 0.2 * 0.8) ~ 25; 5 sd is a loose, fixed-seed bound
    for t in range(8):
        assert np.all(np.abs(np.bincount(a[:, t], minlength=5) - 800) < 5 * 25.3)


def test_sample_halves_beyond_int64_draws_digits():
    a = sample_halves(np.random.default_rng(1), K=5, half=40, n=50)  # 5^40 > 2^62
    assert a.shape == (50, 40) and len(set(map(tuple, a))) == 50 and a.max() <= 4


def test_sample_halves_refuses_more_than_exist():
    with pytest.raises(ValueError, match="n=10 distinct"):
        sample_halves(np.random.default_rng(0), K=3, half=2, n=10)
    with pytest.raises(TypeError, match="Generator"):
        sample_halves(0, K=3, half=2, n=2)


def test_whole_matrix_in_any_order_gives_its_exact_spectrum():
    rng = np.random.default_rng(2)
    M = rng.standard_normal((27, 27)) @ np.diag(0.5 ** np.arange(27)) @ rng.standard_normal((27, 27)) + 0.7
    rows, cols = rng.permutation(27), rng.permutation(27)
    est = block_spectrum(M[np.ix_(rows, cols)], side=27)
    s = np.linalg.svd(M, compute_uv=False)
    for key, eps in SAMPLED_EPS.items():
        assert est.eps_rank[key] == _eps_rank(s, eps)
    assert math.isclose(est.entropy, _entropy(s), rel_tol=1e-9)
    assert math.isclose(est.entropy_centred, _entropy(np.linalg.svd(M - M.mean(), compute_uv=False)), rel_tol=1e-9)
    assert math.isclose(est.s1, s[0], rel_tol=1e-12) and math.isclose(est.frobenius, np.linalg.norm(M), rel_tol=1e-12)
    assert np.allclose(est.singular_values, s / s[0], atol=1e-12)


def test_split_half_error_is_the_spread_and_drift_of_the_diagonal_sub_blocks():
    rng = np.random.default_rng(3)
    B = rng.standard_normal((20, 16)) @ np.diag(0.6 ** np.arange(16)) @ rng.standard_normal((16, 16))
    est = block_spectrum(B, side=400)
    a, b = B[:10, :8], B[10:, 8:]
    for key, eps in SAMPLED_EPS.items():
        ra, rb = (_eps_rank(np.linalg.svd(X, compute_uv=False), eps) for X in (a, b))
        q = _eps_rank(np.linalg.svd(B, compute_uv=False), eps)
        assert est.error["eps_rank"][key] == max(abs(ra - rb), abs(q - (ra + rb) / 2))
        assert est.saturated[key] == (q > 8)
    ea, eb = (_entropy(np.linalg.svd(X, compute_uv=False)) for X in (a, b))
    q = _entropy(np.linalg.svd(B, compute_uv=False))
    assert math.isclose(est.error["entropy"], max(abs(ea - eb), abs(q - (ea + eb) / 2)), rel_tol=1e-9)
    assert math.isclose(est.s1, np.linalg.svd(B, compute_uv=False)[0] * math.sqrt(400 / 20 * 400 / 16))


def test_low_rank_incoherent_matrix_is_recovered_from_a_quarter_of_rows_and_columns():
    """A rank-5 matrix with Gaussian (incoherent) singular vectors plus a constant, side 1024, 256 x 256 sampled.
    The eps-thresholds sit at least 1.7x away from the truncation errors, so the eps-ranks are exact; the
    entropy and normalised singular values carry sampling error: 12 draws (n = 64..256) measured at most 0.17 nats
    and 28 %, so the bounds below (0.2 nats, 30 %) are what the estimator promises here, not tuned to one draw."""
    K, T = 4, 10
    N = K ** (T // 2)
    rng = np.random.default_rng(1)
    sig = np.array([1, 0.5, 0.2, 0.05, 0.02])
    U = np.linalg.qr(rng.standard_normal((N, 5)))[0]
    V = np.linalg.qr(rng.standard_normal((N, 5)))[0]
    M = (U * sig) @ V.T + 0.3 / N
    s = np.linalg.svd(M, compute_uv=False)
    for seed in range(3):
        est = sampled_start_end_spectrum(
            lambda st, en: M[np.ix_(_flat(st, K), _flat(en, K))], K=K, T=T, n_s=256, n_e=256, seed=seed
        )
        for key, eps in SAMPLED_EPS.items():
            assert est.eps_rank[key] == _eps_rank(s, eps)
        assert abs(est.entropy - _entropy(s)) < 0.2
        assert abs(est.entropy_centred - _entropy(np.linalg.svd(M - M.mean(), compute_uv=False))) < 0.2
        assert np.allclose(est.singular_values[:6], s[:6] / s[0], rtol=0.3)


def test_bad_blocks_are_refused():
    with pytest.raises(ValueError, match="non-finite"):
        block_spectrum(np.array([[1.0, np.nan], [0.0, 1.0]]), side=4)
    with pytest.raises(ValueError, match="need 2 <= n_s"):
        block_spectrum(np.ones((1, 3)), side=4)
    with pytest.raises(ValueError, match="expected"):
        sampled_start_end_spectrum(lambda s, e: np.ones((2, 2)), K=3, T=4, n_s=3, n_e=3, seed=0)
    with pytest.raises(ValueError, match="even"):
        sampled_start_end_spectrum(lambda s, e: np.ones((2, 2)), K=3, T=5, n_s=2, n_e=2, seed=0)
