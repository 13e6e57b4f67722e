r"""Matricization of a tensor w.r.t. a partition of its modes (Definition 1.1).

For a partition :math:`(I, J)` of :math:`[T]` the entry
:math:`\mathcal A_{d_1\dots d_T}` goes to row
:math:`1 + \sum_{t=1}^{|I|} (d_{i_t} - 1) M^{|I|-t}` and column
:math:`1 + \sum_{t=1}^{|J|} (d_{j_t} - 1) M^{|J|-t}`, with
:math:`i_1 < \dots < i_{|I|}` and :math:`j_1 < \dots < j_{|J|}`: C (row-major)
order over the sorted modes, first mode most significant. Modes here are
0-based axes (thesis time step :math:`t` is axis ``t - 1``).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from racs.sizes import check_int

__all__ = ["matricize", "start_end", "start_end_partition"]


def start_end_partition(*, T: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The Start-End partition :math:`S = \\{1..T/2\\}`, :math:`E = \\{T/2+1..T\\}` as 0-based axes."""
    check_int("T", T)
    if T < 2 or T % 2:
        raise ValueError(f"the Start-End partition needs an even T >= 2; got T={T}")
    return tuple(range(T // 2)), tuple(range(T // 2, T))


def matricize(A: np.ndarray, rows: Iterable[int], cols: Iterable[int] | None = None) -> np.ndarray:
    r""":math:`[\![\mathcal A]\!]_{I,J}` of Definition 1.1.

    Parameters
    ----------
    A : array of order T, shape ``(M_1, ..., M_T)``
    rows : iterable of int
        :math:`I`, 0-based axes (any order; they are sorted).
    cols : iterable of int, optional
        :math:`J`; default the complement of ``rows``.

    Returns
    -------
    array ``(prod_{i in I} M_i, prod_{j in J} M_j)``
    """
    A = np.asarray(A)
    T = A.ndim
    I = sorted(int(i) for i in rows)
    J = sorted(set(range(T)) - set(I)) if cols is None else sorted(int(j) for j in cols)
    if len(set(I)) != len(I) or len(set(J)) != len(J):
        raise ValueError(f"repeated axes in the partition I={I}, J={J}")
    if sorted(I + J) != list(range(T)):
        raise ValueError(f"(I={I}, J={J}) is not a partition of the {T} axes 0..{T - 1}")
    nr = int(np.prod([A.shape[i] for i in I], dtype=np.int64))
    nc = int(np.prod([A.shape[j] for j in J], dtype=np.int64))
    return np.transpose(A, I + J).reshape(nr, nc)


def start_end(A: np.ndarray) -> np.ndarray:
    r""":math:`[\![\mathcal A]\!]_{S,E}`, the Start-End matricization (a view when possible)."""
    S, E = start_end_partition(T=np.ndim(A))
    return matricize(A, S, E)
