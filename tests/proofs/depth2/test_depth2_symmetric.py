"""docs/theory/proposition7-regimes-i-iv-ix-xi.md, Proposition 7, regime (x) (T = 6: the S_M-symmetric instance), step by step against naive
evaluation of Eq. 1.2 (``tests/depth2_naive.py``), sympy and brute force, never against the code under test."""

import random
from itertools import permutations, product

import flint
import pytest
import sympy
from depth2_naive import naive_output as _naive_output
from depth2_naive import rank as _rank
from depth2_naive import rho as _rho
from depth2_naive import weights as _weights
from naive import sympy_rank as _sympy_rank

from proofs.depth2 import symmetric as sym
from racs import Rational


def _int_weights(M, R):
    """The instance's weights as plain ints, in ``depth2_naive.weights`` order."""
    return tuple(
        [[int(v) for v in row] if isinstance(row, list) else int(row) for row in part]
        for part in _weights(sym.symmetric_rac(M=M, R=R, field=Rational()))
    )


def _naive_A(W, M):
    """Start-End matrix at T = 6 by the naive recurrence, rows x^1..x^3, columns x^4..x^6 (row-major)."""
    words = list(product(range(M), repeat=3))
    return words, [[_naive_output(W, sigma + tau) for tau in words] for sigma in words]


@pytest.mark.parametrize("M, R", [(2, 2), (3, 3), (3, 4), (4, 4)])
def test_full_rank_over_q(M, R):
    _, A = _naive_A(_int_weights(M, R), M)
    assert _rank(A) == M**3 == _rho(M, R, 3)


@pytest.mark.parametrize("M, R", [(4, 3), (5, 4)])
def test_ramp_reaches_d_below_m(M, R):
    """R < M: rank D = R ((R, 3)) at M = R + 1, the value the closed form takes there (over GF(p) at side 125:
    a lower bound on the rank over Q, which is at most D)."""
    _, A = _naive_A(_int_weights(M, R), M)
    assert (_rank(A) if M**3 <= 64 else _sympy_rank(A, 2**31 - 1)) == R * sympy.binomial(R + 2, 3) == _rho(M, R, 3)


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
        assert sym.collapsed_output(word, M=M) == _naive_output(W, word)
        assert sym.collapsed_output(word, M=flint.fmpz_poly([0, 1]))(M) == _naive_output(W, word)


def test_orbit_patterns_are_the_g_orbits():
    """77 patterns, one per orbit of Sym{3..M-1} on the words of length 3 at M = 6 (brute force)."""

    def pattern(word):
        seen = {}
        return tuple(("s", x) if x < 3 else ("g", seen.setdefault(x, len(seen))) for x in word)

    orbits = {pattern(w) for w in product(range(6), repeat=3)}
    assert sorted(orbits) == sorted(sym.orbit_patterns()) and len(orbits) == 77
    for w in product(range(6), repeat=3):  # the pattern is invariant under Sym{3..5}
        for g in permutations(range(3, 6)):
            assert pattern(tuple(x if x < 3 else g[x - 3] for x in w)) == pattern(w)


def _reduction_holds(M):
    """A w_c = sum_a C^+_ac w_a and A v_c = sum_a C^-_ac v_a as full vectors, A naively evaluated."""
    words, A = _naive_A(_int_weights(M, M), M)
    plus, C_plus, minus, C_minus = sym.reduced_matrices(M=M)
    seen = {}

    def pattern(word):
        seen.clear()
        return tuple(("s", x) if x < 3 else ("g", seen.setdefault(x, len(seen))) for x in word)

    orbit = [pattern(w) for w in words]
    signs = {g: (-1) ** sum(g[i] > g[j] for i in range(3) for j in range(i + 1, 3)) for g in permutations(range(3))}

    def act(g, w):
        return tuple(("s", g[v[1]]) if v[0] == "s" else v for v in w)

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
    _, C_plus, _, C_minus = sym.reduced_matrices(M=X)
    for M in (6, 7):
        _, P_int, _, M_int = sym.reduced_matrices(M=M)
        assert [[e(M) for e in row] for row in C_plus] == P_int
        assert [[e(M) for e in row] for row in C_minus] == M_int


def test_determinant_polynomial_against_sympy():
    x = sympy.Symbol("x")
    rng = random.Random(1)
    entries = [[[rng.randint(-3, 3) for _ in range(rng.randint(1, 3))] for _ in range(3)] for _ in range(3)]
    B = [[flint.fmpz_poly(c) for c in row] for row in entries]
    S = sympy.Matrix([[sum(c * x**k for k, c in enumerate(e)) for e in row] for row in entries])
    got = sym.determinant_polynomial(B)
    assert sympy.expand(S.det() - sum(int(c) * x**k for k, c in enumerate(got.coeffs()))) == 0


@pytest.mark.parametrize(
    "entries",
    [
        [[[2, 2], [4, 4], [0]], [[0, 1], [0, 0, 1], [1]], [[3], [0, 1], [0, 0, 0, 1]]],  # row content 2(x+1)
        [[[1, 0, 1], [1]], [[0], [0, 1, 0, 1]]],  # det degree 5 = the row and column bounds (tight)
        [[[6, 3], [0, 0, 3]], [[0, 2], [4, 2]]],  # contents 3 and 2
        [[[1, 1], [0]], [[2], [0]]],  # a zero column: det 0
    ],
)
def test_determinant_polynomial_contents_and_tight_degree(entries):
    x = sympy.Symbol("x")
    B = [[flint.fmpz_poly(c) for c in row] for row in entries]
    S = sympy.Matrix([[sum(c * x**k for k, c in enumerate(e)) for e in row] for row in entries])
    got = sym.determinant_polynomial(B)
    assert sympy.expand(S.det() - sum(int(c) * x**k for k, c in enumerate(got.coeffs()))) == 0


