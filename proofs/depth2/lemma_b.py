r"""Proposition 7, Lemma B (``docs/theory/proposition7-lemmas-a-b.md``): the End side for :math:`R \le M`, once full always full; its bases
at :math:`M = R` for every width :math:`R \le` :data:`END_BASE_MAX_R`, which carry (E) to every :math:`M \ge R`.

The End polynomials :math:`p_\tau(a, g)` (:math:`|\tau| = j`) have bidegree :math:`(j, 1)`, a space of dimension
:math:`D_j = R (\!(R, j)\!)`. At the *Fourier instance* (:math:`M = R`, :math:`\zeta` a primitive :math:`R`-th root
of unity, :math:`F = (\zeta^{ik})`): :math:`W^{I,1} = F`, :math:`W^{H,1} = F^{-1} \mathrm{diag}(\eta) F`,
:math:`W^{I,2} = F \mathrm{diag}(\gamma) F`, :math:`W^{H,2} = I`, :math:`W^O = 1^\top`, their span splits into
:math:`R` *charge blocks* (Theorem A of ``docs/theory/proposition7-lemmas-a-b.md``): with :math:`\hat a = F a` and the prefix sums
:math:`X_t = x_1 + .. + x_t` of the End word (in :math:`\mathbb Z_R`),

.. math:: \dim E_j = \sum_{\kappa \in \mathbb Z_R} \dim \mathrm{span}\{G_X : \textstyle\sum_t X_t = \kappa\},\qquad
          G_X = \prod_{t=1}^{j} \sum_r \gamma_{r - X_t} \prod_{q < t} \eta_{r - X_q}\, \hat a_r,

and blocks whose charges differ by a multiple of :math:`j` are the same up to a permutation of the variables. The
blocks involve only the integers :math:`\eta_r = r + 2`, :math:`\gamma_r = r^2 + 1` (:data:`ETA`, :data:`GAMMA`), so
a full GF(p) rank of a block (:func:`charge_block_rank`) is a full rank over Q, and :func:`end_base_rank` sums them.
At :math:`j_0 = 4` (3 at :math:`R = 2`) every block is full for :math:`R \le 17`; with Claim 5 the base holds at
generic weights, with more symbols too (the End words over the first :math:`R` symbols are among theirs, and
:math:`D_j` does not depend on :math:`M`), and Lemma B carries it to every :math:`j \ge j_0`. That is (E) of
regime (viii). From :math:`R = 18` on no :math:`j = 4` base exists at :math:`M = R` (:math:`R^4 < D_4`, the
last-input cap). Found by a helper (scratch proof with its own evaluator of the network).
"""

from __future__ import annotations

from math import comb, gcd

import numpy as np

from numerics import rank_mod_p, trial_prime
from proofs.certificate import Certificate, check_budget

__all__ = [
    "CHECK",
    "END_BASE_MAX_R",
    "ETA",
    "GAMMA",
    "QUICK_MAX_R",
    "STATEMENT",
    "cases",
    "charge_block_rank",
    "check",
    "end_base_j0",
    "end_base_rank",
]

STATEMENT = "Lemma B (End side for R <= M, this lab)"
CHECK = (
    "Fourier instance (M = R, eta_r = r + 2, gamma_r = r^2 + 1) at j_0 = 4 (3 at R = 2): the exact GF(p) ranks "
    "of its charge blocks (G_X at random points, one block per class of charges mod gcd(j_0, R)) sum to "
    "D = R ((R, j_0)), so rank E == R ((R, s)) at every s >= j_0 and M >= R. The quick budget checks R <= 11, "
    "the full budget R <= 17"
)

#: The widest R whose base the lab checks; regime (viii) covers :math:`M \ge R` up to it, and
#: :math:`M \ge (\!(R, 2)\!)` (the polarisation base) beyond.
END_BASE_MAX_R = 17
#: The quick budget's widest base (seconds in all; R = 12..17 take from seconds to a minute each).
QUICK_MAX_R = 11


def ETA(r: int) -> int:
    r""":math:`\eta_r = r + 2`, the eigenvalues of :math:`W^{H,1}` at the Fourier instance (all nonzero)."""
    return r + 2


def GAMMA(r: int) -> int:
    r""":math:`\gamma_r = r^2 + 1`, the diagonal of :math:`W^{I,2} = F \mathrm{diag}(\gamma) F`."""
    return r * r + 1


