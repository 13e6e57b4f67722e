r"""An explicit integer RAC of any depth and explicit integer inputs, and the separation rank's certified lower
bound from them (general inputs, :math:`f` = identity on :math:`\mathbb R^M`; ``docs/theory/general-inputs.md``).

The separation rank is defined on functions (Eq. 2.3), not on grids: a decomposition
:math:`y = \sum_{v=1}^{\rho} g_v(x^{1..s})\, h_v(x^{s+1..T})` gives, for *any* :math:`P` Start sequences and
:math:`Q` End sequences, :math:`Y[i, j] = y(\text{start}_i, \text{end}_j) = \sum_v g_v(\text{start}_i)
h_v(\text{end}_j)`, a matrix of rank at most :math:`\rho`. So :math:`\mathrm{rank}\,Y \le \mathrm{sep}(y)`
for every point set (Claim 2 is the special case of a product grid). For :math:`P, Q \ge \mathrm{sep}(y)`
generic points the two are equal: :math:`Y = G H^\top` with :math:`G[i, v] = g_v(\text{start}_i)`, and
linearly independent functions evaluated at :math:`\rho` generic points give an invertible matrix. Unlike a
product grid, :math:`P` and :math:`Q` need only be as large as the rank sought.

The certificate of a lower bound is therefore finite and integer: the weights, initial states and points below
are integers given by the closed formula :func:`explicit_int`; the rank of :math:`Y \bmod p` is at most the rank
of the integer matrix :math:`Y` over :math:`\mathbb Q`, which is at most sep of this integer RAC; and sep is the
rank of the coefficient matrix of :math:`y` (Start monomials by End monomials), a matrix polynomial in the
weights, so a value reached at one instance is reached for almost every RAC (Claim 5 / Lemma 1).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from numerics import rank_mod_p
from numerics.grid.grid_tensor import advance_states, finish_grid
from numerics.rank.dense import BLAS_MIN_BLOCK, BLAS_MIN_SIDE, default_prime, rank_mod_p_nbytes
from racs import RAC, ModP, layer_inputs, make_rac, random_rac
from racs.memory import check_fits

__all__ = [
    "PRIME",
    "BLAS_PRIME",
    "ExplicitRAC",
    "explicit_int",
    "explicit_rac",
    "explicit_points",
    "evaluate_mod_p",
    "evaluation_matrix",
    "evaluation_nbytes",
    "modp_rac",
    "rac_evaluation_matrix",
    "random_instance_rank",
    "sep_lower_bound",
]

#: :math:`2^{25} - 39`, prime: products of two residues and sums of up to 256 of them stay below :math:`2^{63}`.
PRIME = 2**25 - 39
#: ``default_prime(256)`` = 11863279: the largest prime whose centred residues allow float64 BLAS panels of 256
#: (:func:`numerics.rank.rank_mod_p`'s ``blas`` backend). The evaluation-matrix rank at this prime eliminates
#: 6x faster than FLINT's at :data:`PRIME` (10.2 s against 63.1 s at n = 8645, one core) and in place, in one float32 matrix.
BLAS_PRIME = default_prime(256)
_OFFSET_H0, _OFFSET_START, _OFFSET_END = 10**6, 2 * 10**6, 3 * 10**6


def explicit_int(n: int) -> int:
    r"""The :math:`n`-th explicit integer, :math:`c(n) = ((7919 n^3 + 104729 n^2 + 1299709 n + 17) \bmod 65521)
    - 32760`, in :math:`[-32760, 32760]`: a fixed pseudo-random sequence any reviewer can recompute."""
    if n < 0:
        raise ValueError(f"n={n} must be >= 0")
    return (7919 * n**3 + 104729 * n**2 + 1299709 * n + 17) % 65521 - 32760


def _block(start: int, rows: int, cols: int) -> np.ndarray:
    return np.array([[explicit_int(start + i * cols + j) for j in range(cols)] for i in range(rows)], dtype=object)


@dataclass(frozen=True)
class ExplicitRAC:
    r"""Integer weights of a depth-:math:`L` RAC with one output (object arrays of Python ints).

    ``W_I[0]`` is ``(R, M)``, ``W_I[l]`` and ``W_H[l]`` are ``(R, R)``, ``W_O`` is ``(R,)``, ``h0[l]`` is ``(R,)``.
    """

    W_I: tuple
    W_H: tuple
    W_O: np.ndarray
    h0: tuple

    @property
    def depth(self) -> int:
        return len(self.W_H)

    @property
    def M(self) -> int:
        return self.W_I[0].shape[1]

    @property
    def R(self) -> int:
        return self.W_H[0].shape[0]


def explicit_rac(*, depth: int, M: int, R: int) -> ExplicitRAC:
    r"""The explicit RAC: its entries are :func:`explicit_int` of consecutive indices, in the order
    :math:`W^{I,1}, W^{H,1}, W^{I,2}, W^{H,2}, \dots, W^{I,L}, W^{H,L}, W^O` (row by row), and
    :math:`h^{0,l}_k = c(10^6 + lR + k)`."""
    for name, v in (("depth", depth), ("M", M), ("R", R)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise ValueError(f"{name}={v!r} must be an int >= 1")
    n = 0
    W_I, W_H = [], []
    for l in range(depth):
        cols = M if l == 0 else R
        W_I.append(_block(n, R, cols))
        n += R * cols
        W_H.append(_block(n, R, R))
        n += R * R
    W_O = _block(n, 1, R)[0]
    h0 = tuple(_block(_OFFSET_H0 + l * R, 1, R)[0] for l in range(depth))
    return ExplicitRAC(tuple(W_I), tuple(W_H), W_O, h0)


def explicit_points(*, count: int, steps: int, M: int, end: bool) -> np.ndarray:
    r"""``(count, steps, M)`` integer inputs: sequence :math:`i`, step :math:`t`, coordinate :math:`m` is
    :math:`c(o + (i\,\mathrm{steps} + t) M + m)` with :math:`o = 2 \cdot 10^6` (Start) or :math:`3 \cdot 10^6` (End)."""
    o = _OFFSET_END if end else _OFFSET_START
    flat = [explicit_int(o + k) for k in range(count * steps * M)]
    return np.array(flat, dtype=object).reshape(count, steps, M)


def _mod(A, p: int) -> np.ndarray:
    return np.array(np.asarray(A, dtype=object) % p, dtype=np.int64)


def _step(rac: ExplicitRAC, h: list, x: np.ndarray, p: int) -> list:
    """One time step for a batch: ``h[l]`` is ``(R, B)``, ``x`` is ``(M, B)``, all reduced mod ``p`` (int64)."""
    out = []
    below = x
    for l in range(rac.depth):
        a = (_mod(rac.W_H[l], p) @ h[l]) % p
        below = (a * ((_mod(rac.W_I[l], p) @ below) % p)) % p
        out.append(below)
    return out


def evaluate_mod_p(rac: ExplicitRAC, X: np.ndarray, p: int = PRIME) -> np.ndarray:
    r"""``y`` mod ``p`` for a batch ``X`` of shape ``(B, T, M)`` (integers): the recurrence
    :math:`h^{t,l} = (W^{H,l} h^{t-1,l}) \odot (W^{I,l} h^{t,l-1})`, :math:`h^{t,0} = x^t`, :math:`y = W^O h^{T,L}`."""
    B = X.shape[0]
    h = [np.repeat(_mod(h0, p)[:, None], B, axis=1) for h0 in rac.h0]
    for t in range(X.shape[1]):
        h = _step(rac, h, _mod(X[:, t, :], p).T, p)
    return (_mod(rac.W_O, p) @ h[-1]) % p


def modp_rac(rac: ExplicitRAC, p: int = PRIME) -> RAC:
    """The explicit RAC's integers mod ``p`` as a :class:`racs.RAC` over GF(``p``) (its one output is class 0), for
    the lab's exact engine (:mod:`numerics.grid`)."""
    return make_rac(
        [_mod(w, p) for w in rac.W_I],
        [_mod(w, p) for w in rac.W_H],
        _mod(rac.W_O, p)[None, :],
        [_mod(h, p) for h in rac.h0],
        field=ModP(p),
    )


