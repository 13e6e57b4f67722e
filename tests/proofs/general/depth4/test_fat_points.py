"""Proposition 35 (depth 4, R = 3: Proposition 12's bound is not sep) and the fat-point machinery of Proposition 42:
the fat-point counts against a brute-force count of conditions at random points, the ranks of Y_alpha and Y_alpha + J
against an independent sympy construction, the vanishing orders against sympy's derivatives, and the bound against
the certified rank at T = 6."""

from __future__ import annotations

import itertools
import random
from math import comb

import flint  # a rank tool here, not the code under test
import pytest
import sympy
from depth4_oracle import span_ranks_sympy

from numerics.bounds.depth4 import depth4_ideal_bound, start_degrees
from numerics.bounds.depth4_blocks import fat_point_dimension
from proofs.general.depth4.fat_points import (
    block_fat_point_bound,
    cases,
    check,
    fat_point_count,
    flat_edge_bound,
    sep_upper_bound,
    span_ranks,
)

P = 1_000_003  # not the module's prime
b = sympy.symbols("b0:3")


def _monomials(d):
    return [e for e in itertools.product(range(d + 1), repeat=3) if sum(e) == d]


def _derivative(f, gamma):
    """d^gamma f / d b^gamma (gamma = 0: f itself)."""
    for x, e in zip(b, gamma, strict=True):
        if e:
            f = sympy.diff(f, x, e)
    return f


def _fat_dim(points, kappa, d):
    """dim of the forms of degree d vanishing to order kappa_i at points[i]: monomials minus the rank of the
    conditions d^gamma f (z_i) = 0, |gamma| < kappa_i (sympy's derivatives of each monomial)."""
    monos = [sympy.prod(x**e for x, e in zip(b, m, strict=True)) for m in _monomials(d)]
    rows = []
    for z, order in zip(points, kappa, strict=True):
        at = dict(zip(b, z, strict=True))
        for g in (g for o in range(order) for g in _monomials(o)):
            rows.append([int(_derivative(m, g).subs(at)) % P for m in monos])
    rank = flint.nmod_mat(rows, P).rank() if rows else 0
    return len(monos) - rank


@pytest.mark.parametrize("T", [4, 6, 8])
def test_fat_point_count_against_the_conditions_at_random_points(T):
    rnd = random.Random(T)
    s = T // 2
    points = [[rnd.randint(-50, 50) for _ in range(3)] for _ in range(3)]
    assert fat_point_count(T=T) == sum(_fat_dim(points, kappa, comb(s + 1, 2)) for kappa in _monomials(s))


def _weights(seed):
    rnd = random.Random(seed)
    return [sympy.Matrix(3, 3, lambda i, j: rnd.randint(1, 30)) for _ in range(3)]


def _linear_forms(W2, W3):
    """n_ij'(b) = sum_m W3[i, m] b_m W2[m, j'] (the layer-3 input on the edge w_3 = 0)."""
    return [[sum(W3[i, m] * b[m] * W2[m, jp] for m in range(3)) for jp in range(2)] for i in range(3)]


def test_every_generator_vanishes_to_order_kappa_i_at_z_i():
    # The fat-point mechanism: each w-coefficient of prod_i (w1 n_i1 + w2 n_i2)^kappa_i has every derivative of
    # order < kappa_i zero at z_i, the common zero of n_i1 and n_i2 (sympy, exact over Q).
    W2, W3, _ = _weights(5)
    n = _linear_forms(W2, W3)
    w1, w2 = sympy.symbols("w1 w2")
    z = [
        sympy.Matrix([sympy.Poly(f, *b).coeff_monomial(x) for x in b]).cross(
            sympy.Matrix([sympy.Poly(g, *b).coeff_monomial(x) for x in b])
        )
        for f, g in n
    ]
    for kappa in [(2, 1, 1), (3, 0, 1), (1, 1, 2)]:
        ell = sympy.expand(sympy.prod((w1 * n[i][0] + w2 * n[i][1]) ** kappa[i] for i in range(3)))
        for t in range(5):
            coeff = sympy.Poly(ell, w1, w2).coeff_monomial(w1 ** (4 - t) * w2**t)
            for i in range(3):
                at = dict(zip(b, z[i], strict=True))
                for g in (g for o in range(kappa[i]) for g in _monomials(o)):
                    d = _derivative(coeff, g)
                    assert sympy.expand(d).subs(at) == 0


