r"""Propositions 65, 66, 68 and 69: :math:`\operatorname{sep}(4, M, 3, T) = 693136206` at :math:`T = 16`,
:math:`2455967793` at :math:`T = 18`, :math:`7718254164` at :math:`T = 20` and :math:`21964486095` at :math:`T = 22`,
Conjecture 49's values (depth 4, general inputs, :math:`R = 3 \le M`; the page is ``docs/theory/depth4-r3-t16.md``,
"Proposition 65", "Proposition 66", "Proposition 68" and "Proposition 69").

Proposition 64 leaves a bracket of 108 at both :math:`T = 16` and :math:`18`: the six blocks of the edge
:math:`j = 1`, the :math:`S_3`-orbit of :math:`(N_1 - 1, 1, 0)` (:math:`(119, 1, 0)`, :math:`(164, 1, 0)`), where
the window model's thin box :math:`(1, 0)` is 6 short per coordinate (:math:`3 \times 21477 = 64431` against
Conjecture 49's :math:`3 \times 21483 = 64449` at :math:`T = 16`; :math:`125505` against :math:`3 \times 41841 =
125523` at :math:`T = 18`). The edge's own block, by one evaluation over the dual numbers at one integer point,
reduced mod a prime, on a nearly square submatrix (the first cut points: a column subset, so its rank is a lower
bound), reaches Conjecture 49's rank of the block (:data:`EDGE_RANK`), which Proposition 57 proves an upper bound
for every RAC. So each of the six blocks gains 18, and Proposition 64's lower bound meets Proposition 57's upper
bound.

* :math:`T = 16` (Proposition 65, reviewed): the lab's
  :func:`~proofs.general.depth4.edge_block.edge_block_rank` (seed 1, :math:`Y = 21500` End points and the first
  21500 cut points, side 64500, BLAS in place) gives 64449; a reviewer recomputed it with its own code at its own
  point (seed 20261203, :math:`p = 32749`; ``docs/reviews/edge-T16-rank-2026-12-03``).
* :math:`T = 18` (Proposition 66, reviewed): the block has side 125574 (41858 End points and cut points);
  the lab's float32 elimination would need 63 GB, so a helper's resumable int8 run mod 251
  (``docs/research/edge-T18-2026-12-03``, its own evaluation and elimination, seed 20261218, 3.4 h of elimination
  and 16.9 GB on two cores) computed it: 125523 (:data:`EDGE_RUNS`). A reviewer's own code gives the same value by
  Proposition 67's route (rank :math:`\Phi` = 765), and so does the lab's
  :func:`~proofs.general.depth4.thin.edge_phi.edge_rank_from_phi` in seconds; a reviewer recomputed all 61 thin
  boxes at :math:`n = 9` that Proposition 64's bound uses besides :math:`(1, 0)`
  (``docs/reviews/thin-boxes-n9-2026-12-03``).

* :math:`T = 20` (Proposition 68, reviewed): the edge's rank is Proposition 67's (rank :math:`\Phi = 945 = 6q - 27`, so
  the block reaches 228993), and Proposition 64's boxes at :math:`n = 10` are the lab's campaign
  (``docs/research/thin-boxes-n10-2026-12-03``, the 64 boxes with :math:`a \le 10` by Singular at the window
  model's point; the ten with :math:`a = 11` contain those with :math:`a = 10`). A reviewer's pipeline (its own
  generators and Singular, ``docs/reviews/thin-boxes-n10-2026-12-03``) recomputed all 64 boxes: every one equal.
* :math:`T = 22` (Proposition 69, reviewed): the same at :math:`n = 11`, the edge by Proposition 67 (rank
  :math:`\Phi = 1143 = 6q - 27`, so 395874), the 76 boxes with :math:`a \le 11` by the lab's campaign
  (``docs/research/thin-boxes-n11-2026-12-03``). A reviewer's pipeline (its own generators, Singular in low degree
  and Lemma R, ``docs/reviews/thin-boxes-n11-lemmaR-2026-12-04``) recomputed all 76 boxes: every one equal.

``check(part="phi")`` recomputes the edge's rank by Proposition 67 (k45's condition map, seconds) at every length.
"""

from __future__ import annotations

from collections.abc import Mapping

from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep, orbit_representatives
from proofs.certificate import Certificate, check_budget
from proofs.general.depth4 import edge_block
from proofs.general.depth4.thin import edge_phi
from proofs.general.depth4.thin.edge_phi import edge_alpha
from proofs.general.depth4.thin.general_boxes import boxes_at, general_lower_bound
from proofs.general.depth4.thin.slice_bound import block_lower_bound, r3_shape

