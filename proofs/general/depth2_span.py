r"""Proposition 59: at depth 2 with general inputs the ideal bound is sep from one small base per :math:`(M, R)`
(a helper's proofs, ``docs/research/depth2-m2r6-2026-12-02/NOTES.md``; reviewed with the reviewer's own code,
``docs/reviews/depth2-m2r6-2026-12-02/REPORT.md``; the page is ``docs/theory/depth2-general.md``).

Depth 2, general inputs (:math:`f` = identity on :math:`\mathbb R^M`), :math:`s = T/2`, :math:`H = W^{H,1}`,
:math:`A = W^{I,2}`, :math:`B = W^{H,2}`, :math:`U = \operatorname{col} W^{I,1}`. With the cut states
:math:`a = H h^{s,1}`, :math:`g = B h^{s,2}` the output is :math:`y = \sum_k g_k P_k(a)`, :math:`P_k` of degree
:math:`s` in :math:`a`. :math:`S_s` is the span over the End inputs of :math:`(P_1, \dots, P_R)`, and
:math:`T_s = \bigoplus_k (I_k)_s`, :math:`I_k` the ideal of the :math:`M` linear forms
:math:`V_k = \{(A\,D(u)\,a)_k : u \in U\}`; :math:`S_s \subseteq T_s` and :math:`\dim T_s = D_s =
R\big((\!(R, s)\!) - (\!(R - M, s)\!)\big)` for generic weights (Proposition 5).

* **Lemma 1** (one End step). :math:`P^{(s)}(a; u_1, \dots, u_s) = \Phi_{u_1}(P^{(s-1)}(\cdot\,; u_2, \dots,
  u_s))(a)` with :math:`\Phi_u(Q)(a) = D(A\,D(u)\,a)\, B^\top Q(H\,D(u)\,a)`, so :math:`S_s = \operatorname{span}_u
  \Phi_u(S_{s-1})`.
* **Lemma 2.** :math:`\Sigma_s = \operatorname{span}_u \Phi_u(T_{s-1})` satisfies :math:`S_s \subseteq \Sigma_s
  \subseteq T_s`, with :math:`S_s = \Sigma_s` when :math:`S_{s-1} = T_{s-1}`.
* **Lemma 3.** If :math:`H` is invertible and :math:`U` has a vector with no zero entry, :math:`\ell\,\Sigma_s
  \subseteq \Sigma_{s+1}` for every linear form :math:`\ell` (:math:`\ell\,\Phi_u(Q) = \Phi_u(\ell' Q)`,
  :math:`\ell' = \ell \circ (H D(u))^{-1}`).
* **Theorem A** (propagation). :math:`T` is generated in degree 1, so :math:`\Sigma_d = T_d` gives
  :math:`\Sigma_s = T_s` for every :math:`s \ge d`; and :math:`S_{s_0} = T_{s_0}` alone gives
  :math:`\Sigma_{s_0} = T_{s_0}` (:math:`S \subseteq \Sigma \subseteq T`), hence :math:`S_s = T_s` for every
  :math:`s \ge s_0` (the reviewer's simplification: the helper also used :math:`S_{s_0+1}`).
* **Theorem B** (the Start side). One more Start step is :math:`(a, g) \mapsto (H D(u) a, B(g \odot A D(u) a))`,
  whose Jacobian is invertible off a hypersurface; so a Start Jacobian of rank :math:`2R` at :math:`s_1` gives one
  at every :math:`s \ge s_1`, the functions :math:`g_k a^\alpha` of the Start inputs are independent, and
  :math:`\operatorname{sep}(2, M, R, 2s) = \dim S_s`.
* **Theorem S\*** (the Start side for every pair; helper-124, ``docs/research/depth2-uniform-base-2026-12-02/NOTES.md``
  §2, reviewed with the reviewer's own code, ``docs/reviews/depth2-start-2026-12-02/REPORT.md``). For every
  :math:`2 \le M < R` the Start Jacobian has rank :math:`2R` at :math:`s^* = \lceil (2R - 2)/(M - 1) \rceil`
  (:func:`start_threshold`), the least :math:`s` the image's dimension :math:`s(M - 1) + 2` allows: 0/1 selector
  weights make the Start log-linear, its Jacobian rank becomes the dimension of a Krylov space, and block lemmas
  (the PBH eigenvector test) assemble it for every pair. So :math:`s_1 = s^*` needs no computation; the registry's
  Jacobian ranks are a second, computed confirmation.

Each hypothesis is a nonempty Zariski-open condition on the weights, certified by exact ranks at one integer point
(a GF(p) rank is at most the rank over :math:`\mathbb Q`), so for almost every RAC, at every :math:`T \ge 2\max(s_0,
s_1)` at once, :math:`\operatorname{sep}(2, M, R, T) = D_s`. :data:`BASES` lists the pairs whose base the lab
certifies: every :math:`2 \le M < R \le 8`, since 2026-12-07 with :math:`(2, 8)`, whose span at :math:`s_0 = 7` has
side 21120 (half an hour on one core), and every :math:`3 \le M < R \le 12`, with :math:`(3, 11)` and
:math:`(3, 12)` (spans of side 24321 and 36972, the evaluation matrix stored in float32); the spans above
:data:`FULL_SPAN` are recorded runs (:data:`RECORDED_SPANS`). The pairs :math:`(2, R)` with :math:`R \ge 9` need
spans of side 88803 and more. Among the bases is :math:`(2, 6)`, where Proposition 7 is open from :math:`T = 30` and
no matrix of side 65688 fits this machine,
so sep(2, 2, 6, T) = 65688, 88128, 116280, ... at T = 28, 30, 32; with Theorem S\*, every pair whose End span is
full at one :math:`s_0` has sep = :math:`D_s` from :math:`T = 2\max(s_0, s^*)` on; at the other pairs with :math:`R \le 6` it gives
general inputs a route from :math:`T = 2\max(s_0, s_1)` on that does not pass through Proposition 7's one-hot
regimes (e.g. (3, 4) from T = 6, where Proposition 18 (b) rests on computer-assisted regimes up to T = 34).
"""

