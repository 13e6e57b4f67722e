"""docs/theory/index.md's new statements against independent computations: Conjecture 1 for M-symbol inputs (its
counterexamples from hand-derived formulas, the separation rank of a function on a finite alphabet as a matrix
rank over Q), the end-input cap, the depth-2 closed form (sympy ranks of the explicit RAC), the closed-form fit."""

from itertools import product
from math import comb

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import naive_shapes, seeds, symbol_shapes

from proofs.bounds import closed_forms, conjecture1, end_inputs
from proofs.depth2 import closed_form
from proofs.runner import _conjecture_status


def _conj(L, M, R, T):
    """Conjecture 1's value from the seed's formula: min{((min{M,R}, ((T/2, L-1)))), M^(T/2)}."""
    p = comb(T // 2 + L - 2, L - 1)
    n = min(M, R)
    return min(comb(n + p - 1, p), M ** (T // 2))


@given(symbol_shapes())
def test_symbol_refutations_at_T4_follow_the_hand_derived_rule(shape):
    """At T = 4 the one-hot caps are R min{M, ((R, L))} (R < M), so the conjecture fails iff R < M and
    ((R, L)) > R M; at T = 2 it never fails."""
    L, M, R, T = shape
    refuted = conjecture1.symbol_upper_bound(M=M, R=R, T=T, depth=L) < _conj(L, M, R, T)
    if T == 2:
        assert not refuted
    if T == 4:
        assert refuted == (R < M and comb(R + L - 1, L) > R * M)


def test_smallest_symbol_counterexamples_are_minimal():
    """Each listed (L, M, R, 4) is refuted, and no refuted shape has a smaller L at its R or any T < 4."""
    refuted = {
        (L, M, R, T)
        for L, M, R, T in product(range(1, 9), range(2, 9), range(1, 9), (2, 4))
        if conjecture1.symbol_upper_bound(M=M, R=R, T=T, depth=L) < _conj(L, M, R, T)
    }
    assert all(t == 4 for *_, t in refuted)
    for L, M, R, T in conjecture1.SMALLEST_SYMBOL_COUNTEREXAMPLES:
        assert (L, M, R, T) in refuted
        assert not any(r == R and (l < L or (l == L and m < M)) for l, m, r, _ in refuted)
    assert {r for _, _, r, _ in refuted} == {2, 3, 4, 5, 6, 7}  # R = 1 never; R <= 7 because M <= 8


def test_symbol_counterexample_is_the_separation_rank_over_Q():
    """On a finite alphabet a function of (Start, End) is a matrix and its separation rank is that matrix's rank:
    L = 4, M = 4, R = 3, T = 4, naive evaluation of every sequence, sympy rank 12 < 15 (three random RACs)."""
    from naive import naive_start_end, sympy_rank

    from racs import Rational, random_rac

    eye = np.eye(4, dtype=np.int64).astype(object)
    ranks = {
        sympy_rank(naive_start_end(random_rac(depth=4, M=4, R=3, seed=s, field=Rational()), 4, eye)) for s in range(3)
    }
    assert ranks == {12} and _conj(4, 4, 3, 4) == 15


def test_conjecture_rows_report_refuted_and_list_the_cases():
    certs = [conjecture1.check_symbols(M=4, R=3, T=4, depth=4), conjecture1.check_symbols(M=3, R=3, T=4, depth=3)]
    status, detail = _conjecture_status(certs)
    assert status == "refuted" and "refuted in 1" in detail and "M=4 R=3 T=4 depth=4" in detail
    assert certs[0].details["rank"] == certs[0].details["cap"] == 12


@given(naive_shapes(), seeds)
def test_end_input_step_and_cap(shape, seed):
    L, M, R, T, K = shape
    assert end_inputs.check_step(M=M, R=R, T=T, depth=L, K=K, seed=seed % 1000).passed
    assert end_inputs.check(M=M, R=R, T=T, depth=L, K=K, seed=seed).passed


@pytest.mark.parametrize("M, R, T", [(2, 3, 4), (2, 2, 6), (3, 2, 4), (1, 3, 4)])
def test_depth2_closed_form_explicit_rac_over_Q_with_sympy(M, R, T):
    """Independent of the library's rank: naive evaluation of the explicit RAC, sympy rank over Q, against the
    closed form computed here from the seed's multiset coefficient."""
    from naive import naive_start_end, sympy_rank

    from racs import Rational

    s = T // 2
    mult = lambda n, k: comb(n + k - 1, k) if n > 0 else int(k == 0)  # noqa: E731
    rho = min(R * (mult(R, s) - mult(R - M, s)), M**s, min(R, M) * M ** (s - 1))
    rac = closed_form.vandermonde_rac(M=M, R=R, field=Rational())
    eye = np.eye(M, dtype=np.int64).astype(object)
    assert sympy_rank(naive_start_end(rac, T, eye)) == rho == closed_form.closed_form(M=M, R=R, T=T)


@given(st.integers(1, 4), st.integers(1, 6), st.sampled_from([2, 4, 6]))
def test_depth2_closed_form_check(M, R, T):
    assert closed_form.check(M=M, R=R, T=T).passed


def test_closed_form_fit_on_made_up_rows():
    """The fit picks the smallest set of registry bounds matching every training row."""
    from numerics import upper_bounds

    rows = [
        dict(M=M, R=R, T=T, rank=min(upper_bounds(depth=1, M=M, R=R, T=T, K=M).values()))
        for M in (2, 3)
        for R in (1, 2, 5)
        for T in (2, 4, 6)
    ]
    f = closed_forms.fit(rows, depth=1)
    assert len(f.keys) == 1 and all(closed_forms.predict(f, **{k: r[k] for k in "MRT"}) == r["rank"] for r in rows)
    with pytest.raises(ValueError, match="a bound is missing"):
        closed_forms.fit([dict(M=2, R=2, T=4, rank=0)], depth=1)


@pytest.mark.parametrize("L, M, R, T", [(3, 5, 3, 4), (4, 6, 2, 6), (3, 2, 7, 8)])
def test_least_upper_bound_conjecture_on_held_out_cases(L, M, R, T):
    c = closed_forms.check_least(depth=L, M=M, R=R, T=T)
    assert c.passed and not c.details["bound_violated"]


def test_no_proven_bound_on_sep_refutes_conjecture1_for_general_inputs_in_range():
    """docs/conjecture1.md: for L, M <= 6, R <= 8, T <= 20 the general-input upper bound is never below the value."""
    from numerics import conjecture1_bound

    assert all(
        conjecture1.general_upper_bound(M=M, R=R, T=T, depth=L) >= conjecture1_bound(M=M, R=R, T=T, depth=L)
        for L in range(1, 7)
        for M in range(2, 7)
        for R in range(1, 9)
        for T in range(2, 21, 2)
    )


def test_depth2_closed_form_is_the_least_proven_upper_bound():
    """No registry bound (the end-input cap included) is below the closed form, so it can be the generic rank."""
    from numerics import upper_bounds

    assert all(
        min(upper_bounds(depth=2, M=M, R=R, T=T).values()) == closed_form.closed_form(M=M, R=R, T=T)
        for M in range(1, 9)
        for R in range(1, 9)
        for T in range(2, 21, 2)
    )


def test_long_held_out_cases_lie_beyond_the_atlas_and_run_factorised():
    """docs/theory/conjecture8.md, Conjecture 8: the long cases are new (sides above every committed atlas row of their shape),
    the depth-3 ideal bound is their least registry bound and far below the side, and the atlas' rule ranks them
    with the factorised method."""
    from numerics import upper_bounds
    from numerics.atlas.doc import committed_atlas
    from numerics.atlas.run import case_method

    atlas = {(r["depth"], r["M"], r["R"], r["T"]) for r in committed_atlas()}
    full = closed_forms.heldout_cases("full", depth=3)
    for M, R, T in closed_forms.LONG_CASES:
        assert dict(depth=3, M=M, R=R, T=T) in full and (3, M, R, T) not in atlas and M ** (T // 2) > 16384
        u = upper_bounds(depth=3, M=M, R=R, T=T, K=M)
        assert min(u.values()) == u["depth3_ideal"] <= M ** (T // 2) // 8
        assert case_method(dict(depth=3, M=M, R=R, T=T)) == "factorised"
    assert all(c not in closed_forms.heldout_cases("quick", depth=3) for c in full[-len(closed_forms.LONG_CASES) :])
