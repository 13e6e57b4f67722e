"""docs/theory/proposition7.md, Proposition 7: Lemma C (the Start side through reset symbols) and regime (vi) (R = 2, with the
two-symbol elimination argument at M = 2), Lemma D (valuations) and regime (vii), and the (E) table for R <= 4
(regime (iii)(b) and Lemma L with regime (viii): tests/proofs/depth2/test_depth2_theorems.py), each step checked on small cases by sympy over Q or exact GF(p) on naively evaluated matrices
(``tests/depth2_naive.py``), never with the code under test.
"""

from fractions import Fraction
from itertools import combinations_with_replacement, pairwise, product

import numpy as np
import pytest
import sympy
from depth2_naive import (
    end_poly as _end_poly,
)
from depth2_naive import (
    end_span as _end_span,
)
from depth2_naive import (
    had as _had,
)
from depth2_naive import (
    ideal_dim as _ideal_dim,
)
from depth2_naive import (
    monomial as _monomial,
)
from depth2_naive import (
    mult as _mult,
)
from depth2_naive import (
    mv as _mv,
)
from depth2_naive import (
    rank as _rank,
)
from depth2_naive import (
    rho as _rho,
)
from depth2_naive import (
    s_full_rows as _s_full_rows,
)
from depth2_naive import (
    start_point as _start_point,
)
from depth2_naive import (
    weights as _weights,
)

from proofs.depth2 import closed_form as d2
from racs import Rational, random_rac

# --- Lemma C (Start side through resets) and regime (vi): R = 2, M >= 3 -------------------------------------------

PHI = [[Fraction(1), Fraction(1)], [Fraction(1), Fraction(2)]]


def _matpow_vec(W, n, v):
    for _ in range(n):
        v = _mv(W, v)
    return v


def test_reset_instance_is_the_documented_one():
    U, V, H1, H2, w, h01, h02 = _weights(d2.reset_rac(M=4, field=Rational()))
    assert U == [[1, 0, 1, 1], [0, 1, 1, 1]] and V == H1 == H2 == PHI
    assert w == h01 == h02 == [1, 1]
    with pytest.raises(ValueError, match="M >= 3"):
        d2.reset_rac(M=2, field=Rational())


@pytest.mark.parametrize("s", [2, 3, 4])
def test_lemma_c_reset_words_fix_a_and_mix_g(s):
    """At σ = (π, j, 3^m) with |π| = p = s-1-m >= 1: a = λ Φ^(m+1) e_j with λ = (Φ h^{p,1})_j > 0, and
    g = λ^(m+1) N h^{p,2}(π) with N = Φ D_{Φ^(m+1) e_j} Φ ... D_{Φ e_j} Φ invertible; the prefix states span Q^2."""
    rac = d2.reset_rac(M=3, field=Rational())
    for m in range(s - 1):
        p = s - 1 - m
        for j in range(2):
            e = [Fraction(int(i == j)) for i in range(2)]
            N = sympy.Matrix(PHI)
            for i in range(m + 1):
                N = sympy.Matrix(PHI) * sympy.diag(*_matpow_vec(PHI, i + 1, e)) * N
            assert N.det() != 0
            prefix_states = []
            for pi in product(range(3), repeat=p):
                h1, h2 = [Fraction(1)] * 2, [Fraction(1)] * 2
                for x in pi:  # the seed's recurrence, W^{I,2} = W^{H,l} = Φ
                    h1 = _had(_mv(PHI, h1), [Fraction(int(r == x or x == 2)) for r in range(2)])
                    h2 = _had(_mv(PHI, h2), _mv(PHI, h1))
                lam = _mv(PHI, h1)[j]
                assert lam > 0
                a, g = _start_point(rac, pi + (j,) + (2,) * m)
                assert list(a) == [lam * v for v in _matpow_vec(PHI, m + 1, e)]
                assert list(g) == [lam ** (m + 1) * v for v in N * sympy.Matrix(h2)]
                prefix_states.append(h2)
            assert _rank(prefix_states) == 2


