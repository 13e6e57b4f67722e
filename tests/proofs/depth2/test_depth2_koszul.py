"""docs/theory/proposition7.md, Proposition 7: Lemma B' (the End side for R > M through the Koszul map) and regime (xii)
(M = 2, R = 3, T >= 14), against naive evaluation of Eq. 1.2 (``tests/depth2_naive.py``) and sympy."""

from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from depth2_naive import (
    coefficient_rows as _coefficient_rows,
)
from depth2_naive import (
    rank as _rank,
)
from depth2_naive import (
    symbols as _symbols,
)
from depth2_naive import (
    weights as _weights,
)
from naive import sympy_rank as _sympy_rank

from numerics import trial_prime
from proofs.depth2 import closed_form as d2
from proofs.depth2 import koszul as dk
from racs import Rational, make_rac

P = 2**31 - 1


def _D(s):
    return 3 * (comb(s + 2, 2) - 1)


def _ints(rac):
    return tuple(
        [[int(v) for v in row] if isinstance(row, list) else int(row) for row in part] for part in _weights(rac)
    )


def _start_points(W, s):
    U, V, H1, H2, _, h1, h2 = W
    mv = lambda A, v: [sum(a * b for a, b in zip(row, v)) for row in A]  # noqa: E731
    out = []
    for sigma in product(range(2), repeat=s):
        a, g = h1, h2
        for x in sigma:
            a = [p * row[x] for p, row in zip(mv(H1, a), U)]
            g = [p * q for p, q in zip(mv(H2, g), mv(V, a))]
        out.append((mv(H1, a), mv(H2, g)))
    return out


def test_grid_routing_instance_is_documented():
    s = 9
    U, V, H1, H2, w, h1, h2 = _ints(d2.grid_routing_rac(T=2 * s, field=Rational()))
    lam = 2 * s + 7
    assert U == [[1, 1], [1, lam], [1, 1]] and V == [[1, 1, 1], [2, 1, -6], [1, 2, -3]]
    assert H1 == [[0, 1, 1], [1, 0, 1], [0, 0, 1]] and H2 == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    assert (w, h1, h2) == ([1, 1, 1], [0, 0, 1], [1, 1, 1])


@pytest.mark.parametrize("s", [7, pytest.param(8, marks=pytest.mark.slow)])
def test_start_side_spans_w_by_naive_evaluation(s):
    """(S): the spanning products g_k m(a) l_{k,x}(a) of W at the naive Start points have rank D (GF(p))."""
    W = _ints(d2.grid_routing_rac(T=2 * s, field=Rational()))
    U, V = W[0], W[1]
    rows = []
    for a, g in _start_points(W, s):
        row = []
        for k in range(3):
            forms = [sum(V[k][m] * U[m][x] * a[m] for m in range(3)) for x in range(2)]
            for al in combinations_with_replacement(range(3), s - 1):
                mono = int(np.prod([a[m] for m in al], dtype=object))
                row += [g[k] * mono * f for f in forms]
        rows.append(row)
    assert _sympy_rank(rows, P) == _D(s)


@pytest.mark.slow
def test_start_side_full_from_s_10_by_naive_evaluation():
    """The hand proof's statement at its first s: rank S_full = 3 ((3, 10)) (all g_k a^alpha), GF(p)."""
    s = 10
    rows = [
        [
            g[k] * int(np.prod([a[m] for m in al], dtype=object))
            for k in range(3)
            for al in combinations_with_replacement(range(3), s)
        ]
        for a, g in _start_points(_ints(d2.grid_routing_rac(T=2 * s, field=Rational())), s)
    ]
    assert _sympy_rank(rows, P) == 3 * comb(s + 2, 2)


