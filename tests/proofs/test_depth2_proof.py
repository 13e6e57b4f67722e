"""docs/theory.md, Proposition 7: each step of the lower-bound proofs, checked on small cases by sympy over Q.

Everything is rebuilt here from the seed's equations (h^{t,1} = (W^{H,1} h^{t-1,1}) ⊙ (W^{I,1} x^t),
h^{t,2} = (W^{H,2} h^{t-1,2}) ⊙ (W^{I,2} h^{t,1}), y = W^O h^{T,2}) with exact rationals; the Start-End matrix
comes from ``tests/naive.py`` and ρ_2 from the seed's multiset coefficient, never from the code under test.
The regimes: (i) M = 1 or R = 1, (ii) T = 2, (iii) T = 4 with R >= M; Lemma A (Sylvester reduction to (S) and
(E)); Lemma B (End side, R <= M: once the End polynomials span everything, they always do).
"""
from fractions import Fraction
from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from hypothesis import given, strategies as st

from proofs import depth2_closed_form as d2
from racs import Rational, random_rac


def _mult(n, k):
    """((n, k)) = C(n+k-1, k), and 0 for n <= 0 < k (the seed's multiset coefficient)."""
    return comb(n + k - 1, k) if n > 0 else int(k == 0)


def _ideal_dim(M, R, s):
    return R * (_mult(R, s) - _mult(R - M, s))


def _rho(M, R, s):
    return min(_ideal_dim(M, R, s), M ** s, min(R, M) * M ** (s - 1))


def _naive_matrix(rac, T):
    from naive import naive_start_end
    return naive_start_end(rac, T, np.eye(rac.M, dtype=np.int64).astype(object))


def _rank(rows):
    from naive import sympy_rank
    return sympy_rank(rows)


def _weights(rac):
    """(U, V, H1, H2, w, h01, h02) as lists of Fractions."""
    from naive import scalars
    U, V = (scalars(rac, w) for w in rac.W_I)
    H1, H2 = (scalars(rac, w) for w in rac.W_H)
    h01, h02 = (scalars(rac, h) for h in rac.h0)
    return U, V, H1, H2, scalars(rac, rac.W_O)[0], h01, h02


def _mv(W, v):
    return [sum(W[i][j] * v[j] for j in range(len(v))) for i in range(len(W))]


def _had(a, b):
    return [x * y for x, y in zip(a, b)]


def _col(U, x):
    return [row[x] for row in U]


def _start_point(rac, sigma):
    """(a, g) = (W^{H,1} h^{s,1}, W^{H,2} h^{s,2}) after the Start sequence sigma."""
    U, V, H1, H2, _, h1, h2 = _weights(rac)
    for x in sigma:
        h1 = _had(_mv(H1, h1), _col(U, x))
        h2 = _had(_mv(H2, h2), _mv(V, h1))
    return _mv(H1, h1), _mv(H2, h2)


def _end_poly(rac, tau, a, g):
    """p_tau(a, g): the End recurrence started from the (symbolic or numeric) pair (a, g)."""
    U, V, H1, H2, w, _, _ = _weights(rac)
    h1 = _had(a, _col(U, tau[0]))
    h2 = _had(g, _mv(V, h1))
    for x in tau[1:]:
        h1 = _had(_mv(H1, h1), _col(U, x))
        h2 = _had(_mv(H2, h2), _mv(V, h1))
    return sum(wk * hk for wk, hk in zip(w, h2))


def _symbols(R):
    return list(sympy.symbols(f"a0:{R}")), list(sympy.symbols(f"g0:{R}"))


def _coefficient_rows(polys, gens):
    """Coefficient vectors of polynomials over the union of their monomials (Fractions)."""
    dicts = [sympy.Poly(sympy.expand(p), *gens).as_dict() for p in polys]
    monos = sorted({m for d in dicts for m in d})
    return [[Fraction(int(sympy.Rational(d.get(m, 0)).p), int(sympy.Rational(d.get(m, 0)).q)) for m in monos]
            for d in dicts]


