r"""The zoo's cells as trainable torch networks: one cell definition (:mod:`racs.cells`), torch leaves.

A :class:`Net` holds torch leaf tensors for every weight of a :func:`racs.cells.init_stack` stack plus a readout
bias; :func:`as_stack` turns them into a :class:`racs.cells.Stack` of torch tensors, so the forward pass is
:func:`racs.cells.stacked_forward` itself (array-api-compat's torch namespace) and autograd differentiates it.

scoRNN (thesis Sec. 1.2.2): the trained leaf is the strictly upper triangle :math:`U` of the skew-symmetric
:math:`A = U - U^\top`; the cell's own ``prepare`` builds :math:`W = (I + A)^{-1}(I - A)D`, so an additive step
on :math:`U` keeps :math:`W` orthogonal. The gradient autograd gives :math:`U` is the upper triangle of
Helfrich et al.'s closed form :math:`dL/dA = V^\top - V` (:func:`cayley_gradient`, checked in the tests).
:math:`D` and the constant :math:`b^{fg}` are not trained. Initial states are constants (zero; the RAC's
:math:`h^0` with :math:`W^H h^0 = 1` at initialisation, App. A.3).

torch is imported inside the functions: the lab's core install does not need it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from racs.cells import CELLS, Stack, init_stack, lin, param_count, prepare_layers

__all__ = ["Net", "init_net", "as_stack", "forward_last", "forward_steps", "cayley_gradient", "trainable"]

#: Layer entries that stay fixed during training (scoRNN's sign pattern D).
_FIXED = frozenset({"D"})


@dataclass(frozen=True)
class Net:
    r"""A trainable stack.

    Attributes
    ----------
    cell : str
    layers : tuple of dict
        Per layer, name -> torch tensor (leaves with ``requires_grad`` unless fixed) or float constant;
        scoRNN's ``"A"`` is replaced by its free upper triangle ``"U"``.
    W_O : torch tensor ``(C, R)``
    b_O : torch tensor ``(C,)``
        Readout bias (not in the thesis' :math:`y = W^O o^{T,L}`; it lets regression read a mean).
    h0 : tuple of tuples of torch tensors ``(R,)``
    params : int
        :func:`racs.cells.param_count` of the recurrent stack (Collins' convention, readout excluded).
    """

    cell: str
    layers: tuple
    W_O: Any  # torch tensors: torch is imported where used (the train extra is optional)
    b_O: Any
    h0: tuple
    params: int


def init_net(cell: str, *, depth: int, R: int, n_in: int, C: int, seed, dtype=None) -> Net:
    r"""A seeded trainable network: weights from :func:`racs.cells.init_stack` (numpy ``seed``), as torch leaves.

    ``dtype``: a torch floating dtype (default ``torch.float32``).
    """
    import torch

    dtype = torch.float32 if dtype is None else dtype
    stack = init_stack(cell, depth=depth, R=R, n_in=n_in, C=C, seed=seed)

    def leaf(a, grad=True):
        return torch.tensor(np.array(a), dtype=dtype, requires_grad=grad)

    layers = []
    for p in stack.layers:
        q = {}
        for k, v in p.items():
            if isinstance(v, float):
                q[k] = v
            elif k == "A":
                q["U"] = leaf(np.triu(v, 1))
            else:
                q[k] = leaf(v, k not in _FIXED)
        layers.append(q)
    h0 = tuple(tuple(leaf(v, False) for v in s) for s in stack.h0)
    return Net(
        cell, tuple(layers), leaf(stack.W_O), leaf(np.zeros(C)), h0, param_count(cell, n_in=n_in, R=R, depth=depth)
    )


def trainable(net: Net) -> list:
    """Every leaf that training updates (recurrent weights, readout and its bias)."""
    out = [v for p in net.layers for v in p.values() if not isinstance(v, float) and v.requires_grad]
    return out + [net.W_O, net.b_O]


def _skew(U):
    import torch

    T = torch.triu(U, diagonal=1)
    return T - T.T


def as_stack(net: Net) -> Stack:
    """The :class:`racs.cells.Stack` of torch tensors the cells run on (scoRNN's :math:`A` from its triangle)."""
    layers = tuple(
        {**{k: v for k, v in p.items() if k != "U"}, **({"A": _skew(p["U"])} if "U" in p else {})} for p in net.layers
    )
    return Stack(net.cell, layers, net.W_O, net.h0)


def forward_last(net: Net, X, *, xp=None):
    r"""Readout of the last step, :math:`W^O o^{T,L} + b^O`, by :func:`racs.cells.stacked_forward`.

    ``X``: torch tensor ``(B, T, n_in)``; returns ``(B, C)``. ``xp``: the array namespace (default: ``X``'s,
    by array-api-compat).
    """
    from racs.cells import stacked_forward

    return stacked_forward(as_stack(net), X, xp=xp) + net.b_O


def forward_steps(net: Net, X, *, xp=None):
    r"""Readouts :math:`W^O o^{t,L} + b^O` of every step, ``(B, T, C)``.

    The step loop of :func:`racs.cells.stacked_forward` with a readout per step (that function reads the last
    step only); the cells' ``recurrent`` / ``update`` are the zoo's. ``xp`` as in :func:`forward_last`.
    """
    import array_api_compat
    import torch

    stack = as_stack(net)
    xp = array_api_compat.array_namespace(X) if xp is None else xp
    c = CELLS[stack.cell]
    P = prepare_layers(stack, xp)
    states = [tuple(v.reshape(-1, 1) for v in s0) for s0 in stack.h0]
    Xc = X.permute(2, 0, 1)
    out = []
    for t in range(X.shape[1]):
        below = Xc[:, :, t]
        for l, p in enumerate(P):
            states[l], below = c.update(p, states[l], c.recurrent(p, states[l], xp), lin(xp, p["Wx"], below), below, xp)
        out.append((net.W_O @ below).T + net.b_O)
    return torch.stack(out, dim=1)


def cayley_gradient(A, D, dL_dW):
    r"""Helfrich et al.'s gradient of a loss with respect to the skew-symmetric :math:`A` (thesis Sec. 1.2.2):

    .. math:: V = (I + A)^{-\top}\, \frac{dL}{dW}\, (D + W^\top), \qquad \frac{dL}{dA} = V^\top - V,

    with :math:`W = (I + A)^{-1}(I - A)D`. ``A``, ``dL_dW``: ``(R, R)`` torch tensors; ``D``: the diagonal ``(R,)``.
    The thesis' text says :math:`D` has entries in :math:`\{0, 1\}`; they are :math:`\pm 1` (its property (b)).
    """
    import torch

    eye = torch.eye(A.shape[0], dtype=A.dtype)
    Dm = torch.diag(D)
    W = torch.linalg.solve(eye + A, (eye - A) @ Dm)
    V = torch.linalg.solve((eye + A).T, dL_dW @ (Dm + W.T))
    return V.T - V
