"""Proposition 34 (depth 4, R = 2 <= M: the depth-4 ideal bound attained at every T >= 8): the corner-block ranks
against the naive rank of the whole End polynomial, each block against an exact integer expansion, and the Start
Jacobian against sympy's exact derivative. Proposition 58 (the corner count at R = 3): the counts and polynomials
against enumerations of monomial tuples."""

from __future__ import annotations

import itertools
import random

import flint  # a rank tool here, not the code under test
import numpy as np
import pytest
import sympy

from numerics.bounds.depth4 import common_support_count, depth4_ideal_bound, width2_corner_bounds
from proofs.general.depth4 import corner_blocks
from proofs.general.depth4.corner_blocks import (
    MIN_T,
    cases,
    check,
    check_corner_count,
    corner_count_margins,
    corner_count_terms,
    corner_ranks,
    proven_sep,
)

P = 1_000_003  # not the module's prime


def _naive_rank_of_P(n: int, seed: int) -> int:
    """rank P at T = 2n, R = M = 2, W^(I,1) = I: rows random cut states (a, b, c, g), columns random End inputs
    (u_1..u_n), y from the recurrence written out in numpy; no a-splitting, no interpolation."""
    rng = np.random.default_rng(seed)
    W = [rng.integers(1, P, size=(2, 2)) for _ in range(3)]  # W^(I,2..4)
    H = [rng.integers(1, P, size=(2, 2)) for _ in range(4)]
    WO = rng.integers(1, P, size=2)
    side = depth4_ideal_bound(R=2, T=2 * n) + 12
    a, b, c, g = (rng.integers(0, P, size=(side, 1, 2)) for _ in range(4))
    us = [rng.integers(0, P, size=(1, side, 2)) for _ in range(n)]

    def mv(M, h):  # rows of h are vectors
        return (h @ M.T) % P

    h1 = a * us[0] % P
    h2 = b * mv(W[0], h1) % P
    h3 = c * mv(W[1], h2) % P
    h4 = g * mv(W[2], h3) % P
    for u in us[1:]:
        h1 = mv(H[0], h1) * u % P
        h2 = mv(H[1], h2) * mv(W[0], h1) % P
        h3 = mv(H[2], h3) * mv(W[1], h2) % P
        h4 = mv(H[3], h4) * mv(W[2], h3) % P
    Y = (h4 @ WO) % P
    return flint.nmod_mat(Y.tolist(), P).rank()


@pytest.mark.parametrize("n", [3, 4])
def test_the_blocks_add_up_to_the_naive_rank(n):
    # n = 3: 106, n = 4: 2038 (the a-splitting: rank P = sum of the block ranks).
    ranks = corner_ranks(n=n)
    assert sum(ranks) == _naive_rank_of_P(n, seed=7) == depth4_ideal_bound(R=2, T=2 * n)


def _exact_block_ranks(n: int, seed: int) -> list[int]:
    """Ranks over Q of the blocks Q_(N_1 - j, j): y at w = (1, t) as an integer polynomial in t (coefficient lists,
    exact), small integer weights, W^(H,4) = I, one matrix per power of t, ranked by sympy."""
    rnd = random.Random(seed)

    def mat():
        return [[rnd.randint(1, 9) for _ in range(2)] for _ in range(2)]

    def add(p, q):
        out = [0] * max(len(p), len(q))
        for i, v in enumerate(p):
            out[i] += v
        for i, v in enumerate(q):
            out[i] += v
        return out

    def mul(p, q):
        out = [0] * (len(p) + len(q) - 1)
        for i, v in enumerate(p):
            for j, u in enumerate(q):
                out[i + j] += v * u
        return out

    def mv(M, h):  # h: two polynomials
        return [add(mul([M[i][0]], h[0]), mul([M[i][1]], h[1])) for i in range(2)]

    def had(h, k):
        return [mul(h[0], k[0]), mul(h[1], k[1])]

    W2, W3, W4, H1, H2, H3 = (mat() for _ in range(6))
    WO = [rnd.randint(1, 9) for _ in range(2)]
    side = max(width2_corner_bounds(T=2 * n)) + 4

    def vec():
        return [[rnd.randint(-20, 20)] for _ in range(2)]

    cuts = [[vec() for _ in range(3)] for _ in range(side)]
    ends = [[vec() for _ in range(n - 1)] for _ in range(side)]
    n1 = (n + 2) * (n + 1) * n // 6
    coeffs = [[[0] * side for _ in range(side)] for _ in range(n1 + 1)]
    for r, (b, c, g) in enumerate(cuts):
        for q, us in enumerate(ends):
            h1 = [[1], [0, 1]]  # w = (1, t)
            h2 = had(b, mv(W2, h1))
            h3 = had(c, mv(W3, h2))
            h4 = had(g, mv(W4, h3))
            for u in us:
                h1 = had(mv(H1, h1), u)
                h2 = had(mv(H2, h2), mv(W2, h1))
                h3 = had(mv(H3, h3), mv(W3, h2))
                h4 = had(h4, mv(W4, h3))  # W^(H,4) = I
            y = add(mul([WO[0]], h4[0]), mul([WO[1]], h4[1]))
            for j in range(n1 + 1):
                coeffs[j][r][q] = y[j] if j < len(y) else 0
    return [sympy.Matrix(C).rank() for C in coeffs]


