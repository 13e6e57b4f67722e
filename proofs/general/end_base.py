r"""Proposition 62: the depth-2 End base by hand when :math:`M` is not too small (Theorems E and E2; a helper's
proofs, ``docs/research/end-base-2026-12-02/NOTES.md``, reviewed with the reviewer's own code,
``docs/reviews/end-base-2026-12-02/REPORT.md``; the page is ``docs/theory/depth2-general.md``).

Notation of :mod:`~proofs.general.depth2_span` (Proposition 59): :math:`S_s` the End span, :math:`T_s` the ideal
space, :math:`D_s = \dim T_s = R\big((\!(R, s)\!) - (\!(R - M, s)\!)\big)`. Proposition 59 needs one End base,
:math:`S_{s_0} = T_{s_0}` for generic weights, and certified it by one exact rank per pair.

* **Reduction to one witness.** :math:`\dim S_3` is the rank of a matrix of polynomials in the weights and
  :math:`S_3 \subseteq T_3`, so one weight point where the rank is :math:`D_3` gives :math:`S_3 = T_3` generically.
  The witness: a 0/1 selector :math:`W^{I,1}` (balanced classes of the :math:`R` coordinates over the :math:`M`
  inputs), :math:`B = I`, :math:`c = 1`, :math:`A` generic and :math:`H = \sum_{t \le K} \zeta_t \eta_t^\top` of rank
  :math:`K`, with :math:`\zeta_t` supported on a group of classes.
* **Lemma G** (the selector grades the span by class degree), **Lemma F** (each block is a set of directions times
  families of products of linear forms), **Lemmas SI, VI** (interpolation at the :math:`R` rows of :math:`A`) and
  **Lemma D** (the directions span the target) make every block full when the groups are large enough.
* **Theorem E** (any class sizes): if the classes split into :math:`K = v^*` groups (:math:`v^*` the three largest
  class sizes summed) of at least :math:`g` classes with :math:`Mg - g(g-1)/2 \ge R`, then :math:`S_3 = T_3`
  (:func:`theorem_e_covers`; e.g. whenever :math:`M \ge 3r(r+1)`, :math:`r = \lceil R/M \rceil`).
* **Theorem E2** (classes of size at most 2, :math:`R \le 2M`): the same with :math:`K = 1 + \min(R - M, 3)`, one
  group allowed a single class when :math:`R - M \ge 2` (:func:`theorem_e2_covers`): :math:`M = R - 1` for every
  :math:`R \ge 5`, :math:`M = R - 2` for every :math:`R \ge 7`, every :math:`M \ge 7` with :math:`R \le 2M - 1`, and
  :math:`R = 2M` from :math:`M = 10`.

With Theorems A, B and S\* (Proposition 59), at every covered pair :math:`\operatorname{sep}(2, M, R, T) = D_{T/2}`
for almost every RAC at every even :math:`T \ge 2\max(3, s^*)` (:func:`proven_sep`); :math:`s_0 = 3` is the least
base possible (:math:`D_2` exceeds the end-input cap at every :math:`M < R`). The covered :math:`M` at each
:math:`R` form an interval up to :math:`R - 1`, from :func:`least_covered_M` (35 at :math:`R = 100`, 147 at 1000,
about :math:`1.5 R^{2/3}`). Small :math:`M` (2, 3, ...) stays open: there the selector itself loses rank.
"""

from __future__ import annotations

from numerics.bounds.formulas import depth2_ideal_bound
from proofs.certificate import Certificate, check_budget
from proofs.general.depth2_span import end_span_rank, start_threshold
from racs.sizes import check_size

__all__ = [
    "LEAST_M",
    "theorem_e_covers",
    "theorem_e2_covers",
    "covering_theorem",
    "least_covered_M",
    "proven_sep",
    "STATEMENT",
    "CHECK",
    "check",
    "cases",
]

#: ``R -> `` the least :math:`M` Theorems E and E2 cover, :math:`R = 5, \dots, 40`: the helper's table, recomputed by
#: the reviewer's own script.
LEAST_M: dict[int, int] = dict(
    zip(
        range(5, 41),
        (4, 5, 5, 6, 7, 7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 10, 11, 11)
        + (12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20),
        strict=True,
    )
)


def _pair(M: int, R: int) -> tuple[int, int]:
    M, R = check_size("M", M, low=2), check_size("R", R)
    if M >= R:
        raise ValueError(f"M={M} must be below R={R} (at M >= R Proposition 18 (a) gives sep)")
    return M, R


