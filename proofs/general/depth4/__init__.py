r"""Depth 4, general inputs: Proposition 12's per-corner bound, attained at :math:`R = 2 \le M` and not at
:math:`R = 3` (``docs/theory/depth4-corner-blocks.md``).

Modules: :mod:`corner_blocks` (Proposition 34: sep(4, M, 2, T) = the depth-4 ideal bound at every T >= 8: every corner
block of the a-splitting at its bound, by a proof by hand from certificates at T = 8, 10, 12 and the Start Jacobian,
:func:`~proofs.general.free_states.start_jacobian_rank`; Proposition 58: the bound on the (A), (B) orbits at R = 3), :mod:`fat_points`
(Proposition 35: at R = 3 the flat edge blocks vanish at fat points, so sep(4, M, 3, 8) <= 614646 < 623421 and
sep(4, M, 3, 10) <= 5444118 < 5482728), :mod:`near_vertex` (Proposition 38: sep(4, M, 3, 8) = 598131 for M >= 3,
both bounds recomputed; Proposition 39 at T = 10;
Conjecture 40 on the interior blocks), :mod:`outer_blocks` (Conjecture 41: a fat-point rule for the other blocks;
Proposition 42: every block bounded by fat points and local jets, sep(4, M, 3, 10) <= 5360526; Proposition 43:
sep(4, M, 3, 10) = 5359824 for M >= 3), :mod:`local_jets`
(the local jet conditions on the Start side), :mod:`closures` (the near-vertex classes closed below Proposition 42's
bound, for Propositions 38 and 43), :mod:`window_model` (Proposition 44: the window lemma's lower bounds on the
blocks from Conjecture 40 at T - 2; Conjecture 40 at T = 12, sep(4, M, 3, 12) >= 16387020), :mod:`sep_blocks`
(Proposition 45: 34024941 <= sep(4, M, 3, 12) <= 34024995, every block from both sides; Proposition 46:
sep(4, M, 3, 12) = 34024941; Proposition 51: sep(4, M, 3, 14) >= 168690384, every block from below), :mod:`edge_block` (the edge blocks by truncated power series), :mod:`box_jet`
(Propositions 47 and 48: the box jet at a vertex, Conjecture 40 at T = 14 and 16, sep(4, M, 3, 14) >= 97063200 and
sep(4, M, 3, 16) >= 449201277; Proposition 50: Conjecture 40 at every T; Proposition 60: the thin boxes, every block
outside the interior from below, sep(4, M, 3, 16) >= 663970554), :mod:`thin` (the thin boxes computed at one point by
p_2-slices; Proposition 61: sep(4, M, 3, 16) >= 693054009), :mod:`sep_formula` (Conjecture 49: sep(4, M, 3, T) in closed form for every even
T >= 8; Proposition 52: its local colength).
"""

from proofs.general.depth4 import (
    box_jet,
    closures,
    corner_blocks,
    edge_block,
    fat_points,
    local_jets,
    near_vertex,
    outer_blocks,
    sep_blocks,
    sep_formula,
    thin,
    window_model,
)
from proofs.general.depth4.corner_blocks import corner_ranks
from proofs.general.depth4.fat_points import fat_point_count, flat_edge_bound, sep_upper_bound

__all__ = [
    "box_jet",
    "closures",
    "corner_blocks",
    "edge_block",
    "fat_points",
    "local_jets",
    "near_vertex",
    "outer_blocks",
    "sep_formula",
    "sep_blocks",
    "thin",
    "window_model",
    "corner_ranks",
    "fat_point_count",
    "flat_edge_bound",
    "sep_upper_bound",
]
