r"""The joint span of the coefficients :math:`F_k` at depth 3: the states the second End step kills
(``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10) falls short"). This lab, 2026-11-29 (Proposition 19);
reviewed on 2026-11-29 with an independent recomputation (``docs/reviews/joint-span-2026-11-29/``).

With the Start states free, :math:`y = P(a, b, c; x^{s+1}, \dots, x^T) = \sum_k c_k F_k(a, b; x)`
(:math:`a, b, c = a^{(1)}, a^{(2)}, a^{(3)}`, :math:`n = T - s` End steps), and
:math:`\mathrm{sep} \le \mathrm{rank}\,P \le \sum_k \mathrm{rank}\,F_k`. This module proves that the last
inequality loses at least :math:`\sum_j (\sum_k \dim \Psi_{jk} - C)` dimensions (notation below): :math:`R^2
((R - M, n - 1))` wherever every :math:`\Psi_{jk}` has its full dimension :math:`((R, n - 1))`, certified at one
integer point per shape (9 at :math:`(R, M) = (3, 2)`, :math:`n = 3, \dots, 7`; none when :math:`M \ge R`),
and :func:`joint_span_bound` gives, for every choice of weights,

    rank P <= R * vanishing_bound(R, n, M) - relation_count(R, M, n),

7146 at :math:`(L, M, R, T) = (3, 2, 3, 10)` and 18702 at :math:`(3, 2, 3, 12)`: the certified lower bounds of
those shapes, so sep is exactly 7146 and 18702 for almost every RAC; with the :math:`M`-input one-step bound,
:math:`4 \cdot 8474 - 16 = 33880` at :math:`(3, 3, 4, 8)`, again its certified lower bound.

**Theorem.** Depth 3, any :math:`R`, :math:`M \ge 2`, :math:`n \ge 2`, any weights. Let :math:`Y(h_1, h_2, h_3;
x^{s+2}, \dots, x^T)` be the output of the last :math:`n - 1` steps (Eq. 1.2) started from the states
:math:`h^{s+1, l} = h_l`, :math:`N_1 = n(n+1)/2`, :math:`c_j = W^{I,2} e_j`, :math:`\ell_k` the rows of
:math:`W^{I,3}`, and :math:`\Psi_{jk}` the span over :math:`b` of the functions
:math:`\ell_k(b \odot c_j)\, Y(e_j, b \odot c_j, e_k; \cdot)` of the later inputs. If the :math:`R` functions
:math:`x \mapsto ((W^{I,1} x)_j)^{N_1}` are linearly independent, then

.. math:: \mathrm{rank}\,P \le \sum_k \mathrm{rank}\,F_k - \sum_j \Big(\sum_k \dim \Psi_{jk} - C\Big),
   \qquad C = R\Big(\big(\!\binom{R}{n-1}\!\big) - \big(\!\binom{R-M}{n-1}\!\big)\Big)

(:math:`((r, d))` the number of monomials of degree :math:`d` in :math:`r` variables, 0 for :math:`r \le 0`;
a negative term counts as 0).

*Proof.* (0) *Setting.* :math:`F_k(a, b; x) = \ell_k(v)\, Y(w, v, e_k)` with :math:`u = W^{I,1} x^{s+1}`,
:math:`w = a \odot u`, :math:`v = b \odot W^{I,2} w` (the first End step; :math:`y` is linear in
:math:`h^{s+1,3} = c \odot W^{I,3} v`). Let :math:`U_k` be the span over :math:`(a, b)` of the End functions
:math:`F_k(a, b; \cdot)`: :math:`\dim U_k = \mathrm{rank}\,F_k`, and :math:`\mathrm{rank}\,P = \dim(U_0 + \dots +
U_{R-1})` (P is linear in :math:`c`). With :math:`S : \oplus_k U_k \to \sum_k U_k` the sum map,
:math:`\mathrm{rank}\,P = \sum_k \dim U_k - \dim \ker S`.

(1) *Killed states.* :math:`Y` depends on :math:`h_3` only through :math:`\eta = W^{H,3} h_3`:
:math:`Y = \hat Y(h_1, h_2, \eta) = \sum_i \eta_i \hat Y_i(h_1, h_2)`. Fix :math:`j, i`, put
:math:`g = W^{H,1} e_j` and let :math:`Q_{ij}` be the :math:`\beta \in \mathbb R^R` with
:math:`\sum_m W^{I,3}_{im} (W^{H,2} \beta)_m (W^{I,2}(g \odot W^{I,1} \xi))_m = 0` for every
:math:`\xi \in \mathbb R^M`: the kernel of an :math:`M \times R` matrix, of dimension at least :math:`R - M`. For
:math:`\beta \in Q_{ij}` the step :math:`s + 2` from :math:`(e_j, \beta, \eta = e_i)` gives
:math:`h^{s+2,3} = e_i \odot W^{I,3} h^{s+2,2} = e_i\, (W^{I,3} h^{s+2,2})_i = 0` whatever
:math:`x^{s+2} = \xi`; layer 3 then stays 0, so :math:`\hat Y_i(e_j, \beta) = 0` for all later inputs.

(2) *The Start points* :math:`a = e_j`. There :math:`w = u_j e_j` and :math:`v = u_j (b \odot c_j)`, and :math:`Y`
is homogeneous of degrees :math:`N_1 - n` in :math:`h_1` and :math:`n - 1` in :math:`h_2`, so
:math:`F_k(e_j, b; x) = u_j^{N_1}\, \ell_k(b \odot c_j)\, Y(e_j, b \odot c_j, e_k)`: the product of a function of
:math:`x^{s+1}` and one of the later inputs. Hence :math:`A_j = \{(u_j^{N_1} \otimes \psi_k)_k : \psi_k \in
\Psi_{jk}\} \subseteq \oplus_k U_k`, and :math:`A_j \cap \ker S \cong \{(\psi_k) : \sum_k \psi_k = 0\}`
(:math:`u_j^{N_1}` is not the zero function: the powers are independent) has dimension :math:`\kappa_j = \sum_k \dim \Psi_{jk} - \dim \sum_k \Psi_{jk}`.

(3) *The cap* :math:`C`. :math:`\ell_k(\beta) Y(e_j, \beta, e_k) = \sum_i \ell_k(\beta) W^{H,3}_{ik}
\hat Y_i(e_j, \beta)`, and :math:`\hat Y_i(e_j, \beta) = \sum_{|\gamma| = n-1} \beta^\gamma \phi_{ij\gamma}` with
:math:`\phi_{ij\gamma}` functions of the later inputs. So every :math:`\Psi_{jk}` lies in
:math:`\Phi_j = \sum_i \mathrm{span}_\gamma\, \phi_{ij\gamma}`. By (1), :math:`\sum_\gamma q^\gamma
\phi_{ij\gamma} = 0` for every :math:`q \in Q_{ij}`; the functionals :math:`f \mapsto f(q)`, :math:`q \in Q_{ij}`,
on forms of degree :math:`n - 1` span the dual of the restriction to :math:`Q_{ij}` (which is onto the forms on
:math:`Q_{ij}`), of dimension :math:`((\dim Q_{ij}, n - 1)) \ge ((R - M, n - 1))`. So
:math:`\dim \sum_k \Psi_{jk} \le \dim \Phi_j \le C`, for every choice of weights (the duality uses only that the field, :math:`\mathbb R`, is infinite).

(4) *The kernel.* If the :math:`u_j^{N_1}` are linearly independent, :math:`\sum_j (A_j \cap \ker S)` is direct (a
vanishing :math:`\sum_j u_j^{N_1} \otimes \psi_{jk}` forces every :math:`\psi_{jk} = 0`), so
:math:`\dim \ker S \ge \sum_j \kappa_j \ge \sum_j (\sum_k \dim \Psi_{jk} - C)`. :math:`\square`

**Corollary (every weight choice).** :math:`\mathrm{rank}\,P \le R\,B - \sum_j (\sum_k r_{jk} - C)^+`, with
:math:`B` any bound on :math:`\mathrm{rank}\,F_k` valid for all weights (at :math:`M = 2`, :math:`R \ge 3`:
:func:`proofs.general.vanishing_bound`, through the lemma :math:`\mathrm{span}\,F_k \subseteq V(W^{I,1}, W^{I,2},
\ell_k)`) and :math:`r_{jk}` the GF(p) ranks of the evaluation matrices of :math:`\Psi_{jk}` at one integer weight
point where the :math:`u_j^{N_1}` are independent (rank :math:`R` mod p). *Proof.* The matrices' entries, and those
of the powers' matrix, are integer polynomials in the weights; a minor nonzero mod p is nonzero over
:math:`\mathbb Z`, so :math:`\dim \Psi_{jk} \ge r_{jk}` and the powers are independent on a nonempty Zariski-open set.
:math:`\mathrm{rank}\,P` is the rank of a matrix polynomial in the weights (the coefficients of :math:`P`: monomials in :math:`(a, b, c)` against monomials in the End inputs) and takes its maximum on a nonempty open
set; two nonempty open sets meet, and at a common point the theorem gives the bound for the maximum, hence for every
weight choice. :math:`\square`

At :math:`(R, M) = (3, 2)`: :math:`r_{jk} = ((3, n - 1))` and :math:`C = 3(((3, n-1)) - 1)` for :math:`n = 3, \dots, 7`
(:func:`psi_ranks`), so 3 relations per :math:`j`, 9 in all, and :math:`\mathrm{rank}\,P \le 3 \cdot 2385 - 9 =
7146` (:math:`n = 5`), :math:`3 \cdot 6237 - 9 = 18702` (:math:`n = 6`). In the language of the tuple: for each
:math:`(j, i)`, :math:`P` vanishes identically in the End inputs at the Start point :math:`a = e_j`,
:math:`b = q \oslash c_j`, :math:`c = (W^{H,3})^{-1} e_i \oslash \ell(q)` (:math:`q \in Q_{ij}`; generic weights),
:func:`killed_start_point`, so the 9 evaluations are linear relations on the tuples :math:`(F_k(e))_k`.
"""

