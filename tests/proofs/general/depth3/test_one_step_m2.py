"""Tests for proofs.general.depth3.one_step_m2: the containment on the model's generators (exact GF(p)), an
independent sympy recomputation over Q at (R, n) = (3, 2), the bound against one_step_span, and, for M >= 3
inputs, the bound against a brute-force generator matrix built here and the Koszul count against the rank of the
multiplication map built here."""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest
import sympy as sp

from proofs.general.depth3.one_step_m2 import (
    cases_closed,
    check_closed,
    check_containment,
    condition_rank,
    ideal_dimension,
    kernel_points,
    one_step_closed_form,
    vanishing_bound,
)
from proofs.general.free_states import PRIME, one_step_span


@pytest.mark.parametrize(("R", "n", "seed"), [(3, 2, 0), (3, 3, 1), (3, 3, 2), (4, 2, 3)])
def test_containment_exact(R: int, n: int, seed: int) -> None:
    out = check_containment(R=R, n=n, seed=seed)
    assert out["conditions_violated"] == 0
    assert out["dim_ideal_plus_V"] == out["dim_ideal"]
    assert out["dim_V"] <= out["bound"]


@pytest.mark.parametrize(("R", "n"), [(3, 2), (3, 3), (4, 2)])
def test_bound_at_least_span(R: int, n: int) -> None:
    # the random-point span is a lower bound on the generic dimension, which the proven bound caps
    span = one_step_span(M=2, R=R, n=n, seed=5)
    assert vanishing_bound(R=R, n=n, seed=7) >= span
    if R == 3:
        assert vanishing_bound(R=R, n=n, seed=7) == span


def test_points_lie_on_the_lines() -> None:
    g = np.random.default_rng(3)
    W2, d = g.integers(0, PRIME, (4, 4)), g.integers(0, PRIME, 4)
    pts = kernel_points(W2, d, coefficients=g.integers(1, 100, (5, 4)))
    for i in range(4):
        for v in pts[i]:
            r = [int(c) for c in W2[i]]
            assert sum(r[k] * int(v[k]) for k in range(4)) % PRIME == 0
            assert sum(r[k] * int(d[k]) * int(v[k]) for k in range(4)) % PRIME == 0


def _sympy_model(R: int, n: int, seed: int) -> tuple[list, list, sp.Matrix, sp.Matrix, list]:
    """The model in (a, b) with rational weights, from scratch (no code under test)."""
    rnd = random.Random(seed)
    a, b = sp.symbols(f"a0:{R}"), sp.symbols(f"b0:{R}")
    x1, x2 = sp.symbols("x1 x2")
    W1 = sp.Matrix(R, 2, lambda i, j: rnd.randint(1, 9))
    W2 = sp.Matrix(R, R, lambda i, j: rnd.randint(-9, 9))
    ell = [rnd.randint(1, 9) for _ in range(R)]
    u = W1 * sp.Matrix([x1, x2])
    w = [a[j] * u[j] for j in range(R)]
    y = [b[i] * sum(W2[i, k] * w[k] for k in range(R)) for i in range(R)]
    ly = sum(ell[i] * y[i] for i in range(R))
    N1 = n * (n + 1) // 2
    gens = []
    for beta in itertools.combinations_with_replacement(range(R), n - 1):
        for alpha in itertools.combinations_with_replacement(range(R), N1 - n):
            G = sp.expand(ly * sp.Mul(*[y[i] for i in beta]) * sp.Mul(*[w[k] for k in alpha]))
            gens += [c for _, c in sp.Poly(G, x1, x2).terms()]
    return list(a), list(b), W1, W2, gens


