"""Proposition 71: the open conditions recomputed with sympy over GF(p), a point where one fails, the target
against Conjecture 49's block rank (numerics) and Proposition 61's recorded n = 8 box, and the box by brute force
(tests/thin_oracle.py: no (K1), no slices) against the slice sum and the target."""

from __future__ import annotations

import dataclasses
from itertools import combinations
from math import comb

import numpy as np
import pytest
import sympy

from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.thin import class_c, slice_bound
from proofs.general.depth4.thin.slices import SliceModel, special_point
from tests.thin_oracle import brute_force_boxes, sympy_point


def _sympy_conditions(point, n: int) -> list[bool]:
    """Each condition by sympy's exact arithmetic mod p, in the order of class_c.CONDITIONS."""
    p = point.p
    W3, H2, _, _, ybar, hbar, roots = sympy_point(point)
    return [
        W3.det() % p != 0 and H2.det() % p != 0,
        all(v % p for v in W3) and all(v % p for v in H2),
        all(ybar[s].subs(roots[r]) % p != 0 for r in range(3) for s in range(3) if s != r),
        all(hbar[k].subs(roots[r]) % p != 0 for k in range(3) for r in range(3)),
        all(sympy.Matrix([[H2[j, 0], H2[j, 2]], [H2[k, 0], H2[k, 2]]]).det() % p for j, k in combinations(range(3), 2)),
        p > n + 1,
    ]


def test_conditions_at_the_point_agree_with_sympy():
    point = special_point(seed=1)
    got = class_c.open_conditions(point, n=5)
    assert list(got) == list(class_c.CONDITIONS)
    assert list(got.values()) == _sympy_conditions(point, 5) == [True] * len(class_c.CONDITIONS)


def test_a_point_with_two_proportional_hbar_and_a_large_n_fail():
    point = special_point(seed=1)
    H2 = np.asarray(point.H2).copy()
    H2[1] = 2 * H2[0] % point.p  # hbar_2 = 2 hbar_1 (and H2 singular)
    bad = dataclasses.replace(point, H2=H2)
    got = class_c.open_conditions(bad, n=5)
    assert list(got.values()) == _sympy_conditions(bad, 5)
    assert not got[class_c.CONDITIONS[4]] and not got[class_c.CONDITIONS[0]] and got[class_c.CONDITIONS[3]]
    huge = class_c.open_conditions(point, n=point.p - 1)
    assert list(huge.values()) == _sympy_conditions(point, point.p - 1) == [True] * 5 + [False]


@pytest.mark.parametrize("n", range(5, 13))
def test_target_is_conjecture_49s_c_block_rank_and_the_slices_sum(n):
    kind, rank = formula_block_rank(T=2 * n, alpha=(comb(n + 2, 3) - n - 1, n + 1, 0))
    assert (kind, rank) == ("C", 3 * class_c.target_dim(n=n))
    assert sum(class_c.slice_targets(n=n)) == class_c.target_dim(n=n)


def test_target_less_3_is_proposition_61s_recorded_box_at_n8():
    assert class_c.target_dim(n=8) - 3 == slice_bound.BOX_DIMS[8][0]


def test_brute_force_box_agrees_with_the_slices_at_n4():
    # n = 4 lies below the theorem (it needs C(n, 2) >= n + 3); the loss of 3 is there by computation. The oracle
    # builds V_0 monomial by monomial and applies theta_2 (no (K1), no slices).
    total, ranks = SliceModel(n=4, point=special_point(seed=1)).box_dim(b=0)
    _, dims = brute_force_boxes(4, 1, [(5, 0), (6, 0)])
    assert dims[5, 0] == dims[6, 0] == total == class_c.target_dim(n=4) - 3
    assert ranks[0] == class_c.slice_targets(n=4)[0] - 3


@pytest.mark.slow
def test_brute_force_box_is_the_theorem_at_n5():
    assert brute_force_boxes(5, 1, [(6, 0)])[1][6, 0] == class_c.target_dim(n=5) - 3


def test_check_at_n5_passes_and_small_n_is_refused():
    cert = class_c.check(n=5)
    assert cert.passed and cert.lhs[2] == class_c.target_dim(n=5) - 3
    with pytest.raises(ValueError, match="n"):
        class_c.check(n=4)