def end_base_j0(R: int) -> int:
    r""":math:`j_0(R)`, the :math:`j` at which the base of width ``R`` is checked: the least :math:`j` with
    :math:`R^{j-1} \ge (\!(R, j)\!)` (the last-input cap lets no smaller :math:`j` reach :math:`D_j`) for every
    :math:`2 \le R \le` :data:`END_BASE_MAX_R`."""
    if isinstance(R, bool) or not isinstance(R, int) or not 2 <= R <= END_BASE_MAX_R:
        raise ValueError(
            f"R={R!r}: the lab checks Lemma B's bases for 2 <= R <= {END_BASE_MAX_R}; for wider R use "
            "M >= ((R, 2)) (the polarisation base)"
        )
    return 3 if R == 2 else 4


def charge_block_rank(*, R: int, j: int, kappa: int, p: int, eta=None, gamma=None, seed: int = 0) -> int:
    r"""A lower bound on :math:`\dim \mathrm{span}\{G_X : X \in \mathbb Z_R^j, \sum_t X_t = \kappa\}`, the charge
    block :math:`\kappa` of the Fourier instance: the GF(``p``) rank of the :math:`R^{j-1}` forms :math:`G_X` (the
    last :math:`X_j` is fixed by the charge) at :math:`(\!(R, j)\!) + 4` random points
    (``numpy.random.default_rng(seed)``). It reaches :math:`(\!(R, j)\!)` only if the block is all of
    :math:`\mathrm{Sym}^j`; then so it is over Q (the :math:`G_X` have integer coefficients). ``eta`` and
    ``gamma`` map :math:`r` to an integer (default :data:`ETA`, :data:`GAMMA`; the tests pass degenerate ones)."""
    eta, gamma = ETA if eta is None else eta, GAMMA if gamma is None else gamma
    target = comb(R + j - 1, j)
    rng = np.random.default_rng(seed)
    points = rng.integers(0, p, size=(R, target + 4))
    r = np.arange(R)
    eta_v = np.array([eta(int(v)) % p for v in r], dtype=np.int64)
    gamma_v = np.array([gamma(int(v)) % p for v in r], dtype=np.int64)
    rows = []

    def walk(t: int, eta_prod: np.ndarray, value: np.ndarray, charge: int) -> None:
        # eta_prod[r] = prod_{q < t} eta[r - X_q]; value = prod_{q < t} l_q at the points
        for X in [(kappa - charge) % R] if t == j - 1 else range(R):
            coef = gamma_v[(r - X) % R] * eta_prod % p
            v = value * (coef @ points % p) % p
            if t == j - 1:
                rows.append(v)
            else:
                walk(t + 1, eta_prod * eta_v[(r - X) % R] % p, v, charge + X)

    walk(0, np.ones(R, dtype=np.int64), np.ones(points.shape[1], dtype=np.int64), 0)
    return rank_mod_p(np.array(rows), p).rank


def end_base_rank(*, R: int, p: int, j: int | None = None, eta=None, gamma=None) -> int:
    r"""A lower bound on :math:`\dim E_j` at the Fourier instance (Theorem A): the sum over
    :math:`\kappa \in \mathbb Z_R` of :func:`charge_block_rank`, computed once per class of :math:`\kappa` modulo
    :math:`\gcd(j, R)` (each class holds :math:`R / \gcd(j, R)` blocks that are the same up to a permutation of the
    variables). ``j`` defaults to :func:`end_base_j0`; compare with :math:`D_j = R (\!(R, j)\!)`."""
    j = end_base_j0(R) if j is None else j
    g = gcd(j, R)
    return sum(R // g * charge_block_rank(R=R, j=j, kappa=kappa, p=p, eta=eta, gamma=gamma) for kappa in range(g))


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(R=R) for R in range(2, (QUICK_MAX_R if budget == "quick" else END_BASE_MAX_R) + 1)]


def check(*, R: int) -> Certificate:
    r""":func:`end_base_rank` at :math:`j_0(R)` against :math:`D = R (\!(R, j_0)\!)`, its upper bound."""
    j0 = end_base_j0(R)
    p = trial_prime(M=R, R=R)
    return Certificate.compare(
        STATEMENT,
        dict(R=R, j0=j0, prime=p),
        "sum of the charge-block ranks at s = j0",
        [end_base_rank(R=R, p=p)],
        "==",
        [R * comb(R + j0 - 1, j0)],
        size=R ** (j0 - 1) * comb(R + j0 - 1, j0),
    )