def evaluation_matrix(rac: ExplicitRAC, starts: np.ndarray, ends: np.ndarray, p: int = PRIME) -> np.ndarray:
    r"""``(P, Q)`` int64 matrix :math:`Y[i, j] = y(\text{starts}_i, \text{ends}_j) \bmod p`; ``starts`` is
    ``(P, s, M)``, ``ends`` is ``(Q, T - s, M)``.

    The Start states are computed once (every layer's :math:`h^{s,l}`, ``(R, P)``); each End sequence then
    advances all ``P`` of them together through its steps with the grid engine's exact GF(``p``) arithmetic
    (:func:`numerics.grid.grid_tensor.advance_states`, one template a step, and
    :func:`numerics.grid.grid_tensor.finish_grid`, the readout's adjoint at the last step), so the recurrence is
    the lab's one definition (:func:`racs.model.layer_inputs`) in float64 residues, BLAS matmuls and vectorised
    reductions, rather than int64 products reduced by ``%`` (2.4x slower at n = 700 and 2000, the same matrices;
    it kept the 6435 x 6435 matrices of ``python -m proofs.general --atlas-open`` beyond 120 s, now 50-125 s). ``p`` must be below :math:`2^{26}` (:class:`racs.ModP`).
    :func:`evaluate_mod_p` is the independent int64 evaluation the tests compare it with."""
    F = ModP(p)
    starts_p = F.asarray(_mod(starts, p))
    ends_p = F.asarray(_mod(ends, p))
    return np.mod(rac_evaluation_matrix(modp_rac(rac, p), starts_p, ends_p), p).astype(np.int64)


