"""Ranks against sympy, an independent exact oracle."""

from fractions import Fraction

import numpy as np
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st
from naive import sympy_rank
from strategies import low_rank_int_matrices

from numerics import default_prime, rank_mod_p, rank_rational, rank_svd, to_mod_p

PRIMES = [2, 3, 7, 101, default_prime(1)]


def sympy_rank_mod_p(rows, p):
    return sympy_rank(rows, p)


@given(low_rank_int_matrices(), st.sampled_from(PRIMES), st.sampled_from(["ctypes", "list"]))
def test_rank_mod_p_matches_sympy(rows, p, backend):
    res = rank_mod_p(np.array(rows, dtype=np.int64), p, backend=backend)
    assert res.rank == sympy_rank_mod_p(rows, p)
    assert res.prime == p and res.exact


@given(low_rank_int_matrices())
def test_rank_rational_matches_sympy(rows):
    assert rank_rational(np.array(rows, dtype=object)).rank == sympy.Matrix(rows).rank()


@given(low_rank_int_matrices(max_entry=3), st.integers(1, 5))
def test_rank_rational_with_fractions(rows, den):
    A = np.array([[Fraction(v, den + i) for v in row] for i, row in enumerate(rows)], dtype=object)
    assert rank_rational(A).rank == sympy.Matrix(rows).rank()


@given(low_rank_int_matrices(), st.sampled_from(PRIMES))
def test_mod_p_rank_never_exceeds_rational_rank(rows, p):
    assert rank_mod_p(np.array(rows), p).rank <= rank_rational(np.array(rows, dtype=object)).rank


def test_ctypes_bridge_on_a_large_matrix_matches_list_path():
    rng = np.random.default_rng(0)
    p = default_prime(1)
    A = (rng.integers(0, p, (300, 40)) @ rng.integers(0, p, (40, 257))) % p
    a = rank_mod_p(A, p, backend="ctypes")
    b = rank_mod_p(A, p, backend="list")
    assert a.rank == b.rank == 40
    assert a.backend == "flint-ctypes"


def test_to_mod_p_fractions_and_errors():
    A = np.array([[Fraction(1, 2), Fraction(-3)]], dtype=object)
    assert to_mod_p(A, 7).tolist() == [[4, 4]]
    with pytest.raises(ValueError, match="denominator divisible by p=7"):
        to_mod_p(np.array([[Fraction(1, 7)]], dtype=object), 7)
    with pytest.raises(ValueError, match="exact integers"):
        to_mod_p(np.array([[0.5]]), 7)


@pytest.mark.parametrize("p", [1, 4, 2**64])
def test_rank_mod_p_rejects_non_primes(p):
    with pytest.raises(ValueError, match="must be a prime"):
        rank_mod_p(np.eye(2), p)


def test_rank_rational_refuses_large():
    with pytest.raises(ValueError, match="max_entries"):
        rank_rational(np.zeros((10, 10)), max_entries=50)


@pytest.mark.parametrize("r", [0, 1, 3, 5])
def test_svd_rank_clear_cut_is_reliable(r):
    rng = np.random.default_rng(r)
    U, _ = np.linalg.qr(rng.standard_normal((6, 6)))
    V, _ = np.linalg.qr(rng.standard_normal((6, 6)))
    s = np.array([10.0, 5, 3, 2, 1.5, 1.2])[:r]
    A = (U[:, :r] * s) @ V[:, :r].T
    res = rank_svd(A)
    assert res.rank == r
    if r:
        assert res.reliable and res.gap > 1e3
        assert np.isclose(res.sigma_last, s[-1]) and np.isclose(res.sigma_max, 10.0)


def test_svd_rank_flags_unclear_cut_and_reports_evidence():
    A = np.diag(10.0 ** -np.arange(0, 20, 1.0))  # one value per decade: no clean cut
    res = rank_svd(A)
    s = np.linalg.svd(A, compute_uv=False)
    assert res.tol == pytest.approx(20 * np.finfo(float).eps * s[0])
    assert res.rank == int((s > res.tol).sum())
    assert res.gap == pytest.approx(s[res.rank - 1] / max(s[res.rank], res.tol))
    assert not res.reliable and "gap" in res.reason
    assert res.spectrum_decades == pytest.approx(19)


def test_svd_rank_flags_overflow():
    res = rank_svd(np.array([[np.inf, 1.0], [1.0, 1.0]]))
    assert not res.reliable and "non-finite" in res.reason


@given(st.integers(1, 10**6))
def test_default_prime_is_largest_exact(inner):
    p = default_prime(inner)
    assert sympy.isprime(p) and p < 2**26
    assert inner * (p // 2 + 2) ** 2 < 2**53
    q = sympy.nextprime(p)
    assert q >= 2**26 or inner * (q // 2 + 2) ** 2 >= 2**53


def test_singular_values_equal_numpy_and_a_ctrl_c_reaches_the_caller_at_once():
    """The interruptible SVD returns numpy's singular values, and a Ctrl-C (``_thread.interrupt_main``, what SIGINT
    does) sent 0.2 s into a decomposition of several seconds raises KeyboardInterrupt within a second."""
    import _thread
    import threading
    import time

    from numerics.rank.dense import singular_values

    A = np.random.default_rng(0).standard_normal((60, 40))
    assert np.array_equal(singular_values(A), np.linalg.svd(A, compute_uv=False))
    big = np.random.default_rng(1).standard_normal((2500, 2500))
    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        singular_values(big)
    assert time.perf_counter() - start < 1.5
    timer.join()
