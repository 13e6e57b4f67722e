"""Proposition 62 (Theorems E, E2): the coverage against the theorems' stated families and sufficient conditions,
and the End span at s = 3 against D_3 by a naive evaluation of Lemma 1's one-step recursion (not the lab's
free-state code)."""

from __future__ import annotations

from math import ceil, comb

import numpy as np
import pytest

from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general import end_base

P = 1000003


def _multiset(n: int, k: int) -> int:
    return comb(n + k - 1, k)


@pytest.mark.parametrize("R", range(3, 60))
def test_the_stated_families(R):
    covered = {M for M in range(2, R) if end_base.covering_theorem(M=M, R=R)}
    assert (R - 1 in covered) == (R >= 5)
    assert (R - 2 in covered) == (R >= 7) or R < 4
    assert all(M in covered for M in range(7, R) if R <= 2 * M - 1)
    assert (R % 2 == 0 and R // 2 >= 10) <= (R // 2 in covered)
    for M in range(2, R):  # Theorem E's clean sufficient condition, M >= 3r(r + 1) with r = ceil(R/M)
        if M >= 3 * ceil(R / M) * (ceil(R / M) + 1):
            assert M in covered
    if covered:
        assert covered == set(range(min(covered), R)) == set(range(end_base.least_covered_M(R=R), R))


def _end_span_rank(M: int, R: int, s: int, seed: int) -> int:
    """dim S_s: P^(s)(a; u_1..u_s) = D(A D(u_1) a) B^T P^(s-1)(H D(u_1) a; u_2..), P^(0) = c, u = W x, evaluated at
    random End inputs (rows) and random points a (columns, one per k)."""
    g = np.random.default_rng(seed)
    W, A, B, H = (g.integers(0, P, size=shape, dtype=np.int64) for shape in ((R, M), (R, R), (R, R), (R, R)))
    c = g.integers(0, P, size=R, dtype=np.int64)
    need = R * _multiset(R, s)
    pts = g.integers(0, P, size=(need // R + 8, R), dtype=np.int64)

    def value(a, us):
        if not us:
            return c
        Du = us[0]
        inner = value(H @ (Du * a % P) % P, us[1:])
        return (A @ (Du * a % P) % P) * (B.T @ inner % P) % P

    rows = []
    for _ in range(need + 16):
        us = [W @ g.integers(0, P, size=M, dtype=np.int64) % P for _ in range(s)]
        rows.append(np.concatenate([value(a, us) for a in pts]))
    return int(flint_rank_mod_p(np.array(rows, dtype=np.uint64), P)[0])


@pytest.mark.parametrize(("M", "R"), [(4, 5), (5, 7)])
def test_the_end_span_is_full_at_s3(M, R):
    assert end_base.covering_theorem(M=M, R=R) == "Theorem E2"
    D3 = R * (_multiset(R, 3) - _multiset(R - M, 3))
    assert _end_span_rank(M, R, 3, seed=1) == D3
    assert end_base.proven_sep(M=M, R=R, T=6) == D3


def test_s2_is_never_a_base():  # D_2 > cap_2 = M^2 (M + 1)/2 at every M < R, so S_2 = T_2 is impossible
    for R in range(3, 40):
        for M in range(2, R):
            assert R * (_multiset(R, 2) - _multiset(R - M, 2)) > M * M * (M + 1) // 2


def test_uncovered_and_bad_input():
    assert end_base.covering_theorem(M=2, R=5) is None and end_base.proven_sep(M=2, R=5, T=40) is None
    assert end_base.proven_sep(M=9, R=10, T=4) is None  # below T = 6
    with pytest.raises(ValueError, match="M=5 must be below R=5"):
        end_base.theorem_e_covers(M=5, R=5)
    with pytest.raises(ValueError, match="not covered"):
        end_base.check(part="spans", pairs=((2, 5),))
    with pytest.raises(ValueError, match="part='x'"):
        end_base.check(part="x")
    assert end_base.check(part="coverage").passed
