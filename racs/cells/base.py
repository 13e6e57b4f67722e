r"""What a recurrent cell is to the lab: a frozen record of pure functions.

A cell of width :math:`R` reading inputs of dimension :math:`n_{in}` maps its state :math:`s^{t-1}` and
input :math:`x^t` to :math:`s^t` and an output :math:`o^t` (what the next layer, or the readout, reads).
Every cell is split at the same seam, so that one definition serves a per-sequence evaluation and the
prefix-shared grid engine of :mod:`numerics.grid.cell_grid`:

* ``recurrent(p, s, xp)``: everything that depends on the state alone, usually
  :math:`W^h h^{t-1} + b` (rows stacked gate by gate). For a grid it is computed once per *parent* prefix.
* ``update(p, s, rec, inp, x, xp)``: the rest, given ``rec``, the input projection
  ``inp`` :math:`= W^x x^t` (computed by the caller) and :math:`x^t` itself; all arrays broadcast, so
  ``s`` and ``rec`` of shape ``(*, m)`` may meet ``inp`` and ``x`` of shape ``(*, 1)`` (the grid engine's layer
  1: one template for ``m`` prefixes). Write it with whole-array operations: the grid engine calls it once per
  template on chunks of ``m`` prefixes, and its elementwise passes are most of the engine's time.

``p`` is one layer's parameter mapping after ``prepare`` (derived weights such as scoRNN's Cayley
transform are computed there once, not per step). Every layer holds ``"Wx"``, shape
``(gates * R, n_in)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

__all__ = ["Cell", "normal", "identity_prepare"]


@dataclass(frozen=True)
class Cell:
    r"""One recurrent cell family.

    Attributes
    ----------
    name : str
        Registry key (``rac``, ``rnn``, ...).
    state : tuple of str
        Names of the state arrays, each ``(R, ...)`` (``("h",)``, LSTM ``("h", "c")``).
    gates : int
        Row blocks of :math:`W^x`: ``inp`` has ``gates * R`` rows.
    layer_params : callable ``(n_in, R, first) -> int``
        Parameters of one layer in Collins' convention (one bias per gate, :math:`b^{fg}` a constant).
    init : callable ``(rng, *, n_in, R, gain, first, b_fg, bias_scale) -> (params, h0)``
        Seeded numpy float64 initialisation; ``h0`` is the tuple of initial state vectors ``(R,)``.
    prepare : callable ``(params, xp) -> params``
        Derived weights, computed once per stack.
    recurrent, update : callables
        The two halves of a step (module text).
    temp_rows : int
        Estimate of the temporaries of one ``update`` in rows of :math:`R`: the grid engine's memory plan and
        chunk size (not results) depend on it.
    """

    name: str
    state: tuple
    gates: int
    layer_params: Callable
    init: Callable
    prepare: Callable
    recurrent: Callable
    update: Callable
    temp_rows: int


def normal(rng: np.random.Generator, shape, *, gain: float, fan_in: int) -> np.ndarray:
    r"""Entries :math:`\mathcal N(0, g^2/\text{fan\_in})`."""
    return rng.standard_normal(shape) * (gain / np.sqrt(fan_in))


def identity_prepare(p, xp):
    """No derived weights."""
    return p