from __future__ import annotations

import functools

import flint
import numpy as np

from numerics import rank_mod_p
from numerics.bounds import multiset, relations_bound, separation_caps
from proofs.certificate import Certificate, check_budget
from proofs.general.depth3.one_step_m2 import one_step_closed_form, vanishing_bound
from proofs.general.free_states import PRIME, continuation, matmul_mod
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "check",
    "cases",
    "random_weights",
    "kill_direction",
    "killed_start_point",
    "relation_cap",
    "psi_ranks",
    "relation_count",
    "joint_span_bound",
    "STATEMENT_CONJECTURE",
    "CHECK_CONJECTURE",
    "one_step_closed_form",
    "sep_closed_form",
    "check_conjecture",
    "cases_conjecture",
    "STATEMENT_LEAST_CAP",
    "CHECK_LEAST_CAP",
    "check_least_cap",
    "cases_least_cap",
    "STATEMENT_ALL_N",
    "CHECK_ALL_N",
    "proven_sep_bound",
    "check_all_n",
    "cases_all_n",
]


STATEMENT = (
    "Proposition 19 (depth 3, M < R: the relations between the F_k; sep(3, 2, 3, T) = 7146, 18702, 42747 at"
    " T = 10, 12, 14 and sep(3, 3, 4, 8) = 33880, this lab)"
)
CHECK = (
    "proven upper bound joint_span_bound(R, n=T/2, M) (R x vanishing_bound - relation_count, exact GF(p) ranks at one"
    " integer point) == the certified evaluation-matrix lower bound recorded in docs/general_inputs.json"
)
STATEMENT_CONJECTURE = (
    "Conjecture 20 (sep(3, 2, 3, 2n) = 3(n^6 + 5n^5 + 11n^4 - n^3 + 4n^2 + 12n - 48)/16 for n >= 5, this lab)"
)
CHECK_CONJECTURE = (
    "closed form == joint_span_bound(R=3, n) (the proven upper bound; refuted if below); where docs/general_inputs.json"
    " or Proposition 25 (atlas_open.FAMILY_PINS) records a certified lower bound, closed form == it (a candidate counterexample if below, refuted if above)"
)


