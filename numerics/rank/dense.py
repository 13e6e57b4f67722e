r"""Matrix ranks: exact over GF(p), exact over Q, and float SVD with its evidence.

Why exact is the default: the Start-End matricization of a deep RAC's grid
tensor has singular values spanning tens of decades already for small
:math:`M, T`, so a float tolerance cuts through the middle of the spectrum.
A rank over GF(p) of an integer (or :math:`p`-integral rational) matrix is a
lower bound on its rank over :math:`\mathbb Q`, because every minor that is
non-zero mod :math:`p` is non-zero.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from fractions import Fraction
from math import isqrt, lcm
from typing import Any

import numpy as np

from numerics.rank.at_bound import at_bound_nbytes, at_bound_suits, rank_at_bound
from numerics.rank.blas import BLAS_PANEL, _is_centred, blas_rank_mod_p, blas_rank_nbytes, to_mod_p
from numerics.rank.flint_bridge import flint_rank_mod_p
from racs.memory import OBJECT_ENTRY_BYTES, check_fits

__all__ = [
    "ModPRank",
    "SVDRank",
    "RationalRank",
    "rank_mod_p",
    "rank_mod_p_nbytes",
    "rank_svd",
    "rank_svd_nbytes",
    "rank_rational",
    "rank_rational_nbytes",
    "default_prime",
    "is_prime",
    "to_mod_p",
    "singular_values",
    "BLAS_PANEL",
    "BLAS_MIN_SIDE",
    "BLAS_MIN_BLOCK",
]


def singular_values(A: np.ndarray) -> np.ndarray:
    """``numpy.linalg.svd(A, compute_uv=False)``, interruptible: in the main thread the decomposition runs in a
    daemon thread while the main thread waits in short joins, so a Ctrl-C reaches the caller at once. (LAPACK holds
    the thread that calls it: an 8192 x 8192 SVD kept a Ctrl-C waiting for 246 s.) An interrupted decomposition
    runs on until the process exits."""
    if threading.current_thread() is not threading.main_thread():
        return np.linalg.svd(A, compute_uv=False)
    box: dict[str, Any] = {}  # "s": the singular values, or "error": what the decomposition raised

    def work():
        try:
            box["s"] = np.linalg.svd(A, compute_uv=False)
        except BaseException as exc:  # handed to the caller below, whatever it is
            box["error"] = exc

    worker = threading.Thread(target=work, name="svd", daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(0.05)
    if "error" in box:
        raise box["error"]
    return box["s"]


@dataclass(frozen=True)
class ModPRank:
    """Exact rank over GF(``prime``) of a ``shape`` matrix and the backend that computed it (:func:`rank_mod_p`)."""

    rank: int
    prime: int
    shape: tuple
    backend: str
    exact = True
    method = "exact"


@dataclass(frozen=True)
class RationalRank:
    """Exact rank over Q, by FLINT's fraction-free ``fmpz_mat`` elimination."""

    rank: int
    shape: tuple
    exact = True
    method = "rational"


@dataclass(frozen=True)
class SVDRank:
    r"""Float rank: the number of singular values above ``tol``, with the evidence for the cut.

    Attributes
    ----------
    tol : float
        Threshold used (``rtol * sigma_max``).
    sigma_max, sigma_last, sigma_next : float
        Largest singular value, smallest one kept, largest one dropped
        (``0.0`` when nothing is dropped; ``nan`` when nothing is kept).
    gap : float
        ``sigma_last / max(sigma_next, tol)``: how clearly the cut separates.
    reliable : bool
        False when ``gap < min_gap`` or the values over/underflow.
    reason : str
        Why it is unreliable ('' when reliable).
    """

    rank: int
    shape: tuple
    tol: float
    sigma_max: float
    sigma_last: float
    sigma_next: float
    gap: float
    reliable: bool
    reason: str = ""
    spectrum_decades: float = field(default=float("nan"))
    exact = False
    method = "svd"