def test_sympy_over_q_tiny() -> None:
    """(R, n) = (3, 2) over Q: dim V = 27 = the bound; every generator satisfies the vanishing conditions."""
    R, n = 3, 2
    a, b, W1, W2, gens = _sympy_model(R, n, seed=11)
    monos = sorted({m for G in gens for m in sp.Poly(G, *a, *b).monoms()})
    mat = sp.Matrix([[sp.Poly(G, *a, *b).coeff_monomial(m) for m in monos] for G in gens])
    dim_v = mat.rank()
    assert dim_v <= vanishing_bound(R=R, n=n, seed=0)
    assert dim_v == 27
    # vanishing, in a-coordinates (p = a * u1 is a linear change): the b^beta coefficient vanishes to order
    # beta_i on L_i = {a : sum_k W2[i, k] u1_k a_k = sum_k W2[i, k] u2_k a_k = 0}, spanned by a cross product;
    # negative control: at a point off L_i some order-0 condition fails
    failures_off = 0
    for i in range(R):
        r1 = sp.Matrix([[W2[i, k] * W1[k, 0] for k in range(R)]])
        r2 = sp.Matrix([[W2[i, k] * W1[k, 1] for k in range(R)]])
        v, off = r1.cross(r2), sp.Matrix([[1, 2, 5]])
        for G in gens:
            for bm, coef in sp.Poly(G, *b).terms():
                for order in range(bm[i]):
                    for gamma in itertools.combinations_with_replacement(range(R), order):
                        dG = coef
                        for k in gamma:
                            dG = sp.diff(dG, a[k])
                        assert sp.expand(dG.subs(dict(zip(a, v, strict=True)))) == 0
                        failures_off += sp.expand(dG.subs(dict(zip(a, off, strict=True)))) != 0
    assert failures_off > 0


@pytest.mark.slow
@pytest.mark.parametrize(("n", "seed"), [(4, 0), (5, 0), (5, 1)])
def test_bound_equals_span_r3(n: int, seed: int) -> None:
    # dim V(3, 2, 5) <= 2385 is the lab's target; the random-point span reaches the bound
    assert vanishing_bound(R=3, n=n, seed=seed) == one_step_span(M=2, R=3, n=n, seed=seed + 3)


@pytest.mark.slow
def test_containment_n4() -> None:
    out = check_containment(R=3, n=4, seed=4)
    assert out["conditions_violated"] == 0 and out["dim_ideal_plus_V"] == out["dim_ideal"]
    assert out["dim_V"] == out["bound"]


# ---- M >= 3 inputs -------------------------------------------------------------------------------------------

P_TEST = 1_000_000_007  # another prime than the module's, for the independent computations below


def _rank_mod(A: np.ndarray, p: int) -> int:
    """Plain Gaussian elimination over GF(p) (independent of numerics.rank_mod_p)."""
    A = A.copy() % p
    rank, rows, cols = 0, A.shape[0], A.shape[1]
    for c in range(cols):
        piv = next((r for r in range(rank, rows) if A[r, c]), None)
        if piv is None:
            continue
        A[[rank, piv]] = A[[piv, rank]]
        A[rank] = A[rank] * pow(int(A[rank, c]), p - 2, p) % p
        nz = np.nonzero(A[:, c])[0]
        for r in nz:
            if r != rank:
                A[r] = (A[r] - int(A[r, c]) * A[rank]) % p
        rank += 1
        if rank == rows:
            break
    return rank


def _brute_span(R: int, M: int, n: int, seed: int) -> int:
    """dim V(R, M, n) at random weights, from the definition: the span over x of
    l(y) y^beta w^alpha, u = W1 x, w = a * u, y = b * (W2 w), as functions of (a, b) at random points mod P_TEST
    (a lower bound on the generic dimension)."""
    g = np.random.default_rng(seed)
    N1 = n * (n + 1) // 2
    W1, W2, ell = g.integers(0, P_TEST, (R, M)), g.integers(0, P_TEST, (R, R)), g.integers(0, P_TEST, R)
    pts = math.comb(R + N1 - 1, N1) * math.comb(R + n - 1, n) + 5
    a, b = g.integers(0, P_TEST, (pts, R)), g.integers(0, P_TEST, (pts, R))
    cols = []
    for _ in range(math.comb(M + N1 - 1, N1) + 2):
        x = [int(v) for v in g.integers(0, P_TEST, M)]
        u = [sum(int(W1[j, m]) * x[m] for m in range(M)) % P_TEST for j in range(R)]
        w = a * np.array(u, dtype=np.int64) % P_TEST
        z = np.zeros_like(w)
        for k in range(R):
            z = (z + w[:, k : k + 1] * W2[:, k]) % P_TEST
        y = b * z % P_TEST
        ly = np.zeros(pts, dtype=np.int64)
        for j in range(R):
            ly = (ly + y[:, j] * int(ell[j])) % P_TEST
        for beta in itertools.combinations_with_replacement(range(R), n - 1):
            for alpha in itertools.combinations_with_replacement(range(R), N1 - n):
                col = ly.copy()
                for j in beta:
                    col = col * y[:, j] % P_TEST
                for k in alpha:
                    col = col * w[:, k] % P_TEST
                cols.append(col)
    return _rank_mod(np.array(cols).T, P_TEST)


