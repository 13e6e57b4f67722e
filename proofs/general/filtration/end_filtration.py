r"""Proposition 36: at :math:`M = 2` the End space is filtered by powers of one linear form in the first End input,
and the filtration certifies the end-input cap where a dense evaluation matrix cannot (general inputs; a helper's
proof, ``docs/research/endcap-2026-11-30/NOTES.md``, reviewed with the reviewer's own code in
``docs/reviews/endcap-2026-11-30/``; the page is ``docs/theory/end-filtration.md``).

Setting: depth :math:`L`, :math:`M = 2`, width :math:`R`, :math:`T = 2s`; :math:`S` is the span over Start
sequences of the End functions :math:`y(\text{start}, \cdot)`, so sep :math:`= \dim S`, inside
:math:`V = \bigotimes_{e > s} \mathrm{Sym}^{N_e}(K^2)^*`, whose dimension :math:`\prod_e (N_e + 1)` is the
end-input cap. Write :math:`N = N_{s+1}`, :math:`V = \mathrm{Sym}^N \otimes V'`, :math:`\ell_i(x) = (W^{I,1} x)_i`,
:math:`a^{(l)} = W^{H,l} h^{s,l}` the Start states and :math:`w = a^{(1)} \odot u_{s+1}` the first End layer-1
state; :math:`y = \mathcal P(w, b; x^{s+2..T})` with :math:`b = (a^{(2)}, \dots, a^{(L)})`, homogeneous of degree
:math:`N` in :math:`w`.

* **The filtration.** Fix :math:`k` and :math:`\theta^*` with :math:`\ell_k(\theta^*) = 0`;
  :math:`F_j = \ell_k^{N-j}\,\mathrm{Sym}^j \otimes V'` and :math:`\mathrm{ev}_j(\ell_k^{N-j} g \otimes f) =
  g(\theta^*) f` (kernel :math:`F_{j-1}`). So
  :math:`\dim S = \dim(S \cap F_r) + \sum_{j > r} \dim \mathrm{ev}_j(S \cap F_j)` for any :math:`r`.
* **Jets at axis points.** At a Start sequence with :math:`a^{(1)} = \alpha e_k` (an *axis point*, :math:`R - 1`
  equations; :func:`~proofs.general.filtration.axis_points.axis_starts` solves them for :math:`R \le 5`), :math:`y \in F_0`,
  and the :math:`j`-th jet along a curve leaving it lies in :math:`S \cap F_j` with
  :math:`\mathrm{ev}_j = \alpha^{N-j} [t^j]\,\mathcal P(e_k + t v, b; \cdot)`, :math:`v = \beta_1 \odot u(\theta^*)`;
  every :math:`v` with :math:`v_k = 0` occurs when the off-:math:`k` Jacobian of :math:`a^{(1)}` has rank
  :math:`R - 1` and no other :math:`\ell_i` vanishes at :math:`\theta^*`.
* **Proposition 36.** If no other :math:`\ell_i` vanishes at :math:`\theta^*`, the *flat blocks*
  :math:`[t^j]\,\mathcal P(e_k + t v, b; \cdot)`, :math:`j = r+1..N`, each span :math:`V'` (:func:`block_ranks`),
  and :math:`F_r \subseteq S` (:func:`filtration_rank`: the jets of orders
  :math:`0..r`, restricted to :math:`r + 1` first End inputs and :math:`Q` End' sequences, have rank
  :math:`(r+1) \dim V'`), then sep is the end-input cap for that RAC, hence for almost every RAC of the shape, and
  (Proposition 16) at every larger :math:`R` with the same :math:`(L, 2, T)`.

Every rank is exact over GF(:data:`PRIME`) for the lab's explicit integer RAC
(:func:`proofs.general.instance.explicit_rac`): a rank mod p is at most the rank over :math:`\mathbb Q`, and the
axis points need only be roots mod p. Certified: :data:`CERTIFIED`; the largest, :math:`(4, 2, 3, 10)` at 83160,
takes matrices of side 2320 (blocks) and 15015 x 11600 (:math:`F_4`) instead of 83160.
"""

from __future__ import annotations

import shutil
import tempfile

