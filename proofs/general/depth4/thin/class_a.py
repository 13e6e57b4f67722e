r"""Proposition 70: the thin (A) boxes, :math:`a \ge n`, at Conjecture 49's rank at every :math:`n \ge 5`, by hand
(depth 4, :math:`R = 3`, general inputs; the page is ``docs/theory/depth4-r3-t16.md``, "Proposition 70").

Proposition 61 computes the (A) boxes at :math:`n = 8` as sums of :math:`p_2`-slices at the flat-jet point
(:func:`~proofs.general.depth4.thin.slices.special_point`, seed 1, :math:`p = 1048571`). Three helpers' notes, each
reviewed with the reviewer's own code, prove the same for every :math:`n` at once, at the flat-jet point :math:`S`
over :math:`\mathbb{Q}` with the same integer :math:`W_3, H_2` (the coordinate :math:`W_2`, :math:`L = (1, 1, 1)`,
:math:`H_3 = (W_3^T)^{-1}`):

* ``docs/research/thin-AB-every-n-2026-12-04`` (Lemma 1 and Theorem S''): for :math:`a \ge n + 1`, one statement
  (B) about the :math:`b = 1` box on the line :math:`p_2 = 0` gives
  :math:`X_{(a,b)} = (J \cap Y^{\mathrm{mod}})_{d_1}` for every :math:`1 \le b \le n - 1`, hence
  :math:`\dim X_{(a,b)} \ge c_3 - 3\binom{n-b+3}{4}`, Conjecture 49's rank per coordinate;
* ``docs/research/thin-B-every-n-2026-12-04`` (Theorem B): (B) in binary degree :math:`n + 4` for every :math:`n`;
* ``docs/research/thin-a-eq-n-2026-12-04`` (Theorem A): :math:`X_{(n,b)} = X_{(n+1,b)}` for :math:`b \ge 1`, from
  one statement E(n) in degree :math:`n + 2`, proved by hand (Lemmas A2-A6).

Every hypothesis is the non-vanishing of a polynomial in the entries of :math:`W_3, H_2` (:func:`open_conditions`),
except Theorem A's :math:`\gamma_k + n b_k \ne 0` (:math:`\gamma_k = \eta_{k3}/\eta_{k2}`,
:math:`b_k = \omega_{k3}/\omega_{k2}`), which holds over :math:`\mathbb{Q}` for every :math:`n` because the entries
are positive integers. An integer that is nonzero mod :math:`p` is nonzero, so one check of the conditions mod
:math:`p` proves the statement over :math:`\mathbb{Q}` for every :math:`n \ge 5`. The ranks at small :math:`n`
(:func:`check`) recompute the conclusion and E(n) independently; they are not part of the proof.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.depth4.thin.slices import SliceModel, ThinPoint, _det_mod, special_point
from proofs.general.depth4.window_model import _monos
from racs.sizes import check_size

__all__ = ["CONDITIONS", "open_conditions", "target_dim", "e_statement_ranks", "STATEMENT", "CHECK", "check", "cases"]

#: The hypotheses of the three proofs, in the notes' names (none depends on :math:`n`).
CONDITIONS = (
    "C0: W3 invertible",
    "C1/OC: W3 free of zeros, the roots rho_r of ybar_r pairwise distinct",
    "C2/OC': the c-coordinates of c~ = e_2, i.e. column 2 of (W3^T)^(-1), free of zeros",
    "C3/OC: hbar_k(rho_r) != 0 for all k, r",
    "C4: the hbar_k pairwise linearly independent",
    "C5/OC: H2 free of zeros",
    "OC': the quadrics hbar_k ybar_k linearly independent",
    "OC'': alpha_k = eta_k1/eta_k2 pairwise distinct, gamma_k = eta_k3/eta_k2 pairwise distinct",
    "OC''': the points c~_2 = c~_3 = 0 and c~_1 = c~_2 = 0 (columns 1, 3 of (W3^T)^(-1)) not coordinate points",
    "alpha_k != a_k = omega_k1/omega_k2 for k = 1, 2, 3",
    "W3, H2 positive integers, so gamma_k + n b_k > 0 over Q for every n",
)


def _det3(a: list[list[int]], p: int) -> int:
    return _det_mod(np.array(a, dtype=np.int64), p)


def _roots_distinct(w: list[list[int]], p: int) -> bool:
    r"""Whether the roots :math:`\rho_r = [w_{r3} : -w_{r1}]` of the :math:`\bar y_r` are pairwise distinct mod ``p``."""
    rho = [(w[r][2], -w[r][0] % p) for r in range(3)]
    return all((rho[r][0] * rho[s][1] - rho[r][1] * rho[s][0]) % p for r in range(3) for s in range(r))


def open_conditions(point: ThinPoint) -> dict[str, bool]:
    r"""The hypotheses of Theorems S'', B and A at ``point``, mod its prime (:data:`CONDITIONS`).

    With :math:`\bar y_r = \omega_{r1} x + \omega_{r3} z` (:math:`\omega = W_3`),
    :math:`\bar h_k = \eta_{k1} x + \eta_{k3} z` (:math:`\eta = H_2`) and :math:`\rho_r = [\omega_{r3} : -\omega_{r1}]`
    the root of :math:`\bar y_r`. Returns ``{condition: holds}``; a condition that holds mod :math:`p` holds over
    :math:`\mathbb{Q}` at the same integer matrices."""
    p = point.p
    w = [[int(v) % p for v in row] for row in np.asarray(point.W3)]
    h = [[int(v) % p for v in row] for row in np.asarray(point.H2)]
    det_w = _det3(w, p)
    rho = [(w[r][2], -w[r][0] % p) for r in range(3)]
    distinct = _roots_distinct(w, p)
    wt = [[w[j][i] for j in range(3)] for i in range(3)]

    def column(e: int) -> list[int]:  # det W3 times column e of (W3^T)^(-1), by Cramer's rule
        return [_det3([[wt[i][j] if j != r else int(i == e) for j in range(3)] for i in range(3)], p) for r in range(3)]

    col1, col2, col3 = column(0), column(1), column(2)
    hbar_at = [[(h[k][0] * rho[r][0] + h[k][2] * rho[r][1]) % p for r in range(3)] for k in range(3)]
    pairwise = all((h[j][0] * h[k][2] - h[j][2] * h[k][0]) % p for j in range(3) for k in range(j))
    quad = [[h[k][0] * w[k][0], h[k][0] * w[k][2] + h[k][2] * w[k][0], h[k][2] * w[k][2]] for k in range(3)]
    ratios = all(
        (h[j][0] * h[k][1] - h[k][0] * h[j][1]) % p and (h[j][2] * h[k][1] - h[k][2] * h[j][1]) % p
        for j in range(3)
        for k in range(j)
    )
    return {
        CONDITIONS[0]: det_w != 0,
        CONDITIONS[1]: all(v for row in w for v in row) and distinct,
        CONDITIONS[2]: det_w != 0 and all(col2),
        CONDITIONS[3]: all(v for row in hbar_at for v in row),
        CONDITIONS[4]: pairwise,
        CONDITIONS[5]: all(v for row in h for v in row),
        CONDITIONS[6]: _det3([[v % p for v in row] for row in quad], p) != 0,
        CONDITIONS[7]: ratios,
        CONDITIONS[8]: det_w != 0 and sum(map(bool, col1)) >= 2 and sum(map(bool, col3)) >= 2,
        CONDITIONS[9]: all((h[k][0] * w[k][1] - w[k][0] * h[k][1]) % p for k in range(3)),
        CONDITIONS[10]: bool((np.asarray(point.W3) > 0).all() and (np.asarray(point.H2) > 0).all()),
    }


def target_dim(*, n: int, b: int) -> int:
    r""":math:`c_3 - 3\binom{n-b+3}{4}`, Conjecture 49's rank per coordinate of an (A) box, with
    :math:`c_3 = \binom{d_1+2}{2}\binom{n+2}{2} - 3(d_1 + n)`, :math:`d_1 = \binom{n+1}{2}` (Lemma 1 of the notes)."""
    n = check_size("n", n, low=1)
    b = check_size("b", b, low=0)
    d1 = comb(n + 1, 2)
    return comb(d1 + 2, 2) * comb(n + 2, 2) - 3 * (d1 + n) - 3 * comb(n - b + 3, 4)


def _degree_up_rank(model: SliceModel, basis: np.ndarray) -> int:
    """The rank of :math:`k[p]_1` times the span of ``basis`` (rows over (p-monomial of degree n + 1, c-monomial))."""
    high = _monos(model.n + 2)
    index = {m: i for i, m in enumerate(high)}
    forms = basis.reshape(basis.shape[0], len(model.p_monomials), model.nc)
    blocks = []
    for var in range(3):
        shift = [index[(m[0] + (var == 0), m[1] + (var == 1), m[2] + (var == 2))] for m in model.p_monomials]
        block = np.zeros((basis.shape[0], len(high), model.nc), np.int64)
        block[:, shift, :] = forms
        blocks.append(block.reshape(basis.shape[0], -1))
    stacked = np.concatenate(blocks) % model.p
    return int(flint_rank_mod_p(stacked.astype(np.uint64), model.p, threads=1)[0])


def e_statement_ranks(model: SliceModel) -> tuple[int, int]:
    r"""Theorem A's E(n) at the model's point: :math:`\dim (k[p]_1 G_{(n,1)})` and :math:`\dim (k[p]_1 G_{(n+1,1)})`
    in degree :math:`n + 2` (:meth:`SliceModel.box_generators`). E(n) holds iff they are equal
    (:math:`G_{(n,1)} \subseteq G_{(n+1,1)}`); Lemma A2 then gives :math:`X_{(n,b)} = X_{(n+1,b)}` for :math:`b \ge 1`."""
    n = model.n
    low = _degree_up_rank(model, model.box_generators(a=n, b=1))
    return low, _degree_up_rank(model, model.box_generators(a=n + 1, b=1))


STATEMENT = (
    "Proposition 70 (depth 4, general inputs, R = 3, the thin (A) boxes at every n: at the flat-jet point S over Q with"
    " seed 1's integer W3, H2 (coordinate W2, L = (1, 1, 1), H3 = (W3^T)^(-1)), for every n >= 5, every a >= n and"
    " 1 <= b <= n - 1, X_(a,b) = (J cap Y^mod)_(d1) and dim X_(a,b) = c_3 - 3 C(n-b+3, 4), Conjecture 49's rank per"
    " coordinate (>= by generation, <= by Proposition 57), so every (A) block reaches it for almost every RAC (Lemmas"
    " B', W, T, H, M): Theorem S'' (p_2-slices on P^1 reduce a >= n + 1 to one statement (B) on the line p_2 = 0),"
    " Theorem B ((B) in binary degree n + 4 for every n) and Theorem A (X_(n,b) = X_(n+1,b) for b >= 1 from one"
    " statement in degree n + 2), all by hand, under open conditions on W3, H2 independent of n, checked mod p;"
    " proofs by helpers, each reviewed step by step by a reviewer with its own code; this lab)"
)
CHECK = (
    "the open conditions of Theorems S'', B and A at seed 1's W3, H2 mod p = 1048571 (the whole certificate,"
    " independent of n); at each n of the budget, independent computations at S_p: dim X_(a,b), a >= n + 1, by"
    " Proposition 61's p_2-slices == c_3 - 3 C(n-b+3, 4) for b = 1..n-1, and Theorem A's E(n), dim k[p]_1 G_(n,1) =="
    " dim k[p]_1 G_(n+1,1) in degree n + 2 (quick: n = 5, seconds; full: n = 5..7, about 2 min on one core)"
)


def check(*, n: int = 5) -> Certificate:
    r"""Proposition 70 at ``n``: the open conditions (which give every :math:`n` at once), then
    :math:`\dim X_{(a,b)}`, :math:`a \ge n + 1`, by :meth:`SliceModel.box_dim` against :func:`target_dim`, and
    :func:`e_statement_ranks`."""
    n = check_size("n", n, low=5)
    point = special_point(seed=1)
    conditions = open_conditions(point)
    model = SliceModel(n=n, point=point)
    dims = {b: model.box_dim(b=b)[0] for b in range(1, n)}
    low, high = e_statement_ranks(model)
    return Certificate.compare(
        STATEMENT,
        dict(n=n),
        "(every open condition, dim X_(a,b) by slices for b = 1..n-1, E(n): dim k[p]_1 G_(n,1)) vs (True, c_3 - 3"
        " C(n-b+3, 4), dim k[p]_1 G_(n+1,1))",
        (all(conditions.values()), dims, low),
        "==",
        (True, {b: target_dim(n=n, b=b) for b in range(1, n)}, high),
        conditions=conditions,
    )


def cases(budget: str) -> list:
    """Quick: n = 5 (seconds); full: n = 5, 6, 7 (about 2 min on one core)."""
    check_budget(budget)
    return [dict(n=n) for n in ((5,) if budget == "quick" else (5, 6, 7))]