def test_each_block_against_exact_integers():
    # T = 6: the vertices 8, the rest 10 (Proposition 12's End-side term); both computations meet the bound.
    assert corner_ranks(n=3) == tuple(_exact_block_ranks(3, seed=2)) == width2_corner_bounds(T=6)


def test_check_and_cases():
    cert = check(T=8)
    assert cert.passed and cert.lhs == (8, 0, 2038) and cert.details["base"]
    assert cases("quick") == [dict(T=8), dict(T=10), dict(T=12)]
    assert [c["T"] for c in cases("full")] == [8, 10, 12, 14, 16]


def test_proven_sep_is_the_bound_from_T_8_and_none_elsewhere():
    Ts = range(MIN_T, 42, 2)
    assert [proven_sep(M=2, R=2, T=T) for T in Ts] == [depth4_ideal_bound(R=2, T=T) for T in Ts]
    assert proven_sep(M=5, R=2, T=16) == 79026 and proven_sep(M=3, R=2, T=22) == 457836
    assert proven_sep(M=1, R=2, T=16) is None  # M < R: the End inputs are not free
    assert proven_sep(M=3, R=3, T=8) is None  # R = 3: the bound is not sep there (Proposition 35)
    assert proven_sep(M=2, R=2, T=6) is None  # the Start map is not dominant at s = 3


def test_bad_input_is_one_line():
    with pytest.raises(ValueError, match="T=7"):
        proven_sep(M=2, R=2, T=7)
    with pytest.raises(ValueError, match="T=6"):
        check(T=6)
    with pytest.raises(ValueError, match="n=40"):
        corner_ranks(n=40)
    with pytest.raises(ValueError, match="n=25 needs"):
        corner_ranks(n=25)


def test_check_fails_when_a_block_falls_short(monkeypatch):
    from proofs.general.depth4 import corner_blocks

    real = corner_blocks.corner_ranks
    monkeypatch.setattr(corner_blocks, "corner_ranks", lambda **kw: (real(**kw)[0] - 1, *real(**kw)[1:]))
    cert = corner_blocks.check(T=8)
    assert not cert.passed and cert.lhs[1] == 1 and cert.details["short"][0][0] == 0


# Proposition 58: the corner count at every T, against brute-force counts of monomial tuples.


def _monomials(degree: int) -> list[tuple[int, int, int]]:
    return [(a, b, degree - a - b) for a in range(degree + 1) for b in range(degree + 1 - a)]


def _shared_support_count(degrees) -> int:
    """Tuples of monomials in three variables, of the given degrees, whose supports share an index: by enumeration."""
    total = 0
    for tup in itertools.product(*(_monomials(d) for d in degrees)):
        if any(all(m[i] for m in tup) for i in range(3)):
            total += 1
    return total


@pytest.mark.parametrize("degrees", [(1,), (3, 2), (4, 1), (2, 2, 2), (5, 3, 1), (0, 3)])
def test_common_support_count_is_the_shared_support_count(degrees):
    assert common_support_count(R=3, degrees=degrees, k=3) == _shared_support_count(degrees)


def test_lemma_m_raising_a_degree_or_appending_a_set_never_lowers_the_count():
    rng = random.Random(58)
    for _ in range(25):
        degrees = [rng.randint(1, 5) for _ in range(rng.randint(1, 3))]
        base = _shared_support_count(degrees)
        raised = list(degrees)
        raised[rng.randrange(len(raised))] += 1
        assert _shared_support_count(raised) >= base
        assert _shared_support_count([*degrees, rng.randint(1, 4)]) >= base
    assert _shared_support_count([5, 0]) < _shared_support_count([5])  # a set of degree 0 can lower it


@pytest.mark.parametrize("s", [4, 5])
def test_corner_count_polynomials_against_brute_force(s):
    t = corner_count_terms()
    at = {k: int(v.subs(sympy.Symbol("s"), s)) for k, v in t.items()}
    n2, n1d3, n2d3 = s * (s + 1) // 2, s * (s - 1) // 2, s - 1
    assert at["c3"] == _shared_support_count((n2, s))
    # depth3_ideal_bound: 3 (all pairs - pairs with disjoint supports), pairs of an a-monomial and a c-monomial
    disjoint = sum(1 for a in _monomials(n1d3) for c in _monomials(n2d3) if not any(a[i] and c[i] for i in range(3)))
    assert at["depth3_ideal"] == 3 * (len(_monomials(n1d3)) * len(_monomials(n2d3)) - disjoint)
    assert at["end_state"] == 3 * len(_monomials(n1d3)) * len(_monomials(n2d3))
    # the end-ideal cap at length T - 2 counts tuples over its End degrees C(s, 2), ..., C(3, 2)
    end = [(k * (k - 1)) // 2 for k in range(s, 2, -1)]
    assert at["end_ideal"] <= 3 * _shared_support_count(end)


def test_corner_count_margins_are_positive_and_the_check_can_fail(monkeypatch):
    margins = corner_count_margins()
    assert set(margins) == {"depth3_ideal", "end_state", "end_input", "end_ideal"}
    assert all(min(co) > 0 for co in margins.values())
    assert check_corner_count(smax=12).passed
    s = sympy.Symbol("s")
    good = corner_count_terms()
    monkeypatch.setattr(corner_blocks, "corner_count_terms", lambda: {**good, "c3": sympy.expand(good["c3"] * s**2)})
    assert not check_corner_count(smax=6).passed
    with pytest.raises(ValueError, match="smax"):
        check_corner_count(smax=3)