def _check(R: int, M: int, n: int) -> tuple[int, int, int]:
    R, M, n = check_size("R", R), check_size("M", M), check_size("n", n)
    if M < 2:
        raise ValueError(f"M={M} must be >= 2 (at M = 1 the powers u_j^N1 are proportional; sep is 1 there)")
    if n < 2:
        raise ValueError(f"n={n} must be >= 2 (the relations live at the second End step)")
    return R, M, n


def random_weights(*, R: int, M: int, seed: int = 0) -> tuple[list, list, np.ndarray]:
    """Depth-3 integer weights in [1, p) from ``seed``, in :func:`proofs.general.free_states.free_state_output`'s
    format: ``(WI, WH, WO)`` with ``WI[0]`` of shape ``(R, M)``, the other matrices ``(R, R)``, ``WO`` ``(R,)``."""
    g = np.random.default_rng(seed)
    WI = [g.integers(1, PRIME, (R, M if l == 0 else R)) for l in range(3)]
    WH = [g.integers(1, PRIME, (R, R)) for _ in range(3)]
    return WI, WH, g.integers(1, PRIME, R)


def kill_direction(WI: list, WH: list, *, j: int, i: int, p: int = PRIME) -> np.ndarray:
    r"""A nonzero :math:`q \in Q_{ij}` mod p (step (1) of the proof): from the states :math:`(e_j, q, \eta = e_i)`
    at step :math:`s + 1`, layer 3 is 0 at step :math:`s + 2` for every input, mod ``p`` (default :data:`PRIME`).
    Needs :math:`M < R`.

    Returns
    -------
    array ``(R,)``
    """
    R, M = WI[0].shape
    if not (0 <= j < R and 0 <= i < R):
        raise ValueError(f"(j, i)=({j}, {i}) must lie in 0..R-1 = 0..{R - 1}")
    g = WH[0][:, j]
    rows = []
    for col in range(M):
        z = matmul_mod(WI[1], (g * WI[0][:, col] % p)[None, :], p=p)[0]  # W2 (g . W1 e_col)
        rows.append(matmul_mod(WH[1].T, (WI[2][i] * z % p)[None, :], p=p)[0])  # row of beta's condition
    A = flint.nmod_mat([[int(v) for v in r] for r in rows], p)
    X, nullity = A.nullspace()
    if nullity == 0:
        raise ValueError(f"Q_ij is 0 for (j, i)=({j}, {i}): it needs M < R (M={M}, R={R})")
    return np.array([int(X[r, 0]) for r in range(R)], dtype=np.int64)


