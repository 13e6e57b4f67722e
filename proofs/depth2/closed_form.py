r"""Depth-2 closed form (this lab; ``docs/theory/proposition7.md``, Proposition 7): for :math:`M`-symbol (one-hot) grids, the
generic Start-End rank of a depth-2 RAC is

.. math:: \rho_2(M, R, T) = \min\Big\{R\big((\!(R, s)\!) - (\!(R-M, s)\!)\big),\ M^{s},\ \min\{R, M\}\,M^{s-1}\Big\},
          \qquad s = T/2.

Status. The upper bound is proved in general (:func:`numerics.depth2_ideal_bound`, the matrix side and
:func:`numerics.last_input_cap`). The lower bound is **proved in general only in twenty regimes**
(:func:`proved_regime`): :math:`M = 1` or :math:`R = 1` (:math:`\rho_2 = 1`; :func:`vandermonde_rac` has positive
entries), :math:`T = 2` (:math:`\rho_2 = \min\{R, M\}`; :func:`one_hot_rac`), :math:`T = 4` (every :math:`M, R`:
:math:`\rho_2 = M^2` for :math:`R \ge M`, :func:`one_hot_rac`, a Kronecker factorisation; :math:`\rho_2 =
\min\{R M, R (\!(R, 2)\!)\}` for :math:`R < M`, :func:`polarisation_reset_rac`, a factorisation of a minor into
three invertible matrices), :math:`R \ge s(M-1) + 1` (:math:`\rho_2 = M^s`; :func:`register_rac`, a shift register
whose Start-End matrix is :math:`\mathrm{diag}(\delta) K^{\otimes s}` with :math:`\det K = 1`),
:math:`T \ge 6`, :math:`M \le 16` and :math:`R \ge (s-1)(M-1) + 1` (:math:`\rho_2 = M^s`;
:func:`delayed_register_rac`, a register one position shorter with :math:`M` product rows in layer 2: a sum of
:math:`M` Kronecker products whose two stacked factors are invertible; one finite step checked for
:math:`M \le 16`),
:math:`T \ge 4` with :math:`M \ge (\!(R, s)\!) + R - 1`, :math:`R = 2` with :math:`T \ge 4` (so every width
:math:`R \le 2` is settled), :math:`T \ge 8` with :math:`M \ge (\!(R, 2)\!) + R - 1`, and
:math:`T \ge 2(R+1)` with :math:`M \ge R` for :math:`3 \le R \le 17` or :math:`M \ge (\!(R, 2)\!)` for
:math:`R \ge 18` (in the last four :math:`\rho_2 = R (\!(R, s)\!)`). These four rest on ``docs/theory/proposition7-lemmas-a-b.md``
Lemma A, a Sylvester-inequality reduction to one Start-side statement (rank :math:`S_{full}`, :func:`start_rank`)
and one End-side statement (rank :math:`E`, :func:`end_rank`) at two different instances. The End side:
:func:`polarisation_rac` or an exact base (of :func:`vandermonde_rac` for :math:`R \le 4`, of a Fourier instance
for :math:`R \le 17`), carried to every :math:`s` by Lemma B (this proves it for every :math:`R \le 17` and
:math:`M \ge R`; :mod:`proofs.depth2.lemma_b`). The Start side:
slicing; Lemma C (reset symbols reduce it to an interpolation problem for the points a depth-1 RAC reaches)
with :func:`reset_rac` (Fibonacci points) or Lemma D (App. B.2's valuation technique) with
:func:`valuation_rac`; at :math:`M = R = 2`, an elimination argument at :func:`two_symbol_rac`; or Lemma L
(the first symbol routed into a zero pattern of layer 2, a lattice walk in layer 1) at :func:`routing_rac`. The
tenth, :math:`T = 6` with :math:`R \ge M` (:math:`\rho_2 = M^3`) or
:math:`R < M` with :math:`3 \le R \le 5` (:math:`\rho_2 = D`), is :mod:`proofs.depth2.symmetric`: an
:math:`S_M`-symmetric instance whose invertibility reduces, for every :math:`M \ge 6` at once, to two determinants over
:math:`\mathbb Z[M]` with no integer root :math:`\ge 6` (a computer-assisted proof). The eleventh,
:mod:`proofs.depth2.interleaved`, reaches :math:`\rho_2 = M^s` at :math:`M = 2, 3` below the registers' widths
with time-interleaved copies of a small class RAC (finite class certificates; at :math:`M = 2` every
:math:`s \ge 5` from :math:`R = 2\lfloor (s+1)/3 \rfloor + 1`). The twelfth, :math:`M = 2`, :math:`R = 3`,
:math:`T \ge 14` (:math:`\rho_2 = D`), is Lemma A with Lemma B' (the End side for :math:`R > M`, a Koszul map,
:mod:`proofs.depth2.koszul`) and the Start instance :func:`grid_routing_rac` (two walks on product grids). The
thirteenth, :math:`M = 3`, :math:`R = 4`, :math:`T \ge 10` (:math:`\rho_2 = D`), is the same pairing with the Start
instance :func:`~proofs.depth2.routing.cycles.cycle_routing_rac` (three walks in a cycle, routed by four prefixes;
:mod:`proofs.depth2.routing.cycles`, finite class ranks for :math:`s = 9..17`); the fourteenth, :math:`M = 2`,
:math:`R = 4`, :math:`T \ge 22`, the same instance on two symbols, computed at :func:`vandermonde_rac` for
:math:`s = 11..17`; the fifteenth, :math:`M = 4`, :math:`R = 5`, :math:`T \ge 10`, the same pairing with the
Start instance :func:`~proofs.depth2.routing.threads.thread_routing_rac` (four threads, tree-unisolvence;
:mod:`proofs.depth2.routing.threads`); the sixteenth and seventeenth, :math:`M = 3`, :math:`R = 5`, :math:`T \ge 14` and
:math:`M = 4`, :math:`R = 6`, :math:`T \ge 12`, the same pairing with the Start instance
:func:`~proofs.depth2.routing.pair_threads.pair_thread_rac` (two thread pairs whose points form a product;
:mod:`proofs.depth2.routing.pair_threads`, computed at :func:`vandermonde_rac` or per class below the hand proof); the
eighteenth, :math:`M = 2`, :math:`R = 5`, :math:`T \ge 28`, with four walks in a cycle, and below the hand proof
balanced routing classes (:mod:`proofs.depth2.routing.four_walks`); the nineteenth, :math:`M = 3`, :math:`R = 6`,
:math:`T \ge 18`, with a pentagon of five threads, and below the hand proof a routed Vandermonde instance
(:mod:`proofs.depth2.routing.pentagon`); the twentieth, :math:`M = 5`, :math:`R = 6`, :math:`T \ge 10`, with five threads in
a cycle (regime (xv)'s instance with one more thread; :mod:`proofs.depth2.routing.five_threads`).
Everywhere else the lower bound is proved *case by case* with one explicit integer RAC,
:func:`vandermonde_rac` (every matrix a Vandermonde matrix on its own distinct integer nodes, :math:`h^{0,l} = 1`,
:math:`W^O = 1^\top`), in the spirit of App. B.2: its rank is computed exactly (over Q on small cases, over GF(p)
on larger ones; an integer matrix's GF(p) rank is at most its rank over Q), and rank :math:`\ge \rho_2` at one
instance gives rank :math:`\ge \rho_2` for almost every RAC (Claim 5 / Lemma 1, the entries are polynomials in
the weights). A proof for all :math:`(M, R, T)` is open.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from math import comb

from numerics import (
    depth2_ideal_bound,
    last_input_cap,
    start_end_rank,
    trial_prime,
)
from numerics.atlas.doc import committed_atlas, one_hot_rows
from proofs.certificate import Certificate, check_budget
from proofs.depth2.instances import (
    DELAYED_REGISTER_MAX_M,
    DELAYED_REGISTER_REGIME,
    delayed_register_rac,
    delayed_register_width,
    grid_routing_rac,
    one_hot_rac,
    polarisation_rac,
    polarisation_reset_rac,
    register_rac,
    register_width,
    reset_rac,
    routing_rac,
    two_symbol_rac,
    valuation_alphabet,
    valuation_rac,
)
from proofs.depth2.interleaved import INTERLEAVED_REGIME, interleaved_rac, interleaved_regime
from proofs.depth2.lemma_b import END_BASE_MAX_R, end_base_j0, end_base_rank
from proofs.depth2.routing.cycles import (
    BINARY_CYCLE_FROM_S,
    BINARY_CYCLE_REGIME,
    CYCLE_ROUTING_FROM_S,
    CYCLE_ROUTING_REGIME,
    start_rac,
)
from proofs.depth2.routing.five_threads import FROM_S as FIVE_THREADS_FROM_S
from proofs.depth2.routing.five_threads import REGIME as FIVE_THREADS_REGIME
from proofs.depth2.routing.five_threads import start_rac as five_threads_start_rac
from proofs.depth2.routing.four_walks import FROM_S as FOUR_WALKS_FROM_S
from proofs.depth2.routing.four_walks import REGIME as FOUR_WALKS_REGIME
from proofs.depth2.routing.four_walks import start_rac as four_walks_start_rac
from proofs.depth2.routing.pair_threads import FROM_S as PAIR_THREADS_FROM_S
from proofs.depth2.routing.pair_threads import REGIMES as PAIR_THREADS_REGIMES
from proofs.depth2.routing.pair_threads import start_rac as pair_threads_start_rac
from proofs.depth2.routing.pentagon import FROM_S as PENTAGON_FROM_S
from proofs.depth2.routing.pentagon import REGIME as PENTAGON_REGIME
from proofs.depth2.routing.pentagon import start_rac as pentagon_start_rac
from proofs.depth2.routing.threads import THREAD_ROUTING_FROM_S, THREAD_ROUTING_REGIME, thread_routing_rac
from proofs.depth2.sides import end_rank, ideal_start_rank, start_rank
from proofs.depth2.symmetric import SYMMETRIC_REGIME, in_symmetric_regime, symmetric_rac
from proofs.depth2.vandermonde import vandermonde_rac
from racs import RAC, ModP, Rational

__all__ = [
    "CHECK",
    "DELAYED_REGISTER_MAX_M",
    "DELAYED_REGISTER_REGIME",
    "GRID_ROUTING_FROM_S",
    "GRID_ROUTING_REGIME",
    "KOSZUL_REGIMES",
    "RATIONAL_SIDE",
    "ROUTING_REGIME",
    "STATEMENT",
    "atlas_settled",
    "cases",
    "check",
    "closed_form",
    "delayed_register_rac",
    "delayed_register_width",
    "end_rank",
    "grid_routing_rac",
    "ideal_start_rank",
    "one_hot_rac",
    "polarisation_rac",
    "polarisation_reset_rac",
    "proved_regime",
    "register_rac",
    "register_width",
    "reset_rac",
    "routing_rac",
    "start_rank",
    "two_symbol_rac",
    "valuation_alphabet",
    "valuation_rac",
    "vandermonde_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab)"
CHECK = (
    "explicit Vandermonde-weight depth-2 RAC (and, where a general proof uses one, its instance: one-hot at "
    "T = 2 and at T = 4 with R >= M, polarisation-reset at T = 4 with R < M, the shift register at "
    "R >= s(M-1)+1, the delayed register at R >= (s-1)(M-1)+1, M <= 16, the S_M-symmetric RAC at T = 6, "
    "the interleaved classes at M <= 3): "
    "exact Start-End rank (over Q when side <= 27, "
    "else GF(p)) == min{R (((R,T/2)) - ((R-M,T/2))), M^(T/2), min{R,M} M^(T/2-1)}, the proven upper bound; in "
    "the Lemma A regimes also the End and Start side ranks their proofs assert"
)
#: Largest Start-End side whose rank is also taken over Q (pure-Python Fractions).
RATIONAL_SIDE = 27


def closed_form(*, M: int, R: int, T: int) -> int:
    r""":math:`\rho_2(M, R, T)`: the least of the depth-2 ideal bound, :math:`M^{T/2}` and the last-input cap."""
    return min(depth2_ideal_bound(M=M, R=R, T=T), M ** (T // 2), last_input_cap(M=M, R=R, T=T))


ROUTING_REGIME = f"T >= 2(R+1), M >= R (R <= {END_BASE_MAX_R}) or ((R, 2))"
#: Regime (xii): Lemma A with (S) at :func:`grid_routing_rac` and (E) by Lemma B' (:mod:`proofs.depth2.koszul`).
GRID_ROUTING_REGIME = "M = 2, R = 3, T >= 14"
#: The first s of regime (xii): the End base j_0 = 7 of Lemma B' (and D <= 2^s from s = 7 on).
GRID_ROUTING_FROM_S = 7
#: Regimes (xii)-(xx), one pair (M, R) each: ``(M, R) -> (name, j_0, start)``, Lemma A with the End base j_0 of
#: Lemma B' (also the first s of the regime) and the Start instance ``start(T=, field=)`` whose rank S_W is D.
KOSZUL_REGIMES: dict[tuple[int, int], tuple[str, int, Callable[..., RAC]]] = {
    (2, 3): (GRID_ROUTING_REGIME, GRID_ROUTING_FROM_S, grid_routing_rac),
    (3, 4): (CYCLE_ROUTING_REGIME, CYCLE_ROUTING_FROM_S, partial(start_rac, M=3)),
    (2, 4): (BINARY_CYCLE_REGIME, BINARY_CYCLE_FROM_S, partial(start_rac, M=2)),
    (4, 5): (THREAD_ROUTING_REGIME, THREAD_ROUTING_FROM_S, thread_routing_rac),
    **{
        (M, R): (name, PAIR_THREADS_FROM_S[M, R], partial(pair_threads_start_rac, M=M))
        for (M, R), name in PAIR_THREADS_REGIMES.items()
    },
    (2, 5): (FOUR_WALKS_REGIME, FOUR_WALKS_FROM_S, four_walks_start_rac),
    (3, 6): (PENTAGON_REGIME, PENTAGON_FROM_S, pentagon_start_rac),
    (5, 6): (FIVE_THREADS_REGIME, FIVE_THREADS_FROM_S, five_threads_start_rac),
}


def _routing_regime(*, M: int, R: int, T: int) -> bool:
    r"""Theorem III's range: :math:`R \ge 3`, :math:`s \ge R + 1`, and (E) known: :math:`M \ge R` for
    :math:`R \le` :data:`~proofs.depth2.lemma_b.END_BASE_MAX_R` (Lemma B's bases), :math:`M \ge (\!(R, 2)\!)`
    beyond (the polarisation base)."""
    return R >= 3 and T >= 2 * (R + 1) and M >= (R if R <= END_BASE_MAX_R else comb(R + 1, 2))


def proved_regime(*, M: int, R: int, T: int) -> str | None:
    r"""The regime of Proposition 7 whose general proof covers :math:`(M, R, T)`, or ``None`` where the lower bound
    is proved only case by case. The first that holds, in this order: ``"rank one"`` (:math:`M = 1` or
    :math:`R = 1`), ``"T = 2"``, ``"T = 4"`` (:func:`one_hot_rac` for :math:`R \ge M`,
    :func:`polarisation_reset_rac` for :math:`R < M`), ``"R >= s(M-1)+1"`` (:func:`register_width`),
    ``"M >= ((R, s)) + R - 1"`` (:math:`T \ge 4`; Lemma A with (S) and (E) proved there), ``"R = 2"``
    (:math:`T \ge 4`; Lemma A with (S) at :func:`reset_rac` (Lemma C) or :func:`two_symbol_rac`, and (E) at
    :func:`polarisation_rac` or, at :math:`M = 2`, :func:`vandermonde_rac` with Lemma B),
    ``"T >= 8, M >= ((R, 2)) + R - 1"`` (Lemma A with (S) from Lemmas C and D at :func:`valuation_rac` and (E) at
    :func:`polarisation_rac`), or :data:`ROUTING_REGIME` (:math:`R \ge 3`; Lemma A with
    (S) from Lemma L at :func:`routing_rac` and (E) from the exact bases of the Fourier instance for
    :math:`R \le 17` (:mod:`proofs.depth2.lemma_b`) or :func:`polarisation_rac`, with Lemma B), or
    :data:`~proofs.depth2.symmetric.SYMMETRIC_REGIME`
    (:math:`T = 6`; :func:`~proofs.depth2.symmetric.symmetric_rac`, whose invertibility for every :math:`M` is one
    exact computation over :math:`\mathbb Z[M]`, :mod:`proofs.depth2.symmetric`), or
    :data:`~proofs.depth2.interleaved.INTERLEAVED_REGIME` (:math:`M \le 3`;
    :func:`~proofs.depth2.interleaved.interleaved_rac`, finite class certificates, :mod:`proofs.depth2.interleaved`),
    or :data:`GRID_ROUTING_REGIME` (Lemma A with (S) at :func:`grid_routing_rac` and (E) by Lemma B',
    :mod:`proofs.depth2.koszul`), or :data:`~proofs.depth2.routing.cycles.CYCLE_ROUTING_REGIME` and
    :data:`~proofs.depth2.routing.cycles.BINARY_CYCLE_REGIME` (the same with (S) at
    :func:`~proofs.depth2.routing.cycles.cycle_routing_rac`, :mod:`proofs.depth2.routing.cycles`), or
    :data:`~proofs.depth2.routing.threads.THREAD_ROUTING_REGIME` (the same with (S) at
    :func:`~proofs.depth2.routing.threads.thread_routing_rac`, :mod:`proofs.depth2.routing.threads`), or the two names of
    :data:`~proofs.depth2.routing.pair_threads.REGIMES` (the same with (S) at
    :func:`~proofs.depth2.routing.pair_threads.start_rac`, :mod:`proofs.depth2.routing.pair_threads`), or
    :data:`~proofs.depth2.routing.four_walks.REGIME`, :data:`~proofs.depth2.routing.pentagon.REGIME` and
    :data:`~proofs.depth2.routing.five_threads.REGIME` (the same with (S) at :func:`~proofs.depth2.routing.four_walks.start_rac`,
    :func:`~proofs.depth2.routing.pentagon.start_rac` and :func:`~proofs.depth2.routing.five_threads.start_rac`)."""
    if M == 1 or R == 1:
        return "rank one"
    if T == 2:
        return "T = 2"
    if T == 4:
        return "T = 4"
    if R >= register_width(M=M, T=T):
        return "R >= s(M-1)+1"
    if T >= 6 and 2 <= M <= DELAYED_REGISTER_MAX_M and R >= delayed_register_width(M=M, T=T):
        return DELAYED_REGISTER_REGIME
    if T >= 4 and M >= comb(R + T // 2 - 1, T // 2) + R - 1:
        return "M >= ((R, s)) + R - 1"
    if T >= 4 and R == 2:
        return "R = 2"
    if T >= 8 and M >= comb(R + 1, 2) + R - 1:
        return "T >= 8, M >= ((R, 2)) + R - 1"
    if _routing_regime(M=M, R=R, T=T):
        return ROUTING_REGIME
    if in_symmetric_regime(M=M, R=R, T=T):
        return SYMMETRIC_REGIME
    if interleaved_regime(M=M, R=R, T=T):
        return INTERLEAVED_REGIME
    if (M, R) in KOSZUL_REGIMES and T >= 2 * KOSZUL_REGIMES[M, R][1]:
        return KOSZUL_REGIMES[M, R][0]
    return None


_LEMMA_A_REGIMES = (
    "M >= ((R, s)) + R - 1",
    "R = 2",
    "T >= 8, M >= ((R, 2)) + R - 1",
    ROUTING_REGIME,
    *(name for name, _, _ in KOSZUL_REGIMES.values()),
)


def _end_base(*, M: int, R: int, p: int) -> tuple:
    r"""``(rank, expected)``: the End base of Lemma B that the proofs use for :math:`R \le M`: rank :math:`E` of
    :func:`polarisation_rac` at :math:`j_0 = 2` (:func:`end_rank`) when :math:`M \ge (\!(R, 2)\!)`, else the
    charge-block ranks of the Fourier instance with :math:`M = R` symbols at :math:`j_0 = 3` (:math:`R = 2`) or 4
    (:func:`~proofs.depth2.lemma_b.end_base_rank`: more symbols only add End words); expected
    :math:`R (\!(R, j_0)\!)`."""
    if M >= comb(R + 1, 2):
        return end_rank(polarisation_rac(M=M, R=R, field=ModP(p)), T=4, seed=0), R * comb(R + 1, 2)
    j0 = end_base_j0(R)
    return end_base_rank(R=R, p=p), R * comb(R + j0 - 1, j0)


def _lemma_a_sides(regime: str, *, M: int, R: int, T: int, p: int) -> list:
    """``(rank, expected)`` for the side ranks a Lemma A regime's proof asserts: the End base (then Lemma B), and
    the Start side where the proof has an explicit instance ((v)'s slicing uses generic columns: it is tested)."""
    field = ModP(p)
    if KOSZUL_REGIMES.get((M, R), ("",))[0] == regime:  # End: Lemma B' from j_0 (Koszul map: depth2_koszul)
        _, j0, start_of = KOSZUL_REGIMES[M, R]
        base = vandermonde_rac(M=M, R=R, field=field)
        return [
            (end_rank(base, T=2 * j0, seed=0), depth2_ideal_bound(M=M, R=R, T=2 * j0)),
            (ideal_start_rank(start_of(T=T, field=field), T=T), depth2_ideal_bound(M=M, R=R, T=T)),
        ]
    sides = [_end_base(M=M, R=R, p=p)]
    if regime == "R = 2":
        start = reset_rac(M=M, field=field) if M >= 3 else two_symbol_rac(T=T, field=field)
    elif regime == "T >= 8, M >= ((R, 2)) + R - 1":
        start = valuation_rac(M=M, R=R, T=T, field=field)
    elif regime == ROUTING_REGIME:
        start = routing_rac(M=M, R=R, field=field)
    else:
        return sides
    return sides + [(start_rank(start, T=T), depth2_ideal_bound(M=M, R=R, T=T))]


def check(*, M: int, R: int, T: int, perturb: int = 0) -> Certificate:
    r"""Exact rank of :func:`vandermonde_rac` (GF(p), and over Q when the side is at most :data:`RATIONAL_SIDE`),
    then of the instance of the general proof where :func:`proved_regime` names one with an instance
    (:func:`one_hot_rac` at :math:`T = 2` and at :math:`T = 4` with :math:`R \ge M`,
    :func:`polarisation_reset_rac` at :math:`T = 4` with :math:`R < M`, :func:`register_rac`,
    :func:`delayed_register_rac`, :func:`~proofs.depth2.symmetric.symmetric_rac`,
    :func:`~proofs.depth2.interleaved.interleaved_rac`), each compared with
    :func:`closed_form`. Where the proof is Lemma A's (regimes (v)-(viii) and (xii)-(xx), in which
    :math:`\rho_2 = D`), it adds the side ranks the proof asserts: the End base, Lemma B or B' doing the rest (rank
    :math:`E` of :func:`polarisation_rac` at :math:`T = 4`, must be :math:`R (\!(R, 2)\!)`, where
    :math:`M \ge (\!(R, 2)\!)`; else the charge-block ranks of the Fourier instance at :math:`j_0`
    (:func:`~proofs.depth2.lemma_b.end_base_rank`), must be :math:`R (\!(R, j_0)\!)`; or rank :math:`E` of
    :func:`vandermonde_rac` at the Lemma B' bases of (xii)-(xx), must be :math:`D`); then, in (vi)-(viii), rank
    :math:`S_{full}` at :math:`T` of :func:`reset_rac`, :func:`two_symbol_rac`, :func:`valuation_rac` or
    :func:`routing_rac` (:func:`start_rank`; must be :math:`D = \rho_2`), and in (xii)-(xx) rank :math:`S_W` at
    :math:`T` of :func:`grid_routing_rac`, :func:`~proofs.depth2.routing.cycles.start_rac`,
    :func:`~proofs.depth2.routing.threads.thread_routing_rac`, :func:`~proofs.depth2.routing.pair_threads.start_rac`,
    :func:`~proofs.depth2.routing.four_walks.start_rac`, :func:`~proofs.depth2.routing.pentagon.start_rac` or
    :func:`~proofs.depth2.routing.five_threads.start_rac` on every Start word
    (:func:`ideal_start_rank`; must be :math:`D`). ``perturb > 0`` (see :func:`vandermonde_rac`) leaves the proof
    instances out."""
    p = trial_prime(M=M, R=R)
    side = M ** (T // 2)
    ranks = [start_end_rank(vandermonde_rac(M=M, R=R, field=ModP(p), perturb=perturb), T=T).rank]
    if side <= RATIONAL_SIDE:
        ranks.append(
            start_end_rank(vandermonde_rac(M=M, R=R, field=Rational(), perturb=perturb), T=T, method="rational").rank
        )
    regime = proved_regime(M=M, R=R, T=T)
    # ``perturb`` degenerates the Vandermonde RAC only; the proof instances would still pass, so they sit out.
    regime_instance = regime if perturb == 0 else None
    if regime_instance == "T = 2" or (regime_instance == "T = 4" and R >= M):
        ranks.append(start_end_rank(one_hot_rac(M=M, R=R, T=T, field=Rational()), T=T, method="rational").rank)
    if regime_instance == "T = 4" and R < M:
        ranks.append(start_end_rank(polarisation_reset_rac(M=M, R=R, field=ModP(p)), T=T).rank)
    if regime_instance == "R >= s(M-1)+1":
        ranks.append(start_end_rank(register_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    if regime_instance == DELAYED_REGISTER_REGIME:
        ranks.append(start_end_rank(delayed_register_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    if regime_instance == SYMMETRIC_REGIME:
        ranks.append(start_end_rank(symmetric_rac(M=M, R=R, field=ModP(p)), T=T).rank)
    if regime_instance == INTERLEAVED_REGIME:
        ranks.append(start_end_rank(interleaved_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    expected = [closed_form(M=M, R=R, T=T)] * len(ranks)
    if regime_instance in _LEMMA_A_REGIMES:
        sides = _lemma_a_sides(regime_instance, M=M, R=R, T=T, p=p)
        ranks += [rank for rank, _ in sides]
        expected += [want for _, want in sides]
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, prime=p),
        "exact Start-End rank of the Vandermonde RAC (GF(p); and over Q when small), then of "
        "the general proof's instance (one-hot, polarisation-reset, shift or delayed register, "
        "symmetric, interleaved) where one applies, or Lemma A's side ranks (End base, then "
        "Start)",
        ranks,
        "==",
        expected,
        size=side * side,
        lower_bound=regime or "case by case",
    )


def cases(budget: str):
    check_budget(budget)
    side = 243 if budget == "quick" else 4096
    return [
        dict(M=M, R=R, T=T) for M in (2, 3, 4, 5) for R in range(1, 7) for T in range(2, 25, 2) if M ** (T // 2) <= side
    ]


def atlas_settled() -> set:
    r"""``(M, R, T)`` of the committed atlas rows (:func:`numerics.atlas.doc.committed_atlas`) at depth 2 with the
    :math:`M` one-hot templates whose exact rank equals :func:`closed_form`. Each is the certified GF(p) rank of one
    seeded random instance (sides up to 16384, beyond :func:`cases`; ``python -m numerics.sep_rank --depth 2`` with
    the row's sizes recomputes it): like :func:`vandermonde_rac`'s ranks, a lower bound on the generic rank that
    meets the proven upper bound, so :math:`\rho_2` is proved at these cases."""
    return {
        (r["M"], r["R"], r["T"])
        for r in one_hot_rows(committed_atlas())
        if r["depth"] == 2 and r["exact"] and r["rank"] == closed_form(M=r["M"], R=r["R"], T=r["T"])
    }
