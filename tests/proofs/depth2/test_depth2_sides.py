"""proofs.depth2.sides: rank S_W from a basis of W equals the rank of the spanning products evaluated naively
(``tests/depth2_naive.py``, sympy over GF(p)), also where the forms l_{k,x} are dependent mod p; rank E equals the
rank over Q of the naive End polynomials, on both arithmetic paths (centred floats, Python ints) and in many chunks;
the centred reduction is exact; the memory plans refuse before allocating."""

from itertools import product

import numpy as np
import pytest
from depth2_naive import end_span as _end_span
from depth2_naive import spanning_products as _spanning_products
from depth2_naive import start_point as _start_point
from hypothesis import given
from naive import sympy_rank as _sympy_rank
from strategies import centred_reduction_cases

from proofs._util import int_matrix
from proofs.depth2 import sides as depth2_sides
from proofs.depth2.sides import end_rank, ideal_start_rank
from racs import ModP, Rational, make_rac
from racs.memory import TooLargeError


def _random_weights(rng, M, R, degenerate):
    W_I = [int_matrix(rng, (R, M), 2), int_matrix(rng, (R, R), 2)]
    if degenerate == "zero row":  # l_{1,x} = 0 for every x: I_1 = 0
        W_I[1][0, :] = 0
    elif degenerate == "equal symbols":  # u_0 = u_1: l_{k,0} = l_{k,1}, every I_k has fewer generators
        W_I[0][:, 1] = W_I[0][:, 0]
    elif degenerate == "zero mod 7":  # every form is 0 over GF(7): W = 0 there, rank 0
        W_I[1] = 7 * W_I[1]
    elif degenerate == "equal mod 7":  # independent over Q, equal over GF(7) (where the first unit's weight is)
        W_I[0][:, 1] = W_I[0][:, 0]
        W_I[0][0, 1] += 7
    return (
        W_I,
        [int_matrix(rng, (R, R), 2), int_matrix(rng, (R, R), 2)],
        int_matrix(rng, (1, R), 2),
        [int_matrix(rng, (R,), 2), int_matrix(rng, (R,), 2)],
    )


_DEGENERATE = [None, "zero row", "equal symbols", "equal mod 7", "zero mod 7"]


@pytest.mark.parametrize(
    "M, R, s, degenerate, p",
    [(M, R, s, d, p) for M, R, s in [(3, 2, 3), (4, 3, 3), (2, 4, 3)] for d in _DEGENERATE for p in (7, 32749)]
    + [(2, 3, 7, None, 32749), (2, 3, 7, "equal mod 7", 7)],
)
def test_ideal_start_rank_equals_the_naive_rank_of_the_spanning_products(M, R, s, degenerate, p):
    """Every Start word: the GF(p) rank of the naive spanning products g_k m(a) l_{k,x}(a) (m of degree s - 1) at
    the naive Start points equals ideal_start_rank, which ranks a basis of W instead. Every size but (2, 4, 3)
    has more Start words than D, so a wrong basis shows; "equal mod 7" has forms independent over Q but dependent mod 7
    (so fewer generators mod p than over Q)."""
    rng = np.random.default_rng(1000 * M + 100 * R + 10 * s + p % 10)
    weights = _random_weights(rng, M, R, degenerate)
    exact = make_rac(*weights, field=Rational())
    rows = []
    for word in product(range(M), repeat=s):
        a, g = _start_point(exact, word)
        rows.append(_spanning_products(exact, s, a, g))
    assert ideal_start_rank(make_rac(*weights, field=ModP(p)), T=2 * s) == _sympy_rank(rows, p)


