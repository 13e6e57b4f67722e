r"""Proposition 70: the thin (A) boxes with :math:`a \ge n + 1` at every :math:`n \ge 5`, by hand (depth 4,
:math:`R = 3`, general inputs; the page is ``docs/theory/depth4-r3-t16.md``, "Proposition 70").

At the flat-jet point :math:`S_p` (:func:`~proofs.general.depth4.thin.slices.special_point`, seed 1,
:math:`p = 1048571`) Proposition 61 computes the (A) boxes at :math:`n = 8` as sums of :math:`p_2`-slices. Two
helpers' notes prove the same equality for every :math:`n` at once:

* ``docs/research/thin-AB-every-n-2026-12-04`` (Theorem S'', reviewed in
  ``docs/reviews/thin-AB-every-n-2026-12-04``): under the open conditions (OC), (OC') on :math:`W_3, H_2`, and in
  characteristic 0 or :math:`> n + 1`, one statement (B) about the :math:`b = 1` box on the line :math:`p_2 = 0`
  in one binary degree :math:`N_1 \in [n + 3, \binom{n}{2}]` gives
  :math:`X_{(a,b)} = (J \cap Y^{\mathrm{mod}})_{d_1}` for every :math:`a \ge n + 1` and :math:`1 \le b \le n - 1`;
  by Lemma 1 there, :math:`\dim X_{(a,b)} \ge c_3 - 3\binom{n-b+3}{4}`, Conjecture 49's rank per coordinate;
* ``docs/research/thin-B-every-n-2026-12-04`` (Theorem B, reviewed in ``docs/reviews/thin-B-every-n-2026-12-04``):
  under (C0)-(C5), (B) holds with :math:`N_1 = n + 4` for every :math:`n \ge 3`.

Every condition is the non-vanishing of a polynomial in the entries of :math:`W_3, H_2`, independent of :math:`n`
(:func:`open_conditions`). So checking them once at :math:`S_p` proves the statement for every
:math:`5 \le n \le p - 2` at that point. The ranks of :mod:`~proofs.general.depth4.thin.slices` at small
:math:`n` (:func:`check` with ``n``) are an independent computation of the conclusion, not part of the proof.
"""

from __future__ import annotations

from math import comb

import numpy as np

from proofs.certificate import Certificate, check_budget
from proofs.general.depth4.thin.slices import SliceModel, ThinPoint, special_point
from racs.sizes import check_size

__all__ = ["CONDITIONS", "open_conditions", "target_dim", "STATEMENT", "CHECK", "check", "cases"]

#: The open conditions the two proofs use, in the notes' names (all independent of :math:`n`).
CONDITIONS = (
    "C0: W3 invertible",
    "C1/OC: W3 free of zeros, the roots rho_r of ybar_r pairwise distinct",
    "C2/OC': the c-coordinates of c~ = e_2, i.e. column 2 of (W3^T)^(-1), free of zeros",
    "C3/OC: hbar_k(rho_r) != 0 for all k, r",
    "C4: the hbar_k pairwise linearly independent",
    "C5/OC: H2 free of zeros",
    "OC': the quadrics hbar_k ybar_k linearly independent",
)


def _det3(a: list[list[int]], p: int) -> int:
    return (
        a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
        - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
        + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    ) % p


def open_conditions(point: ThinPoint) -> dict[str, bool]:
    r"""The conditions (C0)-(C5), (OC), (OC') of the two proofs at ``point``, mod its prime (:data:`CONDITIONS`).

    With :math:`\bar y_r = \omega_{r1} x + \omega_{r3} z` (:math:`\omega = W_3`),
    :math:`\bar h_k = \eta_{k1} x + \eta_{k3} z` (:math:`\eta = H_2`) and :math:`\rho_r = [\omega_{r3} : -\omega_{r1}]`
    the root of :math:`\bar y_r`. Returns ``{condition: holds}``."""
    p = point.p
    w = [[int(v) % p for v in row] for row in np.asarray(point.W3)]
    h = [[int(v) % p for v in row] for row in np.asarray(point.H2)]
    det_w = _det3(w, p)
    rho = [(w[r][2], -w[r][0] % p) for r in range(3)]
    distinct = all((rho[r][0] * rho[s][1] - rho[r][1] * rho[s][0]) % p for r in range(3) for s in range(r))
    # Column 2 of (W3^T)^(-1) by cofactors: its entries are det W3 times them up to sign; only zeros matter.
    wt = [[w[j][i] for j in range(3)] for i in range(3)]
    col2 = [
        _det3([[wt[i][j] if j != r else (1 if i == 1 else 0) for j in range(3)] for i in range(3)], p) for r in range(3)
    ]  # Cramer: (W3^T) c = e_2, c_r = det(W3^T with column r replaced by e_2) / det
    hbar_at = [[(h[k][0] * rho[r][0] + h[k][2] * rho[r][1]) % p for r in range(3)] for k in range(3)]
    pairwise = all((h[j][0] * h[k][2] - h[j][2] * h[k][0]) % p for j in range(3) for k in range(j))
    quad = [[h[k][0] * w[k][0], h[k][0] * w[k][2] + h[k][2] * w[k][0], h[k][2] * w[k][2]] for k in range(3)]
    return {
        CONDITIONS[0]: det_w != 0,
        CONDITIONS[1]: all(v for row in w for v in row) and distinct,
        CONDITIONS[2]: det_w != 0 and all(col2),
        CONDITIONS[3]: all(v for row in hbar_at for v in row),
        CONDITIONS[4]: pairwise,
        CONDITIONS[5]: all(v for row in h for v in row),
        CONDITIONS[6]: _det3([[v % p for v in row] for row in quad], p) != 0,
    }