def rac_evaluation_matrix(
    rac: RAC, starts: np.ndarray, ends: np.ndarray, *, out: np.ndarray | None = None
) -> np.ndarray:
    r"""``(P, Q)`` matrix :math:`Y[i, j] = y_0(\text{starts}_i, \text{ends}_j)` of any :class:`racs.RAC`, in its
    field; ``starts`` is ``(P, s, M)``, ``ends`` ``(Q, T - s, M)``, both in ``rac.field``: the engine of
    :func:`evaluation_matrix` (a random GF(p) RAC at random points is how a reviewer re-draws an instance).
    ``out``: a ``(P, Q)`` array to fill instead (e.g. float32, which holds centred residues of a prime below
    :math:`2^{25}` exactly: half the memory)."""
    F = rac.field
    P, Q = starts.shape[0], ends.shape[0]
    h = [np.repeat(h0[:, None], P, axis=1) for h0 in rac.h0]
    for t in range(starts.shape[1]):
        a = [F.matmul(w, hl) for w, hl in zip(rac.W_H, h)]
        h = layer_inputs(rac, a, np.ascontiguousarray(starts[:, t, :].T))
    if out is not None and out.shape != (P, Q):
        raise ValueError(f"out has shape {out.shape}; need ({P}, {Q})")
    Y = np.empty((P, Q), dtype=F.dtype) if out is None else out
    for j in range(Q):
        xs = [ends[j, t : t + 1, :] for t in range(ends.shape[1])]
        states = advance_states(rac, h, xs[:-1])
        Y[:, j] = finish_grid(rac, states, xs[-1])[:, 0]
    return Y


def _compact(points: int, p: int) -> bool:
    """Whether the evaluation matrix is stored in float32: its rank runs on BLAS (:data:`BLAS_MIN_SIDE` points and
    panels of :data:`BLAS_MIN_BLOCK`) and float32 holds the centred residues exactly."""
    F = ModP(p)
    return points >= BLAS_MIN_SIDE and F.max_inner >= BLAS_MIN_BLOCK and F.bound < 2**24


def evaluation_nbytes(*, points: int, p: int = PRIME) -> int:
    """Planned peak memory of :func:`sep_lower_bound`: the ``points`` x ``points`` matrix (float32 where the rank
    runs on BLAS and the prime allows it, float64 otherwise) and its rank's working memory
    (:func:`numerics.rank.rank_mod_p_nbytes`, in place)."""
    entry = 4 if _compact(points, p) else 8
    return entry * points * points + rank_mod_p_nbytes((points, points), p, overwrite=True)


def sep_lower_bound(
    *, depth: int, M: int, R: int, T: int, points: int, p: int = PRIME, max_bytes: int | None = None
) -> int:
    r"""Rank over GF(``p``) of the explicit RAC's ``points`` x ``points`` evaluation matrix on the explicit
    points: a certified lower bound on sep of that integer RAC, hence (Claim 5) on the generic sep.

    Every prime gives a lower bound (the rank mod ``p`` of the integer matrix is at most its rank over Q). The
    matrix is built once, as centred residues, and eliminated in place: with :data:`BLAS_PRIME` on BLAS, stored in
    float32, so the peak is 4 ``points``:sup:`2` bytes (about 9.2 GB at 48048 points); other primes go to FLINT,
    which adds its copies. The plan (:func:`evaluation_nbytes`) is checked against ``max_bytes`` (default: 80 % of
    the available memory) before anything is allocated (:class:`racs.memory.TooLargeError`)."""
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2")
    if points < 1:
        raise ValueError(f"points={points} must be >= 1")
    F = ModP(p)
    check_fits(
        evaluation_nbytes(points=points, p=p),
        f"a {points} x {points} evaluation matrix and its GF({p}) rank",
        max_bytes=max_bytes,
        fix="lower points",
    )
    s = T // 2
    rac = explicit_rac(depth=depth, M=M, R=R)
    Y = rac_evaluation_matrix(
        modp_rac(rac, p),
        F.asarray(_mod(explicit_points(count=points, steps=s, M=M, end=False), p)),
        F.asarray(_mod(explicit_points(count=points, steps=s, M=M, end=True), p)),
        out=np.empty((points, points), dtype=np.float32) if _compact(points, p) else None,
    )
    return rank_mod_p(Y, p, overwrite=True).rank


def random_instance_rank(*, depth: int, M: int, R: int, T: int, points: int, seed: int, p: int = PRIME) -> int:
    r"""Rank over GF(``p``) of a random RAC's ``points`` x ``points`` evaluation matrix at random Start and End
    points (weights, :math:`h^0` and points uniform on GF(``p``), :func:`racs.random_rac` and a
    ``numpy.random.Generator`` from ``seed``): another instance than :func:`sep_lower_bound`'s, drawn by a seed, so a
    rank below a cap can be re-drawn with other weights, points and primes. Like the explicit instance's, it is a
    lower bound on sep (its rank over Q is at least the rank mod ``p``; Claim 5)."""
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2")
    if points < 1:
        raise ValueError(f"points={points} must be >= 1")
    F = ModP(p)
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=depth, M=M, R=R, seed=seed, field=F)
    starts, ends = F.random(rng, (points, T // 2, M)), F.random(rng, (points, T - T // 2, M))
    return rank_mod_p(rac_evaluation_matrix(rac, starts, ends), p).rank
