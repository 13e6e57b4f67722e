r"""Stacked cells: the zoo's registry, parameter counts, initialisation and the per-sequence forward pass.

A depth-:math:`L` stack feeds layer 1 the inputs :math:`x^t \in \mathbb R^{n_{in}}` and layer :math:`l` the
outputs of layer :math:`l-1` (the thesis' Eq. 1.2 layering, Fig. 1.1), and reads out
:math:`y = W^O o^{T,L}` from the top layer's last output (its :math:`h`; +RNN's depth output :math:`y`).
Parameters are counted in Collins et al.'s convention (seed 001, Sec. 1.2: the number of parameters "summed
across all layers", the readout excluded; one bias per gate; :math:`b^{fg}` a constant), and their
equal-parameter rule picks the largest width within a budget.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import numpy as np

from ..fields import Field
from ..sizes import check_size
from .base import Cell
from .elman import IRNN_CELL, RNN_CELL, UGRNN_CELL
from .gated import GRU_CELL, LSTM_CELL, MCRM_CELL
from .ops import array_namespace, lin
from .plus import PLUSRNN_CELL
from .rac import RAC_CELL, rac_stack_layers
from .scornn import SCORNN_CELL

__all__ = [
    "CELLS",
    "Stack",
    "get_cell",
    "param_count",
    "width_for_params",
    "init_stack",
    "rac_stack",
    "stack_namespace",
    "prepare_layers",
    "stacked_forward",
]

#: The zoo, by name.
CELLS = MappingProxyType(
    {
        c.name: c
        for c in (RAC_CELL, RNN_CELL, IRNN_CELL, UGRNN_CELL, GRU_CELL, LSTM_CELL, PLUSRNN_CELL, MCRM_CELL, SCORNN_CELL)
    }
)


@dataclass(frozen=True)
class Stack:
    r"""Weights of a stacked recurrent network.

    Attributes
    ----------
    cell : str
        Key of :data:`CELLS`.
    layers : tuple of mappings
        Layer :math:`l`'s parameters (read-only mappings of arrays; ``"Wx"`` is ``(gates * R, n_in)``).
    W_O : array ``(C, R)``
        Readout.
    h0 : tuple of tuples
        Initial state arrays ``(R,)`` per layer, one per name in ``Cell.state``.
    field : Field, optional
        Exact arithmetic (RAC only, :class:`racs.cells.ops.FieldOps`); ``None``: the arrays' own namespace.
    """

    cell: str
    layers: tuple
    W_O: Any  # an array of the weights' namespace (numpy, or another array-api-compat one such as torch)
    h0: tuple
    field: Field | None = None

    @property
    def depth(self) -> int:
        return len(self.layers)

    @property
    def R(self) -> int:
        return self.W_O.shape[1]

    @property
    def n_in(self) -> int:
        return self.layers[0]["Wx"].shape[1]

    @property
    def C(self) -> int:
        return self.W_O.shape[0]


def get_cell(name) -> Cell:
    """The :class:`~racs.cells.base.Cell` named ``name``."""
    if not isinstance(name, str):
        raise TypeError(f"cell={name!r} must be a cell name, one of {', '.join(CELLS)}")
    if name not in CELLS:
        raise ValueError(f"unknown cell {name!r}: use one of {', '.join(CELLS)}")
    return CELLS[name]


def _check_sizes(**sizes) -> None:
    for name, v in sizes.items():
        check_size(name, v)


def param_count(cell: str, *, n_in: int, R: int, depth: int) -> int:
    r"""Parameters of the recurrent stack, readout excluded (Collins' convention, module text).

    Layer 1 reads :math:`n_{in}` inputs, layers above read :math:`R`. E.g. vanilla
    :math:`\sum_l (R n_l + R^2 + R)`; UGRNN, GRU, LSTM two, three, four times that.
    """
    c = get_cell(cell)
    _check_sizes(n_in=n_in, R=R, depth=depth)
    # Layers above the first are alike: a product, not a loop over depth (depth 10^20 is asked of it by fuzzers).
    return int(c.layer_params(n_in, R, True) + (depth - 1) * c.layer_params(R, R, False))


def width_for_params(cell: str, *, depth: int, params: int, n_in: int) -> int:
    """Collins' equal-parameter rule: the largest :math:`R` whose :func:`param_count` is at most ``params``."""
    _check_sizes(depth=depth, params=params, n_in=n_in)
    if param_count(cell, n_in=n_in, R=1, depth=depth) > params:
        raise ValueError(
            f"params={params} is below the smallest {cell} of depth {depth} "
            f"({param_count(cell, n_in=n_in, R=1, depth=depth)} parameters at R=1); raise --params"
        )
    lo, hi = 1, 2
    while param_count(cell, n_in=n_in, R=hi, depth=depth) <= params:
        lo, hi = hi, 2 * hi
    while hi - lo > 1:  # counts grow with R: bisect on [lo, hi)
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if param_count(cell, n_in=n_in, R=mid, depth=depth) <= params else (lo, mid)
    return lo


def _readonly(a):
    a = np.array(a, dtype=np.float64)
    a.setflags(write=False)
    return a


def init_stack(
    cell: str,
    *,
    depth: int,
    R: int,
    n_in: int,
    C: int = 1,
    gain: float = 1.0,
    seed,
    b_fg: float = 1.0,
    bias_scale: float = 0.0,
) -> Stack:
    r"""A seeded float64 stack.

    Parameters
    ----------
    cell : str
        Key of :data:`CELLS`.
    depth, R, n_in, C : int
        :math:`L`, width, input dimension, classes.
    gain : float
        :math:`g > 0`: weights :math:`\mathcal N(0, g^2/\text{fan\_in})` (IRNN's identity recurrence and
        scoRNN's orthogonal one excepted, see their modules). The readout is :math:`\mathcal N(0, 1/R)`.
    seed : int, sequence of ints or numpy.random.Generator
        Source of every random choice.
    b_fg : float
        Collins' constant gate offset :math:`b^{fg}` (UGRNN, GRU, LSTM, +RNN).
    bias_scale : float
        Biases :math:`\mathcal N(0, \text{bias\_scale}^2)` (default 0: zero biases; the thesis omits them).
    """
    c = get_cell(cell)
    _check_sizes(depth=depth, R=R, n_in=n_in, C=C)
    for name, v in (("gain", gain), ("b_fg", b_fg), ("bias_scale", bias_scale)):
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)) or not np.isfinite(v):
            raise TypeError(f"{name}={v!r} must be a finite number")
    if gain <= 0 or bias_scale < 0:
        raise ValueError(f"need gain > 0 and bias_scale >= 0; got gain={gain}, bias_scale={bias_scale}")
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    layers, h0 = [], []
    for l in range(depth):
        p, s0 = c.init(
            rng,
            n_in=n_in if l == 0 else R,
            R=R,
            gain=float(gain),
            first=l == 0,
            b_fg=float(b_fg),
            bias_scale=float(bias_scale),
        )
        layers.append(MappingProxyType({k: v if isinstance(v, float) else _readonly(v) for k, v in p.items()}))
        h0.append(tuple(_readonly(v) for v in s0))
    W_O = _readonly(rng.standard_normal((C, R)) / np.sqrt(R))
    return Stack(cell, tuple(layers), W_O, tuple(h0))


