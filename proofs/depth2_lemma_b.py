r"""Proposition 7, Lemma B (``docs/theory.md``): the End side for :math:`R \le M`, once full always full; its bases
at :math:`M = R` for every width :math:`R \le` :data:`END_BASE_MAX_R`, which carry (E) to every :math:`M \ge R`.

The End polynomials :math:`p_\tau(a, g)` (:math:`|\tau| = j`) have bidegree :math:`(j, 1)`; they span all of it,
dimension :math:`D_j = R (\!(R, j)\!)`, at :func:`~proofs.depth2_vandermonde.vandermonde_rac` with :math:`M = R` and
:math:`j = j_0(R)` (:func:`end_base_j0`: 3 at :math:`R = 2`, else 4). With Claim 5 they do so at generic weights,
and with more symbols too (the End words over the first :math:`R` symbols are among theirs, and
:math:`D_j` does not depend on :math:`M`); Lemma B then carries full rank to every :math:`j \ge j_0`. That is (E)
of regime (viii) for :math:`R \le M`: its range grows from :math:`R \le 4` to :math:`R \le` :data:`END_BASE_MAX_R`.
At :math:`M = R` no :math:`j = 4` base exists from :math:`R = 18` on (:math:`R^4 < D_4`, the last-input cap), so
the table cannot simply be continued.
"""
from __future__ import annotations

from numerics import depth2_ideal_bound, trial_prime
from racs import ModP

from .certificate import Certificate, check_budget
from .depth2_sides import end_rank
from .depth2_vandermonde import vandermonde_rac

__all__ = ["CHECK", "END_BASE_MAX_R", "QUICK_MAX_R", "STATEMENT", "cases", "check", "end_base_j0"]

STATEMENT = "Lemma B (End side for R <= M, this lab)"
CHECK = ("vandermonde_rac(M = R, R) at j_0 = 4 (3 at R = 2): rank E == D = R ((R, j_0)) (GF(p) values at random "
         "points), so rank E == R ((R, s)) at every s >= j_0 and M >= R. The quick budget checks R <= 8, the full "
         "budget R <= 12 (R = 12: about 3 minutes)")

#: The widest R whose base the lab checks; regime (viii) covers :math:`M \ge R` up to it, and
#: :math:`M \ge (\!(R, 2)\!)` (the polarisation base) beyond.
END_BASE_MAX_R = 12
#: The quick budget's widest base (R = 8: D = 2640, seconds).
QUICK_MAX_R = 8


def end_base_j0(R: int) -> int:
    r""":math:`j_0(R)`, the :math:`j` at which the base of width ``R`` is checked: the least :math:`j` with
    :math:`R^{j-1} \ge (\!(R, j)\!)` (the last-input cap lets no smaller :math:`j` reach :math:`D_j`) for every
    :math:`2 \le R \le` :data:`END_BASE_MAX_R`."""
    if not 2 <= R <= END_BASE_MAX_R:
        raise ValueError(f"R={R!r}: the lab checks Lemma B's bases for 2 <= R <= {END_BASE_MAX_R}; for wider R use "
                         "M >= ((R, 2)) (the polarisation base)")
    return 3 if R == 2 else 4


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(R=R) for R in range(2, (QUICK_MAX_R if budget == "quick" else END_BASE_MAX_R) + 1)]


def check(*, R: int) -> Certificate:
    r"""Rank :math:`E` of :func:`~proofs.depth2_vandermonde.vandermonde_rac` with :math:`M = R` at
    :math:`s = j_0(R)` (:func:`~proofs.depth2_sides.end_rank`, a lower bound on its rank over Q) against
    :math:`D = R (\!(R, j_0)\!)`, its upper bound."""
    j0 = end_base_j0(R)
    p = trial_prime(M=R, R=R)
    rank = end_rank(vandermonde_rac(M=R, R=R, field=ModP(p)), T=2 * j0, seed=0)
    return Certificate.compare(STATEMENT, dict(R=R, j0=j0, prime=p), "rank E at s = j0", [rank], "==",
                               [depth2_ideal_bound(M=R, R=R, T=2 * j0)], size=R ** j0)
