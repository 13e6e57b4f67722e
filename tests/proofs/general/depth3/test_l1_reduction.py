"""The reduction of L1(n) (proofs.general.depth3.l1_reduction) against independent computations: the target space
M''_(n, N_1) against Proposition 21's one-step count V(n) - 3 and, at n = 5, against the family's rank of F_0 from
the RAC's own evaluation (free_state_rank); F(n, d) certificates with negative controls where F fails."""

import pytest

from proofs.general.depth3.l1_reduction import check, family, space, target_dimension
from proofs.general.depth3.one_step_m2 import one_step_closed_form
from proofs.general.free_states import free_state_rank


@pytest.mark.parametrize("n", [3, 4])
def test_target_space_has_the_one_step_count_minus_three(n):
    """dim M''_(n, N_1) at a random family point == V(n) - 3 (Proposition 21's closed form, another module)."""
    N1 = n * (n + 1) // 2
    _, basis = space(family(1), d=N1, m=n)
    assert basis.shape[1] == one_step_closed_form(n=n) - 3 == target_dimension(n=n, k=N1)


@pytest.mark.slow
def test_target_space_is_the_span_of_F0_at_n5():
    """L1(5): the span of F_0 on the family (the RAC evaluated, free Start states) has the dimension of M''_(5, 15)."""
    _, basis = space(family(2), d=15, m=5)
    rank = free_state_rank(depth=3, M=2, R=3, T=10, points=2500, top=0, seed=2, top_hidden_identity=True)
    assert basis.shape[1] == rank == 2382


@pytest.mark.parametrize(("n", "d", "holds"), [(5, 5, True), (6, 5, True), (5, 4, False)])
def test_f_certificates_and_negative_controls(n, d, holds):
    """F(n, d) holds at (5, 5) and (6, 5); at (5, 4) Theta falls short (788 of 822, the helper's and the reviewer's
    number), so the check can fail."""
    c = check(n=n, d=d)
    assert c.passed is holds
    if not holds:
        assert c.lhs[0] == c.rhs[0] and c.lhs[1] < c.rhs[1]


@pytest.mark.parametrize(("n", "d", "match"), [(6, 3, "d=3"), (6, 16, "d=16"), (2, 1, "n=2")])
def test_check_refuses_degrees_outside_the_reduction(n, d, match):
    with pytest.raises(ValueError, match=match):
        check(n=n, d=d)
