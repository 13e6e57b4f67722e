r"""The zoo's lens on trained networks: the Start-End spectrum of a network before and after training.

The grid tensor (thesis Sec. 1.3.2) of a trained stack, with the task's one-hot symbols as templates, is
:func:`numerics.grid.cell_grid.cell_grid_tensor` of its float64 copy; :func:`numerics.spectrum.spectrum` gives the
:math:`\varepsilon`-ranks and entanglement entropy of its Start-End matricization. On Start-End similarity the
readout of class 2 ("1-similar") is the function whose Start-End dependence the task rewards. The grid has
:math:`K^T` entries (:math:`K = n + 1`), so the lens is for short :math:`T` only; its size is checked before
anything is allocated.
"""

from __future__ import annotations

from types import MappingProxyType

import numpy as np

from numerics.train.model import Net, as_stack
from racs.cells import Stack
from racs.memory import check_fits

__all__ = ["numpy_stack", "start_end_lens", "LENS_CLASS"]

#: The readout class the lens reads on Start-End similarity (``1-similar``).
LENS_CLASS = 2


def numpy_stack(net: Net) -> Stack:
    """A float64 numpy copy of a trained network's :class:`racs.cells.Stack` (scoRNN's :math:`A` from its
    triangle; the readout bias dropped: a constant has Start-End rank one and moves no singular value but
    :math:`s_1`)."""
    s = as_stack(net)

    def arr(v):
        return v if isinstance(v, float) else np.array(v.detach().cpu().numpy(), dtype=np.float64)

    layers = tuple(MappingProxyType({k: arr(v) for k, v in p.items()}) for p in s.layers)
    return Stack(s.cell, layers, arr(s.W_O), tuple(tuple(arr(v) for v in h) for h in s.h0))


def start_end_lens(net: Net, *, T: int, c: int = LENS_CLASS) -> dict:
    r"""``{"eps_rank": {...}, "entropy": ..., "entropy_centred": ...}`` of the Start-End matricization of the
    grid tensor of readout ``c`` (one-hot templates over the network's ``n_in`` symbols)."""
    from numerics.grid.cell_grid import cell_grid_tensor
    from numerics.spectrum import spectrum

    stack = numpy_stack(net)
    check_fits(8 * stack.n_in**T, f"the lens' grid tensor of {stack.n_in}^{T} entries")
    sp = spectrum(cell_grid_tensor(stack, T=T, c=c))
    return {"eps_rank": dict(sp.eps_rank), "entropy": sp.entropy, "entropy_centred": sp.entropy_centred}
