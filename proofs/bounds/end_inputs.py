r"""Proposition (end-input cap, this lab; ``docs/theory/proposition2.md``, Proposition 2): for every depth-:math:`L` RAC and any
:math:`K` templates,

.. math:: \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \prod_{e > T/2} \min\{K, (\!(r, N_e)\!)\},\qquad
          r = \min\{R, M, K\},\ N_e = \tbinom{T-e+L-1}{L-1}

(:func:`numerics.bounds.formulas.end_input_cap`). It is what caps the rank with :math:`K > M` templates: a deep RAC is not
multilinear in its inputs, :math:`x^e` enters :math:`y` through :math:`N_e` copies of :math:`W^{I,1} f(x^e)`.

Two checks. :func:`check`: the certified GF(p) rank of random RACs with :math:`K = M..M+4` random templates is at
most the cap (and the certificate records whether it is attained). :func:`check_step`: the proof's step, with no
counting formula: the rows of the Start-End matrix lie in the column space of
:math:`\Phi = \Phi_{T/2+1} \otimes \dots \otimes \Phi_T`, where :math:`\Phi_e[k, \alpha] = u_k^\alpha` runs over the
degree-:math:`N_e` monomials of :math:`u_k = W^{I,1} f(x^{(k)})` (GF(p) ranks of :math:`[S^\top | \Phi]` and
:math:`\Phi` agree), and :math:`\mathrm{rank}\,\Phi` is at most the cap.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import prod
from typing import Any

import numpy as np

from numerics import certified_rank, grid_tensor, rank_mod_p, start_end, trial_prime, upper_bounds
from numerics.bounds.formulas import end_input_cap, end_input_copies
from proofs.certificate import Certificate, check_budget
from racs import ModP, random_rac

__all__ = [
    "STATEMENT",
    "CHECK",
    "CHECK_STEP",
    "check",
    "check_step",
    "monomial_matrix",
    "exactness_sweep",
    "cases",
    "cases_step",
]

STATEMENT = "Proposition (end-input cap, this lab)"
CHECK = (
    "grid rank <= prod_(e > T/2) min{K, ((min{R,M,K}, N_e))} for random RACs with K = M..M+4 random templates; "
    "exact GF(p)"
)
CHECK_STEP = (
    "the proof's step: rows of the Start-End matrix lie in the span of the Kronecker product of the "
    "End inputs' degree-N_e monomial matrices (rank [S^T | Phi] == rank Phi <= cap); exact GF(p)"
)


def monomial_matrix(U: np.ndarray, degree: int, p: int) -> np.ndarray:
    r"""``(K, ((R, degree)))`` object array: every degree-``degree`` monomial of each row of ``U`` (``(K, R)``
    Python ints), mod ``p``: the values of :math:`x^e`'s contribution on the :math:`K` templates."""
    K, R = U.shape
    cols = [
        [prod(int(U[k, i]) for i in idx) % p for k in range(K)]
        for idx in combinations_with_replacement(range(R), degree)
    ]
    return np.array(cols, dtype=object).T


def check(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    L = depth
    r = certified_rank(depth=L, M=M, R=R, T=T, K=K, trials=1, seed=seed).rank
    cap = end_input_cap(M=M, R=R, T=T, depth=L, K=K)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, depth=L, K=K, seed=seed),
        "certified GF(p) grid rank vs the end-input cap",
        r,
        "<=",
        cap,
        size=K**T,
        attained=r == cap,
    )


def check_step(*, M: int, R: int, T: int, depth: int, K: int, seed: int = 0) -> Certificate:
    L = depth
    p = trial_prime(M=M, R=R, K=K)
    field = ModP(p)
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=L, M=M, R=R, seed=rng, field=field)
    F = rng.integers(0, p, size=(K, M))
    S = start_end(grid_tensor(rac, T=T, templates=field.asarray(F)))
    W = np.array([[int(v) % p for v in row] for row in rac.W_I[0]], dtype=object)
    U = (F.astype(object) @ W.T) % p
    Phi = np.ones((1, 1), dtype=object)
    for n in end_input_copies(T=T, depth=L):
        Phi = np.kron(Phi, monomial_matrix(U, n, p)) % p
    Phi = field.asarray(Phi)
    r_phi = rank_mod_p(Phi, p).rank
    r_joint = rank_mod_p(np.hstack([S.T, Phi]), p).rank
    cap = end_input_cap(M=M, R=R, T=T, depth=L, K=K)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, depth=L, K=K, seed=seed, prime=p),
        "(rank [S^T | Phi], rank Phi <= cap) vs (rank Phi, True)",
        (r_joint, r_phi <= cap),
        "==",
        (r_phi, True),
        size=K**T,
        rank_phi=r_phi,
        cap=cap,
    )


def exactness_sweep(
    *, max_side: int, Ms=(2, 3, 4), depths=(1, 2, 3, 4), Rs=(1, 2, 3, 4, 5, 6), extra_K: int = 4
) -> dict:
    """Certified ranks (one trial, seed 0) of every shape with ``K = M..M+extra_K`` and ``K^(T/2) <= max_side``
    against the registry's upper bounds: how many are exact, and in how many ``end_inputs`` is strictly the best
    bound (``docs/theory/proposition2.md``, Proposition 2)."""
    out: dict[str, Any] = {"cases": 0, "exact": 0, "end_inputs_strictly_best": 0, "not_exact": []}
    for M in Ms:
        for K in range(M, M + extra_K + 1):
            for T in range(2, 2 * max_side.bit_length() + 2, 2):
                if K ** (T // 2) > max_side:
                    break
                for L in depths:
                    for R in Rs:
                        ub = upper_bounds(depth=L, M=M, R=R, T=T, K=K)
                        least, rest = ub["end_inputs"], min(v for k, v in ub.items() if k != "end_inputs")
                        r = certified_rank(depth=L, M=M, R=R, T=T, K=K, trials=1).rank
                        out["cases"] += 1
                        out["exact"] += r == min(least, rest)
                        out["end_inputs_strictly_best"] += least < rest
                        if r != min(least, rest):
                            out["not_exact"].append(dict(depth=L, M=M, R=R, T=T, K=K, rank=r))
    return out


def cases(budget: str):
    check_budget(budget)
    lim = 6**4 if budget == "quick" else 4096
    return [
        dict(M=M, R=R, T=T, depth=L, K=K)
        for M in (2, 3)
        for R in (1, 2, 3, 5)
        for T in (2, 4, 6, 8)
        for L in (1, 2, 3, 4)
        for K in range(M, M + 5)
        if K ** (T // 2) <= lim and (budget == "full" or K**T <= 6**4)
    ]


def cases_step(budget: str):
    check_budget(budget)
    lim = 5**4 if budget == "quick" else 7**4
    return [
        dict(M=M, R=R, T=T, depth=L, K=K)
        for M in (2, 3)
        for R in (2, 3)
        for T in (2, 4)
        for L in (1, 2, 3)
        for K in (M, M + 2)
        if K**T <= lim
    ]
