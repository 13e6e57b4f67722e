r"""Proposition 25 (this lab, 2026-11-29, a helper's proof; reviewed the same day with an independent recomputation of
every certificate, ``docs/reviews/lower-n8-2026-11-29/`` and, at :math:`R = 4`, ``docs/reviews/lower-R4-2026-11-29/``;
``docs/theory/lower-bound-family.md``): a lower bound on :math:`\mathrm{sep}(3, R - 1, R, 2n)` through the family
:math:`W^{H,3} = I`, :math:`\mathrm{sep}(3, 2, 3, 16) = 88281` and :math:`\mathrm{sep}(3, 3, 4, 10) = 166584`.

Depth 3, :math:`M = R - 1 = 2`, :math:`R = 3`, :math:`T = 2n`; :math:`(a, b, g)` the states at the cut,
:math:`P = \sum_k g_k F_k(a, b; \text{End})` (``docs/theory/general-inputs.md``). On the family of weights with
:math:`W^{H,3} = I` (the others free; an affine space, so irreducible):

* **Lemma K.** For each :math:`(k, j)` the state :math:`a = e_j`, :math:`b = b_{kj}` (:func:`killed_state`: the
  kernel of the :math:`M` linear conditions :math:`\ell_k((W^{H,2}(b \odot c_j)) \odot W^{I,2}((W^{H,1} e_j)
  \odot w)) = 0` for :math:`w \in \mathrm{col}\, W^{I,1}`, :math:`c_j = W^{I,2} e_j`) zeroes :math:`F_k` for every
  End input: the layer-3 state after the second End step is :math:`e_k` times that form.
* **Lemma U.** These :math:`R` evaluations are independent on the one-step model, so
  :math:`\mathrm{rank}\, F_k \le V(n) - R` on the family (:math:`V` = :func:`proofs.general.one_step_closed_form`).
* **Lemma D.** The End step recursion keeps the span of the tuple a direct sum :math:`\bigoplus_k g_k\,
  \mathrm{span}\, F_k` from :math:`n - 1` to :math:`n` at the same weight point (the layer-3 units evolve
  separately when :math:`W^{H,3} = I`); at :math:`n = 5` it is one (one certified rank:
  :math:`\mathrm{rank}\, P = 7146 = 3 \times 2382`).
* **Theorem.** For :math:`n \ge 6` and almost every RAC, :math:`\mathrm{sep}(3, 2, 3, 2n) \ge 3\tau(n)`,
  :math:`\tau(n)` the generic rank of :math:`F_0` on the family (semicontinuity from the family to all weights, and
  the Start map dominant onto the states from :math:`n = 6` on, a Jacobian certificate). So Conjecture 20 at
  :math:`n` is the single-:math:`k` statement :math:`\tau(n) = V(n) - 3`; it is certified at :math:`n = 5, 6, 7, 8`,
  hence :math:`\mathrm{sep}(3, 2, 3, 16) = 88281` (with the proven upper bound, :func:`numerics.relations_bound`).
* **R = 4, M = 3.** The same proof with the base :math:`\mathrm{rank}\, P_4 = 33880 = 4 \times 8470` and the Start
  map dominant from :math:`n = 5`: :math:`\mathrm{sep}(3, 3, 4, 2n) \ge 4\tau_4(n)` for :math:`n \ge 5`, and
  :math:`\tau_4(5) = V_4(5) - 4 = 41646` (one rank of side 41700), so :math:`\mathrm{sep}(3, 3, 4, 10) = 166584`.

The checks recompute the certificates: :math:`\mathrm{rank}\, F_0` on the family against :math:`V(n) - 3`
(:func:`check`), and Lemma K's vanishing with a control (:func:`check_killed`).
"""

from __future__ import annotations

import numpy as np

from proofs.certificate import Certificate, check_budget
from proofs.general.depth3.joint_span import kill_direction
from proofs.general.depth3.one_step_m2 import one_step_closed_form
from proofs.general.free_states import PRIME, free_state_output, free_state_rank
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "CHECK_KILLED",
    "family_weights",
    "killed_state",
    "BASE_N",
    "check",
    "cases",
    "check_killed",
    "cases_killed",
]

STATEMENT = (
    "Proposition 25 (depth 3, M = R - 1, R = 3 and 4: on the family W^(H,3) = I the tuple's span is a direct sum for"
    " every n >= 5 (R = 3) or 4 (R = 4), so sep(3, R - 1, R, 2n) >= R tau_R(n) for n >= 6 (R = 3) or 5 (R = 4),"
    " tau_R(n) the family's rank of F_0; sep(3, 2, 3, 16) = 88281 and sep(3, 3, 4, 10) = 166584, this lab)"
)
CHECK = (
    "GF(p) rank of F_0 (free Start states, random End inputs) at an integer point of the family W^(H,3) = I =="
    " V_R(n) - R (the upper bound of Lemma U; equality certifies tau_R(n) >= V_R(n) - R), R = 3 (and R = 4, n = 4 in"
    " the full budget); P on the family == 3 (V(n) - 3) at n = 5"
)

CHECK_KILLED = (
    "Lemma K at an integer point of the family: F_k(e_j, b_kj; End) = 0 mod p on random End sequences for all 9"
    " (k, j), and no zero with b_kj perturbed"
)