@pytest.mark.parametrize(("R", "M", "n"), [(4, 3, 2), (5, 3, 2), (5, 4, 2)])
def test_bound_against_brute_force_m3(R: int, M: int, n: int) -> None:
    span = _brute_span(R, M, n, seed=21)
    assert vanishing_bound(R=R, n=n, M=M, seed=1) >= span
    if R == M + 1:  # the lines L_i: observed tight
        assert vanishing_bound(R=R, n=n, M=M, seed=1) == span


@pytest.mark.slow
def test_bound_against_brute_force_433() -> None:
    assert vanishing_bound(R=4, n=3, M=3, seed=2) == _brute_span(4, 3, 3, seed=22)


@pytest.mark.parametrize(("R", "M", "n"), [(4, 3, 2), (5, 3, 2), pytest.param(4, 3, 3, marks=pytest.mark.slow)])
def test_ideal_dimension_against_multiplication_map(R: int, M: int, n: int) -> None:
    """The Koszul count equals the GF(p) rank of (f_m) -> sum_m mu_m f_m, mu_m = l(b * W2 (d_m * p)), built here
    as explicit coefficient vectors (a lower bound on the generic rank, which the count is by regularity)."""
    g = np.random.default_rng(5)
    N1 = n * (n + 1) // 2
    W2, ell, D = g.integers(1, P_TEST, (R, R)), g.integers(1, P_TEST, R), g.integers(1, P_TEST, (M, R))
    out_mon = {
        m: t
        for t, m in enumerate(
            itertools.product(
                itertools.combinations_with_replacement(range(R), N1),
                itertools.combinations_with_replacement(range(R), n),
            )
        )
    }
    cols = []
    for m in range(M):
        for pa in itertools.combinations_with_replacement(range(R), N1 - 1):
            for pb in itertools.combinations_with_replacement(range(R), n - 1):
                col = np.zeros(len(out_mon), dtype=np.int64)
                for j in range(R):
                    for k in range(R):
                        key = (tuple(sorted(pa + (k,))), tuple(sorted(pb + (j,))))
                        c = int(ell[j]) * int(W2[j, k]) % P_TEST * int(D[m, k]) % P_TEST
                        col[out_mon[key]] = (col[out_mon[key]] + c) % P_TEST
                cols.append(col)
    assert _rank_mod(np.array(cols).T, P_TEST) == ideal_dimension(R=R, M=M, n=n)


def test_points_lie_on_l_i_m3() -> None:
    g = np.random.default_rng(8)
    R, M = 5, 3
    W2, d = g.integers(0, PRIME, (R, R)), g.integers(0, PRIME, (M - 1, R))
    pts = kernel_points(W2, d, coefficients=g.integers(1, 100, (4, math.comb(R, M + 1))))
    rows = [np.ones(R, dtype=np.int64)] + list(d)
    for i in range(R):
        for v in pts[i]:
            assert any(int(c) for c in v)
            for dm in rows:
                assert sum(int(W2[i, k]) * int(dm[k]) * int(v[k]) for k in range(R)) % PRIME == 0
    # negative control: a point of L_0 is off L_1
    v = pts[0][0]
    assert any(sum(int(W2[1, k]) * int(dm[k]) * int(v[k]) for k in range(R)) % PRIME for dm in rows)


@pytest.mark.parametrize(("R", "M", "n", "seed"), [(4, 3, 2, 1), (5, 3, 2, 2), (5, 4, 2, 3)])
def test_containment_exact_m3(R: int, M: int, n: int, seed: int) -> None:
    out = check_containment(R=R, n=n, M=M, seed=seed)
    assert out["conditions_violated"] == 0
    assert out["dim_ideal_plus_V"] == out["dim_ideal"] == ideal_dimension(R=R, M=M, n=n)
    assert out["dim_V"] <= out["bound"]