def killed_start_point(WI: list, WH: list, *, j: int, i: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    r"""Start states :math:`(a, b, c)` with :math:`P(a, b, c; x) = 0` for every End input (mod p): :math:`a = e_j`,
    :math:`b = q \oslash c_j`, :math:`c = (W^{H,3})^{-1} e_i \oslash \ell(q)` with :math:`q` from
    :func:`kill_direction`. ValueError where the weights make a division impossible (non-generic).

    Returns
    -------
    a, b, c : arrays ``(R,)``
    """
    q = kill_direction(WI, WH, j=j, i=i)
    R = q.shape[0]
    cj = WI[1][:, j] % PRIME
    ell_q = matmul_mod(WI[2], q[None, :])[0]
    H3 = flint.nmod_mat([[int(v) for v in r] for r in WH[2]], PRIME)
    if H3.rank() < R or np.any(cj == 0) or np.any(ell_q == 0):
        raise ValueError("non-generic weights: W^{H,3} singular, or a zero in W^{I,2} e_j or W^{I,3} q mod p")
    e = flint.nmod_mat([[int(r == i)] for r in range(R)], PRIME)
    g = H3.solve(e)
    a = np.zeros(R, dtype=np.int64)
    a[j] = 1
    b = np.array([int(q[r]) * pow(int(cj[r]), -1, PRIME) % PRIME for r in range(R)], dtype=np.int64)
    c = np.array([int(g[r, 0]) * pow(int(ell_q[r]), -1, PRIME) % PRIME for r in range(R)], dtype=np.int64)
    return a, b, c


def relation_cap(*, R: int, M: int, n: int) -> int:
    r"""The proven cap :math:`C = R(((R, n-1)) - ((R-M, n-1)))` on :math:`\dim \sum_k \Psi_{jk}` (every weight
    choice; step (3) of the proof)."""
    R, M, n = _check(R, M, n)
    return R * (multiset(R, n - 1) - multiset(max(R - M, 0), n - 1))  # n >= 2: no monomials in 0 variables


def psi_ranks(*, R: int, M: int, n: int, seed: int = 0) -> dict:
    r"""Exact GF(p) ranks at the integer weights of :func:`random_weights` (``seed``) of the evaluation matrices of
    :math:`\Psi_{jk}` (rows: integer :math:`b`, columns: integer later inputs) and of the powers
    :math:`((W^{I,1} x)_j)^{N_1}`.

    Returns
    -------
    dict
        ``ranks`` (``R x R`` list, ``[j][k]``: :math:`r_{jk} \le \dim \Psi_{jk}` on an open set),
        ``joint`` (list: the rank of :math:`\sum_k \Psi_{jk}`'s matrix, observed, at most ``cap``),
        ``cap`` (:func:`relation_cap`), ``powers_rank`` (``R`` where the powers are independent).
    """
    R, M, n = _check(R, M, n)
    WI, WH, WO = random_weights(R=R, M=M, seed=seed)
    g = np.random.default_rng([seed, 1])
    per = multiset(R, n - 1)
    rows, cols = per + 6, R * per + 6
    xs = g.integers(0, PRIME, (cols, n - 1, M))
    ranks, joint = [], []
    for j in range(R):
        h1 = np.zeros((rows, R), dtype=np.int64)
        h1[:, j] = 1
        beta = g.integers(0, PRIME, (rows, R)) * WI[1][:, j] % PRIME  # b . c_j
        ell = matmul_mod(WI[2], beta)
        blocks = []
        for k in range(R):
            h3 = np.zeros((rows, R), dtype=np.int64)
            h3[:, k] = ell[:, k]  # Y is linear in h3: ell_k(beta) Y(e_j, beta, e_k)
            blocks.append(continuation(WI, WH, WO, [h1, beta, h3], xs))
        ranks.append([rank_mod_p(B, PRIME).rank for B in blocks])
        joint.append(rank_mod_p(np.concatenate(blocks), PRIME).rank)
    N1 = n * (n + 1) // 2
    u = matmul_mod(WI[0], g.integers(0, PRIME, (N1 + 1, M)))  # (N1 + 1, R): u_j at N1 + 1 inputs
    powers = np.ones_like(u)
    for _ in range(N1):
        powers = powers * u % PRIME
    return {
        "ranks": ranks,
        "joint": joint,
        "cap": relation_cap(R=R, M=M, n=n),
        "powers_rank": rank_mod_p(powers, PRIME).rank,
    }


def relation_count(*, R: int, M: int, n: int, seed: int = 0) -> int:
    r"""Certified number of independent relations between the :math:`F_k`: :math:`\sum_j (\sum_k r_{jk} - C)^+`
    from :func:`psi_ranks` (0 if the powers are not certified independent at this seed). For every weight choice
    at which the generic rank of :math:`P` is reached, :math:`\mathrm{rank}\,P \le \sum_k \mathrm{rank}\,F_k -`
    this number (module docstring). :math:`(R, M) = (3, 2)`: 9 for :math:`n = 3, \dots, 7`; 0 for :math:`M \ge R`."""
    out = psi_ranks(R=R, M=M, n=n, seed=seed)
    if out["powers_rank"] < len(out["ranks"]):
        return 0
    return sum(max(0, sum(r) - out["cap"]) for r in out["ranks"])


def joint_span_bound(*, R: int, n: int, M: int = 2, seed: int = 0) -> int:
    r"""Proven upper bound on :math:`\mathrm{rank}\,P` (hence on sep) at depth 3, :math:`T = 2n`, valid for every
    choice of weights: :math:`R \cdot` :func:`proofs.general.vanishing_bound` :math:`-` :func:`relation_count`.
    Any seed gives a valid bound. :math:`(R, M) = (3, 2)`: 7146 at :math:`n = 5` (the certified
    :math:`\mathrm{sep}(3, 2, 3, 10) \ge 7146`) and 18702 at :math:`n = 6` (certified :math:`\ge 18702`);
    :math:`(R, M) = (4, 3)`: :math:`4 \cdot 8474 - 16 = 33880` at :math:`n = 4` (certified
    :math:`\mathrm{sep}(3, 3, 4, 8) \ge 33880`).

    Parameters
    ----------
    R : int
        Hidden units, :math:`> M` (:func:`vanishing_bound`'s range).
    n : int
        End steps, :math:`\ge 2`.
    M : int
        Inputs, :math:`\ge 2` (default 2; :math:`M \ge 3` uses the :math:`M`-input one-step bound, reviewed on
        2026-11-29).
    seed : int
        Integer weights and points of both certificates.

    Returns
    -------
    int
    """
    R, M, n = _check(R, M, n)
    if R <= M:
        raise ValueError(f"R={R} must be > M={M} (vanishing_bound's range; for M >= R there are no relations)")
    return R * vanishing_bound(R=R, n=n, M=M, seed=seed) - relation_count(R=R, M=M, n=n, seed=seed)


def _recorded_row(*, M: int, R: int, T: int) -> dict | None:
    """The open atlas table's row of the depth-3 shape ``(3, M, R, T)`` (``docs/general_inputs.json``), if any."""
    from proofs.general.atlas_open import load_open

    return next((r for r in load_open()["rows"] if (r["depth"], r["M"], r["R"], r["T"]) == (3, M, R, T)), None)


def check(*, T: int, M: int = 2, R: int = 3) -> Certificate:
    """Proposition 19 at :math:`(L, M, R, T) = (3, M, R, T)`: the proven upper bound meets the certified lower bound
    recorded in the open atlas table (:mod:`proofs.general.atlas_open`; its registry row recomputes that rank), so
    sep is pinned there."""
    if T < 4 or T % 2:
        raise ValueError(f"T={T} must be even and >= 4")
    row = _recorded_row(M=M, R=R, T=T)
    if row is None or row["eval_rank"] is None:
        raise ValueError(f"(3, {M}, {R}, {T}) has no recorded evaluation rank in docs/general_inputs.json")
    upper = joint_span_bound(R=R, M=M, n=T // 2)
    return Certificate.compare(
        STATEMENT,
        dict(depth=3, M=M, R=R, T=T, seed=0),
        "proven upper bound on sep (every weight choice) vs the recorded certified lower bound",
        upper,
        "==",
        row["eval_rank"],
        lower_prime=row["prime"],
        least_registry_cap=row["cap"],
    )


def cases(budget: str) -> list:
    """Quick: (M, R, T) = (2, 3, 10) and (3, 4, 8) (about 5 s); full: and (2, 3, 12), (2, 3, 14) (about 25 s)."""
    check_budget(budget)
    quick = [dict(T=10), dict(M=3, R=4, T=8)]
    return quick if budget == "quick" else [*quick, dict(T=12), dict(T=14)]


def sep_closed_form(*, n: int) -> int:
    r"""Conjecture 20: :math:`\mathrm{sep}(3, 2, 3, 2n) = 3\,` :func:`one_step_closed_form` :math:`- 9
    = 3(n^6 + 5n^5 + 11n^4 - n^3 + 4n^2 + 12n - 48)/16` for :math:`n \ge 5` (7146, 18702, 42747 at
    :math:`n = 5, 6, 7`). Below :math:`n = 5` it does not apply: there span :math:`F_k` is strictly inside the
    one-step model (8, 56, 616 at :math:`n = 2, 3, 4`) and sep is 56, 616 at :math:`T = 6, 8` (the grid atlas)."""
    n = check_size("n", n)
    if n < 5:
        raise ValueError(f"n={n} must be >= 5 (Conjecture 20's range; below it sep is the grid atlas' value)")
    return proven_sep_bound(R=3, n=n)  # the conjecture: the proven upper bound is attained


def check_conjecture(*, n: int) -> Certificate:
    """Conjecture 20 at :math:`T = 2n`: the closed form against the proven upper bound
    (:func:`joint_span_bound`) and, where the open table records one, the certified lower bound (its evaluation
    rank, or Proposition 25's family rank, :data:`proofs.general.atlas_open.FAMILY_PINS`)."""
    conj = sep_closed_form(n=n)
    upper = joint_span_bound(R=3, n=n)
    from proofs.general.atlas_open import FAMILY_PINS

    row = _recorded_row(M=2, R=3, T=2 * n)
    lower = FAMILY_PINS.get((3, 2, 3, 2 * n), None if row is None else row["eval_rank"])
    details: dict = {"proven_upper": upper, "certified_lower": lower}
    if upper < conj or (lower is not None and lower > conj):
        details["refuted"] = True
    elif lower is not None and lower < conj == upper:
        details["counterexample_candidate"] = True  # one instance's GF(p) rank is only a lower bound
    elif lower != conj or upper != conj:
        details["undecided"] = True  # sep is not pinned at the closed form (no lower bound recorded, or a gap)
    return Certificate.compare(
        STATEMENT_CONJECTURE,
        dict(depth=3, M=2, R=3, T=2 * n),
        "Conjecture 20's closed form vs the proven upper bound on sep (every weight choice)",
        conj,
        "==",
        upper,
        **details,
    )


def cases_conjecture(budget: str) -> list:
    """Quick: n = 5, 6 (about 5 s); full: n = 5..8 (n = 7's one-step rank takes about 15 s, n = 8's about a minute;
    n = 8's lower bound is Proposition 25's)."""
    check_budget(budget)
    return [dict(n=5), dict(n=6)] if budget == "quick" else [dict(n=n) for n in range(5, 9)]


STATEMENT_LEAST_CAP = (
    "Conjecture 27 (depth 3, M = R - 1: sep(3, R - 1, R, T) = the least registry cap for every R >= 3 and even T,"
    " the relations bound R (V_R(T/2) - R) wherever it is the least, from T = 8 or 10 on; this lab)"
)
CHECK_LEAST_CAP = (
    "least registry cap (numerics.separation_cap) == the certified lower bound recorded for the shape: the grid"
    " atlas' pin, the open table's evaluation rank (side = cap) or Proposition 25's family rank (atlas_open."
    "FAMILY_PINS); a candidate counterexample if below, refuted if above; every recorded shape (R <= 5)"
)


@functools.lru_cache(maxsize=1)
def _atlas_pins() -> dict[tuple[int, int], int]:
    """``(R, T) -> rank`` of the depth-3, M = R - 1 shapes the committed grid atlas pins (read once)."""
    from numerics.atlas import committed_atlas, k_sequences

    return {
        (s["R"], s["T"]): s["rank"]
        for s in k_sequences(committed_atlas())
        if s["depth"] == 3 and s["M"] == s["R"] - 1 and s["status"] == "pinned"
    }


def _recorded_lower(*, R: int, T: int) -> tuple[int | None, str]:
    """The largest certified lower bound on sep(3, R - 1, R, T) that the lab records, and where it comes from:
    the grid atlas where it pins the shape, the open table's evaluation rank, Proposition 25's family rank."""
    from proofs.general.atlas_open import FAMILY_PINS

    found: list[tuple[int, str]] = []
    if (R, T) in _atlas_pins():
        found.append((_atlas_pins()[R, T], "grid atlas"))
    row = _recorded_row(M=R - 1, R=R, T=T)
    if row is not None and row["eval_rank"] is not None:
        found.append((row["eval_rank"], "evaluation matrix"))
    if (3, R - 1, R, T) in FAMILY_PINS:
        found.append((FAMILY_PINS[3, R - 1, R, T], "Proposition 25"))
    return max(found) if found else (None, "none")


def check_least_cap(*, R: int, T: int) -> Certificate:
    """Conjecture 27 at :math:`(3, R - 1, R, T)`: the least registry cap against the largest recorded certified
    lower bound (:func:`_recorded_lower`). Equal: the conjecture holds there (sep is pinned); below: a candidate
    counterexample (one instance, so not a refutation); none recorded: undecided."""
    R, T = check_size("R", R, low=3), check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even (the cut is at T/2)")
    caps = separation_caps(depth=3, M=R - 1, R=R, T=T)
    cap = min(caps.values())
    lower, source = _recorded_lower(R=R, T=T)
    details: dict = {"least_cap_keys": sorted(k for k, v in caps.items() if v == cap), "lower_from": source}
    if lower is None:
        details["undecided"] = True
    elif lower > cap:
        details["refuted"] = True  # a certified lower bound above a proven cap: a bug somewhere
    elif lower < cap:
        details["counterexample_candidate"] = True
    return Certificate.compare(
        STATEMENT_LEAST_CAP,
        dict(depth=3, M=R - 1, R=R, T=T),
        "least registry cap vs the recorded certified lower bound on sep",
        cap,
        "==",
        lower,
        **details,
    )


def cases_least_cap(budget: str) -> list:
    """Every depth-3 shape with M = R - 1, R <= 6 and T <= 28 whose sep has a recorded certified lower bound (both
    budgets: the check only reads the records, each recomputed by its own row)."""
    check_budget(budget)
    return [dict(R=R, T=T) for R in range(3, 7) for T in range(2, 29, 2) if _recorded_lower(R=R, T=T)[0] is not None]


STATEMENT_ALL_N = (
    "Proposition 24 (depth 3, M = R - 1: R^2 relations between the F_k for every n >= 3, so sep(3, R - 1, R, 2n)"
    " <= R one_step_closed_form(n, R) - R^2 for every n, this lab)"
)
CHECK_ALL_N = (
    "relation_count(R, R - 1, n) (exact GF(p) ranks of the Psi_jk at one random integer point) == R^2; the proven"
    " bound R one_step_closed_form(n, R) - R^2 (registry key relations) recorded against the least other registry cap"
)


def proven_sep_bound(*, R: int, n: int) -> int:
    r"""Propositions 19, 21 and 24: :math:`\mathrm{sep}(3, R - 1, R, 2n) \le R\,` :func:`one_step_closed_form`
    :math:`(n, R) - R^2` for every :math:`n \ge 3`, :math:`R \ge 3` and every choice of weights.

    Proposition 24 (this lab, 2026-11-29, a helper's proof): at
    :math:`M = R - 1` and :math:`n \ge 3`, every :math:`\Psi_{jk}` has its full dimension :math:`((R, n - 1))` on a
    nonempty Zariski-open set of weights, so Proposition 19's theorem (:func:`joint_span_bound`) loses :math:`\sum_j (R ((R, n-1)) - C) = R^2` (here
    :math:`C = R(((R, n - 1)) - 1)`). *Proof sketch.* :math:`\Psi_{jk}` is the span of the
    :math:`\beta`-coefficients of :math:`Y(e_j, \beta, e_k)` (:math:`c_j` of full support, :math:`\ell_k \ne 0`),
    and their independence is an open condition, so one weight point suffices (and :math:`k = 1` by relabelling
    layer 3). At :math:`W^{I,1} = [I_{R-1}; 0]`, all-ones :math:`W^{H,1}`, :math:`W^{I,2}` whose first
    :math:`R - 1` columns are :math:`[I_{R-1}; -\mathbf 1^\top]`, :math:`W^{H,2} = W^{I,3} = I` and
    :math:`W^{H,3}` the lower-triangular ones plus :math:`\varepsilon` at :math:`(1, R)`, layers 2-3 see the inputs
    only through :math:`d_t` on the hyperplane :math:`\sum d = 0` (a dense set of them); the coefficients expand over
    monotone paths of layer 3, and the only linear relation among them at :math:`\varepsilon = 0` (a lemma proved by
    induction on :math:`n`, using that the coordinate forms are pairwise non-associate primes on the hyperplane; it
    needs :math:`R \ge 3`) is broken by the :math:`\varepsilon`-term, for all but finitely many
    :math:`\varepsilon`. The powers' open set is nonempty for every :math:`R, n`: at :math:`W^{I,1} = [I_{R-1};
    \mathbf 1^\top]`, :math:`(\sum x)^{N_1}` has a mixed monomial. Full proof: ``docs/theory/relations-every-n.md``
    (reviewed 2026-11-29 with an independent recomputation, ``docs/reviews/relations-2026-11-29/``).

    At :math:`R = 3` this is 3 :func:`one_step_closed_form` :math:`- 9`, Conjecture 20's value for :math:`n \ge 5`
    (not tight at :math:`n = 3, 4`, where sep is 56 and 616).
    """
    R, n = check_size("R", R, low=3), check_size("n", n, low=3)
    return relations_bound(R=R, T=2 * n)


def check_all_n(*, R: int, n: int, seed: int = 0) -> Certificate:
    """Proposition 24 at one ``(R, n)``: the certified relation count at a random integer point against
    :math:`R^2` (fewer would be a point outside the open set; more would contradict the Theorem's cap)."""
    count = relation_count(R=R, M=R - 1, n=n, seed=seed)
    return Certificate.compare(
        STATEMENT_ALL_N,
        dict(depth=3, M=R - 1, R=R, T=2 * n, seed=seed, prime=PRIME),
        "certified relations between the F_k (GF(p) ranks of the Psi_jk) vs R^2",
        count,
        "==",
        R * R,
        proven_bound=proven_sep_bound(R=R, n=n),
        least_other_cap=min(v for k, v in separation_caps(depth=3, M=R - 1, R=R, T=2 * n).items() if k != "relations"),
    )


def cases_all_n(budget: str) -> list:
    """Quick: R = 3, n = 3..8 and R = 4, n = 3..5 (about 3 s); full: R = 3, n = 3..16, R = 4, n = 3..8 and R = 5,
    n = 3..5 (about 30 s)."""
    check_budget(budget)
    if budget == "quick":
        return [dict(R=3, n=n) for n in range(3, 9)] + [dict(R=4, n=n) for n in range(3, 6)]
    return (
        [dict(R=3, n=n) for n in range(3, 17)]
        + [dict(R=4, n=n) for n in range(3, 9)]
        + [dict(R=5, n=n) for n in range(3, 6)]
    )