def family_weights(*, R: int, M: int, seed: int = 0) -> tuple[list, list, np.ndarray]:
    """Random integer weights mod :data:`PRIME` of the family :math:`W^{H,3} = I` (depth 3): ``(WI, WH, WO)``."""
    g = np.random.default_rng(seed)
    WI = [g.integers(0, PRIME, (R, M if l == 0 else R)) for l in range(3)]
    WH = [g.integers(0, PRIME, (R, R)) for _ in range(2)] + [np.eye(R, dtype=np.int64)]
    return WI, WH, g.integers(0, PRIME, R)


def killed_state(WI: list, WH: list, *, k: int, j: int, p: int = PRIME) -> np.ndarray:
    r"""Lemma K's :math:`b_{kj}` mod ``p`` (default :data:`PRIME`): :math:`q \oslash c_j` with :math:`q` Proposition 19's killed
    direction for :math:`(j, i = k)` (:func:`proofs.general.depth3.joint_span.kill_direction`: its conditions on
    :math:`q = b \odot c_j` are Lemma K's), so that :math:`\ell_k((W^{H,2}(b \odot c_j)) \odot W^{I,2}((W^{H,1}
    e_j) \odot w)) = 0` for every :math:`w \in \mathrm{col}\, W^{I,1}`. ``ValueError`` where :math:`c_j` has a zero
    entry mod p (non-generic weights)."""
    q = kill_direction(WI, WH, j=j, i=k, p=p)
    c = WI[1][:, j] % p
    if np.any(c == 0):
        raise ValueError(f"non-generic weights: W^(I,2) e_{j} has a zero entry mod p")
    return np.array([int(v) * pow(int(w), -1, p) % p for v, w in zip(q, c)], dtype=np.int64)


#: The first n at which Lemma D's base is certified (rank P_n0 = R (V_R(n0) - R) on the family) for each width R.
BASE_N = {3: 5, 4: 4}


def check(*, n: int, R: int = 3, top: int | None = 0, seed: int = 2) -> Certificate:
    """The family's rank of :math:`F_{top}` (``top=None``: of :math:`P`) at ``T = 2n``, :math:`M = R - 1`, against
    Lemma U's bound :math:`V_R(n) - R` (times :math:`R` for :math:`P`): equality is the certificate the theorem
    uses. ``R`` is 3 or 4, the widths whose base :data:`BASE_N` is certified; ``n`` starts there."""
    if R not in BASE_N:
        raise ValueError(f"R={R}: the family's base is certified at R = 3 and R = 4 only; pass R=3 or R=4")
    n = check_size("n", n, low=BASE_N[R])
    bound = one_step_closed_form(n=n, R=R) - R
    want = bound if top is not None else R * bound
    T = 2 * n
    rank = free_state_rank(depth=3, M=R - 1, R=R, T=T, points=want + 100, top=top, seed=seed, top_hidden_identity=True)
    return Certificate.compare(
        STATEMENT,
        dict(depth=3, M=R - 1, R=R, T=T, top=top, seed=seed, p=PRIME),
        ("rank F_top" if top is not None else "rank P")
        + " on the family W^(H,3) = I (a lower bound) vs Lemma U's bound",
        rank,
        "==",
        want,
        size=(want + 100) ** 2,
        generic_one_step=one_step_closed_form(n=n, R=R),
    )


def cases(budget: str) -> list:
    """Quick: F_0 at R = 3, n = 5 (2382, about 15 s); full: also P at n = 5 (7146), F_0 at n = 6 (6234) and F_0 at
    R = 4, n = 4 (8470; a few minutes in all)."""
    check_budget(budget)
    quick = [dict(n=5)]
    return quick if budget == "quick" else [*quick, dict(n=5, top=None), dict(n=6), dict(R=4, n=4)]


def check_killed(*, n: int, seed: int = 0, ends: int = 20) -> Certificate:
    r"""Lemma K at one family point: :math:`F_k(e_j, b_{kj}; \text{End}) = 0` on ``ends`` random End sequences for
    every :math:`(k, j)`, and nonzero when :math:`b_{kj}` is perturbed (the control)."""
    n = check_size("n", n, low=2)
    WI, WH, WO = family_weights(R=3, M=2, seed=seed)
    g = np.random.default_rng(seed + 1)
    xs = g.integers(0, PRIME, (ends, n, 2))
    zeros = controls = 0
    for k in range(3):
        for j in range(3):
            b = killed_state(WI, WH, k=k, j=j)
            a = np.eye(3, dtype=np.int64)[j][None, :]
            for bb, which in ((b, "killed"), ((b + np.eye(3, dtype=np.int64)[0]) % PRIME, "control")):
                out = free_state_output(WI, WH, WO, [a, bb[None, :], a], xs, top=k)
                if which == "killed":
                    zeros += int(np.all(out == 0))
                else:
                    controls += int(np.all(out != 0))
    return Certificate.compare(
        STATEMENT,
        dict(depth=3, M=2, R=3, T=2 * n, seed=seed, ends=ends, p=PRIME),
        "(pairs (k, j) with F_k(e_j, b_kj; End) = 0 on every End sequence (Lemma K), pairs whose perturbed b_kj"
        " gives no zero (the control))",
        (zeros, controls),
        "==",
        (9, 9),
    )


def cases_killed(budget: str) -> list:
    """Quick: n = 2..5; full: n = 2..8."""
    check_budget(budget)
    return [dict(n=n) for n in range(2, 6 if budget == "quick" else 9)]
