r"""The theory's bounds on the Start-End rank: the formulas (pure integer functions with their proofs) and the one registry that says when each applies and where it is proved."""

from numerics.bounds.formulas import (multiset, shallow_rank, theorem1_depth2_bound, conjecture1_bound, trivial_upper_bound, last_input_cap, end_input_copies, end_input_cap, end_state_bound, depth2_ideal_bound, depth3_ideal_bound, mps_mincut_bound, scalar_width_bound)
from numerics.bounds.registry import (Shape, Bound, BoundCheck, BOUNDS, bound, applicable_bounds, upper_bounds, lower_bounds, check_bounds, RELATIONS)

__all__ = ['multiset', 'shallow_rank', 'theorem1_depth2_bound', 'conjecture1_bound', 'trivial_upper_bound', 'last_input_cap', 'end_input_copies', 'end_input_cap', 'end_state_bound', 'depth2_ideal_bound', 'depth3_ideal_bound', 'mps_mincut_bound', 'scalar_width_bound', 'Shape', 'Bound', 'BoundCheck', 'BOUNDS', 'bound', 'applicable_bounds', 'upper_bounds', 'lower_bounds', 'check_bounds', 'RELATIONS']