def _end_rank_naive(s, seed=0, M=2, R=3):
    """Rank of the End polynomials p_tau (|tau| = s) of vandermonde_rac(M, R) from their values at random integer
    points (a, g), by the naive End recurrence: a lower bound on rank E."""
    W = _ints(d2.vandermonde_rac(M=M, R=R, field=Rational()))
    rng = np.random.default_rng(seed)
    pts = [
        ([int(v) for v in rng.integers(1, 10**6, R)], [int(v) for v in rng.integers(1, 10**6, R)])
        for _ in range(R * comb(s + R - 1, s) + 3)
    ]
    U, V, H1, H2, w, _, _ = W
    mv = lambda A, v: [sum(a * b for a, b in zip(row, v)) for row in A]  # noqa: E731
    rows = []
    for tau in product(range(M), repeat=s):
        row = []
        for a, g in pts:
            h1 = [p * row_[tau[0]] for p, row_ in zip(a, U)]
            h2 = [p * q for p, q in zip(g, mv(V, h1))]
            for x in tau[1:]:
                h1 = [p * row_[x] for p, row_ in zip(mv(H1, h1), U)]
                h2 = [p * q for p, q in zip(mv(H2, h2), mv(V, h1))]
            row.append(sum(c * h for c, h in zip(w, h2)))
        rows.append(row)
    return _sympy_rank(rows, P)


def test_end_base_and_one_step_by_naive_evaluation():
    """Lemma B' at its base: rank E = D at s = 7, kappa_7 onto, and (the lemma's conclusion, one step) rank E = D
    at s = 8, all from the naive End recurrence."""
    assert _end_rank_naive(7) == _D(7) == 105
    rank, target = dk.koszul_rank(d2.vandermonde_rac(M=2, R=3, field=Rational()), j=7, p=trial_prime(M=2, R=3), seed=0)
    assert rank == target == 6
    assert _end_rank_naive(8) == _D(8) == 132


@pytest.mark.slow
def test_end_base_of_regime_xiii_by_naive_evaluation():
    """Lemma B' at the base (M, R, j_0) = (3, 4, 5) of regime (xiii): rank E = D = 4 (((4, 5)) - 1) = 220 from the
    naive End recurrence, and kappa_5 onto (target M R ((1, 5)) = 12)."""
    assert _end_rank_naive(5, M=3, R=4) == 4 * (comb(8, 5) - 1) == 220
    rank, target = dk.koszul_rank(d2.vandermonde_rac(M=3, R=4, field=Rational()), j=5, p=trial_prime(M=3, R=4), seed=0)
    assert rank == target == 12


def test_kappa_not_onto_exactly_where_the_step_fails():
    """j = 1: sum_x Phi_x(W_1) (naive, sympy) has dimension 12 < D_2 = 15, so by the lemma's equivalence kappa_1
    is not onto; koszul_rank must say so."""
    rac = d2.vandermonde_rac(M=2, R=3, field=Rational())
    U, V, H1, H2, _, _, _ = _weights(rac)
    a, g = _symbols(3)
    spans = []
    for x in range(2):
        ax = [sum(H1[i][m] * U[m][x] * a[m] for m in range(3)) for i in range(3)]
        lx = [sum(V[k][m] * U[m][x] * a[m] for m in range(3)) for k in range(3)]
        gx = [sum(H2[i][k] * lx[k] * g[k] for k in range(3)) for i in range(3)]
        for k in range(3):  # W_1 is spanned by g_k l_{k,y}(a); Phi_x substitutes (a, g) -> T_x(a, g)
            for y in range(2):
                spans.append(sympy.expand(gx[k] * sum(V[k][m] * U[m][y] * ax[m] for m in range(3))))
    assert _rank(_coefficient_rows(spans, a + g)) == 12 < 15
    rank, target = dk.koszul_rank(rac, j=1, p=trial_prime(M=2, R=3), seed=0)
    assert rank < target == 6