def target_dim(*, n: int, b: int) -> int:
    r""":math:`c_3 - 3\binom{n-b+3}{4}`, Conjecture 49's rank per coordinate of an (A) box, with
    :math:`c_3 = \binom{d_1+2}{2}\binom{n+2}{2} - 3(d_1 + n)`, :math:`d_1 = \binom{n+1}{2}` (Lemma 1 of the notes)."""
    n = check_size("n", n, low=1)
    b = check_size("b", b, low=0)
    d1 = comb(n + 1, 2)
    return comb(d1 + 2, 2) * comb(n + 2, 2) - 3 * (d1 + n) - 3 * comb(n - b + 3, 4)


STATEMENT = (
    "Proposition 70 (depth 4, general inputs, R = 3, the thin (A) boxes at every n: at the flat-jet point S_p (seed 1,"
    " p = 1048571), for every 5 <= n <= p - 2, every a >= n + 1 and 1 <= b <= n - 1, X_(a,b) = (J cap Y^mod)_(d1) and"
    " dim X_(a,b) = c_3 - 3 C(n-b+3, 4), Conjecture 49's rank per coordinate, so every (A) block with alpha_2 >= n + 1"
    " reaches it for almost every RAC (Lemmas B', W, T, H, M): Theorem S'' (slices on P^1, one base statement (B) on"
    " the line p_2 = 0) and Theorem B ((B) in binary degree n + 4 for every n), both by hand, under open conditions"
    " on W3, H2 independent of n, checked at S_p; proofs by helpers, each reviewed step by step by a reviewer with its"
    " own code; this lab)"
)
CHECK = (
    "the open conditions (C0)-(C5), (OC), (OC') at S_p mod p (the whole certificate, independent of n); at each n of"
    " the budget, an independent computation of the conclusion: dim X_(a,b), a >= n + 1, by Proposition 61's"
    " p_2-slices at S_p == c_3 - 3 C(n-b+3, 4) for b = 1..n-1 (quick: n = 5, seconds; full: n = 5..7, about 2 min on one core)"
)


def check(*, n: int = 5) -> Certificate:
    r"""Proposition 70 at ``n``: the open conditions at :math:`S_p` (which give every :math:`n` at once), and
    :math:`\dim X_{(a,b)}` for :math:`a \ge n + 1` by :meth:`SliceModel.box_dim` against :func:`target_dim`."""
    n = check_size("n", n, low=5)
    point = special_point(seed=1)
    conditions = open_conditions(point)
    model = SliceModel(n=n, point=point)
    dims = {b: model.box_dim(b=b)[0] for b in range(1, n)}
    return Certificate.compare(
        STATEMENT,
        dict(n=n),
        "(every open condition at S_p, p > n + 1, dim X_(a,b) by slices for b = 1..n-1) vs (True, True, c_3 - 3"
        " C(n-b+3, 4))",
        (all(conditions.values()), point.p > n + 1, dims),
        "==",
        (True, True, {b: target_dim(n=n, b=b) for b in range(1, n)}),
        conditions=conditions,
    )


def cases(budget: str) -> list:
    """Quick: n = 5 (seconds); full: n = 5, 6, 7 (about 2 min on one core)."""
    check_budget(budget)
    return [dict(n=n) for n in ((5,) if budget == "quick" else (5, 6, 7))]