def test_fibonacci_points_are_pairwise_non_proportional():
    """Φ^n e_1 = (F_{2n-1}, F_{2n}), Φ^n e_2 = (F_{2n}, F_{2n+1}); d'Ocagne: F_k F_{l+1} - F_{k+1} F_l =
    (-1)^(k+1) F_{l-k}, nonzero for l > k; so C_s has 2s-2 distinct points of P^1."""
    F = [sympy.fibonacci(n) for n in range(40)]
    for n in range(1, 12):
        assert _matpow_vec(PHI, n, [1, 0]) == [F[2 * n - 1], F[2 * n]]
        assert _matpow_vec(PHI, n, [0, 1]) == [F[2 * n], F[2 * n + 1]]
    for k in range(1, 20):
        for l in range(k + 1, 20):
            assert F[k] * F[l + 1] - F[k + 1] * F[l] == (-1) ** (k + 1) * F[l - k] != 0


@pytest.mark.parametrize("s", [3, 4, 5, 6])
def test_binary_forms_of_degree_s_vanishing_on_C_s_are_zero(s):
    """For s >= 3, 2s-2 >= s+1 and the evaluation of the s+1 monomials of degree s at the points of C_s has rank
    s+1 (so Lemma C's hypothesis holds at R = 2)."""
    C = [_matpow_vec(PHI, n, e) for n in range(1, s) for e in ([1, 0], [0, 1])]
    assert len(C) == 2 * s - 2 >= s + 1
    assert _rank([[c[0] ** (s - i) * c[1] ** i for i in range(s + 1)] for c in C]) == s + 1


def test_regime_vi_s2_step():
    """s = 2: F_k = c_k (a_2 - a_1)(a_2 - 2 a_1); the words (j, 3) have a along (2, 3), (3, 5), where q != 0, and
    g along N_j 1 = (34, 58), (94, 164), independent (det 124)."""
    rac = d2.reset_rac(M=3, field=Rational())

    def q(a):
        return (a[1] - a[0]) * (a[1] - 2 * a[0])

    assert q([1, 1]) == q([1, 2]) == 0
    gs = []
    for j, direction, g_dir in ((0, [2, 3], [34, 58]), (1, [3, 5], [94, 164])):
        a, g = _start_point(rac, (j, 2))
        lam = _mv(PHI, [1, 1])[j]
        assert list(a) == [lam * v for v in direction] and q(a) != 0
        assert list(g) == [lam**2 * v for v in g_dir]
        gs.append(g)
    assert sympy.Matrix([[34, 58], [94, 164]]).det() == 124


@pytest.mark.parametrize("M, s", [(3, 2), (3, 3), (3, 4), (4, 3)])
def test_regime_vi_start_rank_is_D(M, s):
    """rank S_full at reset_rac = 2 (s+1) = D = ρ_2 over Q (naive evaluation), and start_rank agrees."""
    from racs import ModP

    rac = d2.reset_rac(M=M, field=Rational())
    rank = _rank(_s_full_rows(rac, list(product(range(M), repeat=s)), s))
    assert rank == 2 * (s + 1) == _ideal_dim(M, 2, s) == _rho(M, 2, s)
    assert d2.start_rank(d2.reset_rac(M=M, field=ModP(10007)), T=2 * s) == rank


def test_end_rank_agrees_with_the_naive_span():
    """end_rank (values at random points) equals the naive coefficient rank of the End polynomials."""
    from racs import ModP

    for M, R in ((3, 2), (6, 3)):
        rac = d2.polarisation_rac(M=M, R=R, field=Rational())
        assert (
            d2.end_rank(d2.polarisation_rac(M=M, R=R, field=ModP(10007)), T=4, seed=0)
            == _end_span(rac, 2)
            == R * _mult(R, 2)
        )
    rac = random_rac(depth=2, M=2, R=2, seed=5, field=Rational())
    assert _end_span(rac, 3) == 8
    with pytest.raises(ValueError, match=r"\(\(R, 2\)\)"):
        d2.polarisation_rac(M=5, R=3, field=Rational())


def test_one_reset_and_one_mixing_symbol_give_at_most_2s_at_M_2():
    """The documented obstruction at M = R = 2: symbols e_1 and (1, 1), otherwise reset_rac's weights."""
    from racs import make_rac

    one = np.ones(2, dtype=np.int64).astype(object)
    phi = np.array(PHI, dtype=object)
    rac = make_rac(
        [np.array([[1, 1], [0, 1]], dtype=object), phi], [phi, phi], one[None, :], [one, one], field=Rational()
    )
    for s in (3, 4):
        assert _rank(_s_full_rows(rac, list(product(range(2), repeat=s)), s)) == 2 * s < _rho(2, 2, s)