from __future__ import annotations

from numerics.bounds.formulas import depth2_ideal_bound
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import free_state_rank, start_jacobian_rank
from racs.sizes import check_size

__all__ = [
    "BASES",
    "FULL_SPAN",
    "RECORDED_SPANS",
    "SPAN_PRIME",
    "QUICK_SPAN",
    "start_threshold",
    "STATEMENT",
    "CHECK",
    "proven_sep",
    "end_span_rank",
    "base_ranks",
    "check",
    "cases",
]

#: ``(M, R) -> (s0, s1, seed)``: the End span is full (= the ideal bound) at :math:`s_0`, and the Start Jacobian has
#: rank :math:`2R` at :math:`s_1`, at the integer point of ``seed``
#: (:func:`~proofs.general.free_states.free_state_rank`, :func:`~proofs.general.free_states.start_jacobian_rank`):
#: every pair :math:`2 \le M < R \le 8`, and since 2026-12-07 every pair :math:`3 \le M < R \le 12`. In each, :math:`s_0` is the least :math:`s` with :math:`D_s` at most the end-input cap and
#: :math:`s_1 = \lceil (2R - 2)/(M - 1) \rceil`, the least the dimension of the Start image allows; the helper's own
#: code found the same :math:`(s_0, s_1)` (``NOTES.md`` §4).
BASES: dict[tuple[int, int], tuple[int, int, int]] = {
    (2, 3): (4, 4, 0),
    (2, 4): (4, 6, 0),
    (3, 4): (3, 3, 0),
    (2, 5): (5, 8, 0),
    (3, 5): (3, 4, 0),
    (4, 5): (3, 3, 0),
    (2, 6): (6, 10, 0),
    (3, 6): (4, 5, 0),
    (4, 6): (3, 4, 0),
    (5, 6): (3, 3, 0),
    (2, 7): (6, 12, 0),
    (3, 7): (4, 6, 0),
    (4, 7): (3, 4, 0),
    (5, 7): (3, 3, 0),
    (6, 7): (3, 3, 0),
    (3, 8): (4, 7, 0),
    (4, 8): (3, 5, 0),
    (5, 8): (3, 4, 0),
    (6, 8): (3, 3, 0),
    (7, 8): (3, 3, 0),
    (2, 8): (7, 14, 0),
    (3, 9): (5, 8, 0),
    (4, 9): (4, 6, 0),
    (5, 9): (3, 4, 0),
    (6, 9): (3, 4, 0),
    (7, 9): (3, 3, 0),
    (8, 9): (3, 3, 0),
    (3, 10): (5, 9, 0),
    (3, 11): (5, 10, 0),
    (3, 12): (5, 11, 0),
    (4, 10): (4, 6, 0),
    (5, 10): (3, 5, 0),
    (6, 10): (3, 4, 0),
    (7, 10): (3, 3, 0),
    (8, 10): (3, 3, 0),
    (9, 10): (3, 3, 0),
    (4, 11): (4, 7, 0),
    (5, 11): (3, 5, 0),
    (6, 11): (3, 4, 0),
    (7, 11): (3, 4, 0),
    (8, 11): (3, 3, 0),
    (9, 11): (3, 3, 0),
    (10, 11): (3, 3, 0),
    (4, 12): (4, 8, 0),
    (5, 12): (4, 6, 0),
    (6, 12): (3, 5, 0),
    (7, 12): (3, 4, 0),
    (8, 12): (3, 4, 0),
    (9, 12): (3, 3, 0),
    (10, 12): (3, 3, 0),
    (11, 12): (3, 3, 0),
}
#: The End spans' prime, :func:`numerics.rank.default_prime` ``(256)``: the evaluation is one float64 product per step
#: and the rank a BLAS elimination (until 2026-12-07 :math:`2^{31} - 1`, five times slower at (2, 6); every base
#: was recomputed at this prime, all full).
SPAN_PRIME = 11863279
#: The largest ideal bound whose span the full budget recomputes (every span up to it in about 4 min on one core,
#: (4, 10) at 5890 the slowest); larger spans are recorded runs.
FULL_SPAN = 6000
#: The spans above :data:`FULL_SPAN`, recorded: ``(M, R) -> dim S_(s0)`` at the point of the base's seed
#: (``docs/research/depth2-m2r8-2026-12-07/``: :func:`end_span_rank` in ``base_2_8.py`` at (2, 8), s = 7, 26 min, and
#: ``bases_r9_12.py`` at R = 9..12; ``docs/research/depth2-m3r11-2026-12-07/base_3.py`` at (3, 11) and (3, 12), the
#: matrix stored in float32; their logs). The registry compares each with the ideal bound and recomputes the Jacobian.
RECORDED_SPANS: dict[tuple[int, int], int] = {
    (2, 8): 21120,
    (4, 11): 8701,
    (3, 9): 9315,
    (4, 12): 12420,
    (5, 12): 13860,
    (3, 10): 15400,
    (3, 11): 24321,
    (3, 12): 36972,
}
#: The largest ideal bound whose span the quick budget recomputes (16 spans, about 5 s in all; the quick registry
#: run shares CI's time limit with every other row, and the others take 2 s to a few minutes each on one core).
QUICK_SPAN = 1000
#: Evaluation points beyond the rank sought (so that the GF(p) rank reaches it with high probability).
_MARGIN = 32