import numpy as np

from numerics.bounds.formulas import end_input_cap
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_solve_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.filtration import _recurrence as rec
from proofs.general.filtration._recurrence import MAX_BYTES
from proofs.general.filtration.axis_points import axis_starts
from proofs.general.instance import PRIME
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "PRIME",
    "CERTIFIED",
    "MAX_BYTES",
    "proven_sep",
    "block_values",
    "jet_values",
    "block_ranks",
    "filtration_rank",
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 36 (M = 2, every depth: the End space is filtered by powers of one linear form in the first End input;"
    " if the flat blocks j > r span V' and F_r lies in S, sep is the end-input cap; certified at (L, R, T) = (4, 3, 6),"
    " (3, 3, 8), (4, 3, 8) and (4, 3, 10), so sep(4, 2, R, 10) = 83160 for every R >= 3 by Proposition 16;"
    " computer-assisted; a helper's proof, reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "exact GF(p) ranks for the explicit integer RAC at Start points with a^(1) on the k-th axis: each flat block"
    " [t^j] P(e_k + t v, b), j = r+1..N, has rank dim V'; the jets of orders 0..r at r+1 first End inputs have rank"
    " (r+1) dim V'; (r+1) dim V' + (N - r) dim V' == the end-input cap"
)
#: The shapes ``(depth, R, T)`` at ``M = 2`` certified here, each with the least ``r`` that closes (a smaller ``r``
#: falls short: ``F_0`` at ``(4, 3, 8)`` has rank 104 of 110, ``F_3`` at ``(4, 3, 10)`` 9192 of 9240).
CERTIFIED = {(4, 3, 6): 0, (3, 3, 8): 2, (4, 3, 8): 1, (4, 3, 10): 4}


def proven_sep(*, depth: int, M: int, R: int, T: int) -> int | None:
    """sep where a certified shape gives it: the end-input cap at ``M = 2`` for a :data:`CERTIFIED` ``(depth, R', T)``
    with ``R' <= R`` (Proposition 16 carries the lower bound up, and the cap does not depend on ``R >= 2``)."""
    depth, M, R, T = (check_size(n, v) for n, v in (("depth", depth), ("M", M), ("R", R), ("T", T)))
    if M != 2 or not any(L == depth and r <= R and t == T for L, r, t in CERTIFIED):
        return None
    return end_input_cap(M=2, R=R, T=T, depth=depth)


