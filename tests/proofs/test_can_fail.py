"""Each check must be able to fail: wrong bounds, perturbed assignments, broken hypotheses."""
import numpy as np
import sympy

from proofs import Certificate, claim6, claims34, conjecture1, lemma1, lemma2, lemma3, section12, theorem1
from proofs import claim2
from proofs.lemma1 import x


def test_certificate_relations():
    assert not Certificate.compare("s", {}, "c", 3, ">=", 4).passed
    assert Certificate.compare("s", {}, "c", (1, 2), "==", (1, 2)).passed


def test_conjecture_with_a_wrong_bound_fails_after_rechecks():
    c = conjecture1.check(2, 3, 4, 2, bound=2**2 + 1)  # above the matrix side: unreachable
    assert not c.passed and c.details["counterexample_candidate"]
    assert len(c.details["rechecks"]) == 2 * conjecture1.RECHECK_SEEDS


def test_b2_assignment_at_z_equal_one_collapses():
    c = theorem1.check_assignment(3, 3, 4, z=1)
    assert not c.passed and c.lhs == [1, 1]


def test_claim2_with_fewer_terms_than_used_fails():
    c = claim2.check(3, 3, 3, 4, seed=0)
    bad = Certificate.compare(c.statement, c.parameters, c.computed, c.lhs, "<=", 2)
    assert c.passed and c.lhs == 3 and not bad.passed


def test_lemma1_with_tied_top_permutations_fails():
    c = lemma1.check_matrix(sympy.Matrix([[x, x], [x, x]]), "Lemma 1", {})
    assert not c.passed and c.lhs[0] is False and c.lhs[1] == -1


def test_lemma2_with_repeated_vectors_fails():
    assert not lemma2.check_vectors([(1, 2), (1, 2), (0, 1)]).passed


def test_lemma3_with_small_omega_fails():
    assert not lemma3.check(3, 3, omega=1).passed


def test_claim6_with_a_truncated_trajectory_sum_fails(monkeypatch):
    from proofs.states import trajectories

    monkeypatch.setattr(claim6, "trajectories", lambda p: iter([next(trajectories(p))]))
    assert not claim6.check(2, 2, 4).passed


def test_claim3_without_the_ones_vector_fails():
    from racs import no_cloning
    assert not no_cloning(3, include_ones=False).holds
    assert claims34.check_claim3(3).passed


def test_cayley_of_a_non_skew_matrix_fails():
    A = sympy.Matrix([[0, 1], [2, 0]])  # not skew; I + A is invertible
    assert not section12.cayley_certificate(A, {}).passed


def test_gradient_bound_with_a_non_orthogonal_matrix_fails():
    assert not section12.gradient_certificate(sympy.Matrix([[2, 0], [0, 2]]), 4, seed=1, all_active=True).passed
