r"""General inputs at :math:`M = 2`, every depth: the End space filtered by powers of one linear form in the first
End input, and what the filtration certifies (page ``docs/theory/end-filtration.md``).

Modules: :mod:`end_filtration` (Proposition 36: the flat blocks and :math:`F_r \subseteq S` give the end-input cap),
:mod:`end_descent` (Proposition 37: lower bounds from the blocks and from the levels below them, level by level),
:mod:`axis_points` (the Start points with the first cut state on an axis, :math:`R \le 5`, where both take their jets).
A private module, ``_recurrence``, steps Eq. (1.2) on truncated power series mod p for the first two.
"""

from proofs.general.filtration import axis_points, end_descent, end_filtration
from proofs.general.filtration.axis_points import axis_starts, first_cut_state
from proofs.general.filtration.end_descent import level_ranks, lower_bound, proven_lower_bound
from proofs.general.filtration.end_filtration import (
    block_ranks,
    block_values,
    filtration_rank,
    jet_values,
    proven_sep,
)

__all__ = [
    "axis_points",
    "end_descent",
    "end_filtration",
    "axis_starts",
    "first_cut_state",
    "level_ranks",
    "lower_bound",
    "proven_lower_bound",
    "block_ranks",
    "block_values",
    "filtration_rank",
    "jet_values",
    "proven_sep",
]