def block_values(*, depth: int, R: int, T: int, starts, v, ends, chunk: int = 16) -> np.ndarray:
    r"""The coefficients :math:`[t^j]\,\mathcal P(e_k + t v_i, b(\text{start}_i); \text{end}'_q)` mod p for the
    explicit RAC at ``(depth, 2, R, T)``: the rows of Proposition 36's blocks (``ev_j`` of the ``j``-th jets, up to
    the factor :math:`\alpha^{N-j}`, when the starts are axis points).

    :math:`\mathcal P` is the End polynomial with the first layer-1 state :math:`w = e_k + t v` in place of
    :math:`a^{(1)} \odot u_{s+1}` and :math:`b = (W^{H,l} h^{s,l})_{l \ge 2}` from the Start sequence; it is
    evaluated at :math:`t = 1..N+1` and solved for its coefficients (a Vandermonde system).

    Parameters
    ----------
    starts : int array ``(P, s, 2)``
    v : int array ``(R, P)``
    ends : int array ``(Q, T - s - 1, 2)``, the End inputs :math:`x^{s+2..T}`

    Returns
    -------
    uint32 array ``(N + 1, P, Q)``, residues; index ``j`` the power of :math:`t`.
    """
    depth, R, T = rec.check_shape(depth, R, T)
    s, (N, _) = T // 2, rec.sizes(depth, T)
    X = rec.residues("starts", starts, (0, s, 2))
    P = X.shape[0]
    v, E = rec.residues("v", v, (R, P)), rec.residues("ends", ends, (0, T - s - 1, 2))
    if v.shape != (R, P):
        raise ValueError(f"v has shape {v.shape}; need ({R}, {P})")
    Q = E.shape[0]
    rec.need((N + 1) * P * Q * 4 + (N + 1) * P * 3 * 8 * chunk * (depth + 2), f"{N + 1} evaluations of {P} x {Q}")
    weights = rec.rac_weights(depth, R)
    W_I, W_H = weights[0], weights[1]
    h = rec.start_states(weights, X)
    b = [rec.lin(W_H[l], h[l])[0] for l in range(depth)]  # a^(l), (R, P)
    ts = np.arange(1, N + 2, dtype=np.float64)
    # The N+1 values of t and the P rows share one axis (t-major), so that axis 0 stays the series order (length 1).
    w = rec.FIELD.reduce(np.repeat(ts, P)[None, :] * np.tile(v, (1, N + 1)))[None]  # (1, R, (N+1) P): e_k + t v
    w[0, rec.K] = rec.FIELD.reduce(w[0, rec.K] + 1)
    first = [w]  # the first End step with layer-1 state w: h^(s+1,l) = a^(l) * W^(I,l) h^(s+1,l-1)
    for l in range(1, depth):
        first.append(rec.FIELD.reduce(np.tile(b[l], (1, N + 1))[None] * rec.lin(W_I[l], first[-1])))
    Y = np.empty((N + 1, P, Q), dtype=np.uint32)
    for q0 in range(0, Q, chunk):
        part = E[q0 : q0 + chunk]
        hs = [np.repeat(x[..., None], part.shape[0], axis=-1) for x in first]  # (1, R, (N+1) P, C)
        xs = [part[:, t, :].T[None, :, None, :] for t in range(part.shape[1])]  # (1, 2, 1, C)
        Y[:, :, q0 : q0 + part.shape[0]] = rec.FIELD.canonical(rec.readout(weights, rec.run(weights, hs, xs))).reshape(
            N + 1, P, -1
        )
    V = np.array([[pow(int(t), j, PRIME) for j in range(N + 1)] for t in ts], dtype=np.uint64)
    for p0 in range(0, P, 256):  # the coefficients of t^0..t^N, in place, 256 rows at a time
        vals = Y[:, p0 : p0 + 256].reshape(N + 1, -1).astype(np.uint64)
        Y[:, p0 : p0 + 256] = flint_solve_mod_p(V, vals, PRIME).reshape(N + 1, -1, Q)
    return Y


def jet_values(*, depth: int, R: int, T: int, r: int, starts, directions, firsts, ends, chunk: int = 8) -> np.ndarray:
    r"""The Taylor coefficients of orders ``0..r`` in :math:`\varepsilon` of
    :math:`y(\text{start}_i + \varepsilon\,\delta_i;\ \theta_c, \text{end}'_q)` mod p for the explicit RAC at
    ``(depth, 2, R, T)`` (truncated power series through the recurrence, exact).

    Parameters
    ----------
    starts, directions : int arrays ``(P, s, 2)``
    firsts : int array ``(C, 2)``, the first End inputs :math:`\theta_c`
    ends : int array ``(Q, T - s - 1, 2)``, the End inputs :math:`x^{s+2..T}`

    Returns
    -------
    uint64 array ``(r + 1, P, C, Q)``, residues; index 0 the order.
    """
    depth, R, T = rec.check_shape(depth, R, T)
    r, s = check_size("r", r, low=0), T // 2
    X = rec.residues("starts", starts, (0, s, 2))
    D = rec.residues("directions", directions, X.shape)
    if D.shape != X.shape:
        raise ValueError(f"directions has shape {D.shape}; need {X.shape}")
    thetas, E = rec.residues("firsts", firsts, (0, 2)), rec.residues("ends", ends, (0, T - s - 1, 2))
    P, C, Q = X.shape[0], thetas.shape[0], E.shape[0]
    rec.need((r + 1) * P * C * Q * 8, f"the jets of {(r + 1) * P} x {C * Q}")
    weights = rec.rac_weights(depth, R)
    h = rec.start_states(weights, X, D, order=r)
    out = np.empty((r + 1, P, C, Q), dtype=np.uint64)
    for c, th in enumerate(thetas):
        first = rec.run(weights, h, [th[None, :, None]])
        for q0 in range(0, Q, chunk):
            part = E[q0 : q0 + chunk]
            hs = [np.repeat(x[..., None], part.shape[0], axis=-1) for x in first]  # (r+1, R, P, chunk)
            xs = [part[:, t, :].T[None, :, None, :] for t in range(part.shape[1])]  # (1, 2, 1, chunk)
            out[:, :, c, q0 : q0 + part.shape[0]] = rec.FIELD.canonical(rec.readout(weights, rec.run(weights, hs, xs)))
    return out


