"""The reduction of L1(n) (proofs.general.depth3.l1_reduction, Propositions 28 and 30) against independent
computations: the target space M''_(n, N_1) against Proposition 21's one-step count V_R(n) - R and, at R = 3, n = 5,
against the family's rank of F_0 from the RAC's own evaluation (free_state_rank); the closed form h_R(n, k) against the
kernel's dimension at a random point; F(n, d) certificates with negative controls where F fails."""

import re
from pathlib import Path

import pytest

from proofs.general.depth3 import l1_reduction
from proofs.general.depth3.l1_reduction import (
    check,
    check_every_r,
    check_r4_t14,
    family,
    space,
    space_nbytes,
    target_dimension,
)
from proofs.general.depth3.one_step_m2 import one_step_closed_form
from proofs.general.free_states import free_state_rank
from racs.memory import TooLargeError


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


@pytest.mark.parametrize(("R", "n"), [(4, 2), (4, 3), (5, 2)])
def test_target_space_at_wider_R_has_the_one_step_count_minus_R(R, n):
    """Proposition 30 (2): dim M''_R(n, N_1) at a random family point == V_R(n) - R (another module's closed form)."""
    N1 = n * (n + 1) // 2
    _, basis = space(family(3, R=R), d=N1, m=n)
    assert basis.shape[1] == one_step_closed_form(n=n, R=R) - R == target_dimension(n=n, k=N1, R=R)


@pytest.mark.parametrize(("R", "n", "k"), [(3, 3, 5), (4, 2, 4), (4, 3, 5)])
def test_closed_form_h_is_the_kernel_dimension_above_n(R, n, k):
    """h_R(n, k) (Koszul count minus the fat points and the Q_j) == the GF(p) kernel's dimension at k >= n + 1."""
    _, basis = space(family(4, R=R), d=k, m=n)
    assert basis.shape[1] == target_dimension(n=n, k=k, R=R)


@pytest.mark.parametrize(("n", "d", "R", "holds"), [(4, 3, 4, True), (3, 2, 4, False), (3, 2, 5, True)])
def test_f_certificates_at_wider_R(n, d, R, holds):
    """F_4(4, 3) and F_5(3, 2) hold (3240 and 3055, the helper's and the reviewer's numbers); at F_4(3, 2) the source
    (29) times the 21 values of u that interpolate Theta is 609, below the target 744, so the check must fail."""
    c = check_every_r(n=n, d=d, R=R)
    assert c.passed is holds
    if not holds:
        assert c.lhs[0] == c.rhs[0] and c.lhs[1] < c.rhs[1]


def test_check_refuses_a_theta_matrix_that_cannot_fit_before_computing():
    """F(30, 29) needs a side-780455 float32 matrix (over 2 TB): refused at once, with the size and the fix."""
    with pytest.raises(TooLargeError, match="lower n"):
        check(n=30, d=29)


def test_check_every_r_refuses_width_below_three():
    with pytest.raises(ValueError, match="R=2"):
        check_every_r(n=4, d=3, R=2)


def test_space_refuses_conditions_that_cannot_fit_before_building_them(monkeypatch):
    """With 1 MiB available, M''_(5, 8) (945 monomials, 553 conditions: over 20 MB planned) is refused with the fix,
    before any condition is evaluated."""
    monkeypatch.setattr("racs.memory.available_bytes", lambda: 2**20)
    monkeypatch.setattr(l1_reduction, "_conditions", lambda *a, **k: pytest.fail("conditions built"))
    assert space_nbytes(d=8, m=5) > 2**20
    with pytest.raises(TooLargeError, match="lower d or m"):
        space(family(1), d=8, m=5)


_RUNS = Path(__file__).resolve().parents[4] / "docs" / "research" / "l1R4-n7-2026-12-06"


def test_proposition_73_value_is_four_times_the_one_step_count_less_four():
    """sep(3, 3, 4, 14) = 4 (V_4(7) - 4) (V_4 from Proposition 21's closed form, another module) is the relations
    bound and the atlas pin; the recorded numbers are those of the runs' logs, read here."""
    from numerics.bounds import relations_bound
    from proofs.general.atlas_open import FAMILY_PINS

    assert 4 * (one_step_closed_form(n=7, R=4) - 4) == relations_bound(R=4, T=14) == FAMILY_PINS[3, 3, 4, 14]
    rec = l1_reduction.RECORDED_R4_T14
    cert = (_RUNS / "f4_7_6.log").read_text()
    assert f"lhs=({rec['source']}, {rec['rank']})" in cert and "passed=True" in cert
    assert re.search(rf"RESULT .*dim M''_4\(7, 8\) = {rec['target']}\b", (_RUNS / "target_7_8.log").read_text())


@pytest.mark.parametrize("field", ["source", "rank", "target"])
def test_proposition_73_fails_on_a_wrong_record(monkeypatch, field):
    assert check_r4_t14().passed
    rec = dict(l1_reduction.RECORDED_R4_T14)
    rec[field] -= 1
    monkeypatch.setattr(l1_reduction, "RECORDED_R4_T14", rec)
    assert not check_r4_t14().passed


def test_proposition_73_refuses_an_unknown_part():
    with pytest.raises(ValueError, match="part='all'"):
        check_r4_t14(part="all")
