"""Exactness of the float64 GF(p) arithmetic against Python big integers."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from racs import ModP, Rational
from numerics import default_prime

PRIMES = [3, 101, 8388593, default_prime(1), default_prime(64)]


@given(st.sampled_from(PRIMES), st.lists(st.integers(-(2**53) + 1, 2**53 - 1), min_size=1, max_size=20))
def test_reduce_is_congruent_and_small(p, xs):
    F = ModP(p)
    r = F.reduce(np.array(xs, dtype=np.float64))
    for x, v in zip(xs, r):
        assert v == int(v)
        assert (int(v) - x) % p == 0
        assert abs(int(v)) <= F.bound


@given(st.sampled_from(PRIMES), st.integers(1, 6), st.integers(0, 2**32 - 1), st.data())
def test_matmul_and_mul_exact(p, m, seed, data):
    F = ModP(p)
    k = data.draw(st.integers(1, min(F.max_inner, 300)))
    rng = np.random.default_rng(seed)
    A, B = F.random(rng, (m, k)), F.random(rng, (k, 3))
    got = F.matmul(A, B)
    Ai, Bi = [[int(v) for v in row] for row in A], [[int(v) for v in row] for row in B]
    for i in range(m):
        for j in range(3):
            assert (int(got[i, j]) - sum(Ai[i][t] * Bi[t][j] for t in range(k))) % p == 0
    e = F.mul(A[:, :1], A[:, :1])
    assert all((int(e[i, 0]) - Ai[i][0] ** 2) % p == 0 for i in range(m))


def test_matmul_refuses_inexact_length():
    F = ModP(default_prime(1))
    n = F.max_inner + 1
    with pytest.raises(ValueError, match=f"length {n}"):
        F.matmul(np.ones((1, n)), np.ones((n, 1)))


@pytest.mark.parametrize("p", [1, 4, 2**26 + 15, 91])
def test_modp_rejects_bad_primes(p):
    with pytest.raises(ValueError, match=f"p={p}"):
        ModP(p)


def test_asarray_rejects_non_integers():
    with pytest.raises(ValueError, match="integer"):
        ModP(101).asarray([0.5])
    with pytest.raises(ValueError, match="not exact"):
        Rational().asarray([0.5])


def test_solve_mod_p_and_singular():
    F = ModP(101)
    A = np.array([[2, 1], [1, 1]])
    x = F.solve(A, np.array([1, 1]))
    assert np.all(np.mod(A @ x, 101) == 1)
    with pytest.raises(ValueError, match="singular"):
        F.solve(np.array([[1, 2], [2, 4]]), np.array([1, 1]))
