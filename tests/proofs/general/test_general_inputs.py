"""proofs.general against independent oracles: the RAC recurrence written out over Q with sympy polynomials, the
separation rank as the exact rank of the coefficient matrix (Start monomials x End monomials), and the
multiset counts from math.comb. Nothing here calls the evaluator or the rank code under test for the expected
values."""

from math import comb

import numpy as np
import pytest
import sympy as sp

from proofs.bounds.conjecture1 import general_upper_bound
from proofs.general import closed_form, power
from proofs.general.instance import (
    BLAS_PRIME,
    PRIME,
    evaluate_mod_p,
    evaluation_matrix,
    explicit_points,
    explicit_rac,
    random_instance_rank,
    sep_lower_bound,
)
from proofs.general.power import power_rac


def _c(n: int) -> int:
    # the page's formula for the explicit integers, typed again
    return (7919 * n**3 + 104729 * n**2 + 1299709 * n + 17) % 65521 - 32760


def _y_poly(rac, T: int):
    """y of an integer RAC as a sympy Poly in the symbols x[t][m] (naive recurrence over Q)."""
    M, R, L = rac.M, rac.R, rac.depth
    xs = [[sp.Symbol(f"x{t}_{m}") for m in range(M)] for t in range(T)]
    gens = [v for row in xs for v in row]
    P = lambda e: sp.Poly(e, *gens)  # noqa: E731
    h = [[P(int(v)) for v in rac.h0[l]] for l in range(L)]
    for t in range(T):
        below = [P(v) for v in xs[t]]
        new = []
        for l in range(L):
            WH, WI = rac.W_H[l], rac.W_I[l]
            a = [sum((h[l][j] * int(WH[k, j]) for j in range(R)), P(0)) for k in range(R)]
            b = [sum((below[j] * int(WI[k, j]) for j in range(len(below))), P(0)) for k in range(R)]
            below = [a[k] * b[k] for k in range(R)]
            new.append(below)
        h = new
    y = sum((h[-1][k] * int(rac.W_O[k]) for k in range(R)), P(0))
    return y, xs


