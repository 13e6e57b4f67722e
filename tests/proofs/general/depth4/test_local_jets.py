"""Proposition 42's local jet conditions on Y_alpha: the bound against the dimension of Y_alpha built with sympy at
another point (an upper bound must never be below it, and here it meets it), against the fat-point count it sharpens,
and a perturbed generator that the order and annihilation checks must catch."""

from __future__ import annotations

import pytest
from depth4_oracle import span_ranks_sympy

from proofs.general.depth4 import fat_points, local_jets


@pytest.mark.parametrize("alpha", [(6, 3, 1), (7, 2, 1), (8, 1, 1), (9, 1, 0), (8, 2, 0), (7, 3, 0)])
def test_jet_bound_meets_dim_Y_from_sympy_at_T6(alpha):
    got = local_jets.jet_dimension(T=6, alpha=alpha)
    assert got["bound"] == got["point"] == span_ranks_sympy(6, alpha, seed=17, with_j=False)
    assert sum(b for b, _ in got["per_kappa"].values()) == got["bound"]
    assert got["bound"] <= fat_points.fat_point_dimension(T=6, alpha=alpha)


def test_jet_bound_is_sharper_than_fat_points_on_the_t8_edges():
    # T = 8, the edge j = 2: the fat points and divisibility give 795, the local conditions the point value, which
    # the T = 8 helper reached only with syzygies (753).
    got = local_jets.jet_dimension(T=8, alpha=(18, 2, 0))
    assert got["bound"] == got["point"] < fat_points.fat_point_dimension(T=8, alpha=(18, 2, 0))


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