def test_regime_vi_is_named_exactly_where_it_applies():
    for M, R, T in product(range(1, 8), range(1, 5), range(2, 17, 2)):
        s = T // 2
        earlier = M == 1 or R == 1 or T == 2 or T == 4 or M >= _mult(R, s) + R - 1 or R >= s * (M - 1) + 1
        assert (d2.proved_regime(M=M, R=R, T=T) == "R = 2") == (R == 2 and not earlier)
        if R == 2 and not earlier:
            assert (M >= 3 and T >= 4) or (M == 2 and T >= 6)


def test_degenerate_start_instance_fails_the_check(monkeypatch):
    """With the mixing symbol replaced by a third reset, C_s = {Φ e_1, Φ e_2} and rank S_full falls below D."""
    from racs import make_rac

    def degenerate(*, M, field):
        one = np.ones(2, dtype=np.int64).astype(object)
        phi = np.array([[1, 1], [1, 2]], dtype=object)
        U = np.array([[1, 0] + [1] * (M - 2), [0, 1] + [0] * (M - 2)], dtype=object)
        return make_rac([U, phi], [phi, phi], one[None, :], [one, one], field=field)

    assert _rank(_s_full_rows(degenerate(M=3, field=Rational()), list(product(range(3), repeat=3)), 3)) < 8
    monkeypatch.setattr(d2, "reset_rac", degenerate)
    c = d2.check(M=3, R=2, T=6)
    assert not c.passed and c.lhs[-1] < 8


# --- regime (vi) at M = R = 2: the two-symbol instance and the elimination argument ----------------------------


def _ratios(word, lam):
    """Z_t = μ_{x^t} (1 + Z_{t-1}) from Z_0 = 0 (μ = 1, λ), written from the documented recurrence."""
    Z = [Fraction(0)]
    for x in word:
        Z.append((1 if x == 0 else lam) * (1 + Z[-1]))
    return Z[1:]


