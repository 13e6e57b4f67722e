r"""Sec. 1.2 facts used by the orthogonal RNNs of the experiments, in exact rational arithmetic.

* Cayley transform (Sec. 1.2.2): for skew-symmetric :math:`A`, :math:`W = (I + A)^{-1}(I - A)` is orthogonal
  without the eigenvalue :math:`-1`, and :math:`(I + W)^{-1}(I - W) = A` recovers it.
* Gradient bound (Sec. 1.2.1): with ReLU and orthogonal :math:`W`,
  :math:`\frac{dl}{dh^t} = \frac{dl}{dh^T} \prod_{k=t}^{T-1} D_{k+1} W^\top` has
  :math:`\|dl/dh^t\| \le \|dl/dh^T\|` (squared norms compared exactly).
"""

from __future__ import annotations

import numpy as np
import sympy

from proofs.certificate import Certificate, check_budget

__all__ = [
    "CHECK_CAYLEY",
    "CHECK_GRADIENT",
    "random_skew",
    "cayley",
    "check_cayley",
    "cayley_certificate",
    "check_gradient",
    "gradient_certificate",
    "cases_cayley",
    "cases_gradient",
]

CHECK_CAYLEY = "W = (I+A)^-1 (I-A): W^T W = I, det(I + W) != 0, inverse transform gives A (exact)"
CHECK_GRADIENT = "||dl/dh^t||^2 <= ||dl/dh^T||^2 for every t, ReLU masks, rational orthogonal W (exact)"


def random_skew(R: int, *, seed: int) -> sympy.Matrix:
    rng = np.random.default_rng(seed)
    A = sympy.zeros(R, R)
    for i in range(R):
        for j in range(i + 1, R):
            v = sympy.Rational(int(rng.integers(-5, 6)), int(rng.integers(1, 4)))
            A[i, j], A[j, i] = v, -v
    return A


def cayley(A: sympy.Matrix) -> sympy.Matrix:
    I = sympy.eye(A.rows)
    return (I + A).inv() * (I - A)


def check_cayley(*, R: int, seed: int = 0) -> Certificate:
    return cayley_certificate(random_skew(R, seed=seed), dict(R=R, seed=seed))


def cayley_certificate(A: sympy.Matrix, parameters: dict) -> Certificate:
    """The Cayley facts for one matrix ``A`` (they hold when ``A`` is skew-symmetric)."""
    R = A.rows
    W = cayley(A)
    I = sympy.eye(R)
    orth = W.T * W == I
    no_minus_one = (I + W).det() != 0
    back = (I + W).inv() * (I - W) == A
    return Certificate.compare(
        "Sec. 1.2.2 (Cayley transform)",
        parameters,
        "(W^T W == I, det(I + W) != 0, back-transform == A)",
        (orth, no_minus_one, back),
        "==",
        (True, True, True),
        size=R,
    )


def check_gradient(*, R: int, T: int, seed: int = 0) -> Certificate:
    return gradient_certificate(cayley(random_skew(R, seed=seed)), T, seed=seed)


def gradient_certificate(W: sympy.Matrix, T: int, *, seed: int = 0, all_active: bool = False) -> Certificate:
    """The bound for one hidden matrix ``W`` (it holds when ``W`` is orthogonal).

    The upstream gradient is non-zero and each ReLU mask has at least one active unit (the case the
    thesis discusses; an all-zero mask makes the bound trivial). ``all_active`` uses identity masks.
    """
    R = W.rows
    rng = np.random.default_rng(seed)
    g = sympy.zeros(1, R)
    while g == sympy.zeros(1, R):
        g = sympy.Matrix([[sympy.Rational(int(v), 3) for v in rng.integers(-6, 7, R)]])
    gT2 = (g * g.T)[0]
    worst = 0
    for _ in range(T - 1):
        mask = [1] * R if all_active else [int(v) for v in rng.integers(0, 2, R)]
        if not any(mask):
            mask[int(rng.integers(0, R))] = 1
        D = sympy.diag(*mask)
        g = g * D * W.T
        worst = max(worst, (g * g.T)[0])
    return Certificate.compare(
        "Sec. 1.2.1 (gradient bound)",
        dict(R=R, T=T, seed=seed),
        "largest ||dl/dh^t||^2 over t < T vs ||dl/dh^T||^2",
        worst,
        "<=",
        gT2,
        size=R * T,
    )


def cases_cayley(budget: str):
    check_budget(budget)
    return [dict(R=R, seed=s) for R in (1, 2, 3, 4) for s in range(2 if budget == "quick" else 6)]


def cases_gradient(budget: str):
    check_budget(budget)
    return [dict(R=R, T=T, seed=s) for R in (1, 2, 3) for T in (2, 5) for s in range(2 if budget == "quick" else 6)]
