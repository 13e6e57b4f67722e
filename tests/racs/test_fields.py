"""Exactness of the float64 GF(p) arithmetic against Python big integers."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from numerics import default_prime
from racs import ModP, Rational

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


@pytest.mark.parametrize(
    "bad, match",
    [
        ([[0.5, 3.0]], "0.5, not an integer residue of GF\\(101\\)"),
        ([[3.0, 1e9]], "1000000000.0, not a residue of GF\\(101\\)"),
        ([[3, 101]], "101, not a residue"),
        ([["a", "b"]], "not elements of GF\\(101\\)"),
    ],
)
def test_a_value_outside_the_field_is_refused_not_reduced(bad, match):
    """forward and grid_tensor take inputs and templates through Field.check: nothing is silently reduced."""
    from numerics import grid_tensor
    from racs import ModP, forward, random_rac

    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(ValueError, match=match):
        forward(rac, bad)
    with pytest.raises(ValueError, match=match):
        grid_tensor(rac, T=2, templates=np.asarray(bad))


def test_exact_fields_refuse_inexact_values_and_real_refuses_non_numbers():
    from racs import Rational, Real

    with pytest.raises(ValueError, match="0.5, not an exact rational"):
        Rational().check([1, 0.5])
    with pytest.raises(ValueError, match="inf"):
        Real().check([1.0, float("inf")])
    assert Rational().check([1, 2.0]).tolist() == [1, 2]


def test_fields_are_field_protocol_instances_with_capabilities():
    from racs import Field, ModP, Rational, Real

    for f in (Real(), ModP(101), Rational()):
        assert isinstance(f, Field)
    assert (Real().modulus, ModP(101).modulus, Rational().modulus) == (None, 101, None)
    assert [f.einsum_safe for f in (Real(), ModP(101), Rational())] == [True, False, True]


@pytest.mark.parametrize("solve_field", ["modp", "rational"])
def test_solve_matches_sympy(solve_field):
    import numpy as np
    import sympy

    from racs import ModP, Rational

    rng = np.random.default_rng(3)
    A = rng.integers(-9, 10, (6, 6))
    b = rng.integers(-9, 10, 6)
    if solve_field == "modp":
        F, p = ModP(101), 101
        x = F.solve(F.asarray(A), F.asarray(b))
        want = (sympy.Matrix(A).inv_mod(p) * sympy.Matrix(b)).applyfunc(lambda v: v % p)
        assert [int(v) % p for v in x] == list(want)
    else:
        x = Rational().solve(Rational().asarray(A), Rational().asarray(b))
        assert list(x) == list(sympy.Matrix(A).LUsolve(sympy.Matrix(b)))


def test_positional_sizes_are_refused():
    """A swap of two sizes must not silently return a wrong number."""
    from numerics import certified_rank, conjecture1_bound, grid_tensor_nbytes
    from racs import random_rac

    for call in (
        lambda: random_rac(3, 3, 4, seed=0),
        lambda: conjecture1_bound(3, 4, 8, 3),
        lambda: grid_tensor_nbytes(3, 8, 3, 4),
        lambda: certified_rank(3, 3, 4, 8),
    ):
        with pytest.raises(TypeError, match="positional"):
            call()