def test_two_symbol_instance_is_the_documented_one():
    for T in (6, 10):
        U, V, H1, H2, w, h01, h02 = _weights(d2.two_symbol_rac(T=T, field=Rational()))
        assert U == [[1, 1], [1, T // 2 + 1]] and H1 == [[1, 0], [1, 1]] and V == H2 == [[1, 0], [0, 1]]
        assert h01 == [1, 0] and h02 == w == [1, 1]
    with pytest.raises(ValueError, match="T >= 6"):
        d2.two_symbol_rac(T=4, field=Rational())


@pytest.mark.parametrize("s", [3, 4])
def test_two_symbol_start_points_reduce_to_ratio_points(s):
    """F(a, g) = g_1 h_1^s (f_1(Z_s) + Π f_2(Z_s)) with Π = Z_1 ... Z_s, f_k(Z) = F_k(W^{H,1} (1, Z)), for a
    random F of bidegree (s, 1), at every Start word (sympy, exact)."""
    rac = d2.two_symbol_rac(T=2 * s, field=Rational())
    rng = np.random.default_rng(s)
    a0, a1, Z = sympy.symbols("a0 a1 Z")
    Fk = [sum(int(c) * a0 ** (s - i) * a1**i for i, c in enumerate(rng.integers(-5, 6, size=s + 1))) for _ in range(2)]
    fk = [sympy.expand(F.subs({a0: 1, a1: 1 + Z}, simultaneous=True)) for F in Fk]  # W^{H,1} (1, Z) = (1, 1 + Z)
    for word in product(range(2), repeat=s):
        a, g = _start_point(rac, word)  # a = W^{H,1} h^{s,1} = (h_1, h_1 + h_2)
        Zs = _ratios(word, s + 1)
        assert a[1] / a[0] == 1 + Zs[-1] and g[1] / g[0] == np.prod(Zs)
        lhs = sum(g[k] * Fk[k].subs({a0: a[0], a1: a[1]}) for k in range(2))
        rhs = g[0] * a[0] ** s * (fk[0].subs(Z, Zs[-1]) + np.prod(Zs) * fk[1].subs(Z, Zs[-1]))
        assert sympy.nsimplify(lhs - rhs) == 0


@pytest.mark.parametrize("s", [3, 4, 5, 6, 7])
def test_two_symbol_ratios_are_base_lambda_digits_and_distinct(s):
    """Z_s = sum_k λ^{c_k} (c_k = number of λ-symbols in x^k..x^s), digits <= s < λ, so the 2^s values are
    distinct; the prefix products along 1^(s-1-i) 2^i strictly increase; 2^(s-1) > 2s exactly when s >= 5."""
    lam = s + 1
    values = set()
    for word in product(range(2), repeat=s):
        c = [sum(word[k:]) for k in range(s)]
        assert _ratios(word, lam)[-1] == sum(lam**ck for ck in c)
        values.add(_ratios(word, lam)[-1])
    assert len(values) == 2**s
    chain = [np.prod(_ratios((0,) * (s - 1 - i) + (1,) * i, lam)) for i in range(s)]
    assert all(x < y for x, y in pairwise(chain))
    assert (2 ** (s - 1) > 2 * s) == (s >= 5)


def test_elimination_identity():
    """λ f_2(λW) (f_1(W) + P W f_2(W)) - f_2(W) (f_1(λW) + P λW f_2(λW)) = G(W), free of P; and G = 0 for
    f_1 = c W f_2."""
    W, P, lam, c = sympy.symbols("W P lam c")
    f1 = sum(sympy.Symbol(f"p{i}") * W**i for i in range(4))
    f2 = sum(sympy.Symbol(f"q{i}") * W**i for i in range(4))

    def sub(f, x):
        return f.subs(W, x)

    lhs = lam * sub(f2, lam * W) * (f1 + P * W * f2) - f2 * (sub(f1, lam * W) + P * lam * W * sub(f2, lam * W))
    G = lam * f1 * sub(f2, lam * W) - sub(f1, lam * W) * f2
    assert sympy.expand(lhs - G) == 0
    g2 = 1 + 2 * W + 5 * W**2
    assert sympy.expand(lam * (c * W * g2) * sub(g2, lam * W) - (c * lam * W * sub(g2, lam * W)) * g2) == 0


@pytest.mark.parametrize("s", [3, 4, 5])
def test_two_symbol_start_rank_is_D(s):
    """rank S_full = 2 (s+1) = ρ_2 over Q from the naive recurrence (s = 3, 4 are the cases the argument leaves to
    this exact computation), and start_rank agrees; the End base: 8 = 2 ((2, 3)) at j_0 = 3 for vandermonde_rac."""
    from racs import ModP

    rac = d2.two_symbol_rac(T=2 * s, field=Rational())
    rank = _rank(_s_full_rows(rac, list(product(range(2), repeat=s)), s))
    assert rank == 2 * (s + 1) == _rho(2, 2, s)
    assert d2.start_rank(d2.two_symbol_rac(T=2 * s, field=ModP(10007)), T=2 * s) == rank
    if s == 3:
        assert _end_span(d2.vandermonde_rac(M=2, R=2, field=Rational()), 3) == 8


# --- Lemma D and regime (vii): T >= 8, M >= ((R, 2)) + R - 1 ---------------------------------------------------


def _lattice(R, s):
    return [g for g in product(range(s + 1), repeat=R - 1) if sum(g) <= s]


def _decompose(gamma):
    """γ as ceil(|γ|/2) parts of size 1 or 2, in a fixed order (the proof's decomposition)."""
    units = [r for r, k in enumerate(gamma) for _ in range(k)]
    parts = [units[i : i + 2] for i in range(0, len(units), 2)]
    return [tuple(sum(1 for u in part if u == r) for r in range(len(gamma))) for part in parts]


def test_valuation_instance_is_the_documented_one():
    R, T, z = 3, 8, 2
    U, V, H1, H2, w, h01, h02 = _weights(d2.valuation_rac(M=9, R=R, T=T, field=Rational(), z=z))
    A = sorted(g for g in product(range(3), repeat=R - 1) if 1 <= sum(g) <= 2)
    assert d2.valuation_alphabet(R=R) == A and len(A) == _mult(R, 2) - 1
    cols = [[int(r == j) for r in range(R)] for j in range(R)] + [[1] + [z**e for e in g] for g in A]
    assert [[row[x] for row in U] for x in range(9)] == cols + [cols[-1]]
    assert H1 == [[z**T if k in (r, 0) else 1 for k in range(R)] for r in range(R)]
    assert all(v > 0 for X in (V, H2) for row in X for v in row)
    assert sympy.Matrix(V).det() != 0 and sympy.Matrix(H2).det() != 0
    assert h01 == h02 == w == [1] * R
    with pytest.raises(ValueError, match="M >= R"):
        d2.valuation_rac(M=7, R=3, T=8, field=Rational())


@pytest.mark.parametrize("R, s", [(2, 4), (3, 4), (3, 5)])
def test_lemma_d_degrees_of_the_reachable_points(R, s):
    """p_γ (tail of A-symbols summing to γ, m <= s-2) has coordinate degrees L(m+1) + (0, γ) in z with positive
    leading and nonnegative coefficients (sympy, z symbolic, L = 2s)."""
    z = sympy.Symbol("z")
    L = 2 * s
    H1 = sympy.Matrix(R, R, lambda r, k: z**L if k in (r, 0) else 1)
    for gamma in _lattice(R, s):
        tail = _decompose(gamma)
        assert len(tail) <= s - 2
        q = H1 * sympy.Matrix([int(r == 0) for r in range(R)])
        for omega in tail:
            q = H1 * sympy.diag(1, *[z**e for e in omega]) * q
        for r in range(R):
            poly = sympy.Poly(sympy.expand(q[r]), z)
            assert poly.degree() == L * (len(tail) + 1) + (gamma[r - 1] if r else 0)
            assert poly.LC() > 0 and all(c >= 0 for c in poly.all_coeffs())


@pytest.mark.parametrize("R, s", [(2, 5), (3, 4)])
def test_lemma_d_identity_is_the_unique_best_assignment(R, s):
    """max over bijections π of sum_γ <π(γ), γ> is reached by the identity only (scipy's assignment solver, with
    each diagonal pair forbidden in turn, stays strictly below)."""
    from scipy.optimize import linear_sum_assignment

    G = _lattice(R, s)
    W = np.array([[sum(a * b for a, b in zip(g, h)) for h in G] for g in G], dtype=float)
    best = W[np.arange(len(G)), np.arange(len(G))].sum()
    rows, cols = linear_sum_assignment(W, maximize=True)
    assert W[rows, cols].sum() == best
    for i in range(len(G)):
        Wi = W.copy()
        Wi[i, i] = -1e9
        rows, cols = linear_sum_assignment(Wi, maximize=True)
        assert Wi[rows, cols].sum() < best


def test_lemma_d_points_separate_forms_and_start_rank_is_D():
    """At z = 2 (R = 3, s = 4): the points p_γ lie on no quartic (over Q), and the Start words (π, 1, tail) of
    Lemma C give rank S_full = 3 ((3, 4)) = 45 = ρ_2 (naive recurrence, rank over GF(p) <= rank over Q); start_rank
    agrees."""
    from naive import sympy_rank

    from racs import ModP

    R, s, M, z, p = 3, 4, 8, 2, 1_000_003
    rac = d2.valuation_rac(M=M, R=R, T=2 * s, field=Rational(), z=z)
    H1 = sympy.Matrix(_weights(rac)[2])
    symbol = {g: R + i for i, g in enumerate(d2.valuation_alphabet(R=R))}
    monomials = list(combinations_with_replacement(range(R), s))
    points, rows = [], []
    for gamma in _lattice(R, s):
        tail = _decompose(gamma)
        q = H1 * sympy.Matrix([int(r == 0) for r in range(R)])
        for omega in tail:
            q = H1 * sympy.diag(1, *[z**e for e in omega]) * q
        points.append(list(q))
        for x in range(M):  # the prefixes (x, R, .., R) of length s-1-m; x = 1..R span the g's
            word = (x,) + (R,) * (s - 2 - len(tail)) + (0,) + tuple(symbol[o] for o in tail)
            a, g = _start_point(rac, word)
            assert [a[0] * v for v in q] == [q[0] * v for v in a]  # a is along p_γ
            rows.append([int(g[k] * _monomial(a, al)) % p for k in range(R) for al in monomials])
    assert _rank([[_monomial(q, al) for al in monomials] for q in points]) == _mult(R, s)
    assert sympy_rank(rows, p) == R * _mult(R, s) == _rho(M, R, s)
    assert d2.start_rank(d2.valuation_rac(M=M, R=R, T=2 * s, field=ModP(p), z=z), T=2 * s) == R * _mult(R, s)


def test_regime_vii_is_named_and_checked():
    for M, R, T in product(range(2, 16), range(3, 6), range(2, 17, 2)):
        s = T // 2
        earlier = T == 2 or T == 4 or M >= _mult(R, s) + R - 1 or R >= s * (M - 1) + 1
        expect = T >= 8 and M >= _mult(R, 2) + R - 1 and not earlier
        assert (d2.proved_regime(M=M, R=R, T=T) == "T >= 8, M >= ((R, 2)) + R - 1") == expect
    c = d2.check(M=8, R=3, T=8)
    assert c.passed and c.details["lower_bound"] == "T >= 8, M >= ((R, 2)) + R - 1"
    assert c.lhs[-2:] == [3 * _mult(3, 2), 45]


# --- (E) for R <= 4: the exact bases of Lemma B -------------------------------------------------------------------

E_BASES = {
    (2, 2): [4, 8],
    (3, 3): [9, 27, 45],
    (3, 4): [12, 30],
    (3, 5): [15, 30],
    (4, 4): [16, 64, 140],
    **{(4, M): [4 * M, 80] for M in range(5, 10)},
}


def _naive_end_rank(rac, j, p=1_000_003, seed=0):
    """GF(p) rank of the End polynomials' values at R ((R, j)) random integer points, by the naive recurrence."""
    from naive import sympy_rank

    R = rac.R
    rng = np.random.default_rng(seed)
    pts = [
        ([int(v) for v in rng.integers(1, 10**6, R)], [int(v) for v in rng.integers(1, 10**6, R)])
        for _ in range(R * _mult(R, j))
    ]
    return sympy_rank(
        [[int(_end_poly(rac, tau, a, g)) % p for tau in product(range(rac.M), repeat=j)] for a, g in pts], p
    )


@pytest.mark.parametrize(
    "R, M",
    [pytest.param(R, M, marks=pytest.mark.slow) if (R, M) != (2, 2) and R * M > 12 else (R, M) for R, M in E_BASES],
)
def test_end_side_bases_for_small_width(R, M):
    """The table: rank E of vandermonde_rac(M, R) is min{D, cap} for s = 2..j_0 and D at j_0 (naive evaluation)."""
    rac = d2.vandermonde_rac(M=M, R=R, field=Rational())
    ranks = [_naive_end_rank(rac, j) for j in range(2, 2 + len(E_BASES[(R, M)]))]
    assert ranks == E_BASES[(R, M)]
    assert ranks == [min(R * _mult(R, j), R * M ** (j - 1)) for j in range(2, 2 + len(ranks))]
    assert ranks[-1] == R * _mult(R, 1 + len(ranks)) and M < _mult(R, 2)


def test_degenerate_valuation_instance_fails_the_check(monkeypatch):
    """z = 1 makes every mixing symbol the all-ones column (the valuations collapse): rank S_full < D, check fails."""
    from racs import make_rac

    def degenerate(*, M, R, T, field):
        ones = np.ones(R, dtype=np.int64).astype(object)
        U = np.array([[int(r == j) for j in range(R)] + [1] * (M - R) for r in range(R)], dtype=object)
        H1 = np.array([[2 if k in (r, 0) else 1 for k in range(R)] for r in range(R)], dtype=object)
        V = np.array([[(R + 3 + k) ** i for i in range(R)] for k in range(R)], dtype=object)
        return make_rac([U, V], [H1, V], ones[None, :], [ones, ones], field=field)

    # Over Q on every Start word: the 5 mixing symbols are one column, so this is the M = 4 rank at most.
    rows = _s_full_rows(degenerate(M=4, R=3, T=8, field=Rational()), list(product(range(4), repeat=4)), 4)
    assert _rank(rows) < 45
    monkeypatch.setattr(d2, "valuation_rac", degenerate)
    c = d2.check(M=8, R=3, T=8)
    assert not c.passed and c.lhs[-1] < 45