@pytest.mark.parametrize("T", [4, 6])
def test_the_rank_of_Y_plus_J_against_sympy(T):
    got = flat_edge_bound(T=T, k=1)
    assert got["general"] and got["rank_J"] == got["koszul"]
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    assert got["rank_sum"] == span_ranks_sympy(T, (n1 - s, s, 0), seed=11)[1][1]


def test_the_bound_is_never_below_a_certified_rank():
    # T = 6: 2844 is the lab's certified rank (docs/general_inputs.json), so the bound must not go below it; it
    # does not cut there (Proposition 12's End-side term is smaller on the flat blocks).
    assert sep_upper_bound(T=6) == depth4_ideal_bound(R=3, T=6) == 2844


def test_check_at_T_8_and_cases():
    cert = check(T=8)
    assert cert.passed and cert.lhs == 614646 < cert.details["ideal_bound"] == 623421
    assert cases("quick") == [dict(T=8)] and cases("full") == [dict(T=8), dict(T=10)]


def test_bad_input_is_one_line():
    with pytest.raises(ValueError, match="T=7"):
        fat_point_count(T=7)
    with pytest.raises(ValueError, match="k=3"):
        flat_edge_bound(T=8, k=3)
    with pytest.raises(ValueError, match="T=12 has no stated bound"):
        check(T=12)
    with pytest.raises(TypeError, match="T=8.0"):
        sep_upper_bound(T=8.0)
    with pytest.raises(ValueError, match="vertex"):
        fat_point_dimension(T=8, alpha=(20, 0, 0))
    with pytest.raises(ValueError, match="summing to N_1=20"):
        span_ranks(T=8, alphas=[(10, 5, 4)])
    with pytest.raises(ValueError, match="outputs=\\(3,\\)"):
        span_ranks(T=8, alphas=[(10, 5, 5)], outputs=(3,))
    with pytest.raises(ValueError, match="give all three or one"):
        block_fat_point_bound(T=6, alpha=(8, 1, 1), ranks={"Y": 0, "sum": (1, 1)})


def _divided_fat_dim(points, mults, d):
    """dim of the forms of degree d vanishing to the orders ``mults`` at ``points`` (brute force, as _fat_dim)."""
    kept = [(z, m) for z, m in zip(points, mults, strict=True) if m]
    return _fat_dim([z for z, _ in kept], [m for _, m in kept], d) if kept else comb(d + 2, 2)


@pytest.mark.parametrize(
    "T, alpha",
    [(6, (6, 3, 1)), (6, (6, 2, 2)), (6, (7, 2, 1)), (6, (8, 1, 1)), (6, (8, 2, 0)), (6, (9, 1, 0)), (8, (17, 2, 1))],
)
def test_fat_point_dimension_against_the_conditions_at_random_points(T, alpha):
    # The count's two steps done by hand: divide by prod_i n_i1^g_i (a degree shift), then count the forms of the
    # quotient degree vanishing to the reduced orders at six random points (independent conditions, the lemma).
    rnd = random.Random(sum(alpha))
    s, n2 = T // 2, comb(T // 2 + 1, 2)
    points = [[rnd.randint(-50, 50) for _ in range(3)] for _ in range(6)]  # z_i^(2), z_i^(3) for i = 0, 1, 2
    _, a2, a3 = alpha
    total = 0
    for kappa in _monomials(s):
        g = [max(k - a2 - a3, 0) for k in kappa]
        mults = [max(k - a, 0) - gi for k, gi in zip(kappa, g, strict=True) for a in (a2, a3)]
        total += _divided_fat_dim(points, mults, n2 - sum(g))
    assert fat_point_dimension(T=T, alpha=alpha) == total
    assert fat_point_dimension(T=T, alpha=alpha[::-1]) == total  # the order of the entries does not matter


def test_span_ranks_against_sympy():
    # Generic ranks at two different points (the module's weights and prime, and sympy's): equal for these blocks.
    alphas = [(6, 3, 1), (7, 2, 1), (8, 1, 1), (8, 2, 0)]
    got = span_ranks(T=6, alphas=alphas)
    assert got["general"]
    for alpha in alphas:
        assert (got[alpha]["Y"], got[alpha]["sum"]) == span_ranks_sympy(6, alpha, seed=13)
        assert got[alpha]["Y"] <= fat_point_dimension(T=6, alpha=alpha)
