r"""GRU and LSTM (Collins et al. 2017, Eqs. 5-14) and MCRM (Mohamed & Claudel, Eqs. 3-5; seed 004).

GRU (Eqs. 5-8; Collins' form applies the reset gate *before* :math:`W^{ch}`):

.. math::
    r_t = \sigma(W^{rh} h_{t-1} + W^{rx} x_t + b^r),\quad
    u_t = \sigma(W^{uh} h_{t-1} + W^{ux} x_t + b^u + b^{fg}),

    c_t = \tanh(W^{ch}(r_t \odot h_{t-1}) + W^{cx} x_t + b^c),\quad
    h_t = u_t \odot h_{t-1} + (1 - u_t) \odot c_t.

LSTM (Eqs. 9-14): gates :math:`i, f, o` (the forget gate carries :math:`b^{fg}`),
:math:`c_t = f_t \odot c_{t-1} + i_t \odot \tanh(W^{ch} h_{t-1} + W^{cx} x_t + b^c)`,
:math:`h_t = o_t \odot \tanh(c_t)`; state :math:`(h, c)`.

MCRM, as its reference implementation (``MCRM/mcrm.py``, ``MCRMCell``) reads Eqs. 3-5: an LSTM whose cell
state is the hidden state of a nested GRU. With :math:`i, f, o = \sigma(\cdot)` and
:math:`g = \tanh(\cdot)` from one affine map of :math:`(x_t, h_{t-1})` (rows in that order: in, forget
("remember"), out, cell),

.. math::
    x^{GRU}_t = [f_t \odot c_{t-1};\ i_t \odot g_t] \in \mathbb R^{2R},\qquad
    c_t = \mathrm{GRU}(x^{GRU}_t, c_{t-1}),\qquad h_t = o_t \odot \tanh(c_t),

with the GRU of Eq. 5 as ``torch.nn.GRUCell`` computes it:
:math:`r = \sigma(U^{r} x^{GRU} + V^{r} c + b^r)`, :math:`z = \sigma(U^{z} x^{GRU} + V^{z} c + b^z)`,
:math:`n = \tanh(U^{n} x^{GRU} + b^n + r \odot V^{n} c)`, :math:`c_t = (1 - z) \odot n + z \odot c_{t-1}`.
Readings: the printed Eq. 5 has :math:`(1-z)\odot h_{t-1} + z \odot n`; the reference implementation
(``nn.GRUCell``) has the roles of :math:`z` swapped as written here, and the issue asks for the
implementation's reading. One bias per gate (Collins' convention): torch's second GRU bias
:math:`b_{hn}` inside :math:`r \odot (\cdot)` is dropped and :math:`b_{ir} + b_{hr}`, :math:`b_{iz} + b_{hz}`
merge. The seed has no :math:`b^{fg}` for MCRM and none is added. Stacking follows the reference
``MCRM.forward``: layer :math:`l` reads layer :math:`l-1`'s :math:`h` sequence (its constructor passes the
list ``hidden_dim`` as the upper layers' input size, a bug read as :math:`R`).

Parameters per layer: GRU :math:`3(R n_{in} + R^2 + R)`, LSTM :math:`4(R n_{in} + R^2 + R)`, MCRM
:math:`4(R n_{in} + R^2 + R) + 3(2R^2 + R^2 + R)`.
"""

from __future__ import annotations

import numpy as np

from .base import Cell, identity_prepare, normal
from .elman import affine_init, affine_recurrent, gated_count
from .ops import column, lin, sigmoid

__all__ = ["GRU_CELL", "LSTM_CELL", "MCRM_CELL"]


def _gru_recurrent(p, s, xp):
    h = s[0]
    R = h.shape[0]
    return lin(xp, p["Wh"][: 2 * R], h) + column(xp, p["b"][: 2 * R], h)


def _gru_update(p, s, rec, inp, x, xp):
    h = s[0]
    R = h.shape[0]
    r = sigmoid(xp, rec[:R] + inp[:R])
    u = sigmoid(xp, rec[R:] + inp[R : 2 * R] + p["b_fg"])
    c = xp.tanh(lin(xp, p["Wh"][2 * R :], r * h) + inp[2 * R :] + column(xp, p["b"][2 * R :], inp))
    h = u * h + (1.0 - u) * c
    return (h,), h


def _lstm_update(p, s, rec, inp, x, xp):
    R = s[0].shape[0]
    z = rec + inp
    i = sigmoid(xp, z[:R])
    f = sigmoid(xp, z[R : 2 * R] + p["b_fg"])
    c = f * s[1] + i * xp.tanh(z[2 * R : 3 * R])
    h = sigmoid(xp, z[3 * R :]) * xp.tanh(c)
    return (h, c), h


def _lstm_init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    p, (h0,) = affine_init(4)(rng, n_in=n_in, R=R, gain=gain, first=first, b_fg=b_fg, bias_scale=bias_scale)
    return p, (h0, np.zeros(R))


def _mcrm_count(n_in: int, R: int, first: bool) -> int:
    return 4 * (R * n_in + R * R + R) + 3 * (2 * R * R + R * R + R)


def _mcrm_init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    p = {
        "Wx": normal(rng, (4 * R, n_in), gain=gain, fan_in=n_in),
        "Wh": normal(rng, (4 * R, R), gain=gain, fan_in=R),
        "b": bias_scale * rng.standard_normal(4 * R),
        "Ux": normal(rng, (3 * R, 2 * R), gain=gain, fan_in=2 * R),
        "Uh": normal(rng, (3 * R, R), gain=gain, fan_in=R),
        "bu": bias_scale * rng.standard_normal(3 * R),
    }
    return p, (np.zeros(R), np.zeros(R))


def _mcrm_recurrent(p, s, xp):
    h, c = s
    R = h.shape[0]
    outer = lin(xp, p["Wh"], h) + column(xp, p["b"], h)
    inner = lin(xp, p["Uh"], c)
    return xp.concat([outer, inner[: 2 * R] + column(xp, p["bu"][: 2 * R], c), inner[2 * R :]], axis=0)


def _mcrm_update(p, s, rec, inp, x, xp):
    c_prev = s[1]
    R = c_prev.shape[0]
    z = rec[: 4 * R] + inp
    i, f, o = sigmoid(xp, z[:R]), sigmoid(xp, z[R : 2 * R]), sigmoid(xp, z[2 * R : 3 * R])
    f_c, i_g = f * c_prev, i * xp.tanh(z[3 * R :])
    x_gru = xp.concat([f_c, i_g], axis=0)  # both carry z's full broadcast shape
    gi = lin(xp, p["Ux"], x_gru)
    r = sigmoid(xp, gi[:R] + rec[4 * R : 5 * R])
    zg = sigmoid(xp, gi[R : 2 * R] + rec[5 * R : 6 * R])
    n = xp.tanh(gi[2 * R :] + column(xp, p["bu"][2 * R :], gi) + r * rec[6 * R :])
    c = (1.0 - zg) * n + zg * c_prev
    h = o * xp.tanh(c)
    return (h, c), h


GRU_CELL = Cell(
    "gru", ("h",), 3, gated_count(3), affine_init(3), identity_prepare, _gru_recurrent, _gru_update, temp_rows=14
)
LSTM_CELL = Cell(
    "lstm", ("h", "c"), 4, gated_count(4), _lstm_init, identity_prepare, affine_recurrent, _lstm_update, temp_rows=16
)
MCRM_CELL = Cell(
    "mcrm", ("h", "c"), 4, _mcrm_count, _mcrm_init, identity_prepare, _mcrm_recurrent, _mcrm_update, temp_rows=30
)
