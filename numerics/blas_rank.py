r"""Exact rank over GF(p) with the cubic work on BLAS (float64 with delayed modular reduction).

Column panels of width :math:`b` are eliminated one at a time. For a panel :math:`C` of the current matrix
:math:`X`, FLINT finds independent rows :math:`I` of :math:`C` (rref of :math:`C^\top`) and independent columns
:math:`J` of :math:`C_{I,:}`, :math:`r = |I| = |J| = \mathrm{rank}\,C`. Every other panel column is a
combination of the columns :math:`J` on *all* rows (the rows :math:`I` span the rows of :math:`C`), so

.. math:: \mathrm{rank}\,X = r + \mathrm{rank}\big(X_{\bar I, R} - X_{\bar I, J}\,(X_{I,J})^{-1} X_{I,R}\big),

with :math:`R` the columns after the panel. The Schur complement is one float64 matmul with inner dimension
:math:`r \le b`, exact because :math:`b\,(p/2+2)^2 < 2^{53}` (:attr:`racs.ModP.max_inner`), a subtraction
that stays below :math:`2^{53}`, and a single reduction. FLINT's ``nmod_mat_rank`` stays the oracle the tests compare against.
"""
from __future__ import annotations

import numpy as np

from racs import ModP

from .flint_bridge import flint_inv_mod_p, flint_rref_mod_p
from .ranks import to_mod_p

__all__ = ["blas_rank_mod_p"]


def _pivot_columns(R: np.ndarray, r: int) -> list[int]:
    """Column index of the leading entry of each of the first ``r`` rows of a reduced row echelon form."""
    return [int(np.flatnonzero(R[i])[0]) for i in range(r)]


def blas_rank_mod_p(A: np.ndarray, p: int, *, block: int = 256) -> int:
    """Rank of ``A`` over GF(p); ``block`` is capped at :attr:`racs.ModP.max_inner` so every product is exact."""
    F = ModP(int(p))
    b = max(1, min(block, F.max_inner))
    A = np.asarray(A)
    if A.dtype == np.float64 and np.abs(A).max(initial=0) <= F.bound and np.all(A == np.rint(A)):
        X = A.copy()  # already centred GF(p) values (a ModP grid tensor)
    else:
        X = F.reduce(to_mod_p(A, p).astype(np.float64))
    rank = 0
    while X.shape[0] and X.shape[1]:
        c = min(b, X.shape[1])
        Cu = np.mod(X[:, :c], p).astype(np.uint64)
        R, r = flint_rref_mod_p(np.ascontiguousarray(Cu.T), p)
        if r == 0:
            X = X[:, c:]
            continue
        I = _pivot_columns(R, r)
        R2, r2 = flint_rref_mod_p(Cu[I], p)
        J = _pivot_columns(R2, r2)
        inv = F.reduce(flint_inv_mod_p(Cu[np.ix_(I, J)], p).astype(np.float64))
        rest = X[:, c:]
        others = np.setdiff1d(np.arange(X.shape[0]), I)
        Y = F.matmul(inv, rest[I])
        # |product| <= r * bound^2 and |rest| <= bound: the difference is exact before its one reduction
        S = X[np.ix_(others, J)] @ Y
        np.subtract(rest[others], S, out=S)
        X = F.reduce(S, out=S)
        rank += r
    return rank
