r"""Proposition 65: :math:`\operatorname{sep}(4, M, 3, 16) = 693136206`, Conjecture 49's value (depth 4, general
inputs, :math:`R = 3 \le M`; the page is ``docs/theory/depth4-r3-t16.md``, "Proposition 65").

Proposition 64 left a bracket of 108 at :math:`T = 16`: the six blocks of the edge :math:`j = 1`, the
:math:`S_3`-orbit of :math:`(N_1 - 1, 1, 0) = (119, 1, 0)`, where the window model's thin box :math:`(1, 0)` is 6 short
per coordinate (:math:`3 \times 21477 = 64431` against Conjecture 49's :math:`3 \times 21483 = 64449`). The edge's own
block, by one evaluation over the dual numbers (:func:`~proofs.general.depth4.edge_block.edge_block_rank`, seed 1,
:math:`Y = 21500` End points and the first 21500 cut points: a column subset of the block, so its rank is a lower
bound; side 64500, eliminated by BLAS in place), has rank 64449 mod :math:`p` (:data:`EDGE_RANK`). That is k45's kernel
count, Conjecture 49's rank of the block, which Proposition 57 proves an upper bound for every RAC. So each of the six
blocks gains 18, and Proposition 64's lower bound meets Proposition 57's upper bound. A reviewer recomputed the rank
with its own evaluation and elimination at its own point (seed 20261203, :math:`p = 32749`, int16 storage): 64449
again (``docs/reviews/edge-T16-rank-2026-12-03``).
"""

from __future__ import annotations

from numerics.bounds.depth4 import start_degrees
from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep, orbit_representatives
from proofs.certificate import Certificate, check_budget
from proofs.general.depth4 import edge_block
from proofs.general.depth4.thin.general_boxes import boxes_at, general_lower_bound
from proofs.general.depth4.thin.slice_bound import block_lower_bound, r3_shape

__all__ = [
    "EDGE_RANK",
    "EDGE_RUN",
    "SEP",
    "edge_alpha",
    "sep_lower_bound",
    "proven_sep",
    "STATEMENT",
    "CHECK",
    "check",
    "cases",
]

#: ``T ->`` the rank mod :data:`~proofs.general.depth4.edge_block.PRIME` of the edge block :math:`Q_{(N_1-1,1,0)}` at
#: one point (:func:`~proofs.general.depth4.edge_block.edge_block_rank` with :data:`EDGE_RUN`), a lower bound on its
#: generic rank.
EDGE_RANK: dict[int, int] = {16: 64449}
#: ``T ->`` the run behind :data:`EDGE_RANK`: the point's seed, the End points ``Y`` and the cut points kept (about 1 h
#: on two cores and 18.3 GB at :math:`T = 16`; a reviewer's own code at its own point gives the same rank).
EDGE_RUN: dict[int, dict[str, int]] = {16: {"seed": 1, "Y": 21500, "cuts": 21500}}
#: ``T ->`` sep(4, M, 3, T) for ``M >= 3`` and almost every RAC (Proposition 65); an upper bound for every RAC and
#: every M (Proposition 57).
SEP: dict[int, int] = {16: 693136206}


def edge_alpha(*, T: int) -> tuple[int, int, int]:
    r"""The edge :math:`(N_1 - 1, 1, 0)` at ``T`` (its :math:`S_3`-orbit is the six blocks of the edge :math:`j = 1`)."""
    n1 = start_degrees(depth=4, T=T)[0]
    return (n1 - 1, 1, 0)