def _monomial(a, alpha):
    """a^alpha for alpha given as a multiset of indices."""
    out = 1
    for r in alpha:
        out = out * a[r]
    return out


def _spanning_products(rac, s, a, g):
    """The products g_k m(a) l_{k,x}(a) spanning W (m a monomial of degree s-1), at one point or symbolically."""
    U, V, *_ = _weights(rac)
    R, M = len(U), len(U[0])
    out = []
    for k, x in product(range(R), range(M)):
        l_kx = sum(V[k][i] * U[i][x] * a[i] for i in range(R))
        out += [g[k] * _monomial(a, mono) * l_kx for mono in combinations_with_replacement(range(R), s - 1)]
    return out


# --- regime (i): M = 1 or R = 1 --------------------------------------------------------------------------------

def test_rho_is_one_exactly_when_M_or_R_is_one():
    for M, R, T in product(range(1, 7), range(1, 7), range(2, 15, 2)):
        assert (_rho(M, R, T // 2) == 1) == (M == 1 or R == 1)
        assert (d2.proved_regime(M=M, R=R, T=T) == "rank one") == (M == 1 or R == 1)


@pytest.mark.parametrize("M, R, T", [(1, 3, 6), (3, 1, 4), (2, 1, 6)])
def test_vandermonde_rac_output_is_positive_on_every_input(M, R, T):
    A = _naive_matrix(d2.vandermonde_rac(M=M, R=R, field=Rational()), T)
    assert all(v > 0 for row in A for v in row)


# --- regime (ii): T = 2 ----------------------------------------------------------------------------------------

@given(st.integers(1, 5), st.integers(1, 5))
def test_T2_instance_is_the_indicator_of_equal_symbols(M, R):
    """y(x^1, x^2) = [x^1 = x^2 <= m], so the Start-End matrix is diag(I_m, 0) and its rank is min{R, M} = ρ_2."""
    m = min(R, M)
    A = _naive_matrix(d2.one_hot_rac(M=M, R=R, T=2, field=Rational()), 2)
    assert A == [[int(i == j < m) for j in range(M)] for i in range(M)]
    assert _rank(A) == m == _rho(M, R, 1)


# --- regime (iii): T = 4, R >= M -------------------------------------------------------------------------------

@pytest.mark.parametrize("M, R", [(1, 2), (2, 2), (2, 3), (3, 3), (3, 4)])
def test_T4_instance_factorises_as_in_the_proof(M, R):
    """A = D_S (P N Q) D_E entry by entry with H_ij = (2+i)^j, V_ki = (M+3+k)^i, K_ij = H_ji^2; K, N, P, Q are
    invertible, so rank A = M^2 = ρ_2."""
    rac = d2.one_hot_rac(M=M, R=R, T=4, field=Rational())
    A = _naive_matrix(rac, 4)
    H = [[Fraction(2 + i) ** j for j in range(M)] for i in range(M)]
    V = [[Fraction(M + 3 + k) ** i for i in range(M)] for k in range(M)]
    K = [[H[j][i] ** 2 for j in range(M)] for i in range(M)]
    H1 = [sum(row) for row in H]
    pairs = list(product(range(M), repeat=2))
    P = [[V[k][s1] * (i == s2) for k, i in pairs] for s1, s2 in pairs]
    N = [[(k == k2) * V[k][i] * K[i][j] * V[k][j] for k2, j in pairs] for k, i in pairs]
    Q = [[(j == t1) * V[k][t2] for t1, t2 in pairs] for k, j in pairs]
    PNQ = sympy.Matrix(P) * sympy.Matrix(N) * sympy.Matrix(Q)
    for r, (s1, s2) in enumerate(pairs):
        for c, (t1, t2) in enumerate(pairs):
            assert A[r][c] == H1[s1] ** 4 * H[s2][s1] ** 3 * H[t2][t1] * PNQ[r, c]
    assert all(sympy.Matrix(X).det() != 0 for X in (K, N, P, Q))
    assert _rank(A) == M * M == _rho(M, R, 2)


def test_T4_instance_falls_short_when_R_is_below_M():
    """The documented remark: with R < M the same instance has rank R^2 < ρ_2, so regime (iii) needs R >= M."""
    rank = _rank(_naive_matrix(d2.one_hot_rac(M=3, R=2, T=4, field=Rational()), 4))
    assert rank == 4 < _rho(3, 2, 2) == 6
    assert d2.proved_regime(M=3, R=2, T=4) is None


# --- regime (iv): R >= R_0(M, T) ------------------------------------------------------------------------------

@pytest.mark.parametrize("M, T", [(2, 2), (3, 2), (2, 4)])
def test_matching_instance_outputs_the_equality_of_start_and_end(M, T):
    """y(σ τ) = [τ = σ] (the Start-End matrix is the identity), with R = R_0 and with two spare units."""
    s = T // 2
    R0 = 1 + sum(M ** j for j in range(1, s + 1)) + s * M ** s + M
    for R in (R0, R0 + 2):
        A = _naive_matrix(d2.matching_rac(M=M, R=R, T=T, field=Rational()), T)
        assert A == [[int(i == j) for j in range(M ** s)] for i in range(M ** s)]
        assert _ideal_dim(M, R, s) >= R >= M ** s == _rho(M, R, s)
    with pytest.raises(ValueError, match="R_0"):
        d2.matching_rac(M=M, R=R0 - 1, T=T, field=Rational())


# --- Lemma A and its corollary -----------------------------------------------------------------------------------

def _lemma_a(rac, T):
    M, R, s = rac.M, rac.R, T // 2
    a, g = _symbols(R)
    seqs = list(product(range(M), repeat=s))
    polys = [_end_poly(rac, tau, a, g) for tau in seqs]
    spanning = _spanning_products(rac, s, a, g)
    both = _coefficient_rows(spanning + polys, a + g)
    dim_w, rank_e = _rank(both[:len(spanning)]), _rank(both[len(spanning):])
    points = [_start_point(rac, sigma) for sigma in seqs]
    gens = a + g
    A = _naive_matrix(rac, T)
    for tau, p in zip(seqs, polys):
        col = [sympy.Rational(sympy.expand(p).subs(dict(zip(gens, pa + pg)))) for pa, pg in points]
        assert col == [A[i][seqs.index(tau)] for i in range(len(seqs))]   # p_tau at the Start points is A
    S_W = [_spanning_products(rac, s, pa, pg) for pa, pg in points]
    return dict(D=_ideal_dim(M, R, s), dim_w=dim_w, w_and_p=_rank(both), rank_e=rank_e, rank_s=_rank(S_W),
                rank_a=_rank(A), cap=min(R, M) * M ** (s - 1), side=M ** s)


@pytest.mark.parametrize("M, R, T", [(2, 2, 4), (2, 3, 4), (3, 2, 4), (2, 2, 6), (4, 2, 4)])
@pytest.mark.parametrize("which", ["vandermonde", "random"])
def test_lemma_a_factorisation_and_sylvester_bound(M, R, T, which):
    """Every p_tau lies in W (dim W <= D), p_tau at the Start points is the naive matrix, and
    rank A >= rank S_W + rank E - D; where D <= M^s, (S) and (E) hold here, so rank A = ρ_2."""
    rac = (d2.vandermonde_rac(M=M, R=R, field=Rational()) if which == "vandermonde"
           else random_rac(depth=2, M=M, R=R, seed=1, field=Rational()))
    # (S) and (E) are claims about generic weights; a zero weight is a non-generic draw, so rule it out.
    assert all(v != 0 for W in _weights(rac)[:4] for row in W for v in row)
    r = _lemma_a(rac, T)
    assert r["w_and_p"] == r["dim_w"] <= r["D"]
    assert r["rank_a"] >= r["rank_s"] + r["rank_e"] - r["D"]
    if r["D"] <= r["side"]:
        assert r["rank_s"] == r["D"] and r["rank_e"] == min(r["D"], r["cap"])
        assert r["rank_a"] == min(r["D"], r["cap"]) == _rho(M, R, T // 2)


def test_sylvester_is_too_weak_when_D_exceeds_the_side():
    """The documented gap: M = 2, R = 3, T = 12 has D = 81 > M^s = cap = 64, and 64 + 64 - 81 = 47 < 64."""
    assert (_ideal_dim(2, 3, 6), 2 ** 6, _rho(2, 3, 6)) == (81, 64, 64)


# --- Lemma B -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("tau", [(0,), (1, 0), (1, 1, 0)])
def test_lemma_b_first_symbol_recursion(tau):
    """p_{(x, tau')}(a, g) = p_{tau'}(W^{H,1} D_x a, W^{H,2} diag(l_x(a)) g) as polynomials."""
    rac = random_rac(depth=2, M=2, R=2, seed=3, field=Rational())
    U, V, H1, H2, *_ = _weights(rac)
    a, g = _symbols(2)
    for x in range(2):
        a2 = _mv(H1, _had(_col(U, x), a))
        g2 = _mv(H2, _had(_mv(V, _had(_col(U, x), a)), g))
        assert sympy.expand(_end_poly(rac, (x,) + tau, a, g) - _end_poly(rac, tau, a2, g2)) == 0


def _end_span(rac, j):
    a, g = _symbols(rac.R)
    return _rank(_coefficient_rows([_end_poly(rac, tau, a, g) for tau in product(range(rac.M), repeat=j)], a + g))


def test_lemma_b_once_full_stays_full():
    """M = R = 2 (hypotheses checked): the End polynomials span all R ((R, j)) of bidegree (j, 1) at j = 3 (j_0),
    and then at j = 4, as Lemma B says; at j = 2 they do not (R ((R, 2)) = 6 > cap = 4)."""
    rac = random_rac(depth=2, M=2, R=2, seed=5, field=Rational())
    U, V, H1, H2, *_ = _weights(rac)
    assert all(v != 0 for row in U + V for v in row)
    assert sympy.Matrix(H1).det() != 0 and sympy.Matrix(H2).det() != 0 and sympy.Matrix(U).rank() == 2
    assert [_end_span(rac, j) for j in (2, 3, 4)] == [4, 2 * _mult(2, 3), 2 * _mult(2, 4)]


def test_lemma_b_with_more_symbols_than_width():
    """M = 3, R = 2: full already at j_0 = 2 (R ((R, 2)) = 6 <= cap = 6), and so at j = 3."""
    rac = random_rac(depth=2, M=3, R=2, seed=11, field=Rational())
    assert [_end_span(rac, j) for j in (2, 3)] == [2 * _mult(2, 2), 2 * _mult(2, 3)]


# --- regime (v): (E) by polarisation, (S) by slicing ------------------------------------------------------

@pytest.mark.parametrize("R", [2, 3])
def test_E_base_polarisation_instance_spans_everything_at_T4(R):
    """M = ((R, 2)) symbols with columns e_i and e_i + e_j, W^{H,1} = all ones, W^{I,2} = V positive Vandermonde:
    the C^{ij} are invertible and the End polynomials of length 2 span all R ((R, 2)) of bidegree (2, 1)."""
    from racs import make_rac
    cols = [[int(r == i) for r in range(R)] for i in range(R)]
    cols += [[int(r in (i, j)) for r in range(R)] for i in range(R) for j in range(i + 1, R)]
    U = np.array(cols, dtype=np.int64).T.astype(object)
    V = np.array([[(R + 3 + k) ** i for i in range(R)] for k in range(R)], dtype=object)
    ones = np.ones(R, dtype=np.int64).astype(object)
    rac = make_rac([U, V], [np.ones((R, R), dtype=np.int64).astype(object), np.eye(R, dtype=np.int64).astype(object)],
                   ones[None, :], [ones, ones], field=Rational())
    Vm = sympy.Matrix(V.tolist())
    for i, j in combinations_with_replacement(range(R), 2):
        assert (sympy.diag(*[Vm[k, i] + (Vm[k, j] if i != j else 0) for k in range(R)]) * Vm).det() != 0
    assert _end_span(rac, 2) == R * _mult(R, 2) == _ideal_dim(len(cols), R, 2)


@pytest.mark.parametrize("R, s", [(2, 2), (2, 3), (3, 2)])
def test_S_slicing_instance_separates_all_forms(R, s):
    """M = ((R, s)) + R - 1 symbols (columns e_1..e_R, then generic), W^{I,2} = W^{H,2} = I: for x = e_j,
    G_x = h^{s-1,2} = γ_j e_j and F(a, g) = γ_j (u_y)_j (b_x)_j F_j(W^{H,1} D_{b_x} u_y); the points with
    (u_y)_j != 0 lie on no hypersurface of degree s; and the words (x_0, .., x_0, x, y) give rank S = R ((R, s))."""
    from racs import make_rac
    M = _mult(R, s) + R - 1
    rng = np.random.default_rng(4)
    generic = [[int(v) for v in row] for row in rng.integers(1, 40, size=(R, M - R))]
    U = np.array([[int(r == x) for x in range(R)] + generic[r] for r in range(R)], dtype=object)
    H1 = np.array([[int(v) for v in row] for row in rng.integers(1, 40, size=(R, R))], dtype=object)
    eye = np.eye(R, dtype=np.int64).astype(object)
    h0 = [np.array([int(v) for v in rng.integers(1, 40, size=R)], dtype=object) for _ in range(2)]
    rac = make_rac([U, eye], [H1, eye], np.ones((1, R), dtype=np.int64).astype(object), h0, field=Rational())
    H1m = sympy.Matrix(H1.tolist())
    assert H1m.det() != 0
    prefix = (R,) * (s - 2)          # the first generic column, repeated
    for j in range(R):
        b_x, G_x = _start_point(rac, prefix + (j,))   # (W^{H,1} h^{s-1,1}, h^{s-1,2}) as W^{H,2} = I
        assert [G_x[k] != 0 for k in range(R)] == [k == j for k in range(R)]
        assert all(v != 0 for v in b_x)
        ys = [y for y in range(M) if U[j, y] != 0]
        points = [list(H1m * sympy.Matrix(_had(_col(U, y), b_x))) for y in ys]
        assert _rank([[_monomial(p, al) for al in combinations_with_replacement(range(R), s)] for p in points]) \
            == _mult(R, s)
        for y in range(M):
            a, g = _start_point(rac, prefix + (j, y))
            assert list(a) == list(H1m * sympy.Matrix(_had(_col(U, y), b_x)))
            assert list(g) == [G_x[k] * U[k, y] * b_x[k] for k in range(R)]
    rows = []
    for x, y in product(range(M), repeat=2):
        a, g = _start_point(rac, prefix + (x, y))
        rows.append([g[k] * _monomial(a, al) for k in range(R) for al in combinations_with_replacement(range(R), s)])
    assert _rank(rows) == R * _mult(R, s) == _rho(M, R, s)
    assert d2.proved_regime(M=M, R=R, T=2 * s) == "M >= ((R, s)) + R - 1"


# --- the check uses the proof's instance ---------------------------------------------------------------------------

@pytest.mark.parametrize("M, R, T, regime", [(3, 2, 2, "T = 2"), (2, 3, 4, "T = 4, R >= M"),
                                             (3, 2, 4, "case by case"), (1, 3, 6, "rank one"), (2, 41, 6, "R >= R_0")])
def test_check_names_the_regime_and_ranks_the_proof_instance(M, R, T, regime):
    c = d2.check(M=M, R=R, T=T)
    assert c.passed and c.details["lower_bound"] == regime
    assert len(c.lhs) == (3 if regime in ("T = 2", "T = 4, R >= M", "R >= R_0") else 2)
