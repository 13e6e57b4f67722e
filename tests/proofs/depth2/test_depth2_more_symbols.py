"""docs/theory/proposition7-cases.md, Proposition 7, Lemma E (more symbols) and "Every M and T for R <= 6" (proofs.depth2.more_symbols):
the submatrix fact by naive evaluation, when rho_2 stays put as M grows (from the seed's formula, recomputed here),
the bases against the formula and naive evaluation, and the scan that settles every (M, T) for R <= 6."""

from itertools import product
from math import comb

import numpy as np
import pytest
from depth2_naive import naive_matrix
from depth2_naive import rho as _rho2
from naive import naive_start_end, sympy_rank

from numerics import identity_templates
from proofs.depth2 import closed_form as d2
from proofs.depth2 import more_symbols as ms
from racs import ModP, make_rac, random_rac

P = 1_000_003


@pytest.mark.parametrize("M0, M, R, T", [(2, 3, 2, 4), (2, 4, 3, 4), (3, 5, 2, 6)])
def test_the_smaller_alphabet_is_a_submatrix(M0, M, R, T):
    """Lemma E's step: a RAC on M0 symbols, given M - M0 further columns of W^{I,1}, has the M0-symbol Start-End
    matrix as its submatrix on the words over the first M0 symbols (naive evaluation, GF(p))."""
    small = random_rac(depth=2, M=M0, R=R, seed=M0 + M + R, field=ModP(P))
    extra = np.random.default_rng(7).integers(0, P, size=(R, M - M0))
    big = make_rac(
        [np.concatenate([small.W_I[0], extra], axis=1), small.W_I[1]],
        list(small.W_H),
        small.W_O,
        list(small.h0),
        field=ModP(P),
    )
    A_small = naive_start_end(small, T, identity_templates(small))
    A_big = naive_start_end(big, T, identity_templates(big))
    words = list(product(range(M), repeat=T // 2))
    keep = [i for i, w in enumerate(words) if max(w) < M0]
    assert [[A_big[i][j] for j in keep] for i in keep] == A_small
    assert sympy_rank(A_big, P) >= sympy_rank(A_small, P)


def test_rho2_stays_put_exactly_from_a_base_with_M0_at_least_R_and_rho2_equal_D():
    """For T >= 4 the values agree for M > M0 iff M0 >= R and rho_2(M0) = D (the module's reading), from the formula
    above (at T = 2, rho_2 = min{R, M} stays put from M = R on; that is regime (ii) anyway)."""
    for R, s, M0 in product(range(1, 8), range(2, 8), range(1, 12)):
        D = R * comb(R + s - 1, s)
        stays = all(_rho2(M, R, s) == _rho2(M0, R, s) for M in range(M0 + 1, M0 + 6))
        assert stays == (M0 >= R and _rho2(M0, R, s) == D), (R, s, M0)
        assert d2.closed_form(M=M0, R=R, T=2 * s) == _rho2(M0, R, s)


@pytest.mark.parametrize("case", ms.cases("quick"), ids=lambda k: "M{M}R{R}T{T}".format(**k))
def test_quick_bases_pass_and_meet_rho2(case):
    cert = ms.check(**case)
    assert cert.passed and cert.lhs == [_rho2(case["M"], case["R"], case["T"] // 2)]


def test_a_degenerate_base_fails():
    """Three rows of W^{I,1} set equal to the last: the rank drops below rho_2 = 294 and the check fails."""
    cert = ms.check(M=7, R=6, T=6, perturb=3)
    assert not cert.passed and cert.lhs[0] < 294


@pytest.mark.slow
def test_a_base_by_naive_evaluation():
    """(7, 6, 6): the Vandermonde RAC's naively evaluated 343 x 343 Start-End matrix has rank rho_2 = 294."""
    rac = d2.vandermonde_rac(M=7, R=6, field=ModP(P))
    assert sympy_rank(naive_matrix(rac, 6), P) == 294 == _rho2(7, 6, 3)


def test_every_M_and_T_is_settled_for_every_width_up_to_6_but_one_pair():
    """For R <= 6, M <= 40 and even T <= 400, every case is settled (a regime, a committed case, an atlas row, a
    case computed here, or Lemma E from one of these) except (M, R) = (2, 6) from T = 30. From M = 9 on only reasons
    that hold for every larger M occur (regimes whose branch that holds there stays true as M grows, and Lemma E from
    a base M0 <= 8), so the pattern continues for every M; every T beyond 400 is (viii)'s (T >= 2(R+1), M >= R)."""
    first_open, far = {}, set()
    for M, R, T in product(range(2, 41), range(1, 7), range(2, 401, 2)):
        why = ms.settled_by(M=M, R=R, T=T)
        if why is None:
            first_open.setdefault((M, R), T)
        elif M >= 9:
            far.add(why if not why.startswith("more symbols") else "more symbols")
    assert first_open == {(2, 6): 30}
    assert far <= {
        "rank one",
        "T = 2",
        "T = 4",
        "M >= ((R, s)) + R - 1",
        "R = 2",
        "T >= 8, M >= ((R, 2)) + R - 1",
        d2.ROUTING_REGIME,
        "T = 6, R >= M (or R < M, 3 <= R <= 5)",
        "more symbols",
    }
    bases = {
        ms.more_symbols_base(M=M, R=R, T=T)
        for M, R, T in product(range(9, 41), range(1, 7), range(2, 401, 2))
        if (ms.settled_by(M=M, R=R, T=T) or "").startswith("more symbols")
    }
    assert max(bases) == 8


@pytest.mark.parametrize("M, R, T, base", [(6, 4, 8, 4), (9, 6, 6, 8), (7, 6, 12, 6), (6, 5, 10, 5)])
def test_lemma_e_names_its_base(M, R, T, base):
    assert ms.more_symbols_base(M=M, R=R, T=T) == base
    assert ms.settled_by(M=M, R=R, T=T) == f"more symbols from ({base}, {R}, {T})"
    assert d2.proved_regime(M=M, R=R, T=T) is None
