"""docs/theory.md, Proposition 7, regime (x) (T = 6: the S_M-symmetric instance), step by step against naive
evaluation of Eq. 1.2 (``tests/depth2_naive.py``), sympy and brute force, never against the code under test."""
import random
from itertools import permutations, product

import flint
import pytest
import sympy

from proofs import depth2_symmetric as sym
from racs import Rational

from depth2_naive import naive_output as _naive_output, rank as _rank, rho as _rho, weights as _weights
from naive import sympy_rank as _sympy_rank


def _int_weights(M, R):
    """The instance's weights as plain ints, in ``depth2_naive.weights`` order."""
    return tuple([[int(v) for v in row] if isinstance(row, list) else int(row) for row in part]
                 for part in _weights(sym.symmetric_rac(M=M, R=R, field=Rational())))


def _naive_A(W, M):
    """Start-End matrix at T = 6 by the naive recurrence, rows x^1..x^3, columns x^4..x^6 (row-major)."""
    words = list(product(range(M), repeat=3))
    return words, [[_naive_output(W, sigma + tau) for tau in words] for sigma in words]


@pytest.mark.parametrize("M, R", [(2, 2), (3, 3), (3, 4), (4, 4)])
def test_full_rank_over_q(M, R):
    _, A = _naive_A(_int_weights(M, R), M)
    assert _rank(A) == M ** 3 == _rho(M, R, 3)


@pytest.mark.parametrize("M, R", [(4, 3), (5, 4)])
def test_ramp_reaches_d_below_m(M, R):
    """R < M: rank D = R ((R, 3)) at M = R + 1, the value the closed form takes there (over GF(p) at side 125:
    a lower bound on the rank over Q, which is at most D)."""
    _, A = _naive_A(_int_weights(M, R), M)
    assert (_rank(A) if M ** 3 <= 64 else _sympy_rank(A, 2**31 - 1)) == R * sympy.binomial(R + 2, 3) == _rho(M, R, 3)


@pytest.mark.parametrize("M, R", [(3, 5), (4, 6)])
def test_padding_units_change_nothing(M, R):
    assert _naive_A(_int_weights(M, R), M) == _naive_A(_int_weights(M, M), M)


def test_output_is_symmetric_under_permuting_symbols():
    rng, W = random.Random(0), _int_weights(6, 6)
    for _ in range(30):
        word = [rng.randrange(6) for _ in range(6)]
        pi = list(range(6))
        rng.shuffle(pi)
        assert _naive_output(W, word) == _naive_output(W, [pi[x] for x in word])


@pytest.mark.parametrize("M", [6, 7, 9])
def test_collapsed_output_is_eq_1_2(M):
    """The collapsed recurrence equals the naive one, also as a polynomial in M evaluated at M."""
    rng, W = random.Random(M), _int_weights(M, M)
    for _ in range(30):
        word = tuple(rng.randrange(M) for _ in range(6))
        assert sym.collapsed_output(word, M) == _naive_output(W, word)
        assert sym.collapsed_output(word, flint.fmpz_poly([0, 1]))(M) == _naive_output(W, word)


def test_orbit_patterns_are_the_g_orbits():
    """77 patterns, one per orbit of Sym{3..M-1} on the words of length 3 at M = 6 (brute force)."""
    def pattern(word):
        seen = {}
        return tuple(('s', x) if x < 3 else ('g', seen.setdefault(x, len(seen))) for x in word)

    orbits = {pattern(w) for w in product(range(6), repeat=3)}
    assert sorted(orbits) == sorted(sym.orbit_patterns()) and len(orbits) == 77
    for w in product(range(6), repeat=3):  # the pattern is invariant under Sym{3..5}
        for g in permutations(range(3, 6)):
            assert pattern(tuple(x if x < 3 else g[x - 3] for x in w)) == pattern(w)