def rac_stack(rac) -> Stack:
    """The zoo's view of a :class:`racs.model.RAC`, in the RAC's own field (exact for ``ModP``/``Rational``)."""
    layers, h0 = rac_stack_layers(rac)
    return Stack(
        "rac", tuple(MappingProxyType(p) for p in layers), rac.W_O, h0, field=rac.field if rac.field.exact else None
    )


def stack_namespace(stack: Stack):
    """The array namespace the stack's arithmetic runs in."""
    return array_namespace(stack.W_O, field=stack.field)


def prepare_layers(stack: Stack, xp) -> tuple:
    """Each layer's parameters with the cell's derived weights (``Cell.prepare``)."""
    c = CELLS[stack.cell]
    return tuple(c.prepare(dict(p), xp) for p in stack.layers)


def stacked_forward(stack: Stack, X, *, xp=None):
    r"""Readout :math:`y = W^O o^{T,L}` for a batch of sequences, one time step at a time.

    Parameters
    ----------
    X : array ``(B, T, n_in)``
        Inputs :math:`x^t` per sequence (in the stack's field for an exact RAC).
    xp : namespace, optional
        Default :func:`stack_namespace`.

    Returns
    -------
    array ``(B, C)``
    """
    xp = stack_namespace(stack) if xp is None else xp
    if len(X.shape) != 3 or X.shape[2] != stack.n_in or X.shape[1] < 1:
        raise ValueError(f"X must have shape (B, T >= 1, n_in={stack.n_in}); got {tuple(X.shape)}")
    c = CELLS[stack.cell]
    P = prepare_layers(stack, xp)
    states = [tuple(xp.reshape(v, (v.shape[0], 1)) for v in s0) for s0 in stack.h0]
    Xc = xp.permute_dims(X, (2, 0, 1))
    for t in range(X.shape[1]):
        below = Xc[:, :, t]
        for l, p in enumerate(P):
            states[l], below = c.update(p, states[l], c.recurrent(p, states[l], xp), lin(xp, p["Wx"], below), below, xp)
    return xp.permute_dims(lin(xp, stack.W_O, below), (1, 0))
