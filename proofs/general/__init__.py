r"""The separation rank for general inputs (:math:`f` = identity on :math:`\mathbb R^M`, the thesis' own setting;
``docs/theory/general-inputs.md``): an explicit integer RAC and its certified lower bound from an evaluation
matrix, Conjecture 1 at every depth through the power instance, and the closed form sep = least proven cap at
depths 2-3; the atlas shapes the grid route left open, closed by the evaluation matrix where it reaches the cap.

Modules: :mod:`instance`, :mod:`power`, :mod:`closed_form`, :mod:`atlas_open` (command line: ``python -m
proofs.general --atlas-open``), :mod:`free_states` (the rank with the Start states free: why (3, 2, 3, 10) falls
short of its cap), :mod:`input_ideal` (Proposition 13's check), :mod:`templates` (Proposition 14, Conjecture 15
and Proposition 26: how many templates a grid needs), :mod:`monotone` (Proposition 16: sep does not fall as L, M
or R grows), :mod:`one_hot` (Propositions 17 and 18: one-hot ranks bound sep; the depth-2 closed form for general
inputs), :mod:`depth2_span` (Proposition 59: the depth-2 ideal bound from one base per pair), :mod:`end_base`
(Proposition 62: that base by hand when M is not too small). The subpackage :mod:`depth3` holds the depth-3
analysis below the cap at M = R - 1 (the one-step model, the relations between the :math:`F_k`, the family lower
bound: Propositions 19, 21, 24, 25; and at M >= R,
Proposition 33); :mod:`depth4` Proposition 12's corner blocks (Propositions 34 and 35); :mod:`filtration` the
filtration of the End space by the first End input at M = 2 (Proposition 36: it certifies the end-input cap;
Proposition 37: lower bounds from it, level by level; the axis points both take their jets at).
"""

from proofs.general import (
    atlas_open,
    closed_form,
    depth2_span,
    depth3,
    depth4,
    end_base,
    filtration,
    free_states,
    input_ideal,
    instance,
    monotone,
    one_hot,
    power,
    templates,
)
from proofs.general.atlas_open import (
    carried_bounds,
    least_cap_verdict,
    load_open,
    open_markdown,
    open_shapes,
    refresh_caps,
    run_open,
)
from proofs.general.depth3 import (
    condition_rank,
    ideal_dimension,
    joint_span_bound,
    kill_direction,
    killed_start_point,
    one_step_bound,
    one_step_closed_form,
    proven_sep_bound,
    psi_ranks,
    relation_cap,
    relation_count,
    sep_closed_form,
    vanishing_bound,
)
from proofs.general.free_states import free_state_output, free_state_rank, one_step_span
from proofs.general.instance import (
    BLAS_PRIME,
    PRIME,
    ExplicitRAC,
    evaluate_mod_p,
    evaluation_matrix,
    evaluation_nbytes,
    explicit_int,
    explicit_points,
    explicit_rac,
    modp_rac,
    rac_evaluation_matrix,
    random_instance_rank,
    sep_lower_bound,
)
from proofs.general.monotone import (
    deeper_rac,
    dominance_bounds,
    emulating_rac,
    more_inputs_rac,
    wider_rac,
)
from proofs.general.one_hot import (
    depth2_exceptions,
    depth2_lower_bound,
    depth2_status,
    one_hot_equivalent,
    recorded_pin,
)
from proofs.general.power import power_constant, power_exponents, power_lower_bound, power_rac
from proofs.general.templates import grid_and_reference_ranks, grid_points

__all__ = [
    "atlas_open",
    "closed_form",
    "free_states",
    "input_ideal",
    "instance",
    "monotone",
    "one_hot",
    "depth2_span",
    "depth3",
    "depth4",
    "end_base",
    "filtration",
    "power",
    "templates",
    "PRIME",
    "BLAS_PRIME",
    "ExplicitRAC",
    "evaluate_mod_p",
    "evaluation_matrix",
    "evaluation_nbytes",
    "explicit_int",
    "explicit_points",
    "explicit_rac",
    "modp_rac",
    "rac_evaluation_matrix",
    "random_instance_rank",
    "sep_lower_bound",
    "power_constant",
    "power_exponents",
    "power_lower_bound",
    "power_rac",
    "open_shapes",
    "run_open",
    "least_cap_verdict",
    "load_open",
    "open_markdown",
    "refresh_caps",
    "carried_bounds",
    "wider_rac",
    "more_inputs_rac",
    "deeper_rac",
    "emulating_rac",
    "dominance_bounds",
    "one_hot_equivalent",
    "depth2_lower_bound",
    "depth2_status",
    "depth2_exceptions",
    "recorded_pin",
    "free_state_output",
    "free_state_rank",
    "one_step_span",
    "one_step_bound",
    "vanishing_bound",
    "ideal_dimension",
    "condition_rank",
    "joint_span_bound",
    "relation_count",
    "relation_cap",
    "psi_ranks",
    "killed_start_point",
    "one_step_closed_form",
    "sep_closed_form",
    "proven_sep_bound",
    "kill_direction",
    "grid_points",
    "grid_and_reference_ranks",
]