STATEMENT = (
    "Proposition 59 (depth 2, general inputs, M < R: sep(2, M, R, T) = R(((R, s)) - ((R - M, s))), the ideal bound,"
    " for almost every RAC at every even T >= 2 max(s0, s1), once the End span is full at s0 and the Start Jacobian"
    " has rank 2R at s1 (Theorem A: one End step Phi_u maps the span at s - 1 onto the span at s, and the ideal space"
    " is generated in degree 1, so fullness propagates; Theorem B: one more Start step keeps the Jacobian full;"
    " Theorem S*: the Jacobian is full at s1 = ceil((2R - 2)/(M - 1)) for every pair, by hand, reviewed); bases"
    " at every 2 <= M < R <= 8 and every 3 <= M < R <= 12, e.g. (2, 6): s0 = 6 (2268) and"
    " s1 = 10, so sep(2, 2, 6, T) = 65688,"
    " 88128, ... at T = 28, 30, ..., where Proposition 7 is open; a helper's proofs by hand, computer-assisted bases"
    " (the helper's code found the same), reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "per (M, R) in BASES: s1 == Theorem S*'s ceil((2R - 2)/(M - 1)), the Start Jacobian's GF(p) rank at s1 == 2R; the End span's rank (free_state_rank, random"
    " weights, states and End inputs) == the ideal bound at s0, at p = 11863279 (quick: the 16 spans up to 1000 and"
    " every Jacobian, about 5 s; full: every span up to 6000, about 4 min on one core; the eight"
    " spans above 6000, up to (3, 12)'s 36972, are recorded runs, compared with the ideal bound in both budgets)"
)