def test_regime_xii_is_named_and_checked():
    assert d2.proved_regime(M=2, R=3, T=14) == d2.GRID_ROUTING_REGIME
    assert d2.proved_regime(M=2, R=3, T=12) is None and d2.proved_regime(M=3, R=6, T=16) is None
    c = d2.check(M=2, R=3, T=16)
    assert c.passed and c.lhs[-2:] == [105, 132]
    assert dk.check(M=2, R=3, j0=7).passed


@pytest.mark.slow
@pytest.mark.parametrize("base", [(3, 6, 9), (2, 5, 14)])
def test_full_budget_bases(base):
    """(3, 6, 9) and (2, 5, 14): (H), rank E = D (11682, 14700) and kappa onto (990, 1200), as docs/theory/proposition7-lemmas-a-b.md
    states them (about 1.5 and 2 minutes)."""
    M, R, j0 = base
    c = dk.check(M=M, R=R, j0=j0)
    assert c.passed and c.lhs == [True, {(3, 6): 11682, (2, 5): 14700}[M, R], {(3, 6): 990, (2, 5): 1200}[M, R]]
    assert dict(M=M, R=R, j0=j0) in dk.cases("full") and dict(M=M, R=R, j0=j0) not in dk.cases("quick")


def _kappa_rank_naive(rac, j, p, seed):
    """The rows of kappa_j as koszul_rank's docstring defines them, in Fractions from the same seeded points (sympy
    nullspaces and inverses), then the sympy rank mod p."""
    from fractions import Fraction
    from itertools import combinations

    U, V, H1, H2, _, _, _ = _weights(rac)
    M, R = rac.M, rac.R
    Um, Vm, H1m, H2m = (sympy.Matrix(w) for w in (U, V, H1, H2))
    G, H1inv = H2m.inv().T, H1m.inv()
    lin = [[[Vm[i, m] * Um[m, y] for m in range(R)] for y in range(M)] for i in range(R)]
    rng = np.random.default_rng(seed)
    monomials = list(combinations_with_replacement(range(R), j - 1))
    rows = []
    for x in range(M):
        for k in range(R):
            basis = sympy.Matrix(lin[k]).nullspace()
            for _ in range(comb(R - M + j - 1, j) + 3):
                t = rng.integers(1, 1000, size=len(basis))
                lam = sum((int(c) * b for c, b in zip(t, basis)), sympy.zeros(R, 1))
                q = [v / Um[m, x] for m, v in enumerate(H1inv * lam)]
                row = []
                for xx, yy in combinations(range(M), 2):
                    other, sign = (yy, 1) if x == xx else (xx, -1) if x == yy else (None, 0)
                    for i in range(R):
                        c = sign * G[k, i] * sum(lin[i][other][m] * q[m] for m in range(R)) if sign else 0
                        row += [Fraction(str(c * np.prod([q[m] for m in f], dtype=object))) for f in monomials]
                rows.append(row)
    return _sympy_rank(rows, p)


@pytest.mark.parametrize("M, R, j, p", [(2, 3, 2, trial_prime(M=2, R=3)), (2, 3, 3, 3037000493), (3, 6, 2, 3037000493)])
def test_koszul_rank_equals_the_naive_rows_also_where_int64_would_overflow(M, R, j, p):
    """koszul_rank against the rows written from its docstring in exact Fractions (sympy rank mod p). W^{I,1} / 7 makes
    the residues large: at p = 3037000493 ~ 2^31.5 one product of two fits int64 but a sum of R does not, so an int64
    path would wrap (at (3, 6), j = 2 it gave 107 against 102, before the guard counted the R terms)."""
    base = d2.vandermonde_rac(M=M, R=R, field=Rational())
    rac = make_rac([base.W_I[0] / 7, base.W_I[1]], list(base.W_H), base.W_O, list(base.h0), field=Rational())
    assert dk.hypotheses_hold(rac)
    assert dk.koszul_rank(rac, j=j, p=p, seed=0)[0] == _kappa_rank_naive(rac, j, p, 0)
