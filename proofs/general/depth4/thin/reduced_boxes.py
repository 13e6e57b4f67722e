r"""Proposition 72: :math:`\operatorname{sep}(4, M, 3, 24)` within 14499 of Conjecture 49's value, every thin box
from the reductions at the flat-jet point (depth 4, :math:`R = 3`, general inputs; the page is
``docs/theory/depth4-r3-t16.md``, "Proposition 72").

Propositions 64-69 computed every thin box at :math:`n \le 11` by Gröbner bases; at :math:`n = 12` (:math:`T = 24`)
nobody has. Instead every class of box is now reduced, by reviewed hand proofs, to statements that hold at every
:math:`n` or to a few ranks in low degree, computed at :math:`n = 12` at the flat-jet point :math:`S_p`
(:func:`~proofs.general.depth4.thin.slices.special_point`, seed 1, :math:`p = 1048571`, a point of Lemma H's family).
Each gives :math:`\dim X_{(a,b)}` at least Conjecture 49's rank per coordinate less the point's known loss
(:data:`SHORT`, by :func:`box_class`):

* **A** (:math:`a \ge n`, :math:`b \ge 1`): at the rank, at every :math:`n` (Proposition 70, by hand, over
  :math:`\mathbb{Q}`);
* **C** (:math:`a \ge n + 1`, :math:`b = 0`): 3 below, at every :math:`n` (Proposition 71, by hand);
* **B** (:math:`a, b \le n - 1`, :math:`a + b \ge n + 1`): at the rank, by the t-route or the mirror route of
  ``docs/research/thin-B-mirror-2026-12-04`` (reviewed lemmas; at :math:`n = 12` every rank the routes use
  recomputed by a reviewer's own code, ``docs/reviews/helper167-review-2026-12-05``);
* **N** (:math:`b \ge 1`, :math:`a + b \le n`): 6 below, by Corollary N (reviewed,
  ``docs/reviews/theorem-N-review-2026-12-05``) and one rank per box in degree 13-18, all 36 computed by two codes
  (``docs/research/thin-NEC-scoping-2026-12-05``);
* **E** (:math:`1 \le a \le n`, :math:`b = 0`, with :math:`(n, 0)`): 9 below (18 at :math:`(1, 0)`), by Corollary E
  (reviewed, ``docs/reviews/corollary-E-review-2026-12-05``) and one rank per box in degree 14-21, all twelve computed
  by two codes (``docs/research/thin-E-boxes-2026-12-05``, §3.4).

A GF(p) rank at an integer point bounds the dimension over :math:`\mathbb{Q}` there, and Lemmas B', W, T, H, M of
Theorem L make three times a box a lower bound on the generic rank of every block whose thin box contains it
(:func:`~proofs.general.depth4.thin.slice_bound.block_lower_bound`). With Proposition 50's interior, and the edge
block :math:`Q_{(363,1,0)}` at its full rank by Proposition 67 (every even :math:`T \ge 10`), this gives
:data:`LOWER`; Conjecture 49's value is Proposition 57's upper bound. The bracket, 14499 (2.5e-7 of sep), is the
point's losses on the C, E and N blocks (:data:`GAPS`); Theorem L alone leaves 671355468.
"""

from __future__ import annotations

from math import comb

from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep
from proofs.certificate import Certificate, check_budget
from proofs.general.depth4.box_jet import outer_lower_bound
from proofs.general.depth4.thin import edge_phi
from proofs.general.depth4.thin.edge_phi import edge_alpha
from proofs.general.depth4.thin.sep_edge import edge_orbit
from proofs.general.depth4.thin.slice_bound import r3_shape, recorded_n, table_summary

__all__ = [
    "SHORT",
    "SOURCES",
    "REDUCED_N",
    "EDGE_RANK",
    "LOWER",
    "GAPS",
    "box_class",
    "reduced_boxes",
    "reduced_lower_bound",
    "reduced_sep_lower_bound",
    "STATEMENT",
    "CHECK",
    "check",
    "cases",
]

#: The loss per coordinate of each class of thin box below Conjecture 49's rank at :math:`S_p` (the point's, not the
#: method's: at the window model's point the same boxes are at the rank, Proposition 64); :math:`(1, 0)` loses 18.
SHORT: dict[str, int] = {"A": 0, "B": 0, "C": 3, "E": 9, "N": 6}

