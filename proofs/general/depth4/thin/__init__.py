r"""Depth 4, :math:`R = 3`: the thin boxes outside the interior from below (``docs/theory/depth4-r3-t16.md``).

Modules: :mod:`slices` (the thin boxes at one point of Lemma H's family as sums of small ranks, by
:math:`p_2`-slices and by a one-variable degeneration), :mod:`slice_bound` (Proposition 61: with them, every block
outside the interior from below at :math:`T = 16`, sep(4, M, 3, 16) >= 693054009), :mod:`exact_boxes` (Proposition
63: every thin box exactly at the same point, by Gröbner bases, sep(4, M, 3, 16) >= 693130455), :mod:`general_boxes`
(Proposition 64: every thin box exactly at the window model's own point, by (K1') and Gröbner bases), :mod:`sep_edge`
(Propositions 65 and 66: the edge j = 1's own rank closes the bracket, sep(4, M, 3, 16) = 693136206 and
sep(4, M, 3, 18) = 2455967793), :mod:`edge_phi` (Proposition 67: the edge block at every even :math:`T \ge 10`
by one small rank, k45's condition map :math:`\Phi`), :mod:`class_a` (Proposition 70: the (A) boxes,
:math:`a \ge n`, at every :math:`n` by hand, the open conditions checked at the point), :mod:`class_c`
(Proposition 71: the C boxes, :math:`a \ge n + 1`, :math:`b = 0`, at every :math:`n` by hand, 3 below Conjecture 49's
rank), :mod:`reduced_boxes` (Proposition 72: every thin box at :math:`n = 12` from the reductions at :math:`S_p`,
sep(4, M, 3, 24) within 14499 of Conjecture 49's value).
Proposition 60 (Theorem L: the same blocks by hand at every T >= 16) lives in
:mod:`~proofs.general.depth4.box_jet`; Propositions 61 and 63 take the larger bound block by block.
"""

from proofs.general.depth4.thin import (
    class_a,
    class_c,
    edge_phi,
    exact_boxes,
    general_boxes,
    reduced_boxes,
    sep_edge,
    slice_bound,
    slices,
)
from proofs.general.depth4.thin.edge_phi import edge_rank_from_phi, phi_rank, weight_point
from proofs.general.depth4.thin.exact_boxes import exact_box_dim, exact_lower_bound, exact_sep_lower_bound
from proofs.general.depth4.thin.general_boxes import general_box_dims, general_lower_bound, general_sep_lower_bound
from proofs.general.depth4.thin.reduced_boxes import reduced_lower_bound, reduced_sep_lower_bound
from proofs.general.depth4.thin.slice_bound import slice_lower_bound, slice_sep_lower_bound
from proofs.general.depth4.thin.slices import SliceModel, box_dim, degeneration_dim, general_point, special_point

__all__ = [
    "class_a",
    "class_c",
    "edge_phi",
    "edge_rank_from_phi",
    "phi_rank",
    "weight_point",
    "exact_boxes",
    "exact_box_dim",
    "exact_lower_bound",
    "exact_sep_lower_bound",
    "general_boxes",
    "general_box_dims",
    "general_lower_bound",
    "general_sep_lower_bound",
    "reduced_boxes",
    "reduced_lower_bound",
    "reduced_sep_lower_bound",
    "sep_edge",
    "slice_bound",
    "slices",
    "SliceModel",
    "box_dim",
    "degeneration_dim",
    "special_point",
    "general_point",
    "slice_lower_bound",
    "slice_sep_lower_bound",
]