def _reduction_holds(M):
    """A w_c = sum_a C^+_ac w_a and A v_c = sum_a C^-_ac v_a as full vectors, A naively evaluated."""
    words, A = _naive_A(_int_weights(M, M), M)
    plus, C_plus, minus, C_minus = sym.reduced_matrices(M)
    seen = {}

    def pattern(word):
        seen.clear()
        return tuple(('s', x) if x < 3 else ('g', seen.setdefault(x, len(seen))) for x in word)

    orbit = [pattern(w) for w in words]
    signs = {g: (-1) ** sum(g[i] > g[j] for i in range(3) for j in range(i + 1, 3)) for g in permutations(range(3))}

    def act(g, w):
        return tuple(('s', g[v[1]]) if v[0] == 's' else v for v in w)

    basis_plus = [[int(o in cls) for o in orbit] for cls in plus]
    basis_minus = []
    for rep in minus:
        coefficient = {act(g, rep): sgn for g, sgn in signs.items()}
        basis_minus.append([coefficient.get(o, 0) for o in orbit])
    for basis, C in ((basis_plus, C_plus), (basis_minus, C_minus)):
        for c, v in enumerate(basis):
            image = [sum(a * b for a, b in zip(row, v)) for row in A]
            assert image == [sum(C[a][c] * basis[a][i] for a in range(len(basis))) for i in range(len(words))]
    return len(plus), len(minus)


def test_reduced_matrices_are_a_on_the_two_subspaces():
    assert _reduction_holds(6) == (46, 7)


@pytest.mark.slow
def test_reduced_matrices_are_a_on_the_two_subspaces_at_m_7():
    assert _reduction_holds(7) == (46, 7)


def test_polynomial_entries_take_the_integer_values():
    X = flint.fmpz_poly([0, 1])
    _, C_plus, _, C_minus = sym.reduced_matrices(X)
    for M in (6, 7):
        _, P_int, _, M_int = sym.reduced_matrices(M)
        assert [[e(M) for e in row] for row in C_plus] == P_int
        assert [[e(M) for e in row] for row in C_minus] == M_int


def test_determinant_polynomial_against_sympy():
    x = sympy.Symbol("x")
    rng = random.Random(1)
    entries = [[[rng.randint(-3, 3) for _ in range(rng.randint(1, 3))] for _ in range(3)] for _ in range(3)]
    B = [[flint.fmpz_poly(c) for c in row] for row in entries]
    S = sympy.Matrix([[sum(c * x ** k for k, c in enumerate(e)) for e in row] for row in entries])
    got = sym.determinant_polynomial(B)
    assert sympy.expand(S.det() - sum(int(c) * x ** k for k, c in enumerate(got.coeffs()))) == 0


def test_integer_roots_against_sympy():
    x = sympy.Symbol("x")
    expr = sympy.expand((x + 1) ** 3 * (x - 7) * (2 * x - 3) * (x ** 2 + 1) * (x ** 2 - 2))
    P = flint.fmpz_poly([int(c) for c in reversed(sympy.Poly(expr, x).all_coeffs())])
    assert sym.integer_roots(P) == [(-1, 3), (7, 1)]
    assert sorted(r for r in sympy.roots(expr, x) if r.is_integer) == [-1, 7]
    with pytest.raises(ValueError, match="nonzero"):
        sym.integer_roots(flint.fmpz_poly([]))


@pytest.mark.slow
def test_family_certificate_for_every_m_from_6():
    """The determinants at M = 6, 7 equal the integer determinants; no integer root from 6 on (about 25 s)."""
    c = sym.check(part="M >= 6")
    assert c.passed and c.details["degrees"] == {"P+": 957, "P-": 135}
    X = flint.fmpz_poly([0, 1])
    _, C_plus, _, C_minus = sym.reduced_matrices(X)
    P_minus = sym.determinant_polynomial(C_minus)
    for M in (6, 7):
        assert P_minus(M) == flint.fmpz_mat(sym.reduced_matrices(M)[3]).det() != 0


def test_regime_and_refusals():
    assert sym.in_symmetric_regime(M=4, R=4, T=6) and sym.in_symmetric_regime(M=9, R=5, T=6)
    assert not sym.in_symmetric_regime(M=4, R=4, T=8) and not sym.in_symmetric_regime(M=9, R=6, T=6)
    with pytest.raises(ValueError, match="M >= 2 and R >= 2"):
        sym.symmetric_rac(M=1, R=3, field=Rational())
    with pytest.raises(ValueError, match="part="):
        sym.check(part="all")