@pytest.mark.parametrize(
    "roots, decided", [([-1, -1, -2], True), ([7, -1], False), ([6], False), ([5, 3], True), ([], True)]
)
def test_no_root_from_six(roots, decided):
    """Decided exactly when sympy finds no real root >= 6 here (these products have no complex roots to confuse
    the sign test: a one-signed shift is sufficient, and each undecided case has a real root >= 6)."""
    x = sympy.Symbol("x")
    expr = sympy.expand(-3 * sympy.prod([x - r for r in roots]))
    P = flint.fmpz_poly([int(c) for c in reversed(sympy.Poly(expr, x).all_coeffs())])
    real = sympy.real_roots(sympy.Poly(expr, x)) if roots else []
    assert sym.no_root_from(P, start=6) == decided == all(r < 6 for r in real)
    assert not sym.no_root_from(flint.fmpz_poly([]), start=6)


def test_ramp_columns_are_the_documented_formula():
    """W^{I,1} e_x = (1, 2, .., R) + (x - R) 1 for every symbol x >= R (docs/theory/proposition7-regimes-i-iv-ix-xi.md, regime (x), R < M)."""
    for M, R in [(4, 3), (7, 5)]:
        U = _weights(sym.symmetric_rac(M=M, R=R, field=Rational()))[0]
        for x in range(R, M):
            assert [row[x] for row in U] == [i + 1 + (x - R) for i in range(R)]


def _det_on_subspaces(M):
    """(dim W^+, dim W^-, det A|W^+, det A|W^-) from the naively evaluated A, the subspaces built by brute force:
    union-find orbits under transpositions of Sym{3..M-1}, then the (0 1)-closure and the S_3 sign projection."""
    W = _int_weights(M, M)
    words = list(product(range(M), repeat=3))
    index = {w: i for i, w in enumerate(words)}
    A = [[_naive_output(W, s + t) for t in words] for s in words]

    def orbits(gens):
        parent = list(range(len(words)))

        def find(i):
            while parent[i] != i:
                i = parent[i]
            return i

        for w in words:
            for g in gens:
                parent[find(index[w])] = find(index[tuple(g[v] for v in w)])
        classes = {}
        for i in range(len(words)):
            classes.setdefault(find(i), []).append(i)
        return list(classes.values())

    def swap(a, b):
        g = list(range(M))
        g[a], g[b] = b, a
        return g

    G = [swap(i, i + 1) for i in range(3, M - 1)]
    plus = [[int(i in set(c)) for i in range(len(words))] for c in orbits(G + [swap(0, 1)])]
    S3 = [list(p) + list(range(3, M)) for p in permutations(range(3))]
    minus, supports = [], set()
    for o in orbits(G):
        v = [0] * len(words)
        for g in S3:
            sign = (-1) ** sum(g[i] > g[j] for i in range(3) for j in range(i + 1, 3))
            for i in o:
                v[index[tuple(g[c] for c in words[i])]] += sign
        support = frozenset(i for i, c in enumerate(v) if c)
        if support and support not in supports:
            supports.add(support)
            minus.append(v)
    dets = []
    for basis in (plus, minus):  # disjoint supports, entries +-1: read each coordinate at one point of its support
        reps = [next(i for i, c in enumerate(v) if c) for v in basis]
        columns = []
        for v in basis:
            image = [sum(a * c for a, c in zip(row, v) if c) for row in A]
            coefficients = [image[r] * b[r] for r, b in zip(reps, basis)]
            assert image == [sum(k * b[i] for k, b in zip(coefficients, basis)) for i in range(len(words))]
            columns.append(coefficients)
        dets.append(int(flint.fmpz_mat([list(r) for r in zip(*columns)]).det()))
    return len(plus), len(minus), dets


@pytest.mark.slow
def test_family_certificate_for_every_m_from_6():
    """P^+-(6) equal det(A|W^+-) of the naive A on brute-force subspaces (dimensions 46, 7), and the registry
    certificate passes (about 60 s)."""
    _, C_plus, _, C_minus = sym.reduced_matrices(M=flint.fmpz_poly([0, 1]))
    P_plus, P_minus = sym.determinant_polynomial(C_plus), sym.determinant_polynomial(C_minus)
    n_plus, n_minus, (d_plus, d_minus) = _det_on_subspaces(6)
    assert (n_plus, n_minus) == (46, 7)
    assert int(P_plus(6)) == d_plus != 0 and int(P_minus(6)) == d_minus != 0
    assert sym.check(part="M >= 6").passed


def test_regime_and_refusals():
    assert sym.in_symmetric_regime(M=4, R=4, T=6) and sym.in_symmetric_regime(M=9, R=5, T=6)
    assert not sym.in_symmetric_regime(M=4, R=4, T=8) and not sym.in_symmetric_regime(M=9, R=6, T=6)
    with pytest.raises(ValueError, match="M >= 2 and R >= 2"):
        sym.symmetric_rac(M=1, R=3, field=Rational())
    with pytest.raises(ValueError, match="part="):
        sym.check(part="all")