def sep_lower_bound(*, T: int) -> int:
    r"""Proposition 65's lower bound on :math:`\operatorname{sep}(4, M, 3, T)`, :math:`M \ge 3`: Proposition 64's
    (:func:`~proofs.general.depth4.thin.general_boxes.general_lower_bound`) with each block of the edge's orbit raised
    from its thin-box bound to :data:`EDGE_RANK` (seconds)."""
    if T not in EDGE_RANK:
        raise ValueError(f"T={T}: the edge's rank is recorded at T = {sorted(EDGE_RANK)}")
    alpha = edge_alpha(T=T)
    orbit = dict(orbit_representatives(n1=alpha[0] + 1))[alpha]
    before = block_lower_bound(T=T, alpha=alpha, boxes=boxes_at(T // 2))
    return general_lower_bound(T=T) + orbit * max(0, EDGE_RANK[T] - before)


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(4, M, R, T) where Proposition 65 gives it (``R = 3 <= M``, ``T = 16``), else ``None``."""
    return SEP[T] if r3_shape(M=M, R=R, T=T, lengths=SEP) else None


STATEMENT = (
    "Proposition 65 (depth 4, general inputs, R = 3, T = 16: sep(4, M, 3, 16) = 693136206 for M >= 3 and almost every"
    " RAC, Conjecture 49's value, and <= 693136206 for every RAC and every M: Proposition 64's bound, 108 short on the"
    " six blocks of the edge j = 1, with the edge block Q_(119,1,0)'s own rank at one point, 64449 (a dual-number"
    " evaluation, 21500 End points and the first 21500 cut points, eliminated mod p by BLAS), which is k45's kernel"
    " count, Conjecture 49's block rank and Proposition 57's upper bound; computer-assisted, reviewed: a reviewer"
    " recomputed the edge's rank with its own code at its own point, 64449 mod 32749; this lab)"
)
CHECK = (
    "recorded: the edge's orbit (6 blocks), its bound in Proposition 64 (3 x 21477), its recorded rank <= Conjecture"
    " 49's block rank (Proposition 57), the lower bound == Conjecture 49's value == Proposition 57's cap (seconds);"
    " rank (not in the full budget: about 1 h on two cores, 18.3 GB): check(part='rank') recomputes the edge's rank"
)


def check(*, part: str = "recorded", T: int = 16) -> Certificate:
    """Proposition 65: ``part="recorded"`` the arithmetic (seconds); ``"rank"`` also recomputes the edge's rank with
    :data:`EDGE_RUN` (about 1 h on two cores, 18.3 GB at :math:`T = 16`)."""
    if part not in ("recorded", "rank"):
        raise ValueError(f"part={part!r} must be 'recorded' or 'rank'")
    if T not in SEP:
        raise ValueError(f"T={T}: Proposition 65 is recorded at T = {sorted(SEP)}")
    alpha = edge_alpha(T=T)
    orbit = dict(orbit_representatives(n1=alpha[0] + 1))[alpha]
    before = block_lower_bound(T=T, alpha=alpha, boxes=boxes_at(T // 2))
    formula = formula_block_rank(T=T, alpha=alpha)[1]
    lower = sep_lower_bound(T=T)
    got: tuple = (orbit, formula - before, EDGE_RANK[T] <= formula, formula - EDGE_RANK[T], lower, formula_sep(T=T))
    want: tuple = (6, 18, True, 0, SEP[T], SEP[T])
    if part == "rank":
        got += (edge_block.edge_block_rank(T=T, j=1, blas=True, **EDGE_RUN[T]),)
        want += (EDGE_RANK[T],)
    return Certificate.compare(
        STATEMENT,
        dict(part=part, T=T),
        "(the edge's orbit size, Proposition 64's shortfall per block, the edge's rank <= the formula's, the edge's"
        " shortfall, the lower bound, Conjecture 49's value[, the recomputed rank]) vs (6, 18, True, 0, sep, sep[, the"
        " recorded rank])",
        got,
        "==",
        want,
    )


def cases(budget: str) -> list:
    """The recorded arithmetic at every budget (seconds): the edge's rank alone takes about 1 h and 18.3 GB, so it runs
    only when asked for (``check(part="rank")``)."""
    check_budget(budget)
    return [dict(part="recorded", T=T) for T in sorted(SEP)]