def start_threshold(*, M: int, R: int) -> int:
    r"""Theorem S\*'s :math:`s^* = \lceil (2R - 2)/(M - 1) \rceil`: from this many Start steps on the depth-2 Start
    Jacobian has rank :math:`2R` for almost every RAC (``2 <= M < R``); 10 at :math:`(2, 6)`, 3 at :math:`(5, 6)`."""
    M, R = check_size("M", M, low=2), check_size("R", R)
    if M >= R:
        raise ValueError(f"M={M} must be below R={R} (at M >= R Proposition 18 (a) gives sep)")
    return -(-(2 * R - 2) // (M - 1))


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(2, M, R, T) where Proposition 59 gives it (``(M, R)`` in :data:`BASES`, even ``T >= 2 max(s0, s1)``),
    else ``None``."""
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    if (M, R) not in BASES or T < 2 * max(BASES[M, R][:2]):
        return None
    return depth2_ideal_bound(M=M, R=R, T=T)


def end_span_rank(*, M: int, R: int, s: int, seed: int = 0) -> int:
    r""":math:`\dim S_s`, the End span's GF(p) rank (:func:`~proofs.general.free_states.free_state_rank` at
    :math:`T = 2s`, random weights, states and End inputs from ``seed`` mod :data:`SPAN_PRIME`, :math:`D_s` + 32
    points): a lower bound, equal to :math:`D_s` exactly when the span is full at this point."""
    return free_state_rank(
        depth=2,
        M=M,
        R=R,
        T=2 * s,
        points=depth2_ideal_bound(M=M, R=R, T=2 * s) + _MARGIN,
        seed=seed,
        p=SPAN_PRIME,
    )


def base_ranks(*, M: int, R: int, spans: bool = True) -> dict:
    """Proposition 59's base at ``(M, R)`` (in :data:`BASES`): ``jacobian`` (rank at :math:`s_1`, against ``2R``)
    and, with ``spans``, ``spans`` (the End span's rank at :math:`s_0`, against the ideal bound)."""
    if (M, R) not in BASES:
        raise ValueError(f"(M, R)=({M}, {R}) has no recorded base; choose one of {sorted(BASES)}")
    s0, s1, seed = BASES[M, R]
    out: dict = {"jacobian": start_jacobian_rank(n=s1, seed=seed, R=R, M=M, depth=2), "full": 2 * R}
    if spans:
        ideal = {s0: depth2_ideal_bound(M=M, R=R, T=2 * s0)}
        out["ideal"] = ideal
        out["spans"] = {s: end_span_rank(M=M, R=R, s=s, seed=seed) for s in ideal}
    return out


def check(*, M: int = 2, R: int = 6, part: str = "jacobian") -> Certificate:
    """Proposition 59's base at ``(M, R)``: ``part="jacobian"`` the Start Jacobian (a second); ``"spans"`` also the
    End span at :math:`s_0` (about a second for the ideal bound up to 1000; 10 s at (2, 6), 47 s at (2, 7));
    ``"recorded"`` the Jacobian and the recorded span (:data:`RECORDED_SPANS`) against the ideal bound."""
    if part not in ("jacobian", "spans", "recorded"):
        raise ValueError(f"part={part!r}: choose 'jacobian', 'spans' or 'recorded'")
    if part == "recorded" and (M, R) not in RECORDED_SPANS:
        raise ValueError(f"(M, R)=({M}, {R}) has no recorded span; choose one of {sorted(RECORDED_SPANS)}")
    got = base_ranks(M=M, R=R, spans=part == "spans")
    have: tuple = (BASES[M, R][1], got["jacobian"])
    want: tuple = (start_threshold(M=M, R=R), got["full"])
    if part == "spans":
        have += (got["spans"],)
        want += (got["ideal"],)
    if part == "recorded":
        s0 = BASES[M, R][0]
        have += ({s0: RECORDED_SPANS[M, R]},)
        want += ({s0: depth2_ideal_bound(M=M, R=R, T=2 * s0)},)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, part=part),
        "(s1, Start Jacobian rank at s1[, End span rank at s0]) vs (Theorem S*'s s*, 2R[, the ideal bound])",
        have,
        "==",
        want,
    )


def cases(budget: str) -> list:
    """Quick: every Jacobian and the spans up to :data:`QUICK_SPAN` (about 5 s); full: every span up to
    :data:`FULL_SPAN` (about 4 min); both: the recorded spans (:data:`RECORDED_SPANS`) against the ideal bound."""
    check_budget(budget)
    quick = budget == "quick"

    def part(M: int, R: int, s0: int) -> str:
        ideal = depth2_ideal_bound(M=M, R=R, T=2 * s0)
        if ideal > FULL_SPAN:
            return "recorded"
        return "jacobian" if quick and ideal > QUICK_SPAN else "spans"

    return [dict(M=M, R=R, part=part(M, R, s0)) for (M, R), (s0, _, _) in BASES.items()]