__all__ = [
    "EDGE_RANK",
    "EDGE_RUN",
    "EDGE_RUNS",
    "SEP",
    "edge_alpha",
    "edge_orbit",
    "sep_lower_bound",
    "proven_sep",
    "STATEMENT",
    "CHECK",
    "STATEMENT_66",
    "CHECK_66",
    "check",
    "cases",
    "cases_66",
    "STATEMENT_68",
    "CHECK_68",
    "cases_68",
    "STATEMENT_69",
    "CHECK_69",
    "cases_69",
]

#: ``T ->`` the rank mod a prime of the edge block :math:`Q_{(N_1-1,1,0)}` at one integer point, on a nearly square
#: submatrix (:data:`EDGE_RUNS`): a lower bound on its generic rank.
EDGE_RANK: dict[int, int] = {16: 64449, 18: 125523, 20: 228993, 22: 395874}
#: ``T ->`` the lab's run behind :data:`EDGE_RANK` (:func:`~proofs.general.depth4.edge_block.edge_block_rank`'s
#: point seed, End points ``Y`` and cut points kept; about 1 h on two cores and 18.3 GB at :math:`T = 16`). At
#: :math:`T = 18` the lab's float32 block would need 63 GB, so there is no lab run (:data:`EDGE_RUNS`).
EDGE_RUN: dict[int, dict[str, int]] = {16: {"seed": 1, "Y": 21500, "cuts": 21500}}
#: ``T ->`` every run behind :data:`EDGE_RANK`, with its code, point, prime, side and result: the record the
#: statements cite.
EDGE_RUNS: dict[int, tuple[str, ...]] = {
    16: (
        "the lab: edge_block_rank(T=16, Y=21500, cuts=21500, blas=True), seed 1, p = 1048571, side 64500: 64449",
        "helper-137 (review): own code, seed 20261203, p = 32749, side 64500: 64449",
    ),
    18: (
        "helper-138: docs/research/edge-T18-2026-12-03/run_edge18.py, own int8 code, seed 20261218, p = 251,"
        " side 125574: 125523",
        "helper-144 (review): own code docs/reviews/edge-by-hand-2026-12-03/myphi.py, seed 11, p = 2^31 - 1:"
        " rank Phi = 765 = 6q - 27, so 2z - 3U + rank Phi = 125523 (Proposition 67's route)",
    ),
    20: (
        "the lab: edge_phi.edge_rank_from_phi(T=20), seed 1, p = 2^31 - 1: rank Phi = 945 = 6q - 27, so"
        " 2z - 3U + rank Phi = 228993 (Proposition 67)",
        "helper-144 (review of Proposition 67): own code docs/reviews/edge-by-hand-2026-12-03, seeds 11 and 12,"
        " p = 2^31 - 1 (and seed 13, p = 2147483587): rank Phi = 945 = 6q - 27 at s = 10, so 228993",
    ),
    22: (
        "the lab: edge_phi.edge_rank_from_phi(T=22), seed 1, p = 2^31 - 1: rank Phi = 1143 = 6q - 27, so"
        " 2z - 3U + rank Phi = 395874 (Proposition 67)",
        "helper-144's code (review of Proposition 67), run by the lead: docs/reviews/edge-by-hand-2026-12-03/myphi.py"
        " 11 11, seed 11, p = 2^31 - 1: rank Phi = 1143 = 6q - 27 at s = 11, so 395874 (myphi_lead_s7-16.log)",
    ),
}
#: ``T ->`` sep(4, M, 3, T) for ``M >= 3`` and almost every RAC (Propositions 65, 66, 68, 69); an upper bound for
#: every RAC and every M (Proposition 57).
SEP: dict[int, int] = {16: 693136206, 18: 2455967793, 20: 7718254164, 22: 21964486095}