#: Where each class's lower bound is proved and, at :math:`n = 12`, computed.
SOURCES: dict[str, str] = {
    "A": "Proposition 70 (by hand at every n, reviewed)",
    "C": "Proposition 71 (by hand at every n, reviewed)",
    "B": "docs/research/thin-B-mirror-2026-12-04 (routes of reviewed lemmas; the n = 12 ranks recomputed by"
    " reviewer-168's own code)",
    "N": "Corollary N (reviewed) and docs/research/thin-NEC-scoping-2026-12-05 (36 ranks at n = 12, two codes)",
    "E": "Corollary E (reviewed) and docs/research/thin-E-boxes-2026-12-05 §3.4 (12 ranks at n = 12, two codes)",
}

#: The half-lengths :math:`n = T/2` at which every N and E box has been computed by two codes.
REDUCED_N: tuple[int, ...] = (12,)

#: ``T ->`` the edge block's rank, Conjecture 49's (Proposition 67: :func:`~proofs.general.depth4.thin.edge_phi.
#: edge_rank_from_phi`, seed 1, rank :math:`\Phi = 6q - 27`).
EDGE_RANK: dict[int, int] = {24: 654237}

#: ``T ->`` Proposition 72's lower bound on sep(4, M >= 3, 3, T).
LOWER: dict[int, int] = {24: 57501964242}

#: ``T ->`` Conjecture 49's block ranks less the bounds, per class of block (the edge counted with E).
GAPS: dict[int, dict[str, int]] = {24: {"A": 0, "B": 0, "C": 9315, "E": 1620, "N": 3564, "V": 0}}


def box_class(*, n: int, a: int, b: int) -> str:
    r"""The class of the thin box :math:`(a, b)`, :math:`b \le a`, at :math:`T = 2n`, as the reductions name it: A
    (:math:`a \ge n`, :math:`b \ge 1`), C (:math:`a \ge n + 1`, :math:`b = 0`), E (:math:`1 \le a \le n`,
    :math:`b = 0`: the box :math:`(n, 0)` is an E box, though its block is of Conjecture 49's class C), N
    (:math:`b \ge 1`, :math:`a + b \le n`) or B (the rest: :math:`a, b \le n - 1`, :math:`a + b \ge n + 1`)."""
    if not 0 <= b <= a or a < 1:
        raise ValueError(f"(a, b) = ({a}, {b}): need 0 <= b <= a and a >= 1")
    if b == 0:
        return "C" if a >= n + 1 else "E"
    if a >= n:
        return "A"
    return "N" if a + b <= n else "B"


def _half_length(T: int) -> int:
    """``n = T / 2`` where :data:`REDUCED_N` has it, else one line naming the lengths there are."""
    return recorded_n(T=T, tables=dict.fromkeys(REDUCED_N))


def reduced_boxes(*, n: int) -> dict[tuple[int, int], int]:
    r"""``{(a, b): lower bound on dim X_(a,b)}`` at :math:`S_p`, :math:`T = 2n`, for every box a block outside the
    interior uses (:math:`1 \le a \le n + 1`, :math:`b \le \min(a, n - 1)`; :math:`a = n + 1` stands for every
    :math:`a \ge n + 1`): Conjecture 49's rank per coordinate less :data:`SHORT` of :func:`box_class`."""
    n = _half_length(2 * n)
    n1 = comb(n + 2, 3)
    table = {}
    for a in range(1, n + 2):
        for b in range(min(a, n - 1) + 1):
            short = 18 if (a, b) == (1, 0) else SHORT[box_class(n=n, a=a, b=b)]
            table[a, b] = formula_block_rank(T=2 * n, alpha=(n1 - a - b, a, b))[1] // 3 - short
    return table


def _edge_gain(T: int, boxes: dict[tuple[int, int], int], edge_rank: int) -> tuple[int, int]:
    """(The edge's orbit size, what each of its blocks gains from the boxes' bound to ``edge_rank``)."""
    orbit, before = edge_orbit(T=T, boxes=boxes)
    return orbit, max(0, edge_rank - before)


def reduced_lower_bound(*, T: int) -> int:
    r"""Proposition 72's lower bound on :math:`\operatorname{sep}(4, M, 3, T)`, :math:`M \ge 3`: Proposition 50's
    interior, :func:`~proofs.general.depth4.thin.slice_bound.block_lower_bound` with :func:`reduced_boxes` on every
    other block, and the edge's orbit at :data:`EDGE_RANK` (seconds)."""
    boxes = reduced_boxes(n=_half_length(T))
    orbit, gain = _edge_gain(T, boxes, EDGE_RANK[T])
    return table_summary(T=T, boxes=boxes)[2] + orbit * gain