@pytest.mark.parametrize(
    "M, R, s, units", [(2, 3, 4, [0]), (2, 3, 4, [2]), (3, 2, 3, [1]), (2, 4, 3, [1, 3]), (2, 3, 4, [])]
)
def test_ideal_start_rank_of_some_units_equals_the_naive_rank_of_their_spanning_products(M, R, s, units):
    """units=: only the blocks g_k m(a) l_{k,x}(a) of those units (naive, sympy GF(p)), at a subset of the words."""
    rng = np.random.default_rng(7 * M + R + s)
    weights = _random_weights(rng, M, R, None)
    exact = make_rac(*weights, field=Rational())
    words = [w for i, w in enumerate(product(range(M), repeat=s)) if i % 3 != 1]
    per_unit = len(_spanning_products(exact, s, [1] * R, [1] * R)) // R  # M monomial blocks per unit, k-major
    rows = []
    for word in words:
        a, g = _start_point(exact, word)
        row = _spanning_products(exact, s, a, g)
        rows.append([v for k in units for v in row[k * per_unit : (k + 1) * per_unit]])
    want = _sympy_rank(rows, 32749) if units else 0
    got = ideal_start_rank(make_rac(*weights, field=ModP(32749)), T=2 * s, words=np.array(words), units=units)
    assert got == want and (not units or want > 0)


def test_ideal_start_rank_refuses_unknown_units():
    rac = make_rac(*_random_weights(np.random.default_rng(0), 2, 3, None), field=ModP(32749))
    with pytest.raises(ValueError, match="units=\\[3\\] must be unit indices 0..2"):
        ideal_start_rank(rac, T=6, units=[3])


def test_ideal_start_rank_refuses_before_allocating():
    rac = make_rac(*_random_weights(np.random.default_rng(0), 3, 6, None), field=ModP(32749))
    with pytest.raises(TooLargeError, match="S_W for M=3, R=6, T=40"):
        ideal_start_rank(rac, T=40)


@given(centred_reduction_cases())
def test_centred_reduction_is_an_exact_residue(case):
    """The float64 reduction returns, for every integer it meets (|x| <= R (p/2 + 3)^2 < 2^53), an integer congruent
    to x mod p of size at most p/2 + 3, so that the next products stay exact (Python int arithmetic as the oracle)."""
    p, R, x = case
    assert depth2_sides._centred_fits(p, R)
    r = depth2_sides._mod(np.array(x, dtype=np.float64), p)
    assert all(v == int(v) and (int(v) - xi) % p == 0 and abs(v) <= p // 2 + 3 for v, xi in zip(r.tolist(), x))


@pytest.mark.parametrize(
    "M, R, s, degenerate",
    [(2, 3, 3, None), (3, 2, 3, None), (2, 3, 3, "equal symbols"), (3, 3, 2, "zero row"), (2, 4, 3, None)],
)
@pytest.mark.parametrize("path", ["float", "int"])
def test_end_rank_equals_the_rank_of_the_naive_end_polynomials(M, R, s, degenerate, path, monkeypatch):
    """rank E: end_rank (values at random points mod p, three points a chunk) against the rank over Q of the End
    polynomials' coefficient vectors (naive recurrence, sympy), on the centred float path and on the Python int one
    (which ModP's primes below 2^26 take from R = 9 on, forced here); the degenerate weights lower rank E."""
    monkeypatch.setattr(depth2_sides, "END_CHUNK", 3 * M**s * R)
    if path == "int":
        monkeypatch.setattr(depth2_sides, "_centred_fits", lambda p, R: False)
    weights = _random_weights(np.random.default_rng(100 * M + 10 * R + s), M, R, degenerate)
    want = _end_span(make_rac(*weights, field=Rational()), s)
    assert end_rank(make_rac(*weights, field=ModP(32749)), T=2 * s, seed=0) == want
    if degenerate:
        assert want < end_rank(
            make_rac(*_random_weights(np.random.default_rng(1), M, R, None), field=ModP(32749)), T=2 * s, seed=0
        )


def test_the_int_path_is_taken_where_floats_would_round():
    """The largest prime ModP takes, 2^26 - 5: dot products of R = 9 centred residues (|v| <= p//2 + 2, ModP's bound)
    may reach 2^53, of R = 8 not."""
    p = 2**26 - 5
    assert 9 * (p // 2 + 2) ** 2 >= 2**53 > 8 * (p // 2 + 2) ** 2
    assert depth2_sides._centred_fits(p, 8) and not depth2_sides._centred_fits(p, 9)


def test_end_rank_refuses_before_allocating():
    rac = make_rac(*_random_weights(np.random.default_rng(0), 3, 6, None), field=ModP(32749))
    with pytest.raises(TooLargeError, match="End polynomials at .* for M=3, R=6, T=30"):
        end_rank(rac, T=30, seed=0)