@pytest.mark.slow
def test_containment_exact_433() -> None:
    out = check_containment(R=4, n=3, M=3, seed=4)
    assert out["conditions_violated"] == 0 and out["dim_ideal_plus_V"] == out["dim_ideal"]
    assert out["dim_V"] == out["bound"]


def test_m2_default_unchanged() -> None:
    for R, n in [(3, 3), (4, 2)]:
        assert vanishing_bound(R=R, n=n) == vanishing_bound(R=R, n=n, M=2)
    assert ideal_dimension(R=3, M=2, n=3) == 2 * math.comb(7, 5) * math.comb(4, 2) - math.comb(6, 4) * 3


@pytest.mark.parametrize(("R", "M", "n"), [(4, 1, 2), (3, 3, 2), (3, 4, 2), (4, 3, 1)])
def test_bad_sizes(R: int, M: int, n: int) -> None:
    with pytest.raises(ValueError, match="must be"):
        vanishing_bound(R=R, n=n, M=M)


@pytest.mark.parametrize(("R", "M", "n", "columns"), [(3, 2, 3, 40), (3, 2, 3, 200), (4, 3, 2, 30), (4, 3, 2, 120)])
def test_column_sample_still_caps_the_span(R: int, M: int, n: int, columns: int) -> None:
    # a sampled submatrix has at most the full rank, so the bound can only grow; it must never fall below the
    # brute-force span built here (a can-fail check of the sampled rank)
    span = _brute_span(R, M, n, seed=23)
    sampled = vanishing_bound(R=R, n=n, M=M, seed=1, columns=columns)
    assert sampled >= vanishing_bound(R=R, n=n, M=M, seed=1) >= span


def test_column_sample_large_enough_is_tight() -> None:
    # (3, 2, 4): 755, the brute-force span; 300 of the 1100 columns already span C Phi's column space
    assert vanishing_bound(R=3, n=4, seed=0, columns=300) == _brute_span(3, 2, 4, seed=24) == 755


def test_column_sample_bad_size() -> None:
    with pytest.raises(ValueError, match="columns=0 must be >= 1"):
        vanishing_bound(R=3, n=3, columns=0)


@pytest.mark.parametrize(("R", "n"), [(3, 2), (3, 3), (3, 4), (4, 2), (5, 2)])
def test_proposition21_against_brute_force(R: int, n: int) -> None:
    # the closed form is a bound on the span of the model's generators built here (brute force), and equal to it
    # where the one-step bound is tight (R = M + 1, these sizes)
    assert one_step_closed_form(n=n, R=R) == _brute_span(R, R - 1, n, seed=31)


@pytest.mark.parametrize(("R", "n", "seed"), [(3, 5, 4), (4, 3, 5), (5, 3, 6)])
def test_proposition21_against_the_computed_rank(R: int, n: int, seed: int) -> None:
    # the exact GF(p) rank of C Phi at other seeds than the registry's
    assert ideal_dimension(R=R, M=R - 1, n=n) - vanishing_bound(R=R, n=n, M=R - 1, seed=seed) == condition_rank(
        R=R, n=n
    )


def test_proposition21_closed_forms() -> None:
    # the sextic of Conjecture 20 written out, not through ideal_dimension (which one_step_closed_form uses)
    assert all(
        one_step_closed_form(n=n) == n * (n + 1) * (n**4 + 4 * n**3 + 7 * n**2 - 8 * n + 12) // 16 for n in range(2, 80)
    )
    # R = 3: the quartic (n-1) n (n+1) (n+6) / 8 and the observed R, 3 R C(R, 2) at n = 2, 3
    assert all(condition_rank(R=3, n=n) == (n - 1) * n * (n + 1) * (n + 6) // 8 for n in range(2, 80))
    assert [condition_rank(R=R, n=2) for R in range(3, 9)] == [R * (R - 1) for R in range(3, 9)]
    assert [condition_rank(R=R, n=3) for R in range(3, 9)] == [3 * R * math.comb(R, 2) for R in range(3, 9)]


def test_proposition21_row_and_bad_sizes() -> None:
    assert all(check_closed(**c).passed for c in cases_closed("quick")[:3])
    with pytest.raises(ValueError, match="R=2 must be >= 3"):
        condition_rank(R=2, n=3)
    with pytest.raises(ValueError, match="n=1 must be >= 2"):
        one_step_closed_form(n=1)