def block_ranks(*, depth: int, R: int, T: int, first: int = 0, seed: int = 1) -> tuple[int, ...]:
    r"""Ranks mod p of the blocks :math:`j = \text{first}..N` for the explicit RAC at ``(depth, 2, R, T)``: with
    ``first = r + 1`` the flat blocks of Proposition 36, with ``first = 0`` all the blocks of Proposition 37's
    triangular bound :math:`\dim S \ge \sum_j \operatorname{rank} B_j`.

    Block :math:`j` is ``(dim V' + 10) x (dim V' + 10)``: rows are axis points
    (:func:`~proofs.general.filtration.axis_points.axis_starts`, each with its off-axis Jacobian checked to have rank
    :math:`R - 1`) paired with random :math:`v`, :math:`v_k = 0`; columns are random End' sequences; entries
    :func:`block_values`. Each rank is at most :math:`\dim V'`. 437 s at ``(4, 3, 10)`` on one shared core, where
    the array of coefficients takes 0.78 GB; an array over half of :data:`MAX_BYTES` (``(3, 4, 12)``: 8.6 GB) is
    kept in a temporary file instead, and only one block at a time is in memory.

    Returns
    -------
    tuple of int, length :math:`N + 1 - \text{first}`
    """
    depth, R, T = rec.check_shape(depth, R, T)
    N, dim = rec.sizes(depth, T)
    if not 0 <= first <= N:
        raise ValueError(f"first={first} must be in 0..N = {N}")
    P = Q = dim + rec.EXTRA
    total = (N + 1) * P * Q * 4
    on_disk = total > MAX_BYTES // 2
    rec.need(P * Q * 8 * 3 if on_disk else total + P * Q * 8 * 2, f"the {N + 1} blocks of side {P}")
    weights = rec.rac_weights(depth, R)
    if min(rec.offaxis_theta_values(weights[0][0])) == 0:
        raise ValueError("another l_i vanishes with l_k: the explicit RAC is degenerate at this prime")
    starts = axis_starts(depth=depth, R=R, s=T // 2, count=P, seed=seed)
    if min(rec.offaxis_jacobian_ranks(weights, starts)) < R - 1:
        raise ValueError("an axis point has an off-axis Jacobian of rank < R - 1; pick another seed")
    rng = np.random.default_rng(seed + 1)
    v = rng.integers(0, PRIME, size=(R, P))
    v[rec.K] = 0
    ends = rec.end_points(T, Q, rng)
    if not on_disk:
        Y = block_values(depth=depth, R=R, T=T, starts=starts, v=v, ends=ends)
        return tuple(flint_rank_mod_p(Y[j].astype(np.uint64), PRIME, threads=1)[0] for j in range(first, N + 1))
    with tempfile.TemporaryDirectory() as scratch:
        if shutil.disk_usage(scratch).free < total * 1.1:
            raise ValueError(f"the blocks need {total / 2**30:.1f} GiB of temporary disk; {scratch} has less")
        Y = np.lib.format.open_memmap(f"{scratch}/blocks.npy", mode="w+", dtype=np.uint32, shape=(N + 1, P, Q))
        rows = max(1, MAX_BYTES // 8 // ((N + 1) * Q * 4))  # rows of all blocks at a time, an eighth of the budget
        for p0 in range(0, P, rows):
            Y[:, p0 : p0 + rows] = block_values(
                depth=depth, R=R, T=T, starts=starts[p0 : p0 + rows], v=v[:, p0 : p0 + rows], ends=ends
            )
        ranks = tuple(flint_rank_mod_p(Y[j].astype(np.uint64), PRIME, threads=1)[0] for j in range(first, N + 1))
        del Y
    return ranks


def filtration_rank(*, depth: int, R: int, T: int, r: int, samples: int | None = None, seed: int = 1) -> int:
    r"""Rank mod p of the jets of orders :math:`0..r` of :math:`y` along random lines :math:`\text{start} +
    \varepsilon \delta` through axis points (rows, ``(r + 1) samples``), restricted to the first End inputs
    :math:`\theta_c = (1, c)`, :math:`c = 0..r`, and ``dim V' + 10`` random End' sequences (columns,
    ``(r + 1)(dim V' + 10)``) for the explicit RAC at ``(depth, 2, R, T)`` (:func:`jet_values`).

    The rows lie in :math:`S \cap F_r` and the restriction is injective on :math:`F_r`, so the rank is at most
    :math:`(r+1) \dim V'`, and equality proves :math:`F_r \subseteq S`. The values at axis points alone fall short
    of :math:`\dim V'` in general, so ``samples`` (default :math:`\lceil 1.3 \dim V' \rceil`) exceeds it. 507 s
    and 4.8 GB at ``(4, 3, 10)``, ``r = 4`` (15015 x 11600; one shared core).
    """
    depth, R, T = rec.check_shape(depth, R, T)
    N, dim = rec.sizes(depth, T)
    if not 0 <= r <= N:
        raise ValueError(f"r={r} must be in 0..N = {N}")
    P = check_size("samples", samples) if samples is not None else -(-13 * dim // 10)
    Q = dim + rec.EXTRA
    rec.need((r + 1) ** 2 * P * Q * 8 * 2, f"the jets matrix {(r + 1) * P} x {(r + 1) * Q}")
    thetas = np.array([[1, c] for c in range(r + 1)])
    W1 = rec.rac_weights(depth, R)[0][0].astype(np.int64)
    if np.any((thetas @ W1[rec.K]) % PRIME == 0):
        raise ValueError("l_k vanishes at a first End input (1, c): the explicit RAC is degenerate at this prime")
    starts = axis_starts(depth=depth, R=R, s=T // 2, count=P, seed=seed)
    rng = np.random.default_rng(seed + 2)
    D = rng.integers(0, PRIME, size=starts.shape)
    jets = jet_values(
        depth=depth, R=R, T=T, r=r, starts=starts, directions=D, firsts=thetas, ends=rec.end_points(T, Q, rng)
    )
    return flint_rank_mod_p(jets.reshape((r + 1) * P, (r + 1) * Q), PRIME, threads=1)[0]


def check(*, depth: int, R: int, T: int, r: int, seed: int = 1) -> Certificate:
    """Proposition 36's certificate at ``(depth, 2, R, T)`` with ``r``: every flat block at :math:`\\dim V'`, the
    jets of orders ``0..r`` at :math:`(r+1) \\dim V'`, and the total equal to the end-input cap."""
    N, dim = rec.sizes(depth, T)
    blocks = block_ranks(depth=depth, R=R, T=T, first=r + 1, seed=seed)
    jets = filtration_rank(depth=depth, R=R, T=T, r=r, seed=seed)
    short = [(j, x) for j, x in zip(range(r + 1, N + 1), blocks, strict=True) if x != dim]
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=2, R=R, T=T, r=r, seed=seed, p=PRIME),
        "(flat blocks short of dim V', rank of the jets of orders 0..r, their total) vs (0, (r+1) dim V', cap)",
        (len(short), jets, jets + sum(blocks)),
        "==",
        (0, (r + 1) * dim, end_input_cap(M=2, R=R, T=T, depth=depth)),
        dim_v=dim,
        short=short[:5],
    )


def cases(budget: str) -> list:
    """Quick: ``(4, 3, 6)``, ``(3, 3, 8)``, ``(4, 3, 8)`` (seconds); full: also ``(4, 3, 10)`` (945 s and 4.8 GB on
    one shared core)."""
    check_budget(budget)
    quick = [dict(depth=L, R=R, T=T, r=r) for (L, R, T), r in CERTIFIED.items() if T < 10]
    return quick if budget == "quick" else [*quick, dict(depth=4, R=3, T=10, r=CERTIFIED[4, 3, 10])]
