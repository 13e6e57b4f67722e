r"""The RAC as a cell (Eq. 1.2 with :math:`g^{RAC}(a, b) = a \odot b`, Eq. 2.2).

.. math::
    h^{t,l} = (W^{H,l} h^{t-1,l}) \odot (W^{I,l} h^{t,l-1}),

no biases. Parameters per layer: :math:`W^{I,l}` and :math:`W^{H,l}`, :math:`R\,n_{in} + R^2`; the initial
state is not counted: by the thesis' convention (App. A.3) it is fixed by :math:`W^{H,l} h^{0,l} = \mathbf 1`.
Only products and sums are used, so the cell runs in the exact fields through
:class:`racs.cells.ops.FieldOps` as well as in float64 and torch.
"""

from __future__ import annotations

import numpy as np

from .base import Cell, identity_prepare, normal
from .ops import lin

__all__ = ["RAC_CELL", "rac_stack_layers"]


def _count(n_in: int, R: int, first: bool) -> int:
    return R * n_in + R * R


def _init(rng, *, n_in, R, gain, first, b_fg, bias_scale):
    Wx = normal(rng, (R, n_in), gain=gain, fan_in=n_in)
    Wh = normal(rng, (R, R), gain=gain, fan_in=R)
    h0 = np.linalg.pinv(Wh) @ np.ones(R)  # W^H h^0 = 1 (App. A.3)
    return {"Wx": Wx, "Wh": Wh}, (h0,)


def _recurrent(p, s, xp):
    return lin(xp, p["Wh"], s[0])


def _update(p, s, rec, inp, x, xp):
    h = xp.multiply(rec, inp)
    return (h,), h


def rac_stack_layers(rac):
    """Layer parameter mappings and initial states of a :class:`racs.model.RAC`, in its own field."""
    layers = tuple({"Wx": rac.W_I[l], "Wh": rac.W_H[l]} for l in range(rac.depth))
    return layers, tuple((h,) for h in rac.h0)


RAC_CELL = Cell("rac", ("h",), 1, _count, _init, identity_prepare, _recurrent, _update, temp_rows=3)
