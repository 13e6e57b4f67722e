r"""Depth 3, general inputs: at the least cap when :math:`M \ge R` (Proposition 33), below it at :math:`M = R - 1`
(``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10) falls short", and the pages it links): there the End reads
each coefficient :math:`F_k` of the top Start state through the one-step model, the second End step kills
:math:`R^2` directions, and the family :math:`W^{H,3} = I` gives the matching lower bound (at :math:`M \ge R` the
same family carries the induction).

Modules: :mod:`one_step` (a bound on the one-step model's span, and its exact dimension at :math:`R = 3`,
Proposition 29), :mod:`one_step_m2` (the bound by vanishing orders,
reviewed, and its closed form at :math:`M = R - 1`, Proposition 21), :mod:`joint_span` (the relations between the
:math:`F_k`, Propositions 19 and 24; with :mod:`one_step_m2`, sep(3, 2, 3, 10) = 7146), :mod:`lower_family`
(Proposition 25: the lower bound through the family :math:`W^{H,3} = I`, sep(3, 2, 3, 16) = 88281),
:mod:`l1_reduction` (Propositions 28 and 30: L1(n) from L1(n - 1) and a low-degree statement F(n, d) at every width
R; sep(3, 2, 3, 18) = 168471, sep(3, 3, 4, 12) = 643200), :mod:`two_step` (Proposition 31: F(n, d) is a statement
about the two-step model in high degree; Conjecture 32), :mod:`ideal_attained` (Proposition 33: at
:math:`M \ge R` the depth-3 ideal bound is attained, every T, R <= 6). The rank with
the Start states free, on which the M = R - 1 modules rest, is :mod:`proofs.general.free_states` (it serves every depth).
"""

from proofs.general.depth3 import (
    ideal_attained,
    joint_span,
    l1_reduction,
    lower_family,
    one_step,
    one_step_m2,
    two_step,
)
from proofs.general.depth3.joint_span import (
    joint_span_bound,
    kill_direction,
    killed_start_point,
    proven_sep_bound,
    psi_ranks,
    relation_cap,
    relation_count,
    sep_closed_form,
)
from proofs.general.depth3.lower_family import family_weights, killed_state
from proofs.general.depth3.one_step import one_step_bound
from proofs.general.depth3.one_step_m2 import condition_rank, ideal_dimension, one_step_closed_form, vanishing_bound

__all__ = [
    "ideal_attained",
    "one_step",
    "one_step_m2",
    "joint_span",
    "lower_family",
    "l1_reduction",
    "two_step",
    "one_step_bound",
    "vanishing_bound",
    "ideal_dimension",
    "condition_rank",
    "one_step_closed_form",
    "joint_span_bound",
    "relation_count",
    "relation_cap",
    "psi_ranks",
    "killed_start_point",
    "kill_direction",
    "sep_closed_form",
    "proven_sep_bound",
    "family_weights",
    "killed_state",
]
