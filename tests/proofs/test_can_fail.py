"""Each check must be able to fail: wrong bounds, perturbed assignments, broken hypotheses."""

import pytest
import sympy

from proofs import Certificate
from proofs.bounds import conjecture1
from proofs.thesis import claim2, claim6, claims34, lemma1, lemma2, lemma3, section12, theorem1
from proofs.thesis.lemma1 import x


def test_certificate_relations():
    assert not Certificate.compare("s", {}, "c", 3, ">=", 4).passed
    assert Certificate.compare("s", {}, "c", (1, 2), "==", (1, 2)).passed


@pytest.mark.parametrize(
    "slack, passed, lhs", [([0, 3, 1], True, [0, 0, 0]), ([2, -1, 0], False, [0, -1, 0]), ([], True, [])]
)
def test_no_shortfall_passes_only_when_every_slack_is_nonnegative(slack, passed, lhs):
    c = Certificate.no_shortfall("s", {}, "c", iter(slack), n=1)
    assert (c.passed, c.lhs, c.rhs, c.details) == (passed, lhs, [0] * len(slack), {"n": 1})


def test_conjecture_above_the_proven_bound_on_sep_is_refuted():
    c = conjecture1.check(M=2, R=3, T=4, depth=2, bound=1000)  # sep <= ((2, 2)) * 2 = 6 (end-input cap, no grid)
    assert not c.passed and c.details["refuted"] and c.lhs == 6


def test_conjecture_with_an_unreachable_bound_is_undecided_not_passed(monkeypatch):
    monkeypatch.setattr(conjecture1, "general_upper_bound", lambda **kw: 10**9)  # pretend sep is not capped
    c = conjecture1.check(M=2, R=3, T=4, depth=2, bound=1000)  # above every template count's cap
    assert not c.passed and c.details["undecided"] and "counterexample_candidate" not in c.details
    assert max(c.details["rank_by_K"]) == 2 + conjecture1.MAX_EXTRA_TEMPLATES


def test_conjecture_with_short_ranks_becomes_a_candidate_after_rechecks(monkeypatch):
    monkeypatch.setattr(conjecture1, "_rank", lambda *a, **k: 1)
    c = conjecture1.check(M=3, R=3, T=4, depth=3)
    assert not c.passed and c.details["counterexample_candidate"]
    assert len(c.details["rechecks"]) == 2 * conjecture1.RECHECK_SEEDS
    assert len(c.details["rechecks"]) == 2 * conjecture1.RECHECK_SEEDS


def test_b2_assignment_at_z_equal_one_collapses():
    c = theorem1.check_assignment(M=3, R=3, T=4, z=1)
    assert not c.passed and c.lhs == [1, 1]


def test_claim2_with_fewer_terms_than_used_fails():
    c = claim2.check(K=3, M=3, n_templates=3, T=4, seed=0)
    bad = Certificate.compare(c.statement, c.parameters, c.computed, c.lhs, "<=", 2)
    assert c.passed and c.lhs == 3 and not bad.passed


def test_lemma1_with_tied_top_permutations_fails():
    c = lemma1.check_matrix(sympy.Matrix([[x, x], [x, x]]), "Lemma 1", {})
    assert not c.passed and c.lhs[0] is False and c.lhs[1] == -1


def test_lemma2_with_repeated_vectors_fails():
    assert not lemma2.check_vectors([(1, 2), (1, 2), (0, 1)]).passed


def test_lemma3_with_small_omega_fails():
    assert not lemma3.check(Rbar=3, half=3, omega=1).passed


def test_claim6_with_a_truncated_trajectory_sum_fails(monkeypatch):
    from proofs.thesis.states import trajectories

    monkeypatch.setattr(claim6, "trajectories", lambda p: iter([next(trajectories(p))]))
    assert not claim6.check(Rbar=2, M=2, T=4).passed


def test_claim3_without_the_ones_vector_fails():
    from racs import no_cloning

    assert not no_cloning(3, include_ones=False).holds
    assert claims34.check_claim3(P=3).passed


def test_cayley_of_a_non_skew_matrix_fails():
    A = sympy.Matrix([[0, 1], [2, 0]])  # not skew; I + A is invertible
    assert not section12.cayley_certificate(A, {}).passed


def test_gradient_bound_with_a_non_orthogonal_matrix_fails():
    assert not section12.gradient_certificate(sympy.Matrix([[2, 0], [0, 2]]), 4, seed=1, all_active=True).passed


def test_symbol_check_flags_a_rank_above_the_proven_cap_and_the_row_fails(monkeypatch):
    from proofs.runner import _conjecture_status

    monkeypatch.setattr(conjecture1, "_rank", lambda *a, **k: 13)  # above the cap 12 of M=4, R=3, T=4, L=4
    c = conjecture1.check_symbols(M=4, R=3, T=4, depth=4)
    assert c.details["refuted"] and c.details["bound_violated"]
    assert _conjecture_status([c])[0] == "fail"


