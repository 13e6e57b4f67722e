"""Proposition 70: the open conditions recomputed with sympy over GF(p), a point where one fails, the target
against Proposition 61's recorded slice ranks at n = 8, and the check at n = 5."""

from __future__ import annotations

import dataclasses
from itertools import combinations

import numpy as np
import pytest
import sympy

from proofs.general.depth4.thin import class_a, slice_bound, slices
from proofs.general.depth4.thin.slices import special_point
from tests.thin_oracle import sympy_point


def _sympy_conditions(point) -> list[bool]:
    """Each condition by sympy's exact arithmetic mod p, in the order of class_a.CONDITIONS."""
    p = point.p
    W3, H2, x, z, ybar, hbar, roots = sympy_point(point)
    invertible = W3.det() % p != 0
    distinct = all(ybar[s].subs(roots[r]) % p != 0 for r in range(3) for s in range(3) if s != r)
    quads = [sympy.Poly(sympy.expand(hbar[k] * ybar[k]), x, z) for k in range(3)]
    quad_matrix = sympy.Matrix([[q.coeff_monomial(m) for m in (x**2, x * z, z**2)] for q in quads])
    B = W3.T.inv_mod(p) if invertible else sympy.zeros(3, 3)
    ratios = all(
        (H2[j, 0] * H2[k, 1] - H2[k, 0] * H2[j, 1]) % p and (H2[j, 2] * H2[k, 1] - H2[k, 2] * H2[j, 1]) % p
        for j, k in combinations(range(3), 2)
    )
    not_coordinate = [sum(1 for r in range(3) if B[r, e] % p) >= 2 for e in (0, 2)]
    return [
        invertible,
        all(v % p for v in W3) and distinct,
        invertible and all(v % p for v in B[:, 1]),
        all(hbar[k].subs(roots[r]) % p != 0 for k in range(3) for r in range(3)),
        all(sympy.Matrix([[H2[j, 0], H2[j, 2]], [H2[k, 0], H2[k, 2]]]).det() % p for j, k in combinations(range(3), 2)),
        all(v % p for v in H2),
        quad_matrix.det() % p != 0,
        bool(ratios),
        invertible and all(not_coordinate),
        all((H2[k, 0] * W3[k, 1] - W3[k, 0] * H2[k, 1]) % p for k in range(3)),
        all(v > 0 for v in np.asarray(point.W3).ravel()) and all(v > 0 for v in np.asarray(point.H2).ravel()),
    ]


def test_conditions_at_the_point_agree_with_sympy():
    point = special_point(seed=1)
    got = class_a.open_conditions(point)
    assert list(got) == list(class_a.CONDITIONS)
    assert list(got.values()) == _sympy_conditions(point) == [True] * len(class_a.CONDITIONS)


def test_a_point_with_two_proportional_hbar_fails_c4():
    point = special_point(seed=1)
    H2 = np.asarray(point.H2).copy()
    H2[1] = 2 * H2[0] % point.p  # hbar_2 = 2 hbar_1 (also alpha_2 = alpha_1)
    bad = dataclasses.replace(point, H2=H2)
    got = class_a.open_conditions(bad)
    assert list(got.values()) == _sympy_conditions(bad)
    assert not got[class_a.CONDITIONS[4]]


def test_target_equals_proposition_61s_recorded_ranks():
    # Proposition 61's slice ranks at n = 8 (reviewed with the reviewer's own echelon code) for b = 1..7.
    assert {b: class_a.target_dim(n=8, b=b) for b in range(1, 8)} == {
        b: v for b, v in slice_bound.BOX_DIMS[8].items() if 1 <= b <= 7
    }


def test_e_statement_is_not_vacuous_at_n5():
    # G_(5,1) is 6 smaller than G_(6,1) in degree n + 1 = 6; Theorem A's E(5) says k[p]_1 closes the gap in degree 7.
    model = slices.SliceModel(n=5, point=special_point(seed=1))
    assert model.box_generators(a=6, b=1).shape[0] - model.box_generators(a=5, b=1).shape[0] == 6
    low, high = class_a.e_statement_ranks(model)
    assert low == high


def test_check_at_n5_passes_and_small_n_is_refused():
    cert = class_a.check(n=5)
    assert cert.passed and cert.lhs[1] == {b: class_a.target_dim(n=5, b=b) for b in range(1, 5)}
    with pytest.raises(ValueError, match="n"):
        class_a.check(n=4)
