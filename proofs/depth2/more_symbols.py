r"""Proposition 7, Lemma E (``docs/theory/proposition7-cases.md``): more symbols never lower the depth-2 generic rank, so a proof of
:math:`\rho_2(M_0, R, T)` is one of :math:`\rho_2(M, R, T)` for every :math:`M > M_0` with the same value.

*Lemma E.* For :math:`M > M_0`, the one-hot Start-End matrix of a RAC on :math:`M` symbols holds that of the RAC on
the first :math:`M_0` symbols (the same weights without the last :math:`M - M_0` columns of :math:`W^{I,1}`) as its
submatrix on the words over those symbols; a rank-:math:`r` instance on :math:`M_0` symbols, given any further
columns, is a rank-:math:`\ge r` instance on :math:`M` symbols, and with Claim 5 the generic rank on :math:`M`
symbols is at least that on :math:`M_0`. So if the lower bound :math:`\rho_2(M_0, R, T)` is proved and
:math:`\rho_2(M, R, T) = \rho_2(M_0, R, T)`, then with the upper bound the generic rank at :math:`(M, R, T)` is
:math:`\rho_2`. Each of the three terms of :math:`\rho_2` grows with :math:`M` (strictly below :math:`R` for
:math:`D`; strictly for :math:`s \ge 2` for the other two), so for :math:`T \ge 4` the values agree exactly when
:math:`M_0 \ge R` and :math:`\rho_2(M_0, R, T) = D = R (\!(R, s)\!)`, which then holds for every :math:`M \ge M_0`.

With the committed checks this settles, for every width :math:`R \le 6`, every :math:`M` and every :math:`T`
(except :math:`(M, R) = (2, 6)` from :math:`T = 30`): the regimes of Proposition 7 leave, for :math:`M \ge 6`, only
:math:`8 \le T < 2(R+1)` at :math:`R = 4, 5, 6` and :math:`T = 6` at :math:`R = 6 < M`, and there Lemma E carries the
bases :math:`(4, 4, 8)`, :math:`(5, 5, 8)`, :math:`(5, 5, 10)` (committed cases of :func:`~proofs.depth2.closed_form.
cases`) and those of :data:`BASES` with :math:`\rho_2 = D`; :math:`(7, 6, 6)` is a case of its own.
:func:`settled_by` names the reason for one :math:`(M, R, T)`.
"""

from __future__ import annotations

from functools import lru_cache

from numerics import start_end_rank, trial_prime
from numerics.rank.factorised import factorised_suits
from proofs.certificate import Certificate, check_budget
from proofs.depth2.closed_form import atlas_settled, closed_form, proved_regime
from proofs.depth2.closed_form import cases as closed_form_cases
from proofs.depth2.vandermonde import vandermonde_rac
from racs import ModP

__all__ = ["BASES", "CHECK", "QUICK_BASES", "STATEMENT", "cases", "check", "more_symbols_base", "settled_by"]

STATEMENT = "Lemma E (more symbols: depth-2 bases for M > 5, this lab)"
CHECK = (
    "exact GF(p) Start-End rank of the Vandermonde RAC at (M, R, T) = (8, 6, 6), (6, 6, 8), (6, 6, 10), "
    "(6, 6, 12) (rho_2 = D: bases Lemma E carries to every larger M) and (7, 6, 6) (rho_2 = 294 < D, a case of its "
    "own), each == rho_2 (by the crossing-state "
    "factorisation where 4 D <= side: (6, 6, 10) and (6, 6, 12), sides 7776 and 46656); the quick budget the first three"
)

#: Cases beyond :func:`~proofs.depth2.closed_form.cases` whose :math:`\rho_2` this module computes (all but the
#: first are bases of Lemma E, :math:`\rho_2 = D`): with
#: :math:`M \ge 7` at :math:`(R, T) = (6, 6)` (:math:`\rho_2 = 294`, the cap, at :math:`M = 7`; :math:`D = 336` from
#: :math:`M = 8`) and :math:`M = R = 6` at :math:`T = 8, 10, 12` (:math:`\rho_2 = D`).
BASES = ((7, 6, 6), (8, 6, 6), (6, 6, 8), (6, 6, 10), (6, 6, 12))
#: The quick budget's bases (sides up to 1296, under a second each).
QUICK_BASES = BASES[:3]


@lru_cache(maxsize=1)
def _committed() -> dict:
    """``{(M, R, T): why}`` of the cases whose lower bound a committed computation proves outright."""
    settled = {(k["M"], k["R"], k["T"]): "case by case" for k in closed_form_cases("full")}
    settled.update({case: "atlas row" for case in atlas_settled() if case not in settled})
    settled.update({case: "computed here" for case in BASES})
    return settled


def _directly(M: int, R: int, T: int) -> str | None:
    return proved_regime(M=M, R=R, T=T) or _committed().get((M, R, T))


def more_symbols_base(*, M: int, R: int, T: int) -> int | None:
    r"""The least :math:`M_0 < M` with :math:`\rho_2(M_0, R, T) = \rho_2(M, R, T)` whose lower bound is proved
    without Lemma E (a regime of :func:`~proofs.depth2.closed_form.proved_regime`, a committed case, an exact atlas
    row, or one of :data:`BASES`), or ``None``."""
    value = closed_form(M=M, R=R, T=T)
    return next((M0 for M0 in range(1, M) if closed_form(M=M0, R=R, T=T) == value and _directly(M0, R, T)), None)


def settled_by(*, M: int, R: int, T: int) -> str | None:
    r"""Why the lower bound :math:`\rho_2(M, R, T)` is proved: the regime's name, ``"case by case"``,
    ``"atlas row"``, ``"computed here"`` (:data:`BASES`), or ``"more symbols from (M0, R, T)"`` (Lemma E); ``None`` if open here."""
    why = _directly(M, R, T)
    if why is None and (M0 := more_symbols_base(M=M, R=R, T=T)) is not None:
        why = f"more symbols from ({M0}, {R}, {T})"
    return why


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(M=M, R=R, T=T) for M, R, T in (QUICK_BASES if budget == "quick" else BASES)]


def check(*, M: int, R: int, T: int, perturb: int = 0) -> Certificate:
    r"""Exact GF(p) rank of :func:`~proofs.depth2.closed_form.vandermonde_rac` at :math:`(M, R, T)` against
    :func:`~proofs.depth2.closed_form.closed_form` (the crossing-state factorisation, :mod:`numerics.rank.factorised`,
    where its :math:`D` is at most side / 4: the same exact rank without the full matrix). ``perturb`` degenerates
    the RAC (as in :func:`~proofs.depth2.closed_form.check`), to show that the check can fail."""
    side = M ** (T // 2)
    method = "factorised" if factorised_suits(depth=2, R=R, T=T, side=side) else "exact"
    p = trial_prime(M=M, R=R)
    rank = start_end_rank(vandermonde_rac(M=M, R=R, field=ModP(p), perturb=perturb), T=T, method=method).rank
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, prime=p, method=method),
        "exact Start-End rank of the Vandermonde RAC (GF(p))",
        [rank],
        "==",
        [closed_form(M=M, R=R, T=T)],
        size=side * side,
        lower_bound="case by case",
    )