def reduced_sep_lower_bound(*, M: int, R: int, T: int) -> int | None:
    """Proposition 72's lower bound on sep(4, M, R, T) (``R = 3 <= M``, ``T = 24``), else ``None``."""
    return reduced_lower_bound(T=T) if r3_shape(M=M, R=R, T=T, lengths=LOWER) else None


STATEMENT = (
    "Proposition 72 (depth 4, general inputs, R = 3, T = 24: for almost every RAC with M >= 3, 57501964242 <="
    " sep(4, M, 3, 24) <= 57501978741 = Conjecture 49's value (Proposition 57), a bracket of 14499 where Theorem L"
    " left 671355468: every thin box at the flat-jet point S_p (seed 1, p = 1048571) at Conjecture 49's rank per"
    " coordinate less the point's loss, A and B boxes 0, C 3, N 6, E 9 ((1, 0) 18); A and C at every n by hand"
    " (Propositions 70, 71), B by routes of reviewed lemmas whose n = 12 ranks a reviewer recomputed with its own code,"
    " N and E by Corollaries N and E (reviewed) and one low-degree rank per box (36 N, 12 E), each computed by the lab's"
    " code and by a reviewer's code run by the lab, every number equal; with Proposition 50's interior, Lemmas B', W,"
    " T, H, M and the edge block at its rank 654237 by Proposition 67; computer-assisted, the N and E ranks at n = 12"
    " not recomputed by a reviewer, the assembly recomputed by a reviewer's own code; this lab)"
)
CHECK = (
    "recorded: the boxes (formula per coordinate less the class's loss) monotone and <= Conjecture 49's rank, the"
    " edge's orbit (6 blocks) and its gain, the lower bound, the gap per class, Conjecture 49's value, Theorem L's"
    " bound below it; phi: also the edge's rank by Proposition 67 (about 10 s); the ranks behind the N and E boxes:"
    " docs/research/thin-NEC-scoping-2026-12-05 and thin-E-boxes-2026-12-05 (10 min to 2 h a box on one or two cores)"
)


def check(*, part: str = "recorded", T: int = 24) -> Certificate:
    r"""Proposition 72: ``part="recorded"`` the arithmetic (seconds); ``"phi"`` also recomputes the edge's rank by
    Proposition 67 (:func:`~proofs.general.depth4.thin.edge_phi.edge_rank_from_phi`, about 10 s)."""
    if part not in ("recorded", "phi"):
        raise ValueError(f"part={part!r} must be 'recorded' or 'phi'")
    boxes = reduced_boxes(n=_half_length(T))
    monotone, below_formula, total, gaps = table_summary(T=T, boxes=boxes)
    orbit, gain = _edge_gain(T, boxes, EDGE_RANK[T])
    gaps["E"] -= orbit * gain
    alpha = edge_alpha(T=T)
    lower, upper = total + orbit * gain, formula_sep(T=T)
    got: tuple = (monotone, below_formula, orbit, EDGE_RANK[T] - formula_block_rank(T=T, alpha=alpha)[1], lower, gaps)
    want: tuple = (True, True, 6, 0, LOWER[T], GAPS[T])
    got += (upper - lower, outer_lower_bound(T=T) < lower)
    want += (sum(GAPS[T].values()), True)
    if part == "phi":
        got += (edge_phi.edge_rank_from_phi(T=T),)
        want += (EDGE_RANK[T],)
    return Certificate.compare(
        STATEMENT,
        dict(part=part, T=T),
        "(boxes monotone, <= Conjecture 49's rank, the edge's orbit, the edge's rank less Conjecture 49's, the lower"
        " bound, the gap per class, Conjecture 49's value less the bound, Theorem L's bound below it[, the edge's rank"
        " by Proposition 67]) vs (True, True, 6, 0, the recorded bound, the recorded gaps, their sum, True[, the"
        " recorded rank])",
        got,
        "==",
        want,
        sources=SOURCES,
    )


def cases(budget: str) -> list:
    """Quick: the arithmetic (seconds; Proposition 67's own row proves the edge's rank at every even T); full: also
    the edge's rank at T = 24 by Proposition 67 (about 15 s)."""
    check_budget(budget)
    return [dict(part="recorded" if budget == "quick" else "phi", T=24)]