def sep_lower_bound(*, T: int) -> int:
    r"""The lower bound of Propositions 65, 66, 68 and 69 on :math:`\operatorname{sep}(4, M, 3, T)`, :math:`M \ge 3`:
    Proposition 64's (:func:`~proofs.general.depth4.thin.general_boxes.general_lower_bound`) with each block of the
    edge's orbit raised from its thin-box bound to :data:`EDGE_RANK` (seconds)."""
    if T not in EDGE_RANK:
        raise ValueError(f"T={T}: the edge's rank is recorded at T = {sorted(EDGE_RANK)}")
    orbit, before = edge_orbit(T=T, boxes=boxes_at(T // 2))
    return general_lower_bound(T=T) + orbit * max(0, EDGE_RANK[T] - before)


def edge_orbit(*, T: int, boxes: Mapping[tuple[int, int], int]) -> tuple[int, int]:
    r"""(The size of the edge's :math:`S_3`-orbit, the bound
    :func:`~proofs.general.depth4.thin.slice_bound.block_lower_bound` gives each of its blocks from ``boxes``): what
    a table of thin boxes leaves for the edge's own rank to raise."""
    alpha = edge_alpha(T=T)
    orbit = dict(orbit_representatives(n1=alpha[0] + 1))[alpha]
    return orbit, block_lower_bound(T=T, alpha=alpha, boxes=boxes)


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(4, M, R, T) where Propositions 65, 66, 68 and 69 give it (``R = 3 <= M``, ``T = 16, 18, 20, 22``), else
    ``None``."""
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
    " rank (not in the full budget: about 1 h on two cores, 18.3 GB): check(part='rank') recomputes the edge's rank;"
    " every budget recomputes it by Proposition 67 instead (check(part='phi'), seconds)"
)
STATEMENT_66 = (
    "Proposition 66 (depth 4, general inputs, R = 3, T = 18: sep(4, M, 3, 18) = 2455967793 for M >= 3 and almost"
    " every RAC, Conjecture 49's value, and <= 2455967793 for every RAC and every M: Proposition 64's bound, 108 short"
    " on the six blocks of the edge j = 1, with the edge block Q_(164,1,0)'s own rank at one point, 125523 mod 251 (a"
    " dual-number evaluation, 41858 End points and the first 41858 cut points, side 125574, a helper's resumable int8"
    " elimination), which is Conjecture 49's block rank and Proposition 57's upper bound; computer-assisted, reviewed:"
    " the rank recomputed by a second route (Proposition 67: rank Phi = 6q - 27 with the reviewer's own code, and the"
    " lab's edge_phi), and the 61 other thin boxes at n = 9 that Proposition 64's bound uses recomputed by a reviewer"
    " with its own generators and Singular, each >= the lab's; this lab)"
)
CHECK_66 = (
    "recorded: the edge's orbit (6 blocks), its bound in Proposition 64 (3 x 41835), its recorded rank <= Conjecture"
    " 49's block rank (Proposition 57), the lower bound == Conjecture 49's value == Proposition 57's cap (seconds);"
    " the rank itself (3.4 h on two cores, 16.9 GB) is docs/research/edge-T18-2026-12-03/run_edge18.py's run; every"
    " budget recomputes it by Proposition 67 (check(part='phi'), seconds)"
)
STATEMENT_68 = (
    "Proposition 68 (depth 4, general inputs, R = 3, T = 20: sep(4, M, 3, 20) = 7718254164 for M >= 3 and almost"
    " every RAC, Conjecture 49's value, and <= 7718254164 for every RAC and every M: Proposition 64's method at"
    " n = 10, the 64 thin boxes with a <= 10 a block outside the interior uses computed at the window model's point by"
    " Groebner bases, every one at Conjecture 49's rank per coordinate except (1, 0), 76325 against 76331, and the ten"
    " with a = 11 by X_(10,b) in X_(11,b), so 7718254056 <= sep, 108 short on the six blocks of the edge j = 1; the"
    " edge block Q_(219,1,0) at Conjecture 49's rank 228993 by Proposition 67 (rank Phi = 945 = 6q - 27), Proposition"
    " 57's upper bound; computer-assisted, reviewed: the edge's rank with Proposition 67, and all 64 boxes recomputed"
    " with a reviewer's own generators and Singular, each equal to the lab's (docs/reviews/thin-boxes-n10-2026-12-03);"
    " this lab)"
)
CHECK_68 = (
    "recorded: the 64 boxes at n = 10 (Proposition 64's row at T = 20), the edge's orbit (6 blocks), its bound there"
    " (3 x 76325), the edge's rank <= Conjecture 49's block rank (Proposition 57), the lower bound == Conjecture 49's"
    " value == Proposition 57's cap, and the edge's rank recomputed by Proposition 67 (check(part='phi', T=20),"
    " seconds); the boxes themselves: docs/research/thin-boxes-n10-2026-12-03/run_boxes.py (4.4 h of one core in all)"
)
STATEMENT_69 = (
    "Proposition 69 (depth 4, general inputs, R = 3, T = 22: sep(4, M, 3, 22) = 21964486095 for M >= 3 and almost"
    " every RAC, Conjecture 49's value, and <= 21964486095 for every RAC and every M: Proposition 64's method at"
    " n = 11, the 76 thin boxes with a <= 11 a block outside the interior uses computed at the window model's point by"
    " Groebner bases, every one at Conjecture 49's rank per coordinate except (1, 0), 131952 against 131958, and the"
    " eleven with a = 12 by X_(11,b) in X_(12,b), so 21964485987 <= sep, 108 short on the six blocks of the edge j ="
    " 1; the edge block Q_(285,1,0) at Conjecture 49's rank 395874 by Proposition 67 (rank Phi = 1143 = 6q - 27),"
    " Proposition 57's upper bound; computer-assisted, reviewed: the edge's rank with Proposition 67 (and recomputed by"
    " the reviewer's code at s = 11), and all 76 boxes recomputed with a reviewer's own generators and Lemma R, each"
    " equal to the lab's (docs/reviews/thin-boxes-n11-lemmaR-2026-12-04); this lab)"
)
CHECK_69 = (
    "recorded: the 76 boxes at n = 11 (Proposition 64's row at T = 22), the edge's orbit (6 blocks), its bound there"
    " (3 x 131952), the edge's rank <= Conjecture 49's block rank (Proposition 57), the lower bound == Conjecture 49's"
    " value == Proposition 57's cap, and the edge's rank recomputed by Proposition 67 (check(part='phi', T=22),"
    " seconds); the boxes themselves: docs/research/thin-boxes-n11-2026-12-03/run_boxes.py (9.8 h of one core in all)"
)
_STATEMENTS = {16: STATEMENT, 18: STATEMENT_66, 20: STATEMENT_68, 22: STATEMENT_69}


def check(*, part: str = "recorded", T: int = 16) -> Certificate:
    r"""Propositions 65 (``T = 16``), 66 (``T = 18``), 68 (``T = 20``) and 69 (``T = 22``): ``part="recorded"`` the
    arithmetic (seconds); ``"phi"`` also recomputes the edge's rank by Proposition 67
    (:func:`~proofs.general.depth4.thin.edge_phi.edge_rank_from_phi`, seconds); ``"rank"`` recomputes it as the
    block's own rank with :data:`EDGE_RUN` (about 1 h on two cores, 18.3 GB at :math:`T = 16`; there is no such lab
    run at :math:`T \ge 18`)."""
    if part not in ("recorded", "phi", "rank"):
        raise ValueError(f"part={part!r} must be 'recorded', 'phi' or 'rank'")
    if T not in SEP:
        raise ValueError(f"T={T}: Propositions 65, 66, 68 and 69 are recorded at T = {sorted(SEP)}")
    if part == "rank" and T not in EDGE_RUN:
        raise ValueError(
            f"T={T}: the lab has no run of the edge block's own rank there (in float32 it would need"
            f" {4 * (3 * (EDGE_RANK[T] // 3 + 17)) ** 2 / 1e9:.0f} GB); use"
            f" part='recorded', and see EDGE_RUNS[{T}] for the runs behind it"
        )
    orbit, before = edge_orbit(T=T, boxes=boxes_at(T // 2))
    formula = formula_block_rank(T=T, alpha=edge_alpha(T=T))[1]
    lower = sep_lower_bound(T=T)
    got: tuple = (orbit, formula - before, EDGE_RANK[T] <= formula, formula - EDGE_RANK[T], lower, formula_sep(T=T))
    want: tuple = (6, 18, True, 0, SEP[T], SEP[T])
    if part == "rank":
        got += (edge_block.edge_block_rank(T=T, j=1, blas=True, **EDGE_RUN[T]),)
        want += (EDGE_RANK[T],)
    elif part == "phi":
        got += (edge_phi.edge_rank_from_phi(T=T),)
        want += (EDGE_RANK[T],)
    return Certificate.compare(
        _STATEMENTS[T],
        dict(part=part, T=T),
        "(the edge's orbit size, Proposition 64's shortfall per block, the edge's rank <= the formula's, the edge's"
        " shortfall, the lower bound, Conjecture 49's value[, the recomputed rank]) vs (6, 18, True, 0, sep, sep[, the"
        " recorded rank])",
        got,
        "==",
        want,
    )


def cases(budget: str) -> list:
    """Proposition 65's arithmetic with the edge's rank recomputed by Proposition 67 at every budget (seconds): the
    block's own rank takes about 1 h and 18.3 GB, so it runs only when asked for (``check(part="rank")``)."""
    check_budget(budget)
    return [dict(part="phi", T=16)]


def cases_66(budget: str) -> list:
    """Proposition 66's arithmetic with the edge's rank recomputed by Proposition 67 at every budget (seconds)."""
    check_budget(budget)
    return [dict(part="phi", T=18)]


def cases_68(budget: str) -> list:
    """Proposition 68's arithmetic with the edge's rank recomputed by Proposition 67 at every budget (seconds)."""
    check_budget(budget)
    return [dict(part="phi", T=20)]


def cases_69(budget: str) -> list:
    """Proposition 69's arithmetic with the edge's rank recomputed by Proposition 67 at every budget (seconds)."""
    check_budget(budget)
    return [dict(part="phi", T=22)]