def is_prime(n: int) -> bool:
    """Whether the integer ``n`` is prime, by FLINT's ``fmpz_is_prime`` (a proof, not a probable-prime test).

    python-flint is loaded anyway by the GF(p) paths (``ModP.solve``, the ranks), so this costs about 20 us a call
    and no import of sympy (0.2-0.9 s, the cold start a one-shot ``sep_rank`` paid to pick its prime). The tests
    hold it to ``sympy.isprime`` on ranges, Carmichael numbers and strong pseudoprimes.
    """
    import flint

    if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
        raise TypeError(f"n={n!r} must be an int")
    return int(n) >= 2 and bool(flint.fmpz(int(n)).is_prime())


def default_prime(inner: int = 1) -> int:
    r"""Largest prime :math:`p < 2^{26}` whose float64 GF(p) dot products of length ``inner`` stay exact.

    With centred representatives :math:`|x| \le \lfloor p/2\rfloor + 2` the
    condition is ``inner * (p//2 + 2)**2 < 2**53`` (see :class:`racs.ModP`). Primes are tested by
    :func:`is_prime` (FLINT), downwards from the largest candidate.
    """
    if isinstance(inner, bool) or not isinstance(inner, (int, np.integer)) or inner < 1:
        raise ValueError(f"inner={inner!r} must be a positive int")
    limit = (2**53 - 1) // int(inner)
    p = min(2**26, 2 * isqrt(limit))
    while True:
        p -= 1  # the largest prime below p, as sympy.prevprime(p)
        while p >= 2 and not is_prime(p):
            p -= 1
        if p < 3:
            raise ValueError(f"no prime keeps dot products of length {inner} exact in float64")
        if (p // 2 + 2) ** 2 <= limit:
            return int(p)


def _check_matrix(A: np.ndarray) -> np.ndarray:
    A = np.asarray(A)
    if A.ndim != 2:
        raise ValueError(f"need a matrix (2 axes); got shape {A.shape}")
    return A


#: ``backend="auto"`` eliminates on BLAS from this many rows and columns on: warm, FLINT was faster at side 256
#: (0.6-0.9x) and BLAS from 512 on (1.2x at 512, 1.8-2.3x at 729), on Start-End and random matrices alike
#: (``bench/bench_headline.py``, docs/core.md, which also has the one-shot command's crossover).
BLAS_MIN_SIDE = 512
#: ... and when the prime allows panels at least this wide (``ModP(p).max_inner``; 256 for ``default_prime(256)``).
BLAS_MIN_BLOCK = 128


def _blas_suits(shape: tuple, p: int) -> bool:
    if min(shape) < BLAS_MIN_SIDE or not 3 <= p < 2**26:
        return False
    from racs import ModP

    return ModP(p).max_inner >= BLAS_MIN_BLOCK


def rank_mod_p_nbytes(
    shape: tuple,
    p: int,
    *,
    backend: str = "auto",
    overwrite: bool = False,
    centred: bool = True,
    upper: int | None = None,
) -> int:
    """Working memory, besides the input, of :func:`rank_mod_p` on a ``shape`` matrix (the up-front memory plan).

    ``centred``: the input holds centred GF(p) float64 values (as a ``ModP`` grid tensor does). ``upper``: the
    proven bound passed to :func:`rank_mod_p` (its first attempt, :func:`numerics.rank.at_bound.rank_at_bound`,
    runs before the elimination and frees its memory).
    """
    if backend == "blas" or (backend == "auto" and _blas_suits(shape, int(p))):
        need = blas_rank_nbytes(shape, overwrite=overwrite, centred=centred)
    else:
        need = 3 * 8 * shape[0] * shape[1]  # reduced copy, uint64 copy, FLINT's nmod_mat
    if upper is not None and centred and at_bound_suits(shape, upper):
        need = max(need, at_bound_nbytes(shape, upper))
    return need


def rank_svd_nbytes(shape: tuple, *, entry_bytes: int = 8) -> int:
    """Planned working memory, besides the input, of :func:`rank_svd` on a ``shape`` matrix: three matrices of
    ``entry_bytes`` entries (the float64 copy, LAPACK's copy and its workspace, bounded by one matrix each)."""
    return 3 * entry_bytes * shape[0] * shape[1]


def rank_rational_nbytes(shape: tuple, *, entry_bytes: int = OBJECT_ENTRY_BYTES) -> int:
    """Planned working memory, besides the input, of :func:`rank_rational` on a ``shape`` matrix: three matrices of
    ``entry_bytes`` entries (:data:`racs.memory.OBJECT_ENTRY_BYTES`: the fractions, the integer rows after
    clearing denominators, FLINT's ``fmpz_mat``)."""
    return 3 * entry_bytes * shape[0] * shape[1]


def rank_mod_p(
    A: np.ndarray,
    p: int,
    *,
    backend: str = "auto",
    overwrite: bool = False,
    max_bytes: int | None = None,
    upper: int | None = None,
    seed: int | np.random.Generator = 0,
) -> ModPRank:
    """Exact rank of ``A`` over GF(p).

    Parameters
    ----------
    A : array ``(m, n)``
        Integers, exact-integer floats (e.g. centred GF(p) values from
        :class:`racs.ModP`) or Fractions.
    p : int
        A prime below :math:`2^{63}` (below :math:`2^{26}` for ``backend="blas"``).
    backend : {"auto", "blas", "flint", "ctypes", "list"}
        ``blas``: :func:`numerics.rank.blas.blas_rank_mod_p` (float64 BLAS elimination with delayed modular
        reduction; panels of width ``min(BLAS_PANEL, ModP(p).max_inner)``). ``ctypes`` / ``list``: FLINT's
        ``nmod_mat_rank``, the data passed by memmove or as a Python list
        (:func:`numerics.rank.flint_bridge.flint_rank_mod_p`); ``flint``: the first of those that works.
        ``auto``: ``blas`` for matrices of at least :data:`BLAS_MIN_SIDE` rows and columns when the prime
        allows panels of :data:`BLAS_MIN_BLOCK` (2-5x faster than FLINT there, e.g. with
        ``default_prime(256)``), FLINT otherwise. Every backend computes the same number; FLINT is the
        oracle the tests hold the others to.
    overwrite : bool
        Let the BLAS elimination run inside ``A``, destroying it (C-contiguous float64 centred values only, or
        float32 centred values for a prime below :math:`2^{25}`: half the memory, every update reduced in float64
        before it is stored).
    max_bytes : int, optional
        Memory budget for the working memory (:func:`rank_mod_p_nbytes`), checked before allocating.
    upper : int, optional
        A *proven* upper bound on the rank (of a Start-End matrix: the best proven bound of its shape). Where
        :func:`numerics.rank.at_bound.at_bound_suits` (``upper + 16`` at most a quarter of the side) and ``A``
        holds centred GF(p) float64 values, a random submatrix of rank ``upper`` and a random check of the rest
        are tried first (:func:`numerics.rank.at_bound.rank_at_bound`, backend ``"at-bound"``): the same number
        without the elimination when the rank meets the bound; the whole matrix is eliminated otherwise.
    seed : int or numpy.random.Generator
        The random choices of that attempt (they decide how the rank is computed, not its value).
    """
    A = _check_matrix(A)
    if backend not in ("auto", "blas", "flint", "ctypes", "list"):
        raise ValueError(f"backend={backend!r}: choose 'auto', 'blas', 'flint', 'ctypes' or 'list'")
    if isinstance(p, bool) or not isinstance(p, (int, np.integer)) or not (2 <= p < 2**63) or not is_prime(int(p)):
        raise ValueError(f"p={p!r} must be a prime below 2**63")
    if backend == "blas" and not 3 <= p < 2**26:
        raise ValueError(f"backend='blas' needs a prime 3 <= p < 2**26, got {p}; try default_prime(256)")
    if upper is not None and (isinstance(upper, bool) or not isinstance(upper, (int, np.integer)) or upper < 0):
        raise ValueError(f"upper={upper!r} must be a non-negative int (a proven upper bound on the rank) or None")
    use_blas = backend == "blas" or (backend == "auto" and _blas_suits(A.shape, int(p)))
    suits = A.dtype != np.float32 and 3 <= p < 2**26 and upper is not None and at_bound_suits(A.shape, int(upper))
    bound = int(upper) if suits and upper is not None else None
    centred = (use_blas or bound is not None) and A.size > 0 and _is_centred(A, int(p) // 2 + 2)
    need = rank_mod_p_nbytes(
        A.shape,
        int(p),
        backend="blas" if use_blas else "flint",
        overwrite=overwrite,
        centred=centred,
        upper=bound,
    )
    check_fits(need, f"a GF(p) rank of a {A.shape[0]} x {A.shape[1]} matrix", max_bytes=max_bytes)
    if bound is not None and centred and rank_at_bound(A, int(p), upper=bound, seed=seed) is not None:
        return ModPRank(bound, int(p), A.shape, "at-bound")
    if use_blas:
        return ModPRank(blas_rank_mod_p(A, int(p), overwrite=overwrite, centred=centred), int(p), A.shape, "blas")
    r, used = flint_rank_mod_p(to_mod_p(A, int(p)), int(p), backend="auto" if backend == "flint" else backend)
    return ModPRank(r, int(p), A.shape, used)


def rank_rational(A: np.ndarray, *, max_entries: int = 2**16) -> RationalRank:
    """Exact rank over Q of a matrix of ints, exact-integer floats or Fractions (small matrices).

    Rows are scaled by the lcm of their denominators, then FLINT's ``fmpz_mat.rank``.
    """
    import flint

    A = _check_matrix(A)
    if A.size > max_entries:
        raise ValueError(
            f"rank_rational: {A.shape[0]} x {A.shape[1]} = {A.size} entries exceeds max_entries={max_entries}; "
            "use rank_mod_p for large matrices"
        )
    if A.dtype.kind == "f" and not (np.all(np.isfinite(A)) and np.all(A == np.rint(A))):
        raise ValueError("rank_rational needs exact values: floats must be integers (pass Fractions otherwise)")
    rows = []
    for row in A:
        fr = [Fraction(int(v)) if isinstance(v, (float, np.floating)) else Fraction(v) for v in row]
        d = lcm(*(f.denominator for f in fr)) if fr else 1
        rows.append([int(f * d) for f in fr])
    if A.size == 0:
        return RationalRank(0, A.shape)
    return RationalRank(int(flint.fmpz_mat(rows).rank()), A.shape)


def rank_svd(A: np.ndarray, *, rtol: float | None = None, min_gap: float = 1e3) -> SVDRank:
    r"""Numerical rank from singular values, stating its tolerance and the gap at the cut.

    Parameters
    ----------
    rtol : float, optional
        Relative threshold; default ``max(m, n) * eps`` (numpy's ``matrix_rank``).
    min_gap : float
        Smallest ``sigma_last / max(sigma_next, tol)`` accepted as a clear cut.
    """
    A = _check_matrix(A)
    Af = np.asarray(A, dtype=np.float64)
    m, n = Af.shape
    if rtol is None:
        rtol = max(m, n) * np.finfo(np.float64).eps
    if Af.size == 0:
        return SVDRank(0, Af.shape, 0.0, 0.0, float("nan"), 0.0, float("inf"), True)
    if not np.all(np.isfinite(Af)):
        return SVDRank(
            0,
            Af.shape,
            float("nan"),
            float("nan"),
            float("nan"),
            float("nan"),
            0.0,
            False,
            "non-finite entries (overflow in the float computation)",
        )
    s = singular_values(Af)
    smax = float(s[0])
    tol = rtol * smax
    r = int(np.count_nonzero(s > tol))
    last = float(s[r - 1]) if r else float("nan")
    nxt = float(s[r]) if r < s.size else 0.0
    positive = s[s > 0]
    decades = float(np.log10(positive[0] / positive[-1])) if positive.size else 0.0
    if smax == 0.0:  # an all-zero float grid: underflow of a nonzero model is as likely as a zero function
        return SVDRank(
            0,
            Af.shape,
            0.0,
            0.0,
            last,
            nxt,
            float("inf"),
            False,
            "every entry is 0.0 in float64 (underflow, or the function is zero)",
            decades,
        )
    gap = last / max(nxt, tol) if r else 0.0
    tiny = np.finfo(np.float64).tiny
    reason = ""
    if smax > 1e300:
        reason = f"sigma_max={smax:.3g} is near overflow"
    elif tol < tiny * 1e3 or (r and last < tiny * 1e3):
        reason = f"values near underflow (tol={tol:.3g})"
    elif gap < min_gap:
        reason = f"gap {gap:.3g} at the cut is below min_gap={min_gap:g}"
    return SVDRank(r, Af.shape, float(tol), smax, last, nxt, float(gap), not reason, reason, decades)
