r"""Grid tensors, matricizations, ranks, bounds, certified ranks and the command-line entry points.

The one call per question: :func:`certified_rank` (the best certified Start-End rank of random RACs with every
bound of the theory), :func:`start_end_rank` (the same for one RAC), :data:`BOUNDS` (the bound registry).
"""

# First, before numpy and the lab load: Ctrl-C while `python -m numerics.X` starts is one line, not a traceback.
from numerics._startup import guard_startup as _guard_startup

_guard_startup()

from numerics.bounds.depth4 import depth4_ideal_bound, end_ideal_bound, start_ideal_bound
from numerics.bounds.formulas import (
    conjecture1_bound,
    depth2_ideal_bound,
    depth3_ideal_bound,
    end_input_cap,
    end_input_copies,
    end_state_bound,
    koszul_dimension,
    last_input_cap,
    mps_mincut_bound,
    multiset,
    one_step_deficit,
    relations_bound,
    scalar_width_bound,
    shallow_rank,
    theorem1_depth2_bound,
    trivial_upper_bound,
)
from numerics.bounds.registry import (
    BOUNDS,
    Bound,
    BoundCheck,
    Shape,
    applicable_bounds,
    bound,
    check_bounds,
    lower_bounds,
    upper_bounds,
)
from numerics.bounds.templates import end_side_templates, sufficient_templates
from numerics.certify.certified import RankReport, TrialRank, certified_rank, start_end_rank
from numerics.certify.device import DeviceRank, device_certified_rank, device_rank_mod_p, start_end_matrix_mod_p
from numerics.certify.plan import MAX_LAYER_STEPS, Plan, make_plan, trial_prime
from numerics.certify.schwartz_zippel import entry_degree, schwartz_zippel_bound
from numerics.grid.grid_tensor import (
    advance_states,
    finish_grid,
    grid_tensor,
    grid_tensor_layer_steps,
    grid_tensor_nbytes,
    identity_templates,
)
from numerics.grid.matricize import matricize, start_end, start_end_partition
from numerics.rank.dense import (
    ModPRank,
    RationalRank,
    SVDRank,
    default_prime,
    rank_mod_p,
    rank_rational,
    rank_svd,
    to_mod_p,
)
from numerics.rank.factorised import FactorisedRank, factorised_rank
from numerics.rank.sketch import SketchRank, sketched_rank
from racs.memory import TooLargeError, available_bytes, check_fits, format_bytes

__all__ = [
    "certified_rank",
    "start_end_rank",
    "make_plan",
    "Plan",
    "trial_prime",
    "RankReport",
    "TrialRank",
    "MAX_LAYER_STEPS",
    "BOUNDS",
    "Bound",
    "BoundCheck",
    "Shape",
    "applicable_bounds",
    "bound",
    "check_bounds",
    "lower_bounds",
    "upper_bounds",
    "conjecture1_bound",
    "depth2_ideal_bound",
    "depth3_ideal_bound",
    "koszul_dimension",
    "one_step_deficit",
    "relations_bound",
    "depth4_ideal_bound",
    "start_ideal_bound",
    "end_ideal_bound",
    "end_input_cap",
    "end_input_copies",
    "sufficient_templates",
    "end_side_templates",
    "end_state_bound",
    "last_input_cap",
    "mps_mincut_bound",
    "multiset",
    "scalar_width_bound",
    "shallow_rank",
    "theorem1_depth2_bound",
    "trivial_upper_bound",
    "entry_degree",
    "schwartz_zippel_bound",
    "FactorisedRank",
    "factorised_rank",
    "DeviceRank",
    "device_certified_rank",
    "device_rank_mod_p",
    "start_end_matrix_mod_p",
    "advance_states",
    "finish_grid",
    "grid_tensor",
    "grid_tensor_layer_steps",
    "grid_tensor_nbytes",
    "identity_templates",
    "matricize",
    "start_end",
    "start_end_partition",
    "TooLargeError",
    "available_bytes",
    "check_fits",
    "format_bytes",
    "ModPRank",
    "RationalRank",
    "SVDRank",
    "default_prime",
    "rank_mod_p",
    "rank_rational",
    "rank_svd",
    "to_mod_p",
    "SketchRank",
    "sketched_rank",
]
