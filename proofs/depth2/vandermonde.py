r"""The explicit integer depth-2 RAC of Proposition 7's case-by-case proof (``docs/theory/proposition7-cases.md``), in the spirit of
App. B.2: every weight matrix a Vandermonde matrix on its own distinct integer nodes. Its own module so that the
regimes' modules can use it without importing :mod:`proofs.depth2.closed_form`, which imports them.
"""

from __future__ import annotations

import numpy as np

from racs import RAC, make_rac

__all__ = ["vandermonde_matrix", "vandermonde_rac"]


def vandermonde_matrix(first_node: int, rows: int, cols: int) -> np.ndarray:
    r""":math:`V_{ij} = (n_0 + i)^j` (:math:`n_0` = ``first_node``), shape ``(rows, cols)``, Python ints."""
    return np.array([[(first_node + i) ** j for j in range(cols)] for i in range(rows)], dtype=object)


def vandermonde_rac(*, M: int, R: int, field, perturb: int = 0) -> RAC:
    r"""The explicit depth-2 RAC: :math:`W^{I,1}, W^{I,2}, W^{H,1}, W^{H,2}` are Vandermonde matrices
    :math:`V_{ij} = (n_0 + i)^j` on the disjoint node ranges starting at :math:`n_0 = 2, R+3, 2R+5, 3R+7`;
    :math:`W^O = 1^\top`, :math:`h^{0,1} = h^{0,2} = 1`. ``perturb`` (for showing that the check can fail) sets the
    first ``perturb`` rows of :math:`W^{I,1}` equal to its last row."""
    W_I1 = vandermonde_matrix(2, R, M)
    W_I1[:perturb] = W_I1[-1]
    W_I2 = vandermonde_matrix(R + 3, R, R)
    W_H = [vandermonde_matrix(2 * R + 5, R, R), vandermonde_matrix(3 * R + 7, R, R)]
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac([W_I1, W_I2], W_H, np.ones((1, R), dtype=np.int64).astype(object), [ones, ones], field=field)
