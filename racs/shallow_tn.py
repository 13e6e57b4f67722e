r"""The shallow RAC as a tensor: Eq. (2.5), its TT/MPS form (App. B.1) and its network (Fig. A.2).

With :math:`a^{I,\alpha}` the rows of :math:`W^I`, :math:`a^{H,\beta}_\alpha = W^H_{\beta\alpha}`
and :math:`a^{O,c}_\alpha = W^O_{c\alpha}`, Eq. (2.5) builds order-:math:`t` tensors

.. math::
    \phi^{t,\beta} = \sum_\alpha a^{H,\beta}_\alpha\, \phi^{t-1,\alpha} \otimes a^{I,\alpha},\qquad
    \mathcal A_c^{T,1,\Theta} = \sum_\alpha a^{O,c}_\alpha\, \phi^{T-1,\alpha} \otimes a^{I,\alpha},

starting from the scalars :math:`\phi^{0,\beta} = (W^H h^0)_\beta` (all ones under the thesis'
convention :math:`W^H h^0 = \mathbf 1`). Then (Eq. 2.4)
:math:`y_c(x^1..x^T) = \sum_{d} \mathcal A_{d_1..d_T} \prod_i f_{d_i}(x^i)`.
The same tensor is a TT with shared cores :math:`G(d)_{k_{t-1} k_t} = W^I_{k_t d} W^H_{k_t k_{t-1}}`
between the boundary vectors :math:`h^0` and :math:`w_c` (App. B.1).
"""

from __future__ import annotations

import numpy as np

from .model import RAC
from .tn_graph import Network, NetworkBuilder

__all__ = ["weights_tensor", "tt_cores", "tt_tensor", "shallow_network", "shallow_mps", "delta3"]


def delta3(n: int, dtype=np.float64) -> np.ndarray:
    r"""The order-3 copy tensor :math:`\delta_{ijk} = [i = j = k]` of Eq. (A.1)."""
    d = np.zeros((n, n, n), dtype=dtype)  # object dtype: Python ints 0 and 1, exact with Fractions
    i = np.arange(n)
    d[i, i, i] = 1
    return d


def _shallow(rac: RAC, T: int, c: int) -> None:
    if not rac.field.einsum_safe:
        raise TypeError(
            f"tensor networks contract with plain sums of products, which leave {rac.field.name}; "
            "use Real() or Rational()"
        )
    if rac.depth != 1:
        raise ValueError(f"the shallow constructions need depth 1; this RAC has depth {rac.depth}")
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 1:
        raise ValueError(f"T={T!r} must be an int >= 1")
    if not 0 <= c < rac.C:
        raise ValueError(f"class index c={c} out of range for C={rac.C}")


def weights_tensor(rac: RAC, *, T: int, c: int = 0) -> np.ndarray:
    r""":math:`\mathcal A_c^{T,1,\Theta}` by the recursion of Eq. (2.5); shape ``(M,) * T``."""
    _shallow(rac, T, c)
    WI, WH = rac.W_I[0], rac.W_H[0]
    R, M = WI.shape
    phi = WH @ rac.h0[0]  # phi^{0,beta}: order-0 tensors, one per beta
    for t in range(1, T):
        tmp = phi[..., None] * WI.reshape((R,) + (1,) * (t - 1) + (M,))  # phi^{t-1,alpha} (x) a^{I,alpha}
        phi = np.tensordot(WH, tmp, axes=(1, 0))
    tmp = phi[..., None] * WI.reshape((R,) + (1,) * (T - 1) + (M,))
    return np.tensordot(rac.W_O[c], tmp, axes=(0, 0))


def tt_cores(rac: RAC) -> np.ndarray:
    r"""The shared TT core :math:`G[k_{t-1}, d, k_t] = W^I_{k_t d} W^H_{k_t k_{t-1}}`, shape ``(R, M, R)``."""
    WI, WH = rac.W_I[0], rac.W_H[0]
    return WH.T[:, None, :] * WI.T[None, :, :]


def tt_tensor(rac: RAC, *, T: int, c: int = 0) -> np.ndarray:
    r""":math:`\mathcal A_{d_1..d_T} = h^{0\top} G(d_1) \cdots G(d_T)\, w_c`; shape ``(M,) * T``."""
    _shallow(rac, T, c)
    G = tt_cores(rac)
    v = rac.h0[0]  # (R,) then (M,..,M, R)
    for _ in range(T):
        v = np.tensordot(v, G, axes=(v.ndim - 1, 0))
    return np.tensordot(v, rac.W_O[c], axes=(v.ndim - 1, 0))


def _inputs(rac: RAC, T: int, inputs) -> np.ndarray | None:
    if inputs is None:
        return None
    X = rac.field.check(inputs, "inputs")
    if X.shape != (T, rac.M):
        raise ValueError(f"inputs must have shape (T={T}, M={rac.M}); got {X.shape}")
    return X


def _input_leg(b: NetworkBuilder, node: int, axis: int, t: int, X) -> None:
    """Leg ``axis`` of ``node`` reads :math:`x^t`: an ``input`` node, or an open leg when ``X`` is None."""
    if X is None:
        b.open(node, axis, t)
    else:
        b.connect(node, axis, b.add("input", X[t - 1], layer=0, time=t), 0)


def _output(b: NetworkBuilder, rac: RAC, c: int, T: int, leg) -> Network:
    """Close the network with :math:`w_c` (row ``c`` of :math:`W^O`) on ``leg`` and build it."""
    b.connect(b.add("W_O", rac.W_O[c], layer=rac.depth + 1, time=T, tags=(f"class {c}",)), 0, *leg)
    return b.build()


def shallow_network(rac: RAC, *, T: int, c: int = 0, inputs=None) -> Network:
    r"""Fig. A.2a: per step a :math:`W^H`, a :math:`W^I` and a delta tensor (Fig. A.2b), then :math:`W^O`.

    With ``inputs`` (shape ``(T, M)``) the network contracts to :math:`y_c`; without, the
    :math:`W^I` input legs stay open and it contracts to :math:`\mathcal A_c^{T,1,\Theta}`.
    """
    _shallow(rac, T, c)
    X = _inputs(rac, T, inputs)
    b = NetworkBuilder(f"shallow_rac_tn_T{T}")
    prev = (b.add("h0", rac.h0[0], layer=1, time=0), 0)
    for t in range(1, T + 1):
        wh = b.add("W_H", rac.W_H[0], layer=1, time=t)
        wi = b.add("W_I", rac.W_I[0], layer=1, time=t)
        d = b.add("delta", delta3(rac.R, rac.field.dtype), layer=1, time=t)
        b.connect(wh, 1, *prev)
        b.connect(d, 0, wh, 0)
        b.connect(d, 1, wi, 0)
        _input_leg(b, wi, 1, t, X)
        prev = (d, 2)
    return _output(b, rac, c, T, prev)


def shallow_mps(rac: RAC, *, T: int, c: int = 0, inputs=None) -> Network:
    r"""Fig. A.2c: the same tensor as a standard MPS, cores :func:`tt_cores` between :math:`h^0` and :math:`w_c`."""
    _shallow(rac, T, c)
    X = _inputs(rac, T, inputs)
    G = tt_cores(rac)
    b = NetworkBuilder(f"shallow_rac_mps_T{T}")
    prev = (b.add("h0", rac.h0[0], layer=1, time=0), 0)
    for t in range(1, T + 1):
        g = b.add("core", G, layer=1, time=t)
        b.connect(g, 0, *prev)
        _input_leg(b, g, 1, t, X)
        prev = (g, 2)
    return _output(b, rac, c, T, prev)
