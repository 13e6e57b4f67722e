r"""Claim 3: no tensor network clones a vector; a delta tensor clones basis vectors only (App. A.3).

A cloning tensor :math:`\phi` would satisfy :math:`\sum_i \phi_{ijk} v_i = v_j v_k` for every
:math:`v \in \mathbb R^P`. Already the :math:`P+1` vectors :math:`e_1, \dots, e_P, \mathbf 1` give a
linear system in the :math:`P^3` unknowns :math:`\phi_{ijk}` with no solution: the basis vectors force
:math:`\phi = \delta`, and then :math:`\sum_i \delta_{ijk} = \delta_{jk} \ne 1`. The delta tensor does copy
each :math:`e_\alpha`, which is why duplicating one-hot template inputs is legitimate for grid tensors.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from .shallow_tn import delta3

__all__ = ["NoCloning", "no_cloning"]


@dataclass(frozen=True)
class NoCloning:
    """Outcome of :func:`no_cloning` for dimension ``P``."""

    P: int
    unknowns: int
    equations: int
    system_consistent: bool
    delta_clones_basis: bool
    delta_clones_ones: bool

    @property
    def holds(self) -> bool:
        """Claim 3 as checked: no cloner exists, the delta clones every e_alpha but not 1."""
        return not self.system_consistent and self.delta_clones_basis and not self.delta_clones_ones


def no_cloning(P: int, *, include_ones: bool = True) -> NoCloning:
    """Solve the cloning equations for ``v in {e_1..e_P, 1}`` symbolically (sympy) and test the delta tensor.

    ``P >= 2``: for ``P = 1`` the all-ones vector is ``e_1`` and the finite system cannot refute cloning.
    ``include_ones=False`` drops the all-ones vector; the system is then solved by the delta tensor,
    which shows the check can come out the other way.
    """
    import sympy

    if isinstance(P, bool) or not isinstance(P, int) or not 2 <= P <= 4:
        raise ValueError(f"P={P!r} must be an int in 2..4 (P = 1 has 1 = e_1; the system has P^3 unknowns)")
    phi = {ijk: sympy.Symbol("phi_{}_{}_{}".format(*ijk)) for ijk in itertools.product(range(P), repeat=3)}
    vectors = [[int(i == a) for i in range(P)] for a in range(P)] + ([[1] * P] if include_ones else [])
    eqs = [
        sum(phi[i, j, k] * v[i] for i in range(P)) - v[j] * v[k] for v in vectors for j in range(P) for k in range(P)
    ]
    sol = sympy.linsolve(eqs, list(phi.values()))
    d = delta3(P)
    basis = all(
        np.array_equal(np.tensordot(np.eye(P)[a], d, axes=(0, 0)), np.outer(np.eye(P)[a], np.eye(P)[a]))
        for a in range(P)
    )
    ones = np.array_equal(np.tensordot(np.ones(P), d, axes=(0, 0)), np.ones((P, P)))
    return NoCloning(P, len(phi), len(eqs), sol != sympy.S.EmptySet, basis, ones)
