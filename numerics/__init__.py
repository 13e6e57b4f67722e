"""Grid tensors, matricizations, ranks, bounds and the command-line entry points."""
from .bounds import (BOUND_KINDS, applicable_bounds, conjecture1_bound, depth2_ideal_bound, depth3_ideal_bound,
                     end_state_bound, last_input_cap, multiset, shallow_rank, theorem1_depth2_bound,
                     trivial_upper_bound)
from .certificate import entry_degree, schwartz_zippel_bound
from .grid_tensor import advance_states, finish_grid, grid_tensor, grid_tensor_nbytes, identity_templates
from .matricize import matricize, start_end, start_end_partition
from racs.memory import TooLargeError, available_bytes, check_fits, format_bytes
from .sketch import SketchRank, sketched_rank
from .ranks import (ModPRank, RationalRank, SVDRank, default_prime, rank_mod_p, rank_rational, rank_svd,
                    to_mod_p)

__all__ = [
    "BOUND_KINDS", "applicable_bounds", "conjecture1_bound", "depth2_ideal_bound", "depth3_ideal_bound", "end_state_bound",
    "last_input_cap", "multiset", "shallow_rank", "theorem1_depth2_bound", "trivial_upper_bound",
    "entry_degree", "schwartz_zippel_bound",
    "advance_states", "finish_grid", "grid_tensor", "grid_tensor_nbytes", "identity_templates",
    "matricize", "start_end", "start_end_partition",
    "TooLargeError", "available_bytes", "check_fits", "format_bytes",
    "ModPRank", "RationalRank", "SVDRank", "default_prime", "rank_mod_p", "rank_rational", "rank_svd",
    "to_mod_p", "SketchRank", "sketched_rank",
]
