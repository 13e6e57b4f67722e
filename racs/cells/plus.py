r"""+RNN, the intersection RNN (Collins et al. 2017, Eqs. 15-20; seeds 000/001).

.. math::
    y^{in}_t = s_1(W^{yh} h_{t-1} + W^{yx} x_t + b^y),\quad
    h^{in}_t = s_2(W^{hh} h_{t-1} + W^{hx} x_t + b^h),

    g^y_t = \sigma(W^{g^y h} h_{t-1} + W^{g^y x} x_t + b^{g^y} + b^{fg}),\quad
    g^h_t = \sigma(W^{g^h h} h_{t-1} + W^{g^h x} x_t + b^{g^h} + b^{fg}),

    y_t = g^y_t \odot \tilde x_t + (1 - g^y_t) \odot y^{in}_t,\qquad
    h_t = g^h_t \odot h_{t-1} + (1 - g^h_t) \odot h^{in}_t,

with :math:`s_1 = \mathrm{ReLU}`, :math:`s_2 = \tanh` ("in practice"). The recurrent state is :math:`h`;
the layer's *output* (what the next layer and the readout read) is the depth output :math:`y`.

Readings where the seed is silent: the highway carry :math:`g^y \odot x_t` needs :math:`x_t \in \mathbb R^R`,
which fails in layer 1 (Collins exclude depth-1 +RNNs and do not say how their first layer reads
:math:`n_{in} \ne R` inputs). Here layer 1 carries a projection :math:`\tilde x_t = P x_t`,
:math:`P \in \mathbb R^{R \times n_{in}}` (no bias, counted), while its gates read :math:`x_t` itself; layers above
carry :math:`\tilde x_t = x_t`. Depth 1 is allowed (the lens needs no training). The two offsets
:math:`b^{fg,y}, b^{fg,h}` are one constant ``b_fg``. Parameters per layer
:math:`4(R n_{in} + R^2 + R)`, plus :math:`R n_{in}` for :math:`P` in layer 1.
"""

from __future__ import annotations

from .base import Cell, identity_prepare, normal
from .elman import affine_init, affine_recurrent, gated_count
from .ops import lin, relu, sigmoid

__all__ = ["PLUSRNN_CELL"]

_affine = gated_count(4)


def _count(n_in: int, R: int, first: bool) -> int:
    return _affine(n_in, R, first) + (R * n_in if first else 0)


def _init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    p, h0 = affine_init(4)(rng, n_in=n_in, R=R, gain=gain, first=first, b_fg=b_fg, bias_scale=bias_scale)
    if first:
        p["P"] = normal(rng, (R, n_in), gain=gain, fan_in=n_in)
    return p, h0


def _update(p, s, rec, inp, x, xp):
    R = s[0].shape[0]
    z = rec + inp
    y_in = relu(xp, z[:R])
    h_in = xp.tanh(z[R : 2 * R])
    g_y = sigmoid(xp, z[2 * R : 3 * R] + p["b_fg"])
    g_h = sigmoid(xp, z[3 * R :] + p["b_fg"])
    carry = lin(xp, p["P"], x) if "P" in p else x
    y = g_y * carry + (1.0 - g_y) * y_in
    h = g_h * s[0] + (1.0 - g_h) * h_in
    return (h,), y


PLUSRNN_CELL = Cell("plusrnn", ("h",), 4, _count, _init, identity_prepare, affine_recurrent, _update, temp_rows=18)