def _groups_fit(M: int, R: int, K: int, single: bool) -> bool:
    # K groups of >= g classes (one of them possibly a single class) with M g - g(g - 1)/2 >= R
    return any((K - 1) * g + 1 <= M if single else K * g <= M for g in range(1, M + 1) if M * g - g * (g - 1) // 2 >= R)


def theorem_e_covers(*, M: int, R: int) -> bool:
    r"""Whether Theorem E covers ``(M, R)`` with balanced classes (sizes :math:`\lfloor R/M \rfloor`,
    :math:`\lceil R/M \rceil`): :math:`K = v^*` groups of :math:`g` classes fit in :math:`M` with
    :math:`Mg - g(g-1)/2 \ge R`."""
    M, R = _pair(M, R)
    q, r = divmod(R, M)
    v = sum(sorted([q + 1] * r + [q] * (M - r), reverse=True)[:3])
    return _groups_fit(M, R, v, single=False)


def theorem_e2_covers(*, M: int, R: int) -> bool:
    r"""Whether Theorem E2 covers ``(M, R)``: :math:`R \le 2M` and :math:`K = 1 + \min(R - M, 3)` groups fit (one
    of a single class when :math:`R - M \ge 2`)."""
    M, R = _pair(M, R)
    if R > 2 * M:
        return False
    return _groups_fit(M, R, 1 + min(R - M, 3), single=R - M >= 2)


def covering_theorem(*, M: int, R: int) -> str | None:
    """``"Theorem E2"`` or ``"Theorem E"`` where one of them gives the End base at ``(M, R)``, else ``None``."""
    if theorem_e2_covers(M=M, R=R):
        return "Theorem E2"
    return "Theorem E" if theorem_e_covers(M=M, R=R) else None


def least_covered_M(*, R: int) -> int | None:
    """The least ``M < R`` that Theorems E and E2 cover (every ``M`` from there to ``R - 1`` is covered), else
    ``None`` (``R <= 4``)."""
    R = check_size("R", R)
    return next((M for M in range(2, R) if covering_theorem(M=M, R=R)), None)


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    r"""sep(2, M, R, T) where Proposition 62 gives it (a covered pair, even :math:`T \ge 2\max(3, s^*)`), else
    ``None``."""
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    if M < 2 or M >= R or covering_theorem(M=M, R=R) is None or T < 2 * max(3, start_threshold(M=M, R=R)):
        return None
    return depth2_ideal_bound(M=M, R=R, T=T)


STATEMENT = (
    "Proposition 62 (depth 2, general inputs: the End span is full at s = 3, S_3 = T_3, for almost every RAC at every"
    " pair 2 <= M < R covered by Theorem E (K = v* groups of >= g classes, M g - g(g - 1)/2 >= R) or Theorem E2"
    " (R <= 2M, K = 1 + min(R - M, 3)): M = R - 1 for every R >= 5, M = R - 2 for every R >= 7, every M >= 7 with"
    " R <= 2M - 1, M >= 35 at R = 100; so with Theorems A, B and S* sep(2, M, R, T) = R(((R, T/2)) - ((R - M, T/2)))"
    " at every even T >= 2 max(3, ceil((2R - 2)/(M - 1))); one witness (a selector W^(I,1), B = I, c = 1, H of rank K)"
    " and Lemmas G, F, SI, VI, D; a helper's proofs by hand, reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "coverage: the least covered M at R = 5..40 == the reviewed table, the covered M an interval up to R - 1 for"
    " R <= 300, M = R - 1 from R = 5, M = R - 2 from R = 7, every M >= 7 with R <= 2M - 1; spans: dim S_3 (the End"
    " span's GF(p) rank, random weights) == D_3 at covered pairs outside Proposition 59's bases (quick: (8, 9), 10 s;"
    " full: also (9, 10), (7, 9), about a minute)"
)


def check(*, part: str = "coverage", pairs: tuple[tuple[int, int], ...] = ((8, 9),)) -> Certificate:
    """Proposition 62: ``part="coverage"`` the coverage arithmetic (a second); ``"spans"`` the End span at
    :math:`s = 3` against :math:`D_3` at ``pairs`` (random weights, seed 0; 10 s at (8, 9), 30 s at (9, 10))."""
    if part not in ("coverage", "spans"):
        raise ValueError(f"part={part!r}: choose 'coverage' or 'spans'")
    if part == "coverage":
        least = {R: least_covered_M(R=R) for R in range(5, 301)}
        got: tuple = (
            {R: least[R] for R in LEAST_M},
            [R for R in range(5, 301) if not all(covering_theorem(M=M, R=R) for M in range(least[R] or R, R))],
            [R for R in range(5, 301) if not covering_theorem(M=R - 1, R=R)],
            [R for R in range(7, 301) if not covering_theorem(M=R - 2, R=R)],
            [(M, R) for M in range(7, 151) for R in range(M + 1, 2 * M) if not covering_theorem(M=M, R=R)],
        )
        want: tuple = (LEAST_M, [], [], [], [])
        what = (
            "(least covered M at R = 5..40, R <= 300 whose covered M are not an interval up to R - 1, R >= 5 with"
            " M = R - 1 uncovered, R >= 7 with M = R - 2 uncovered, M >= 7 with R <= 2M - 1 uncovered) vs (the"
            " reviewed table, none, none, none, none)"
        )
    else:
        for M, R in pairs:
            if covering_theorem(M=M, R=R) is None:
                raise ValueError(f"(M, R)=({M}, {R}) is not covered by Theorems E, E2; choose a covered pair")
        ideal = {(M, R): depth2_ideal_bound(M=M, R=R, T=6) for M, R in pairs}
        got = ({(M, R): end_span_rank(M=M, R=R, s=3) for M, R in pairs},)
        want = (ideal,)
        what = "(dim S_3 at each pair) vs (D_3)"
    return Certificate.compare(STATEMENT, dict(part=part, pairs=pairs), what, got, "==", want)


def cases(budget: str) -> list:
    """Quick: the coverage and the span at (8, 9) (about 10 s); full: also (9, 10) and (7, 9) (about a minute)."""
    check_budget(budget)
    spans = ((8, 9),) if budget == "quick" else ((8, 9), (9, 10), (7, 9))
    return [dict(part="coverage"), dict(part="spans", pairs=spans)]
