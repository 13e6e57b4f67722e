r"""scoRNN, the scaled Cayley orthogonal RNN (thesis Sec. 1.2.2 and Ch. 3; Helfrich et al. 2018).

.. math::
    h_t = \sigma_{\mathrm{modReLU}}(W h_{t-1} + U x_t;\ b),\qquad
    W = (I + A)^{-1}(I - A) D,

with :math:`A` skew-symmetric, :math:`D = \mathrm{diag}(\pm 1)` holding :math:`\rho = \lfloor R/2\rfloor` entries
:math:`-1` (the thesis uses :math:`\rho = R/2`, Ch. 3; here the last :math:`\rho` diagonal entries) and
modReLU :math:`\sigma(z; b) = \mathrm{sign}(z)\max(|z| + b, 0)`. In the thesis' notation
:math:`g^{RNN}(a, b) = \sigma(a + b)` with :math:`W^{H,l}` orthogonal.

Initialisation (the Cayley initialisation of the scoRNN code the thesis used): :math:`A` block-diagonal
with :math:`2\times2` blocks :math:`\begin{pmatrix}0 & s_j\\ -s_j & 0\end{pmatrix}`,
:math:`s_j = -\sqrt{(1-\cos\theta_j)/(1+\cos\theta_j)}`, :math:`\theta_j \sim U[0, \pi/2]`; modReLU bias
:math:`U[-0.01, 0.01]` as in that code, whatever ``bias_scale`` (with :math:`b = 0` modReLU is the identity
and the cell would be linear); :math:`U \sim \mathcal N(0, g^2/n_{in})`. The gain does not touch
:math:`W`, which stays orthogonal. Parameters per layer: :math:`R n_{in} + R(R-1)/2 + R` (free entries of
:math:`A`; :math:`D` is a fixed hyper-parameter).
"""

from __future__ import annotations

import numpy as np

from .base import Cell, normal
from .ops import column, lin, modrelu

__all__ = ["SCORNN_CELL", "cayley"]


def _count(n_in: int, R: int, first: bool) -> int:
    return R * n_in + R * (R - 1) // 2 + R


def _init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    theta = rng.uniform(0.0, np.pi / 2, size=R // 2)
    s = -np.sqrt((1 - np.cos(theta)) / (1 + np.cos(theta)))
    A = np.zeros((R, R))
    idx = 2 * np.arange(R // 2)
    A[idx, idx + 1] = s
    A = A - A.T
    D = np.ones(R)
    D[R - R // 2 :] = -1.0
    p = {"Wx": normal(rng, (R, n_in), gain=gain, fan_in=n_in), "A": A, "D": D, "b": rng.uniform(-0.01, 0.01, size=R)}
    return p, (np.zeros(R),)


def cayley(xp, A, D):
    r"""The scaled Cayley transform :math:`(I + A)^{-1}(I - A) D` (``D`` the diagonal as a vector)."""
    eye = xp.eye(A.shape[0], dtype=A.dtype)
    return xp.linalg.solve(eye + A, (eye - A) * xp.reshape(D, (1, D.shape[0])))


def _prepare(p, xp):
    return {**p, "W": cayley(xp, p["A"], p["D"])}


def _recurrent(p, s, xp):
    return lin(xp, p["W"], s[0])


def _update(p, s, rec, inp, x, xp):
    h = modrelu(xp, rec + inp, column(xp, p["b"], inp))
    return (h,), h


SCORNN_CELL = Cell("scornn", ("h",), 1, _count, _init, _prepare, _recurrent, _update, temp_rows=6)
