r"""Depth 4, :math:`R = 3`: the thin boxes outside the interior from below (``docs/theory/depth4-corner-blocks.md``).

Modules: :mod:`slices` (the thin boxes at one point of Lemma H's family as sums of small ranks, by
:math:`p_2`-slices and by a one-variable degeneration), :mod:`slice_bound` (Proposition 61: with them, every block
outside the interior from below at :math:`T = 16`, sep(4, M, 3, 16) >= 693054009).
Proposition 60 (Theorem L: the same blocks by hand at every T >= 16) lives in
:mod:`~proofs.general.depth4.box_jet`; Proposition 61 takes the larger of the two bounds block by block.
"""

from proofs.general.depth4.thin import slice_bound, slices
from proofs.general.depth4.thin.slice_bound import slice_lower_bound, slice_sep_lower_bound
from proofs.general.depth4.thin.slices import SliceModel, box_dim, degeneration_dim, special_point

__all__ = [
    "slice_bound",
    "slices",
    "SliceModel",
    "box_dim",
    "degeneration_dim",
    "special_point",
    "slice_lower_bound",
    "slice_sep_lower_bound",
]
