"""The two-step model (proofs.general.depth3.two_step, Proposition 31 and Conjecture 32) against independent
computations: the dimensions of I_X and M' against the kernel of their conditions, the three Theta-spans against the
reviewer's numbers inside and below the Moving-Point Lemma's range, and the threshold conjecture with a control."""

import pytest

from proofs.general.depth3 import two_step
from proofs.general.depth3.l1_reduction import family, forms_on_x, space, target_dimension, theta_rank
from proofs.general.depth3.two_step import check_reduction, check_two_step, two_step_defect


@pytest.mark.parametrize(("n", "k"), [(2, 3), (3, 4), (3, 6)])
def test_source_dimensions_are_the_kernel_dimensions(n, k):
    """dim I_X(k, n) == the Koszul count, dim M'_(n,k) == h_n(k) + 3 (no Q_j), from the GF(p) kernels."""
    fam = family(5)
    assert space(fam, d=k, m=n, fat=False, killed=False)[1].shape[1] == forms_on_x(n=n, k=k)
    assert space(fam, d=k, m=n, killed=False)[1].shape[1] == target_dimension(n=n, k=k) + 3


def test_the_three_spans_agree_inside_the_range_and_differ_below_it():
    """Inside Proposition 31's range (n, d) = (3, 7) all three images fill h_3(10) = 495; at d = 3, below it, the
    reviewer found 144, 156, 162 for M'', M', I_X (its own code and prime): the lemma's range is not vacuous."""
    assert check_reduction(n=3, d=7).passed
    fam = family(11)
    ranks = []
    for fat, killed in ((True, True), (True, False), (False, False)):
        E, S = space(fam, d=3, m=2, fat=fat, killed=killed)
        ranks.append(theta_rank(fam, E, S, degree=6, columns=target_dimension(n=3, k=6) + 8, seed=3))
    assert ranks == [144, 156, 162]


@pytest.mark.parametrize(("n", "d", "defect"), [(8, 3, 3), (8, 4, 0), (6, 3, 0), (11, 3, 63)])
def test_two_step_rank_matches_the_conjectured_defect(n, d, defect):
    """G(8, 3) is short by 3 and G(8, 4), G(6, 3) hold (the helper's and the reviewer's numbers, two primes)."""
    c = check_two_step(n=n, d=d)
    assert c.passed and c.lhs == target_dimension(n=n, k=d + n) - defect == c.rhs


def test_a_wrong_threshold_is_flagged(monkeypatch):
    """With the defect forced to 0, G(8, 3)'s rank (3 short) is reported as a candidate counterexample."""
    monkeypatch.setattr(two_step, "two_step_defect", lambda **kw: 0)
    c = check_two_step(n=8, d=3)
    assert not c.passed and c.details.get("counterexample_candidate")


def test_defect_refuses_degrees_outside_the_conjecture():
    with pytest.raises(ValueError, match="d=2"):
        two_step_defect(n=8, d=2)


@pytest.mark.parametrize(("n", "d", "match"), [(4, 8, "d=8"), (2, 7, "n=2")])
def test_check_reduction_refuses_outside_its_range(n, d, match):
    with pytest.raises(ValueError, match=match):
        check_reduction(n=n, d=d)
