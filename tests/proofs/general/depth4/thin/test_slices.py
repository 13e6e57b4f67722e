"""The thin boxes by p_2-slices (Proposition 61's computation): the generators against a naive evaluation of their
definition, and every box dimension against a brute force that builds V_0 = k[p]_(d-1) G and applies theta_2, theta_3
to it (no (K1), no slices); the degeneration bound below the brute force and equal to it where it must be."""

from __future__ import annotations

import dataclasses
from itertools import combinations_with_replacement
from math import comb

import numpy as np
import pytest

from proofs.general.depth4.thin.slices import (
    SliceModel,
    box_eigenvalues,
    general_point,
    special_point,
    thin_generators,
)
from tests.thin_oracle import P, brute_force_boxes, monos


@pytest.mark.parametrize("point", [special_point, general_point])
def test_generators_by_naive_evaluation(point):
    n, pt = 4, point(seed=1)
    gens = thin_generators(n=n, point=pt)
    pm, cm = monos(n + 1), monos(n)
    rng = np.random.default_rng(5)
    for _ in range(3):
        pv, cv = (rng.integers(0, P, size=3) for _ in range(2))
        mono = lambda e, x: pow(int(x[0]), e[0], P) * pow(int(x[1]), e[1], P) * pow(int(x[2]), e[2], P) % P  # noqa: E731
        basis = np.array([[mono(a, pv) * mono(c, cv) % P for c in cm] for a in pm], dtype=object)
        got = [int((basis * gens[:, :, t].astype(object)).sum() % P) for t in range(gens.shape[2])]
        q = [int(cv[r]) * sum(int(pt.W3[r, k]) * int(pv[k]) for k in range(3)) % P for r in range(3)]
        bp = [sum(int(pt.H2[r, k]) * int(pv[k]) for k in range(3)) % P for r in range(3)]
        cp = [sum(int(pt.H3[r, k]) * q[k] for k in range(3)) % P for r in range(3)]
        ell = sum(int(pt.L[r]) * q[r] for r in range(3)) % P
        want = []
        for j in range(3):
            m = sum(
                int(pt.L[r]) * cp[r] * sum(int(pt.W3[r, k]) * int(pt.W2[k, j]) * bp[k] for k in range(3))
                for r in range(3)
            )
            for nu in combinations_with_replacement(range(3), n - 2):
                want.append(ell * m * int(np.prod([cp[s] for s in nu], dtype=object)) % P)
        assert got == want


def test_the_point_is_in_lemma_hs_family():
    pt = special_point(seed=1)
    assert (pt.H3 @ pt.W3.T % P == np.eye(3, dtype=np.int64)).all()
    assert (pt.W2 @ np.array([1, 0, 0]) != 0).all() and (pt.H1[:, 0] % P != 0).all()
    assert pt.L.tolist() == [1, 1, 1]


def test_general_point_is_the_window_models():
    from proofs.general.depth4.window_model import WindowModel

    pt, wm = general_point(seed=1), WindowModel(T=10, seed=1, sampling="windows")
    for name in ("W2", "W3", "H2", "H3", "H1", "L"):
        assert (getattr(pt, name) == getattr(wm, name)).all()
    assert not pt.coordinate and special_point(seed=1).coordinate


def test_box_eigenvalues_by_sympy():
    import sympy

    pt, (a, b) = general_point(seed=2), (3, 2)
    exps = monos(5)
    E = box_eigenvalues(exps, pt.W2, a=a, b=b, p=P)
    t2, t3 = sympy.symbols("t2 t3")
    for k in (0, 7, 20):
        g = exps[k]
        f = sympy.Poly(
            sympy.prod([(int(pt.W2[l, 0]) + t2 * int(pt.W2[l, 1]) + t3 * int(pt.W2[l, 2])) ** g[l] for l in range(3)]),
            t2,
            t3,
        )
        assert all(E[i, j, k] == f.coeff_monomial(t2**i * t3**j) % P for i in range(a + 1) for j in range(b + 1))
    coord = box_eigenvalues(exps, special_point().W2, a=a, b=b, p=P)  # Lemma K: C(gamma_2, i) C(gamma_3, j)
    assert all(
        coord[i, j, k] == comb(m[1], i) * comb(m[2], j)
        for i in range(a + 1)
        for j in range(b + 1)
        for k, m in enumerate(exps)
    )


def test_box_dims_and_degeneration_against_brute_force():
    n = 4
    bs = (0, 1, 3, n + 1)
    pairs = [(n + 1, b) for b in bs] + [(4, 4), (3, 2), (1, 1)]
    v0, brute = brute_force_boxes(n, 1, pairs)
    assert v0 == comb(comb(n, 2) + 2, 2) * comb(n + 1, 2) - 3 * (comb(n, 2) + n - 1)  # V = c_3(d, n - 1)
    model = SliceModel(n=n, point=special_point(seed=1))
    assert [model.box_dim(b=b)[0] for b in bs] == [brute[n + 1, b] for b in bs]
    for a, b in pairs:
        assert model.degeneration_dim(a=a, b=b) <= brute[a, b]
        if a >= n + 1:
            assert model.degeneration_dim(a=a, b=b) == brute[a, b]  # p_2-graded already: in(G_(a,b)) = G_(a,b)
    assert model.box_dim(b=0)[0] > v0  # the theta_2-hull is larger than V_0 itself


def test_slices_sum_to_the_box():
    model = SliceModel(n=4, point=special_point(seed=1))
    total, ranks = model.box_dim(b=2)
    assert len(ranks) == comb(5, 2) + 1 and sum(ranks) == total
    side = [(comb(5, 2) - g + 1) * comb(6, 2) for g in range(len(ranks))]
    assert all(0 <= r <= s for r, s in zip(ranks, side, strict=True))


def test_bad_input():
    model = SliceModel(n=3, point=special_point(seed=1))
    with pytest.raises(ValueError, match="variable=4"):
        model.degeneration_dim(a=1, b=1, variable=4)
    with pytest.raises(ValueError, match="b=-1"):
        model.box_dim(b=-1)
    with pytest.raises(ValueError, match="p=1048576"):
        special_point(p=2**20)
    with pytest.raises(ValueError, match="n=2"):
        SliceModel(n=2, point=special_point())
    general = SliceModel(n=3, point=general_point(seed=1))
    with pytest.raises(ValueError, match="coordinate W2"):
        general.box_dim(b=0)
    with pytest.raises(ValueError, match="coordinate W2"):
        general.degeneration_dim(a=1, b=1)
    zero = SliceModel(n=3, point=dataclasses.replace(special_point(), W2=np.array([[0, 0, 0], [1, 1, 0], [1, 0, 1]])))
    with pytest.raises(ValueError, match="W2 e_1"):
        zero.box_generators(a=1, b=0)


@pytest.mark.slow
def test_n8_values_recomputed():
    from proofs.general.depth4.thin.slice_bound import BOX_DIMS, DEGENERATION_DIMS

    model = SliceModel(n=8, point=special_point(seed=1))
    assert model.box_dim(b=7)[0] == BOX_DIMS[8][7]
    assert model.degeneration_dim(a=3, b=2) == DEGENERATION_DIMS[8][3, 2]
