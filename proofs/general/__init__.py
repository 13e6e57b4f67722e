r"""The separation rank for general inputs (:math:`f` = identity on :math:`\mathbb R^M`, the thesis' own setting;
``docs/theory/general-inputs.md``): an explicit integer RAC and its certified lower bound from an evaluation
matrix, Conjecture 1 at every depth through the power instance, and the closed form sep = least proven cap at
depths 2-3.

Modules: :mod:`instance`, :mod:`power`, :mod:`closed_form`.
"""

from proofs.general import closed_form, instance, power
from proofs.general.instance import (
    PRIME,
    ExplicitRAC,
    evaluate_mod_p,
    evaluation_matrix,
    explicit_int,
    explicit_points,
    explicit_rac,
    sep_lower_bound,
)
from proofs.general.power import power_constant, power_exponents, power_lower_bound, power_rac

__all__ = [
    "closed_form",
    "instance",
    "power",
    "PRIME",
    "ExplicitRAC",
    "evaluate_mod_p",
    "evaluation_matrix",
    "explicit_int",
    "explicit_points",
    "explicit_rac",
    "sep_lower_bound",
    "power_constant",
    "power_exponents",
    "power_lower_bound",
    "power_rac",
]