def _sep(rac, T: int) -> int:
    """Exact separation rank of y over Q: rank of its coefficient matrix, Start monomials by End monomials."""
    y, _xs = _y_poly(rac, T)
    cut = (T // 2) * rac.M
    rows: dict = {}
    cols: dict = {}
    entries = {}
    for mono, coeff in y.terms():
        r = rows.setdefault(mono[:cut], len(rows))
        c = cols.setdefault(mono[cut:], len(cols))
        entries[(r, c)] = coeff
    A = sp.zeros(len(rows), len(cols))
    for (r, c), v in entries.items():
        A[r, c] = v
    return A.rank()


def _multiset(n: int, k: int) -> int:
    return comb(n + k - 1, k)


def test_explicit_rac_entries_follow_the_formula():
    rac = explicit_rac(depth=2, M=3, R=2)
    assert [int(v) for v in rac.W_I[0].ravel()] == [_c(n) for n in range(6)]
    assert [int(v) for v in rac.W_H[0].ravel()] == [_c(n) for n in range(6, 10)]
    assert [int(v) for v in rac.W_I[1].ravel()] == [_c(n) for n in range(10, 14)]
    assert [int(v) for v in rac.h0[1]] == [_c(10**6 + 2 + k) for k in range(2)]
    pts = explicit_points(count=2, steps=2, M=3, end=True)
    assert int(pts[1, 0, 2]) == _c(3 * 10**6 + (1 * 2 + 0) * 3 + 2)


@pytest.mark.parametrize(("L", "M", "R", "T"), [(2, 2, 2, 4), (3, 2, 2, 2), (3, 2, 3, 4)])
def test_evaluation_matrix_matches_naive_evaluation(L, M, R, T):
    rac = explicit_rac(depth=L, M=M, R=R)
    y, xs = _y_poly(rac, T)
    s = T // 2
    st, en = explicit_points(count=3, steps=s, M=M, end=False), explicit_points(count=2, steps=s, M=M, end=True)
    Y = evaluation_matrix(rac, st, en, PRIME)
    for i in range(3):
        for j in range(2):
            point = [int(v) for v in st[i].ravel()] + [int(v) for v in en[j].ravel()]
            assert int(Y[i, j]) == int(y.eval(dict(zip([v for row in xs for v in row], point)))) % PRIME


@pytest.mark.parametrize(("L", "M", "R", "T"), [(1, 3, 4, 2), (2, 2, 5, 8), (3, 3, 3, 6), (4, 2, 2, 10)])
def test_evaluation_matrix_matches_int64_evaluation(L, M, R, T):
    """The grid engine's GF(p) evaluation against the int64 recurrence of ``evaluate_mod_p`` on every pair of
    explicit points (whole sequences, start and end concatenated)."""
    rac = explicit_rac(depth=L, M=M, R=R)
    s = T // 2
    st, en = explicit_points(count=7, steps=s, M=M, end=False), explicit_points(count=5, steps=T - s, M=M, end=True)
    Y = evaluation_matrix(rac, st, en, PRIME)
    pairs = np.array([np.concatenate([st[i], en[j]]) for i in range(7) for j in range(5)], dtype=object)
    assert np.array_equal(Y.ravel(), evaluate_mod_p(rac, pairs, PRIME))


@pytest.mark.parametrize(("L", "M", "R", "T"), [(2, 2, 2, 4), (3, 2, 2, 4), (3, 1, 2, 4), (2, 3, 2, 4)])
def test_random_instances_reach_the_exact_sep(L, M, R, T):
    """Re-drawn instances (other weights, points and primes) against sep over Q from the sympy coefficient matrix."""
    exact = _sep(explicit_rac(depth=L, M=M, R=R), T)
    for seed, p in ((0, PRIME), (1, 16777213)):
        assert random_instance_rank(depth=L, M=M, R=R, T=T, points=exact + 3, seed=seed, p=p) == exact


@pytest.mark.parametrize(("L", "M", "R", "T"), [(2, 2, 2, 4), (3, 2, 2, 4), (2, 3, 2, 4), (3, 1, 2, 4), (3, 2, 1, 4)])
def test_sep_lower_bound_is_the_exact_rank_of_the_instance(L, M, R, T):
    exact = _sep(explicit_rac(depth=L, M=M, R=R), T)
    cap = general_upper_bound(M=M, R=R, T=T, depth=L)
    assert sep_lower_bound(depth=L, M=M, R=R, T=T, points=cap) == exact <= cap
    if L in (2, 3):
        assert exact == cap  # the closed form, pinned over Q


@pytest.mark.parametrize(("L", "M", "R", "T"), [(2, 2, 2, 4), (3, 2, 2, 4), (3, 3, 2, 2), (4, 2, 2, 4), (3, 2, 3, 4)])
def test_power_instance_reaches_the_bound_exactly_over_Q(L, M, R, T):
    n = _multiset(min(M, R), _multiset(T // 2, L - 1))
    assert power.power_lower_bound(M=M, R=R, T=T, depth=L) == n
    assert _sep(power_rac(depth=L, M=M, R=R), T) >= n
    # and n is at least Conjecture 1's value min{n, M^(T/2)}
    assert n >= min(n, M ** (T // 2))


def test_power_instance_is_a_power_product():
    # y = c prod_tau sigma_tau^(C(T-tau+L-2, L-2)), sigma_tau = sum_k prod_(t <= tau) x^t_k (k < min(M, R))
    L, M, R, T = 3, 2, 3, 4
    y, xs = _y_poly(power_rac(depth=L, M=M, R=R), T)
    r = min(M, R)
    sig = [sum(sp.Mul(*[xs[t][k] for t in range(tau + 1)]) for k in range(r)) for tau in range(T)]
    prod = sp.Mul(*[sig[tau] ** comb(T - (tau + 1) + L - 2, L - 2) for tau in range(T)])
    ratio = sp.cancel(y.as_expr() / prod)
    assert ratio.is_Integer and ratio == power.power_constant(R=R, T=T, depth=L)


def test_power_check_passes_and_counts():
    cert = power.check(M=2, R=3, T=6, depth=3)
    assert cert.passed and cert.lhs[1] == _multiset(2, _multiset(3, 2))


def test_training_split_is_the_stated_one():
    assert closed_form.is_training(M=3, R=4, T=6, depth=3)
    assert not closed_form.is_training(M=4, R=4, T=6, depth=3)
    assert not closed_form.is_training(M=2, R=5, T=4, depth=2)
    assert not closed_form.is_training(M=2, R=2, T=8, depth=2)
    assert all(not closed_form.is_training(**c) for c in closed_form.cases("quick"))


def test_power_check_can_fail(monkeypatch):
    # The power instance's sep is exactly n (y depends on the Start through z in R^r, with degree P in z), so
    # asking for n + 1 must fail: the check does not pass by construction.
    n = power.power_lower_bound(M=2, R=2, T=4, depth=3)
    monkeypatch.setattr(power, "power_lower_bound", lambda **kw: n + 1)
    cert = power.check(M=2, R=2, T=4, depth=3)
    assert not cert.passed and cert.lhs[1] == n


@pytest.mark.parametrize(("L", "M", "R", "T"), [(2, 2, 5, 18), (2, 2, 2, 10), (3, 2, 2, 8)])
def test_sep_lower_bound_on_blas_matches_flint_on_the_int64_matrix(L, M, R, T):
    """At BLAS_PRIME and 520 points (the float64 BLAS elimination, in place) against FLINT's rank of the matrix
    from the int64 recurrence of ``evaluate_mod_p``: a full-rank shape and two far below 520 (sep 12 at
    (2, 2, 2, 10) is R ((R, T/2)) by math.comb)."""
    from numerics.rank.dense import rank_mod_p

    n, s = 520, T // 2
    rac = explicit_rac(depth=L, M=M, R=R)
    st = explicit_points(count=n, steps=s, M=M, end=False).astype(np.int64)
    en = explicit_points(count=n, steps=s, M=M, end=True).astype(np.int64)
    pairs = np.concatenate([np.repeat(st, n, axis=0), np.tile(en, (n, 1, 1))], axis=1)
    Y = np.asarray(evaluate_mod_p(rac, pairs, BLAS_PRIME), dtype=np.int64).reshape(n, n)
    want = rank_mod_p(Y, BLAS_PRIME, backend="flint").rank
    assert sep_lower_bound(depth=L, M=M, R=R, T=T, points=n, p=BLAS_PRIME) == want
    if (L, M, R, T) == (2, 2, 2, 10):
        assert want == R * comb(R + s - 1, s)


def test_sep_lower_bound_refuses_a_matrix_over_the_memory_budget_before_building_it():
    from racs.memory import TooLargeError

    with pytest.raises(TooLargeError, match="100000 x 100000 evaluation matrix"):
        sep_lower_bound(depth=2, M=2, R=2, T=4, points=100_000, max_bytes=2**30)
