r"""Vanilla RNN, IRNN and UGRNN (Collins et al. 2017, Sec. 1.4, Eqs. 1-4; seeds 000/001).

Vanilla (Eq. 1, :math:`s = \tanh`; the issue's "vanilla tanh RNN") and IRNN (same equation,
:math:`s = \mathrm{ReLU}`, :math:`W^h = I` and zero biases at initialisation, Le et al. 2015):

.. math:: h_t = s(W^h h_{t-1} + W^x x_t + b^h).

UGRNN (Eqs. 2-4, :math:`s = \tanh`):

.. math::
    c_t = s(W^{ch} h_{t-1} + W^{cx} x_t + b^c),\quad
    g_t = \sigma(W^{gh} h_{t-1} + W^{gx} x_t + b^g + b^{fg}),\quad
    h_t = g_t \odot h_{t-1} + (1 - g_t) \odot c_t.

Reading of the seed: :math:`s` is a tuned hyper-parameter in Collins (tanh or ReLU); the lab fixes tanh
for the vanilla RNN and the UGRNN and ReLU for the IRNN (the only choice Collins allowed it). Collins' initial
state is "a learned bias"; here it is zero and not counted. :math:`b^{fg}` is a constant (``b_fg``).
Parameters per layer: :math:`R n_{in} + R^2 + R` (vanilla, IRNN), twice that (UGRNN).
"""

from __future__ import annotations

import numpy as np

from .base import Cell, identity_prepare, normal
from .ops import column, lin, relu, sigmoid

__all__ = ["RNN_CELL", "IRNN_CELL", "UGRNN_CELL", "affine_init", "affine_recurrent", "gated_count"]


def gated_count(gates: int):
    """Collins' count for ``gates`` affine maps of :math:`(h_{t-1}, x_t)`, one bias each."""

    def count(n_in: int, R: int, first: bool) -> int:
        return gates * (R * n_in + R * R + R)

    return count


def affine_init(gates: int):
    """``Wx (gR, n_in)``, ``Wh (gR, R)`` normal with gain, biases ``bias_scale * N(0, 1)``, zero initial state."""

    def init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
        p = {
            "Wx": normal(rng, (gates * R, n_in), gain=gain, fan_in=n_in),
            "Wh": normal(rng, (gates * R, R), gain=gain, fan_in=R),
            "b": bias_scale * rng.standard_normal(gates * R),
            "b_fg": float(b_fg),
        }
        return p, (np.zeros(R),)

    return init


def _irnn_init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    p = {"Wx": normal(rng, (R, n_in), gain=gain, fan_in=n_in), "Wh": np.eye(R), "b": np.zeros(R)}
    return p, (np.zeros(R),)


def affine_recurrent(p, s, xp):
    r""":math:`W^h h_{t-1} + b`, all gates' rows."""
    h = s[0]
    return lin(xp, p["Wh"], h) + column(xp, p["b"], h)


def _rnn_update(p, s, rec, inp, x, xp):
    h = xp.tanh(rec + inp)
    return (h,), h


def _irnn_update(p, s, rec, inp, x, xp):
    h = relu(xp, rec + inp)
    return (h,), h


def _ugrnn_update(p, s, rec, inp, x, xp):
    R = s[0].shape[0]
    z = rec + inp
    c = xp.tanh(z[:R])
    g = sigmoid(xp, z[R:] + p["b_fg"])
    h = g * s[0] + (1.0 - g) * c
    return (h,), h


RNN_CELL = Cell(
    "rnn", ("h",), 1, gated_count(1), affine_init(1), identity_prepare, affine_recurrent, _rnn_update, temp_rows=4
)
IRNN_CELL = Cell(
    "irnn", ("h",), 1, gated_count(1), _irnn_init, identity_prepare, affine_recurrent, _irnn_update, temp_rows=4
)
UGRNN_CELL = Cell(
    "ugrnn", ("h",), 2, gated_count(2), affine_init(2), identity_prepare, affine_recurrent, _ugrnn_update, temp_rows=10
)
