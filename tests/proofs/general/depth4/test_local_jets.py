"""Proposition 42's local jet conditions on Y_alpha: the bound against the dimension of Y_alpha built with sympy at
another point (an upper bound must never be below it, and here it meets it), against the fat-point count it sharpens,
and a perturbed generator that the order and annihilation checks must catch; Lemma D (syzygies) against dim
Y_alpha(kappa) built with sympy, and a generator breaking a syzygy."""

from __future__ import annotations

from math import comb

import pytest
from depth4_oracle import dim_y_kappa_sympy, span_ranks_sympy

from numerics.bounds.depth4_blocks import fat_point_dimension
from proofs.general.depth4 import fat_points, local_jets


@pytest.mark.parametrize("alpha", [(6, 3, 1), (7, 2, 1), (8, 1, 1), (9, 1, 0), (8, 2, 0), (7, 3, 0)])
def test_jet_bound_meets_dim_Y_from_sympy_at_T6(alpha):
    got = local_jets.jet_dimension(T=6, alpha=alpha)
    assert got["bound"] == got["point"] == span_ranks_sympy(6, alpha, seed=17, with_j=False)
    assert sum(b for b, _ in got["per_kappa"].values()) == got["bound"]
    assert got["bound"] <= fat_point_dimension(T=6, alpha=alpha)


def test_jet_bound_is_sharper_than_fat_points_on_the_t8_edges():
    # T = 8, the edge j = 2: the fat points and divisibility give 795, the local conditions the point value, which
    # the T = 8 helper reached only with syzygies (753).
    got = local_jets.jet_dimension(T=8, alpha=(18, 2, 0))
    assert got["bound"] == got["point"] < fat_point_dimension(T=8, alpha=(18, 2, 0))


def test_a_wrong_generator_is_caught(monkeypatch):
    # A generator that does not vanish where Lemma A says it does: the order check must refuse it.
    real = fat_points._powers

    def perturbed(n, s):
        out = real(n, s)
        kappa = next(k for k in out if k[0] >= 2)
        beta = next(iter(out[kappa]))
        out[kappa][beta] = {**out[kappa][beta], (s, 0, 0): 1}
        return out

    monkeypatch.setattr(fat_points, "_powers", perturbed)
    with pytest.raises(ArithmeticError):
        local_jets.jet_dimension(T=6, alpha=(8, 2, 0))


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="T=7"):
        local_jets.jet_dimension(T=7, alpha=(10, 0, 0))
    with pytest.raises(ValueError, match="not a vertex"):
        local_jets.jet_dimension(T=6, alpha=(10, 0, 0))
    with pytest.raises(ValueError, match="summing to N_1=10"):
        local_jets.jet_dimension(T=6, alpha=(5, 3, 3))


@pytest.mark.parametrize(("T", "alpha", "kappa"), [(8, (18, 2, 0), (2, 2, 0)), (6, (7, 3, 0), (3, 0, 0))])
def test_lemma_d_meets_dim_y_kappa_from_sympy(T, alpha, kappa):
    # Lemma D's count (the T = 8 one is the reviewed Hilbert-Burch count 3 * 28 - 2 * 15 = 54) is an upper bound, so
    # it must never be below dim Y_alpha(kappa) at a point; here it meets it.
    got = local_jets.syzygy_dimension(T=T, alpha=alpha)["per_kappa"][kappa]
    assert got == dim_y_kappa_sympy(T, alpha, kappa, seed=5)
    if T == 8:
        assert got == 3 * comb(6 + 2, 2) - 2 * comb(4 + 2, 2) == 54


@pytest.mark.parametrize("alpha", [(6, 3, 1), (7, 2, 1), (8, 1, 1), (9, 1, 0), (8, 2, 0), (7, 3, 0), (6, 4, 0)])
def test_lemma_d_never_below_dim_Y_from_sympy_at_T6(alpha):
    assert local_jets.syzygy_dimension(T=6, alpha=alpha)["bound"] >= span_ranks_sympy(6, alpha, seed=17, with_j=False)


def test_lemma_d_closes_the_jets_gap_at_the_t12_edge():
    # alpha = (53, 3, 0): the jets leave 230 on each kappa of type (3, 3, 0), Lemma D gives 4 dim S_15 - 3 dim S_13.
    got = local_jets.jet_dimension(T=12, alpha=(53, 3, 0))
    assert got["bound"] == got["point"] == 6046
    want = 4 * comb(15 + 2, 2) - 3 * comb(13 + 2, 2)
    assert [got["per_kappa"][k] for k in ((3, 3, 0), (3, 0, 3), (0, 3, 3))] == [(want, want)] * 3 == [(229, 229)] * 3


def test_a_generator_breaking_a_syzygy_is_caught(monkeypatch):
    real = fat_points._powers

    def scaled(n, s):
        out = real(n, s)
        out[(2, 1, 0)][(s - 1, 1, 0)] = {e: 2 * v % fat_points.PRIME for e, v in out[(2, 1, 0)][(s - 1, 1, 0)].items()}
        return out

    monkeypatch.setattr(fat_points, "_powers", scaled)
    with pytest.raises(ArithmeticError, match="Lemma D"):
        local_jets.syzygy_dimension(T=6, alpha=(8, 2, 0))
    with pytest.raises(ValueError, match="not a vertex"):
        local_jets.syzygy_dimension(T=6, alpha=(10, 0, 0))


@pytest.mark.parametrize("T", [8, 10])
def test_scheme_bound_is_never_below_the_point(T):
    # Proposition S against the dimension of Y_alpha(kappa) at a point (the rank of its generators times every
    # monomial, computed by jet_dimension): an upper bound below it would be wrong
    s = T // 2
    n1 = comb(s + 2, 3)
    applied = 0
    for j in range(2, s + 1):
        alpha = (n1 - j, j, 0)
        for kappa, (_, point) in local_jets.jet_dimension(T=T, alpha=alpha, scheme=False)["per_kappa"].items():
            bound = local_jets.scheme_dimension(T=T, alpha=alpha, kappa=kappa)
            if bound is None:
                continue
            applied += 1
            assert bound >= point, (alpha, kappa)
    assert applied