def test_symbol_check_short_of_the_bound_below_no_cap_is_a_candidate(monkeypatch):
    monkeypatch.setattr(conjecture1, "_rank", lambda *a, **k: 5)  # M=3, R=3, T=4, L=3: bound 9, cap 9
    c = conjecture1.check_symbols(M=3, R=3, T=4, depth=3)
    assert not c.passed and c.details["counterexample_candidate"] and "refuted" not in c.details


def test_general_check_is_refuted_only_below_a_proven_bound_on_sep(monkeypatch):
    monkeypatch.setattr(conjecture1, "general_upper_bound", lambda **kw: 14)
    c = conjecture1.check(M=4, R=3, T=4, depth=4)
    assert not c.passed and c.details["refuted"] and c.lhs == 14


def test_end_input_step_fails_for_a_multilinear_reading(monkeypatch):
    """Pretend every End input enters once (the multilinear reading): the Start-End rows leave the span."""
    from proofs.bounds import end_inputs

    monkeypatch.setattr(end_inputs, "end_input_copies", lambda **kw: (1, 1))
    assert not end_inputs.check_step(M=2, R=2, T=4, depth=2, K=4).passed


def test_end_input_check_fails_against_a_smaller_cap(monkeypatch):
    from proofs.bounds import end_inputs

    monkeypatch.setattr(end_inputs, "end_input_cap", lambda **kw: 5)
    assert not end_inputs.check(M=2, R=2, T=4, depth=2, K=3).passed


def test_depth2_closed_form_fails_for_a_degenerate_assignment():
    from proofs.depth2 import closed_form

    c = closed_form.check(M=3, R=4, T=4, perturb=2)  # three equal rows of W^{I,1}
    assert not c.passed and c.lhs == [6, 6] and c.rhs == [9, 9]


def test_closed_form_fit_with_a_missing_bound_is_refuted():
    """Depth 3 at M = 5, R = 2, T = 4: the atlas fit misses the end-input cap, 8 < 10."""
    from proofs.bounds import closed_forms

    c = closed_forms.check(depth=3, M=5, R=2, T=4)
    assert not c.passed and c.details["refuted"] and (c.lhs, c.rhs) == (8, 10)


def test_cap_check_fails_against_a_smaller_cap(monkeypatch):
    monkeypatch.setattr(conjecture1, "last_input_cap", lambda **kw: 11)
    assert not conjecture1.check_cap(M=4, R=3, T=4, depth=4, K=4).passed


def test_end_state_check_fails_against_a_smaller_bound(monkeypatch):
    from proofs.bounds import upper_bounds

    monkeypatch.setattr(upper_bounds, "end_state_bound", lambda **kw: 44)
    assert not upper_bounds.check(M=4, R=3, T=8, depth=2, K=4).passed


def test_depth2_ideal_check_fails_against_a_smaller_bound(monkeypatch):
    from proofs.bounds import upper_bounds

    monkeypatch.setattr(upper_bounds, "depth2_ideal_bound", lambda **kw: 104)
    assert not upper_bounds.check_ideal(M=2, R=3, T=14, K=2).passed


def test_depth2_ideal_step_fails_off_the_zero_set(monkeypatch):
    """A point outside the zero set of V_k: the End output is not zero, so the step check fails."""
    from proofs.bounds import upper_bounds

    monkeypatch.setattr(upper_bounds, "_zero_set_point", lambda rac, k, rng: (rac.field.random(rng, (rac.R,)),))
    assert not upper_bounds.check_ideal_step(M=2, R=3, T=4).passed


def test_depth3_ideal_step_fails_off_the_zero_set(monkeypatch):
    from proofs.bounds import upper_bounds

    monkeypatch.setattr(
        upper_bounds,
        "_zero_set_point3",
        lambda rac, k, rng: (rac.field.random(rng, (rac.R,)), rac.field.random(rng, (rac.R,))),
    )
    assert not upper_bounds.check_ideal3_step(M=2, R=3, T=4).passed


def test_input_ideal_check_fails_when_the_coefficient_is_outside_the_ideal(monkeypatch):
    """Proposition 13's row: the coefficient of a^(L)_1 is not in the ideal of the forms of k = 0 (the chain's row
    is k), so pairing them must fail; the true pairing passes."""
    from proofs.general import input_ideal

    assert input_ideal.check(depth=3, M=2, R=3, n=3).passed
    mu = input_ideal._mu
    monkeypatch.setattr(input_ideal, "_mu", lambda WI, states, k: mu(WI, states, 1))
    cert = input_ideal.check(depth=3, M=2, R=3, n=3)
    assert not cert.passed and not cert.details["contained"]


def test_template_checks_fail_with_too_few_templates(monkeypatch):
    """Proposition 14 / Conjecture 15's rows: with the one-hot count of templates (K = M = 2) the grid at (2, 2, 3,
    6) has 2^3 = 8 points a side, below sep (24 over GF(p) at random points), so the check must fail; the true K
    passes."""
    from proofs.general import templates

    assert templates.check(depth=2, M=2, R=3, T=6).passed
    monkeypatch.setattr(templates, "end_side_templates", lambda **kw: kw["M"])
    cert = templates.check_conjecture(depth=2, M=2, R=3, T=6)
    assert not cert.passed and cert.lhs <= 8 < cert.rhs
