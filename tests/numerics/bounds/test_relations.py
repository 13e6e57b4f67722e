"""The relations bound (Propositions 19, 21, 24) against exact GF(p) ranks of the proofs' matrices and against
Conjecture 20's sextic written out; and its registry condition."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from numerics.bounds import koszul_dimension, one_step_deficit, relations_bound, separation_caps, upper_bounds
from numerics.bounds.formulas import multiset
from proofs.general.depth3.joint_span import relation_count
from proofs.general.depth3.one_step_m2 import vanishing_bound


@pytest.mark.parametrize("R, n", [(3, 3), (3, 4), (3, 5), (4, 3)])
def test_equals_the_exact_ranks_of_its_proof(R: int, n: int) -> None:
    """R times the one-step bound (an exact GF(p) rank of C Phi at seeded weights) less the certified relation count
    (exact GF(p) ranks of the Psi_jk): the computation the closed form replaces."""
    computed = R * vanishing_bound(R=R, n=n, M=R - 1, seed=3) - relation_count(R=R, M=R - 1, n=n, seed=3)
    assert relations_bound(R=R, T=2 * n) == computed


@given(st.integers(3, 40))
def test_r3_is_conjecture_20s_sextic(n: int) -> None:
    sextic = 3 * (n**6 + 5 * n**5 + 11 * n**4 - n**3 + 4 * n**2 + 12 * n - 48)
    assert sextic % 16 == 0 and relations_bound(R=3, T=2 * n) == sextic // 16


@given(st.integers(1, 6), st.integers(1, 5), st.integers(1, 7))
def test_koszul_dimension_at_two_forms(R: int, M: int, n: int) -> None:
    """The alternating sum against its M = 1, 2 cases written out (one form: a principal ideal)."""
    n1 = n * (n + 1) // 2
    if M == 1:
        assert koszul_dimension(R=R, M=1, n=n) == multiset(R, n1 - 1) * multiset(R, n - 1)
    if M == 2 and n >= 2:
        want = 2 * multiset(R, n1 - 1) * multiset(R, n - 1) - multiset(R, n1 - 2) * multiset(R, n - 2)
        assert koszul_dimension(R=R, M=2, n=n) == want


def test_r0_at_r3_is_the_fitted_quartic() -> None:
    assert [one_step_deficit(R=3, n=n) for n in range(2, 11)] == [
        (n - 1) * n * (n + 1) * (n + 6) // 8 for n in range(2, 11)
    ]


def test_applies_at_depth_3_with_r_minus_1_inputs_only() -> None:
    assert "relations" in separation_caps(depth=3, M=2, R=3, T=10)
    assert "relations" not in separation_caps(depth=3, M=1, R=3, T=10)  # Proposition 16 would give it; never least
    assert "relations" not in separation_caps(depth=4, M=2, R=3, T=10)
    assert "relations" not in separation_caps(depth=3, M=2, R=3, T=4)
    # on a grid the inputs seen are min{M, K}
    assert "relations" in upper_bounds(depth=3, M=5, R=3, T=10, K=2)
    assert "relations" not in upper_bounds(depth=3, M=5, R=3, T=10, K=3)


@pytest.mark.parametrize(
    ("kw", "word"), [({"R": 2, "T": 10}, "R=2"), ({"R": 3, "T": 4}, "T=4"), ({"R": 3, "T": 9}, "T=9")]
)
def test_bad_sizes_name_the_value(kw: dict, word: str) -> None:
    with pytest.raises(ValueError, match=word):
        relations_bound(**kw)
