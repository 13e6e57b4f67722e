r"""The exact GF(p) rank of a matrix whose rank meets a proven upper bound, without eliminating the matrix.

Let :math:`u` be a proven upper bound on :math:`\mathrm{rank}\,A` over GF(p). For a Start-End matrix that is the
best proven bound of its shape (:func:`numerics.certify.plan.best_upper_bound`); it holds over GF(p) too, because a
GF(p) RAC is the reduction of an integer one and reduction mod p never raises a rank. Then:

1. *At least u.* A :math:`k \times k` submatrix :math:`A_{I,J}` on random rows and columns
   (:math:`k = u +` :data:`SLACK`) is ranked by FLINT (``nmod_mat_rref``); where it has rank :math:`u` its pivots
   give an invertible :math:`u \times u` block :math:`A_{I',J'}`, so :math:`\mathrm{rank}\,A \ge u` (exact, no chance
   involved).
2. *At most u* is the bound, so :math:`\mathrm{rank}\,A = u`.
3. *The bound, checked.* A wrong bound would make step 2 report too little, so the rest of the matrix is tested
   against the block (Freivalds): with :math:`z` uniform on :math:`\mathrm{GF}(p)^n`,

   .. math:: A z - A_{:,J'}\,(A_{I',J'})^{-1} (A z)_{I'} = 0

   holds for every :math:`z` exactly when the Schur complement of the block vanishes, i.e. when
   :math:`\mathrm{rank}\,A = u`; a non-zero complement passes for one :math:`z` with probability at most
   :math:`1/p`. A failed check returns ``None`` and :func:`numerics.rank.dense.rank_mod_p` eliminates the whole
   matrix, which then reports the rank above the bound.

Where the submatrix falls short of :math:`u` (unlucky rows or columns, or a rank below the bound) the function
returns ``None`` too, and the caller eliminates. The random choices decide which way computes the rank, never its
value (given a proven bound). Cost: a :math:`k \times k` gather and its FLINT echelon form, one pass over
:math:`A` (the product :math:`Az'`, :math:`z'` being :math:`z` less :math:`(A_{I',J'})^{-1} (A z)_{I'}` at
:math:`J'`, whose :math:`(Az)_{I'}` needs the :math:`u` pivot rows only) and a :math:`u \times u` solve, against an
elimination of order :math:`m n u` multiply-adds; ``python -m numerics.sep_rank --depth 2 --M 4 --R 4 --T 12``
(side 4096, :math:`u = 336`): docs/core.md.

*Exactness*: :math:`A` holds centred GF(p) values (:math:`|x| \le B =` :attr:`racs.ModP.bound`); every product is
taken over at most :attr:`racs.ModP.max_inner` terms at a time and reduced, so partial sums stay below
:math:`2^{53}`.
"""

from __future__ import annotations

import math

import numpy as np

from numerics.rank.blas import _small_pivots
from numerics.rank.flint_bridge import flint_solve_mod_p
from racs import ModP

__all__ = ["rank_at_bound", "at_bound_suits", "at_bound_nbytes", "SLACK", "SHARE"]

#: Rows and columns of the random submatrix beyond the bound.
SLACK = 16
#: The submatrix is tried where its side is at most the matrix's smaller side / SHARE.
SHARE = 4


def at_bound_suits(shape: tuple, upper: int) -> bool:
    """Whether :func:`numerics.rank.dense.rank_mod_p` tries :func:`rank_at_bound` for a ``shape`` matrix with a
    proven rank bound ``upper``: the submatrix's side ``upper + SLACK`` is at most ``min(shape) / SHARE``."""
    return upper >= 1 and SHARE * (upper + SLACK) <= min(shape)


def at_bound_nbytes(shape: tuple, upper: int) -> int:
    """Working memory of :func:`rank_at_bound` (float64 and uint64 entries): the submatrix and its FLINT copies,
    the block, :math:`A_{:,J'}`, and the vectors."""
    m, n = shape
    k = upper + SLACK
    return 8 * (4 * k * k + 3 * upper * upper + m * upper + 4 * (m + n))


def _matvec(F: ModP, A: np.ndarray, z: np.ndarray) -> np.ndarray:
    r"""``A @ z`` over GF(p) in one pass over ``A``: ``z``'s canonical values are split into base-:math:`2^d`
    digits, :math:`z = \sum_i 2^{di} c_i`, with :math:`d` small enough that every entry of :math:`A c_i` (at most
    :math:`n B 2^d`) is an exact float64 integer; one matmul with the digit columns, then the digits recombined mod p.
    """
    n = A.shape[1]
    d = max(1, 52 - math.ceil(math.log2(max(1, n) * F.bound)))
    digits = -(-F.p.bit_length() // d)
    c = F.canonical(z).astype(np.int64)
    C = np.empty((n, digits))
    for i in range(digits):
        C[:, i] = (c >> (d * i)) & ((1 << d) - 1)
    P = F.reduce(A @ C)  # (m, digits): each column exact before its reduction
    weights = F.asarray(np.array([pow(2, d * i, F.p) for i in range(digits)], dtype=np.int64))
    return F.reduce(F.mul(P, weights[None, :]).sum(axis=1))


def rank_at_bound(A: np.ndarray, p: int, *, upper: int, seed: int | np.random.Generator = 0) -> int | None:
    r"""``upper`` if the rank of ``A`` over GF(p) is shown to equal the proven bound ``upper`` (module text: a
    random submatrix of that rank, and the check of the rest), else ``None`` (the caller eliminates ``A``).

    Parameters
    ----------
    A : array ``(m, n)``
        Centred GF(p) values in float64 (:meth:`racs.ModP.reduce`), e.g. a ``ModP`` Start-End matrix.
    p : int
        The prime, :math:`3 \le p < 2^{26}` (:class:`racs.ModP`).
    upper : int
        A *proven* upper bound on the rank (the result relies on it; the check catches a wrong one with
        probability at least :math:`1 - 1/p`).
    seed : int or numpy.random.Generator
        The random rows, columns and check vector (``numpy.random.default_rng(seed)``).
    """
    if isinstance(upper, bool) or not isinstance(upper, (int, np.integer)) or upper < 1:
        raise ValueError(f"upper={upper!r} must be a positive int (a proven upper bound on the rank)")
    A = np.asarray(A)
    if A.ndim != 2 or A.dtype != np.float64:
        raise TypeError(f"need a float64 matrix of centred GF(p) values; got dtype {A.dtype}, shape {A.shape}")
    F = ModP(int(p))
    m, n = A.shape
    k = min(m, n, int(upper) + SLACK)
    rng = np.random.default_rng(seed)
    I = np.sort(rng.choice(m, size=k, replace=False))
    J = np.sort(rng.choice(n, size=k, replace=False))
    rows, cols = _small_pivots(A[np.ix_(I, J)], F)  # the BLAS elimination's pivot search (FLINT echelon forms)
    if rows.size != upper:  # below: unlucky or a rank below the bound; above: a wrong bound. Either way, eliminate.
        return None
    Ip, Jp = I[rows], J[cols]
    z = F.random(rng, n)
    # y solves A_{I',J'} y = (A z)_{I'}, from the pivot rows alone; then A z - A_{:,J'} y = A z' for z' = z with y
    # subtracted at J': one pass over A.
    b = F.canonical(_matvec(F, A[Ip], z))[:, None]
    y = flint_solve_mod_p(F.canonical(A[np.ix_(Ip, Jp)]), b, F.p)[:, 0]
    z[Jp] = F.reduce(z[Jp] - F.asarray(y.astype(np.int64)))
    return int(upper) if not _matvec(F, A, z).any() else None
