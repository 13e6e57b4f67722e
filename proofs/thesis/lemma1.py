r"""Claim 5 / Lemma 1: if exactly one permutation term of :math:`\det A(x)` has the highest degree, the
determinant is not the zero polynomial, so :math:`A(x)` has full rank for all but finitely many :math:`x`.

Checked on random integer polynomial matrices (sympy), and on the matrix :math:`\bar U` of App. B.2,
:math:`\bar U_{q,p} = z^{\sum_r \Omega^r q_r p_r}` over :math:`q, p \in \mathrm{states}(\bar R, T/2)`, whose
unique top permutation is the identity by Lemma 2.
"""

from __future__ import annotations

import itertools

import numpy as np
import sympy

from proofs.certificate import Certificate, check_budget
from proofs.thesis.states import states

__all__ = [
    "STATEMENT",
    "CHECK",
    "check_matrix",
    "random_dominant_matrix",
    "check",
    "ubar_matrix",
    "check_ubar",
    "cases",
    "cases_ubar",
]

STATEMENT = "Claim 5 / Lemma 1"
CHECK = "unique top-degree permutation => det(A(x)) != 0 with that degree; singular at <= deg integer points"

x = sympy.Symbol("x")


def _perm_degrees(deg: list[list[int | None]]):
    """Degree of every permutation term (``None`` where an entry is the zero polynomial)."""
    n = len(deg)
    out: dict[tuple[int, ...], int | None] = {}
    for s in itertools.permutations(range(n)):
        ds = [d for d in (deg[i][s[i]] for i in range(n)) if d is not None]
        out[s] = None if len(ds) < n else sum(ds)
    return out


def check_matrix(A: sympy.Matrix, statement: str, parameters: dict) -> Certificate:
    """Lemma 1 on one polynomial matrix in ``x``."""
    n = A.rows
    deg = [[None if A[i, j] == 0 else sympy.Poly(A[i, j], x).degree() for j in range(n)] for i in range(n)]
    pd = {s: d for s, d in _perm_degrees(deg).items() if d is not None}
    top = max(pd.values())
    unique = sum(1 for d in pd.values() if d == top) == 1
    det = sympy.Poly(sympy.expand(A.det(method="berkowitz")), x)
    det_deg = -1 if det.is_zero else det.degree()
    singular = sum(1 for v in range(det_deg + 2) if det.eval(v) == 0) if det_deg >= 0 else det_deg + 2
    return Certificate.compare(
        statement,
        parameters,
        "(unique top permutation, deg det, #singular points in 0..deg+1 <= deg)",
        (unique, det_deg, singular <= max(det_deg, 0)),
        "==",
        (True, top, True),
        size=n,
    )


def random_dominant_matrix(n: int, *, seed: int) -> sympy.Matrix:
    """Random integer polynomials whose diagonal degrees exceed the rest of their row (so the identity is the
    unique top permutation); the check recomputes that, it does not assume it."""
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        dmax = int(rng.integers(1, 4))
        row = []
        for j in range(n):
            d = dmax + 1 if i == j else int(rng.integers(0, dmax + 1))
            coeffs = [int(c) for c in rng.integers(-3, 4, d + 1)]
            coeffs[-1] = coeffs[-1] or 1
            row.append(sum(c * x**k for k, c in enumerate(coeffs)))
        rows.append(row)
    return sympy.Matrix(rows)


def check(*, n: int, seed: int = 0) -> Certificate:
    return check_matrix(random_dominant_matrix(n, seed=seed), STATEMENT, dict(n=n, seed=seed))


def ubar_matrix(Rbar: int, half: int) -> sympy.Matrix:
    omega = half**2 + 1
    S = states(Rbar, half)
    return sympy.Matrix([[x ** sum(omega ** (r + 1) * q[r] * p[r] for r in range(Rbar)) for p in S] for q in S])


def check_ubar(*, Rbar: int, half: int) -> Certificate:
    return check_matrix(ubar_matrix(Rbar, half), STATEMENT + " (U-bar of App. B.2)", dict(Rbar=Rbar, half=half))


def cases(budget: str):
    check_budget(budget)
    return [dict(n=n, seed=s) for n in (1, 2, 3, 4) for s in range(3 if budget == "quick" else 10)]


def cases_ubar(budget: str):
    check_budget(budget)
    lim = 6 if budget == "quick" else 7
    return [dict(Rbar=R, half=h) for R in (1, 2, 3) for h in (1, 2, 3) if len(states(R, h)) <= lim]
