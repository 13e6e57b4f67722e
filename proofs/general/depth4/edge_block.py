r"""The edge blocks :math:`Q_{(N_1 - j, j, 0)}` of Proposition 12's a-splitting (depth 4, :math:`R = M = 3`) by one
evaluation over truncated power series :math:`\mathrm{GF}(p)[t]/(t^{j+1})` (a helper's method for :math:`j = 1`,
the dual numbers, ``docs/research/edge-T12-2026-12-01``).

:math:`P(w)` is a form of degree :math:`N_1` in :math:`w = a \odot u_{n+1}`, so :math:`P(1, t, 0) = \sum_j
Q_{(N_1 - j, j, 0)}\, t^j` and its :math:`t^j`-coefficient is the block :math:`Q_{(N_1 - j, j, 0)}` exactly: one
evaluation at :math:`w = (1, t, 0)` mod :math:`t^{j+1}` instead of the :math:`\binom{N_1 + 2}{2}` lattice points of
:func:`~proofs.general.depth4.near_vertex.block_ranks` (1653 at :math:`T = 12`). The random point is drawn as
``block_ranks`` draws it (:func:`~proofs.general.depth4.near_vertex.draw_point`), so with the same ``seed`` and ``Y`` the block is the same
matrix. At :math:`T = 10` the ranks are Proposition 39's recorded ones (4833 at :math:`j = 1`); at :math:`T = 12`
the rank at :math:`j = 1` is 13014, the edge kernel family's upper bound
(:func:`~proofs.general.depth4.closures.edge_kernel_bound`), so that block is exact there (Proposition 45).
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics.bounds.depth4 import corner_bound, start_degrees
from numerics.rank.blas import blas_rank_mod_p, blas_rank_nbytes
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.depth4.near_vertex import PRIME, draw_point
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = ["PRIME", "edge_block", "edge_block_rank"]

_R = 3
_Series = list[np.ndarray]  # coefficients of t^0..t^j, broadcastable arrays of residues


def _lin(coef: list[int], xs: list[_Series]) -> _Series:
    """:math:`\\sum_m c_m x_m` for series (linear: coefficient by coefficient)."""
    return [np.asarray(sum(c * x[e] for c, x in zip(coef, xs, strict=True)) % PRIME) for e in range(len(xs[0]))]


def _mv(W: np.ndarray, h: list[_Series]) -> list[_Series]:
    """:math:`W h` for a 3-vector of series."""
    return [_lin([int(W[r, m]) for m in range(_R)], h) for r in range(_R)]


def _mul(a: _Series, b: _Series) -> _Series:
    """The product mod :math:`t^{j+1}` (entries below :math:`2^{20}`: at most :math:`j + 1` products of
    :math:`2^{40}` per sum)."""
    return [np.asarray(sum(a[i] * b[e - i] for i in range(e + 1)) % PRIME) for e in range(len(a))]


def _scale(h: list[_Series], c: list[np.ndarray]) -> list[_Series]:
    """The Hadamard product with a vector of constants (no :math:`t`-part)."""
    return [[x_e * v % PRIME for x_e in x] for x, v in zip(h, c, strict=True)]


def edge_block(
    *, T: int, j: int = 1, seed: int = 1, Y: int, cuts: int | None = None, chunk: int = 16, centred: bool = False
) -> np.ndarray:
    r"""The block :math:`Q_{(N_1 - j, j, 0)}` at one random integer point: uint32 (float32 with ``centred``)
    ``(3 Y, 3 X)``, rows ``3 y + i``
    (End point ``y``, :math:`u_T = e_i`), columns ``k X + x`` (cut point ``x``, :math:`g = e_k`),
    :math:`X = \binom{N_2 + 2}{2}\binom{N_3 + 2}{2}` (7084 at :math:`T = 12`), or ``cuts`` in place of
    :math:`X`: the columns of the first ``cuts`` cut points of the full block (same seed), so its rank is still a
    lower bound. A space of functions of dimension :math:`r` is told apart by :math:`r` generic points, so about
    a third of the rank in cut points usually suffices and the block can be nearly square.

    Parameters
    ----------
    T : int
        Even, at least 6.
    j : int
        The edge, :math:`1 \le j \le N_1` (the work grows like :math:`(j + 1)^2`).
    seed : int
        The point, drawn as :func:`~proofs.general.depth4.near_vertex.block_ranks` draws it.
    Y : int
        End points (random, :math:`u_{n+2}, \dots, u_{T-1}`); the rank is at most :math:`3 Y`.
    cuts : int, optional
        Cut points kept, at most :math:`X` (default all); the rank is at most :math:`3` ``cuts``.
    chunk : int
        End points evaluated at a time.
    centred : bool
        Return float32 centred residues (:math:`|x| \le (p - 1)/2`, exact in float32) instead of uint32: the input
        :func:`~numerics.rank.blas_rank_mod_p` eliminates in place, a third of FLINT's memory.
    """
    T, seed, Y = check_size("T", T, low=6), check_size("seed", seed, low=0), check_size("Y", Y)
    chunk = check_size("chunk", chunk)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    n = T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    j = check_size("j", j)
    if j > n1:
        raise ValueError(f"j={j} must be at most N_1={n1} at T={T}")
    X_all = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    X = X_all if cuts is None else check_size("cuts", cuts)
    if X > X_all:
        raise ValueError(f"cuts={cuts} must be at most X={X_all} at T={T}")
    # the block (4 bytes an entry) and its rank's working memory (FLINT's nmod_mat, 8 bytes an entry; BLAS's panels),
    # with the chunk's states on top
    rank_bytes = blas_rank_nbytes((3 * Y, 3 * X), overwrite=True) if centred else 8 * 9 * X * Y
    check_fits(
        4 * 9 * X * Y + rank_bytes + 64 * (j + 1) * X * chunk * 8,
        f"the edge block of {3 * Y} x {3 * X} at T={T} and its rank",
        fix="lower Y or cuts",
    )
    weights, b0, c0, ends = draw_point(seed=seed, X=X_all, Y=Y, n=n)
    b0, c0 = b0[:, :X], c0[:, :X]  # the first cut points: a column subset of the full block
    W2, W3, W4, H1, H2, H3, H4, WO = weights
    b = [v.reshape(X, 1) for v in b0]
    c = [v.reshape(X, 1) for v in c0]
    zero = [np.zeros((1, 1), np.int64) for _ in range(j + 1)]
    w: list[_Series] = [list(zero), list(zero), list(zero)]  # w = (1, t, 0)
    w[0][0], w[1][1] = np.ones((1, 1), np.int64), np.ones((1, 1), np.int64)
    # The first End step (u_(n+1) inside w): shapes (X, 1), the cut point down the rows.
    h2 = _scale(_mv(W2, w), b)
    h3 = _scale(_mv(W3, h2), c)
    v = _mv(W4, h3)
    out = np.empty((3 * Y, 3 * X), np.float32 if centred else np.uint32)
    for y0 in range(0, Y, chunk):
        y1 = min(Y, y0 + chunk)
        s1, s2, s3, D = _mv(H1, w), _mv(H2, h2), _mv(H3, h3), []
        for u in ends[:, :, y0:y1]:  # the middle End steps: states (X, chunk)
            s1 = _scale(s1, [x.reshape(1, -1) for x in u])
            s2 = [_mul(a, e) for a, e in zip(s2, _mv(W2, s1), strict=True)]
            s3 = [_mul(a, e) for a, e in zip(s3, _mv(W3, s2), strict=True)]
            D.append(_mv(W4, s3))
            s1, s2, s3 = _mv(H1, s1), _mv(H2, s2), _mv(H3, s3)
        # The last step is linear in u_T = e_i: A = W4 diag(s3) W3 diag(s2) W2 diag(s1), then back through layer 4's
        # states to g = e_k: Z = diag(v) H4^T diag(D_1) ... H4^T diag(D_last) H4^T (WO-weighted A).
        A = [[_scale([s1[i]], [np.int64(W2[r, i])])[0] for i in range(_R)] for r in range(_R)]
        for Wl, s in ((W3, s2), (W4, s3)):
            B = [[_mul(s[r], A[r][i]) for i in range(_R)] for r in range(_R)]
            A = [
                [_lin([int(Wl[r, m]) for m in range(_R)], [B[m][i] for m in range(_R)]) for i in range(_R)]
                for r in range(_R)
            ]
        Z = [[[x * int(WO[r]) % PRIME for x in A[r][i]] for i in range(_R)] for r in range(_R)]
        for Dt in [*reversed(D), v]:
            Z = [
                [_lin([int(H4[m, r]) for m in range(_R)], [Z[m][i] for m in range(_R)]) for i in range(_R)]
                for r in range(_R)
            ]
            Z = [[_mul(Dt[r], Z[r][i]) for i in range(_R)] for r in range(_R)]
        for k in range(_R):
            for i in range(_R):
                z = Z[k][i][j]
                if centred:
                    z = np.where(z > PRIME // 2, z - PRIME, z)
                out[3 * y0 + i : 3 * y1 : 3, k * X : (k + 1) * X] = np.broadcast_to(z, (X, y1 - y0)).T
    return out


def edge_block_rank(
    *, T: int, j: int = 1, seed: int = 1, Y: int | None = None, cuts: int | None = None, blas: bool = False
) -> int:
    r"""The rank mod :data:`PRIME` of :func:`edge_block`: a lower bound on the generic rank of
    :math:`Q_{(N_1 - j, j, 0)}` (a nonzero minor mod p is a nonzero integer polynomial in the weights). ``Y``
    defaults to ``block_ranks``' choice for one block. At :math:`T = 12`, :math:`j = 1` with ``Y = 4400``: 13014 (a
    helper's run: 100 s of evaluation, 7 min of elimination, 4 GB). ``blas`` eliminates the float32 block in place
    (:func:`~numerics.rank.blas_rank_mod_p`) instead of by FLINT: a third of the memory, the same rank. ``cuts``
    keeps the first cut points only (:func:`edge_block`): at :math:`T = 12` with ``Y = cuts = 4340`` (side 13020)
    the rank is again 13014 (69 s on two cores), at :math:`T = 14` with ``Y = cuts = 10174`` (side 30522) again
    30507 (530 s). At :math:`T = 16` the edge kernel family's count is 64449 (k45's, three times 21483), and
    ``Y = cuts = 21500`` with ``blas`` makes a float32 block of side 64500 (16.6 GB; 18.3 GB planned in all), which
    the lab's memory check admits on an idle 23 GB machine (with every cut point, 64500 x 94905, it would not)."""
    T = check_size("T", T, low=6)
    if Y is None:
        n1 = start_degrees(depth=4, T=T)[0]
        Y = -(-(corner_bound(R=_R, T=T, alpha=(n1 - check_size("j", j), j, 0)) + 12) // 3)
    if blas:
        return blas_rank_mod_p(edge_block(T=T, j=j, seed=seed, Y=Y, cuts=cuts, centred=True), PRIME, overwrite=True)
    return flint_rank_mod_p(edge_block(T=T, j=j, seed=seed, Y=Y, cuts=cuts), PRIME, threads=1)[0]
