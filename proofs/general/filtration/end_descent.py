r"""Proposition 37: lower bounds on sep at :math:`M = 2` from the filtration by the first End input, level by level
(general inputs; a helper's proofs, ``docs/research/endcap4-2026-11-30/NOTES.md`` §3-4, reviewed in
``docs/reviews/endcap4-2026-11-30/``; page ``docs/theory/end-filtration.md``).

Notation of Proposition 36 (:mod:`proofs.general.filtration.end_filtration`): :math:`S \subseteq V = \mathrm{Sym}^N \otimes V'`,
:math:`F_j = \ell_k^{N-j}\,\mathrm{Sym}^j \otimes V'`, :math:`\mathrm{ev}_j : F_j \to V'` with kernel
:math:`F_{j-1}`, so that :math:`\dim S = \sum_{j=0}^{N} \dim \mathrm{ev}_j(S \cap F_j)` (the triangular identity).

* **Triangular bound** (the helper's Corollary C). The block :math:`B_j` (rows
  :math:`[t^j]\,\mathcal P(e_k + t v_i, b_i; \cdot)` at axis points, restricted to End' points;
  :func:`~proofs.general.filtration.end_filtration.block_ranks`) has rank at most :math:`\dim \mathrm{ev}_j(S \cap F_j)`, so
  :math:`\dim S \ge \sum_j \operatorname{rank} B_j`.
* **Descending levels** (the helper's Lemma B, :func:`level_ranks`). Write the first End input as :math:`(1, c)`
  and :math:`c^*` for the zero of :math:`\ell_k(1, c)`; for :math:`f \in F_r` let
  :math:`\lambda_m(f) = [(c - c^*)^{N-m}]\, f(1, c) \in V'`. Then :math:`\lambda_m` vanishes on :math:`F_j` for
  :math:`m > j` and is a nonzero multiple of :math:`\mathrm{ev}_m` on :math:`F_m`. The jets of order :math:`m` at
  axis points lie in :math:`S \cap F_m`. Going down from :math:`m = r`, the rows at level :math:`m` are the jets of
  order :math:`m` and the *survivors* of level :math:`m + 1`: the combinations whose :math:`\lambda_{m+1}` vanishes,
  which lie in :math:`S \cap F_m` once the End' points separate :math:`V'`. The rank :math:`\rho_m` of
  :math:`\lambda_m` on these rows is at most :math:`\dim \mathrm{ev}_m(S \cap F_m)`.
* **Proposition 37.** :math:`\text{sep} \ge \sum_{m \le r} \rho_m + \sum_{j > r} \operatorname{rank} B_j` for the
  explicit integer RAC, hence for almost every RAC of the shape (Claim 5) and, by Proposition 16, at every larger
  :math:`R`. When the bound reaches the end-input cap, sep is the cap (this is Proposition 36 with
  :math:`F_r \subseteq S` certified level by level, on matrices of side about :math:`\dim V'` instead of
  :math:`(r + 1) \dim V'`).

Every rank is exact over GF(:data:`~proofs.general.instance.PRIME`): a rank mod p is at most the rank over
:math:`\mathbb Q`. Certified: :data:`CERTIFIED`.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from itertools import product

import numpy as np

from numerics.bounds.formulas import end_input_cap, end_input_copies
from numerics.rank.flint_bridge import flint_matmul_mod_p, flint_rank_mod_p, flint_rref_mod_p, flint_solve_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.filtration import _recurrence as rec
from proofs.general.filtration import end_filtration
from proofs.general.filtration._recurrence import MAX_BYTES
from proofs.general.filtration.axis_points import axis_starts
from proofs.general.instance import PRIME
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "CERTIFIED",
    "CERTIFIED_SAMPLES",
    "proven_lower_bound",
    "level_ranks",
    "lower_bound",
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 37 (M = 2, every depth: sep >= the sum over the levels m <= r of the filtration by the first End input"
    " of the ranks reached by jets at axis points and their survivors, plus the ranks of the blocks j > r;"
    " certified at (L, R, T) = (3, 4, 10) and (3, 5, 10) at the end-input cap 9856, and sep(3, 2, R, 12) >= 171336"
    " for every R >= 4 and >= 206122 for every R >= 5 by Proposition 16; computer-assisted; a helper's proofs,"
    " reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "exact GF(p) ranks for the explicit integer RAC: levels m = r..0 of the jets at axis points with their survivors"
    " (End' points checked to separate V'), and the blocks j > r; the total == the certified bound"
)
#: ``(depth, R, T) -> (r, bound)`` at ``M = 2``: the levels ``0..r`` (``r = -1``: blocks only) and the lower bound
#: on sep they certify; a bound equal to the end-input cap makes sep the cap. At ``(3, 5, 12)`` the blocks alone give
#: 197834, the levels 0..3 (525, 2625, 9064, 9856) 199478 and the levels 0..4 (525, 8477, 9856, 9856, 9856) 206122.
CERTIFIED = {(3, 4, 10): (3, 9856), (3, 5, 10): (1, 9856), (3, 4, 12): (-1, 171336), (3, 5, 12): (4, 206122)}
#: Samples per level where the default (:data:`SAMPLES_PER_DIM`) would not fit in memory.
CERTIFIED_SAMPLES = {(3, 5, 12): 14000}
#: Survivor rows updated by one FLINT product (the pivot rows are copied once per chunk; the coefficients never whole).
CHUNK = 2048
#: Samples per level, as a multiple of dim V' (survivors must fill the levels below; the helper needed 2.4 at
#: (3, 2, 4, 10)).
SAMPLES_PER_DIM = 2.5


def proven_lower_bound(*, depth: int, M: int, R: int, T: int) -> int | None:
    """The best lower bound on sep from :data:`CERTIFIED` at ``M = 2`` (a certified ``(depth, R', T)`` with
    ``R' <= R``, Proposition 16), or ``None``."""
    depth, M, R, T = (check_size(n, v) for n, v in (("depth", depth), ("M", M), ("R", R), ("T", T)))
    bounds = [b for (L, r, t), (_, b) in CERTIFIED.items() if M == 2 and L == depth and r <= R and t == T]
    return max(bounds, default=None)


def _separating(ends: np.ndarray, copies: tuple[int, ...]) -> bool:
    """Whether the End' points separate :math:`V' = \bigotimes_e \\mathrm{Sym}^{N_e}`: the monomial basis evaluated
    at them has rank :math:`\\dim V'` (then the restriction is injective on :math:`V'`)."""
    ends = np.asarray(ends, dtype=np.uint64) % np.uint64(PRIME)
    powers = []  # powers[e][a] = x_e^a y_e^(N_e - a) at every point, residues
    for e, n in enumerate(copies):
        xs, ys = [np.ones(len(ends), dtype=np.uint64)], [np.ones(len(ends), dtype=np.uint64)]
        for _ in range(n):
            xs.append(xs[-1] * ends[:, e, 0] % PRIME)
            ys.append(ys[-1] * ends[:, e, 1] % PRIME)
        powers.append([xs[a] * ys[n - a] % PRIME for a in range(n + 1)])
    cols = []
    for degrees in product(*(range(n + 1) for n in copies)):
        col = np.ones(len(ends), dtype=np.uint64)
        for e, a in enumerate(degrees):
            col = col * powers[e][a] % PRIME
        cols.append(col)
    return flint_rank_mod_p(np.array(cols).T, PRIME, threads=1)[0] == len(cols)


def _lambda_weights(N: int, r: int, etas: list[int]) -> np.ndarray:
    """``w[m, i]`` with :math:`\\lambda_m(f) = \\sum_i w_{m,i} f(1, c^* + \\eta_i)`: :math:`f(1, c^* + \\eta) /
    \\eta^{N-r}` is a polynomial of degree :math:`\\le r` whose coefficient of :math:`\\eta^{r-m}` is
    :math:`\\lambda_m(f)`."""
    V = np.array([[pow(e, d, PRIME) for d in range(r + 1)] for e in etas], dtype=np.uint64)
    Vinv = flint_solve_mod_p(V, np.eye(r + 1, dtype=np.uint64), PRIME)  # coefficients from values
    scale = [pow(pow(e, N - r, PRIME), -1, PRIME) for e in etas]
    return np.array(
        [[int(Vinv[r - m, i]) * scale[i] % PRIME for i in range(r + 1)] for m in range(r + 1)], dtype=object
    )


def _combine(w_row, values: np.ndarray) -> np.ndarray:
    """:math:`\\sum_i w_i\\, \\text{values}[:, i, :] \\bmod p` for uint64 residues ``(P, C, Q)`` (one product below
    :math:`2^{50}` at a time)."""
    out = np.zeros((values.shape[0], values.shape[2]), dtype=np.uint64)
    for i, w in enumerate(w_row):
        out = (out + values[:, i, :] * np.uint64(w) % PRIME) % PRIME
    return out


def level_ranks(
    *,
    depth: int,
    R: int,
    T: int,
    r: int,
    samples: int | None = None,
    seed: int = 1,
    rows: int | None = None,
    on_disk: bool | None = None,
    keep: int | None = None,
    workers: int = 1,
) -> tuple[int, ...]:
    r"""The ranks :math:`\rho_0, \dots, \rho_r` of the descending levels for the explicit RAC at ``(depth, 2, R,
    T)``.

    Jets of orders :math:`0..r` along random lines through ``samples`` axis points
    (:func:`~proofs.general.filtration.end_filtration.jet_values`, default :data:`SAMPLES_PER_DIM` :math:`\dim V'`)
    at the first End inputs :math:`(1, c^* + \eta)`, :math:`\eta = 1..r+1`, and ``dim V' + 10`` random End'
    points, checked to separate :math:`V'`; :math:`\lambda_{j+1}` of the order-:math:`j` jets is checked to vanish.
    Level :math:`m`: the rank of :math:`\lambda_m` on the order-:math:`m` jets and the survivors, by FLINT's reduced
    row echelon form; the survivors of level :math:`m` are the rows minus the combinations of pivot rows that cancel
    their :math:`\lambda_m`.

    The jets are computed ``rows`` axis points at a time (default: as many as fit in an eighth of
    :data:`~proofs.general.filtration.end_filtration.MAX_BYTES`) and only their :math:`\lambda_m` are kept,
    :math:`(r+1)(r+2)/2` matrices ``samples x (dim V' + 10)`` of 4-byte residues; above half of ``MAX_BYTES``
    (or with ``on_disk=True``) they are kept in a temporary file, and each level loads its own; so are the survivors
    one level hands to the levels below. The result does not depend on ``rows`` or ``on_disk``.

    ``keep`` bounds the survivors a level hands down: above ``keep`` they are replaced by ``keep`` random
    combinations of them (seeded by ``seed``). A combination of elements of :math:`S \cap F_{m-1}` lies there
    too, so every level rank stays a lower bound on :math:`\dim \mathrm{ev}_m(S \cap F_m)`; it can only fall
    (with ``keep`` at least the number of survivors, nothing changes). This bounds the memory of the levels below
    (:math:`3 (P + \text{keep}) \cdot (\dim V' + 10) \cdot 8` bytes at most), which otherwise grows by
    ``samples - dim V'`` rows a level.

    ``workers`` processes compute the jets, a chunk of ``rows`` axis points each (forked; each holds one chunk's
    jets, so the memory of the jets grows ``workers``-fold); the result does not depend on it.

    Returns
    -------
    tuple of int, length ``r + 1``, index ``m`` the level.
    """
    depth, R, T = rec.check_shape(depth, R, T)
    copies = end_input_copies(T=T, depth=depth)
    N, dim = rec.sizes(depth, T)
    r = check_size("r", r, low=0)
    if r >= N:
        raise ValueError(f"r={r} must be below N = {N}")
    P = check_size("samples", samples) if samples is not None else int(SAMPLES_PER_DIM * dim) + 1
    Q = dim + rec.EXTRA
    C = r + 1  # first End inputs
    store = (r + 1) * (r + 2) // 2 * P * Q * 4
    if on_disk is None:
        on_disk = store > MAX_BYTES // 2
    per_row = (r + 1) * C * Q * 8 * 2  # a row's jets, and their lambdas while they are combined
    if rows is None:
        rows = max(1, min(P, MAX_BYTES // 8 // per_row))
    rows = check_size("rows", rows)
    keep = check_size("keep", keep) if keep is not None else None
    workers = check_size("workers", workers)
    rec.need(
        workers * rows * per_row + (0 if on_disk else store),
        f"the jets of {rows} rows at {C * Q} points" + (f" in each of {workers} workers" if workers > 1 else ""),
    )
    rec.need(
        _descent_bytes(P, Q, dim, r, keep, on_disk) + (0 if on_disk else store),
        f"the descent through {r + 1} levels of {P} rows",
    )
    disk = store + r * (keep or 2 * P) * Q * 4  # the jets' lambdas, and the survivors of one level (estimate)
    if on_disk and shutil.disk_usage(tempfile.gettempdir()).free < disk * 1.1:
        raise ValueError(f"the levels need {disk / 2**30:.1f} GiB of temporary disk; {tempfile.gettempdir()} has less")
    W1 = rec.rac_weights(depth, R)[0][0].astype(np.int64) % PRIME
    if W1[rec.K, 1] == 0:
        raise ValueError("W^(I,1)_(k,2) = 0 mod p: l_k does not involve the second input coordinate")
    cstar = -int(W1[rec.K, 0]) * pow(int(W1[rec.K, 1]), -1, PRIME) % PRIME
    etas = list(range(1, r + 2))
    firsts = np.array([[1, (cstar + e) % PRIME] for e in etas])
    rng = np.random.default_rng(seed + 3)
    ends = rec.end_points(T, Q, rng)
    if not _separating(ends, copies[1:]):
        raise ValueError("the End' points do not separate V'; pick another seed")
    starts = axis_starts(depth=depth, R=R, s=T // 2, count=P, seed=seed)
    D = rng.integers(0, PRIME, size=starts.shape)
    w = _lambda_weights(N, r, etas)
    with tempfile.TemporaryDirectory() as scratch:

        def array(j: int) -> np.ndarray:  # lam[j][m] = lambda_m of the order-j jets, m <= j
            if on_disk:
                return np.lib.format.open_memmap(f"{scratch}/order{j}.npy", "w+", np.uint32, (j + 1, P, Q))
            return np.empty((j + 1, P, Q), dtype=np.uint32)

        lam = [array(j) for j in range(r + 1)]
        parts = [slice(p0, min(P, p0 + rows)) for p0 in range(0, P, rows)]
        tasks = [(depth, R, T, r, starts[part], D[part], firsts, ends, w) for part in parts]
        pool = None
        if workers > 1:
            import multiprocessing as mp
            from concurrent.futures import ProcessPoolExecutor

            pool = ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork"))
        done: Iterator[list[np.ndarray]] = (
            map(_chunk_lambdas, tasks) if pool is None else pool.map(_chunk_lambdas, tasks)
        )
        try:
            for part, chunk in zip(parts, done):
                for j in range(r + 1):
                    lam[j][:, part] = chunk[j]
                del chunk
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
        rho = _descend(lam, keep=keep, rng=np.random.default_rng(seed + 5), spill=scratch if on_disk else None)
        del lam
    return rho


def _chunk_lambdas(task: tuple) -> list[np.ndarray]:
    r"""The :math:`\lambda_m` of the jets of one chunk of axis points: ``out[j][m]`` for the order-``j`` jets,
    ``m <= j``, 4-byte residues; the order-``j`` jets are checked to have no level-``(j + 1)`` part (they lie in
    :math:`F_j`). A module-level function, so that worker processes can run it."""
    depth, R, T, r, starts, directions, firsts, ends, w = task
    jets = end_filtration.jet_values(
        depth=depth, R=R, T=T, r=r, starts=starts, directions=directions, firsts=firsts, ends=ends
    )
    out = []
    for j in range(r + 1):
        out.append(np.stack([_combine(w[m], jets[j]) for m in range(j + 1)]).astype(np.uint32))
        if j < r and np.any(_combine(w[j + 1], jets[j])):
            raise AssertionError(f"the order-{j} jets have a nonzero level-{j + 1} part: they are not in F_{j}")
    return out


def _level_bytes(height: int, Q: int, last: bool, held: int) -> int:
    """Memory of one level's elimination: the rows transposed, FLINT's copy and the echelon form read back (the last
    level needs only the rank: the rows and FLINT's copy), with the survivors held for the levels below."""
    return (2 if last else 3) * height * Q * 8 + held


def _update_bytes(free: int, rank: int, Q: int, held: int) -> int:
    """Memory of one survivor update: the coefficients, the free rows (updated in place) and the pivot rows, FLINT's
    copy of the pivot rows, and one chunk of :data:`CHUNK` free rows in FLINT (its coefficients and product, and the
    product read back)."""
    c = min(free, CHUNK)
    return 8 * (free * rank + free * Q + 2 * rank * Q + c * rank + 2 * c * Q) + held


def _compress_bytes(free: int, rank: int, keep: int, Q: int, held: int) -> int:
    """Memory of one compressed survivor update: the random combinations and their product with the coefficients
    (and FLINT's copies), the free and pivot rows, two products."""
    return 8 * (2 * keep * (free + rank) + 2 * free * rank + (free + rank) * Q + 2 * keep * Q) + held


def _descent_bytes(P: int, Q: int, dim: int, r: int, keep: int | None = None, spill: bool = False) -> int:
    """The descent's peak memory if every level reached ``dim``, the fewest survivors possible: a run this needs more
    than :data:`MAX_BYTES` for is refused before the jets are computed (a level short of ``dim`` leaves more
    survivors, and its step then checks again). Survivors spilled to disk (``spill``) hold no memory between
    steps."""
    row = 0 if spill else Q * 8  # memory a survivor holds for each level below, between steps
    peak, S = 0, 0
    for m in range(r, -1, -1):
        height = P + S
        peak = max(peak, _level_bytes(height, Q, m == 0, m * S * row))
        rank = min(dim, height)
        if m:
            free = height - rank
            if keep is not None and free > keep:
                peak = max(peak, _compress_bytes(free, rank, keep, Q, (m - 1) * keep * row))
            else:
                peak = max(peak, _update_bytes(free, rank, Q, (m - 1) * S * row))
        S = height - rank if keep is None else min(height - rank, keep)
    return peak


def _descend(
    lam: list[np.ndarray],
    *,
    keep: int | None = None,
    rng: np.random.Generator | None = None,
    spill: str | None = None,
) -> tuple[int, ...]:
    r"""The level ranks from ``lam[j][m]`` (:math:`\lambda_m` of the order-``j`` jets): level ``m`` takes the
    order-``m`` rows and the survivors of level ``m + 1``; the survivors are kept one level at a time, in memory or
    (``spill``, a folder) in files, and every step checks its memory first
    (:func:`~proofs.general.filtration._recurrence.need`). More than ``keep`` survivors are replaced by ``keep``
    random combinations of them (``rng``)."""
    if keep is not None and rng is None:
        raise ValueError("keep needs rng, the generator of the random combinations")
    r = len(lam) - 1
    survivors: dict[int, np.ndarray] = {}
    rho = [0] * (r + 1)

    def resident(arrays) -> int:
        return sum(0 if isinstance(x, np.memmap) else x.nbytes for x in arrays)

    def discard(handed: np.ndarray | None) -> None:
        if isinstance(handed, np.memmap) and handed.filename:  # a spilled survivor file, read: delete it
            os.remove(handed.filename)

    def pick(jets: np.ndarray, handed: np.ndarray | None, idx: np.ndarray) -> np.ndarray:
        """Rows ``idx`` of the jets stacked over the survivors handed down, without building the stack."""
        out = np.empty((idx.size, jets.shape[1]), dtype=np.uint64)
        low = idx < jets.shape[0]
        out[low] = jets[idx[low]]
        if handed is not None:
            out[~low] = handed[idx[~low] - jets.shape[0]]
        return out

    def hand_down(m: int, mp: int, Z: np.ndarray) -> np.ndarray:
        if spill is None:
            return Z
        out = np.lib.format.open_memmap(f"{spill}/survivors{m}_{mp}.npy", "w+", np.uint32, Z.shape)
        out[:] = Z
        out.flush()
        return out

    for m in range(r, -1, -1):
        height, Q = lam[m].shape[1] + (survivors[m].shape[0] if survivors else 0), lam[m].shape[2]
        held = resident(x for i, x in survivors.items() if i != m)
        rec.need(_level_bytes(height, Q, m == 0, held), f"level {m}: {height} rows at {Q} points")
        handed = survivors.pop(m) if survivors else None
        rows = pick(lam[m][m], handed, np.arange(height))
        discard(handed)
        del handed
        if m == 0:
            rho[0] = flint_rank_mod_p(rows, PRIME, threads=1)[0]
            break
        At = rows.T.copy()
        del rows
        E, rank = flint_rref_mod_p(At, PRIME)  # A^T x = 0 <=> E x = 0: the survivors are A's left kernel
        del At
        rho[m] = rank
        pivots = np.array([int(np.flatnonzero(E[i])[0]) for i in range(rank)], dtype=np.int64)
        free = np.setdiff1d(np.arange(height), pivots)
        coef = (PRIME - E[:rank, free].T) % PRIME  # survivor f = row f - sum_i E[i, f] row pivots[i]
        del E
        # Compressed, the survivors are G (row f - coef row pivots) = G rows[free] + (G coef) rows[pivots].
        G, kept = None, free.size
        if keep is not None and rng is not None and free.size > keep:
            rec.need(
                _compress_bytes(free.size, rank, keep, Q, resident(survivors.values())),
                f"the survivors of level {m}",
            )
            G, kept = rng.integers(0, PRIME, size=(keep, free.size)).astype(np.uint64), keep
            coef = flint_matmul_mod_p(G, coef, PRIME) % PRIME
        new: dict[int, np.ndarray] = {}
        for mp in range(m):
            held = resident((*survivors.values(), *new.values()))
            cost = (
                _update_bytes(free.size, rank, Q, held)
                if G is None
                else _compress_bytes(free.size, rank, kept, Q, held)
            )
            rec.need(cost, f"the survivors of level {m}")
            handed = survivors.pop(mp) if survivors else None
            Zf, Zp = pick(lam[m][mp], handed, free), pick(lam[m][mp], handed, pivots)
            discard(handed)
            del handed
            if G is not None:
                Zf = flint_matmul_mod_p(G, Zf, PRIME)
                Zf += flint_matmul_mod_p(coef, Zp, PRIME)
            else:
                for c0 in range(0, Zf.shape[0], CHUNK):
                    Zf[c0 : c0 + CHUNK] += flint_matmul_mod_p(coef[c0 : c0 + CHUNK], Zp, PRIME)
            del Zp
            Zf %= PRIME
            new[mp] = hand_down(m, mp, Zf)
            del Zf
        survivors = new
    return tuple(rho)


def lower_bound(
    *,
    depth: int,
    R: int,
    T: int,
    r: int,
    samples: int | None = None,
    seed: int = 1,
    keep: int | None = None,
    workers: int = 1,
) -> int:
    """Proposition 37's bound :math:`\\sum_{m \\le r} \\rho_m + \\sum_{j > r} \\operatorname{rank} B_j` on sep for
    the explicit RAC at ``(depth, 2, R, T)``; ``r = -1`` gives the triangular bound (blocks only). ``samples``,
    ``seed``, ``keep`` and ``workers`` (the jets' pool) as in :func:`level_ranks`."""
    r = check_size("r", r, low=-1)
    levels = (
        level_ranks(depth=depth, R=R, T=T, r=r, samples=samples, seed=seed, keep=keep, workers=workers)
        if r >= 0
        else ()
    )
    return sum(levels) + sum(end_filtration.block_ranks(depth=depth, R=R, T=T, first=r + 1, seed=seed))


def check(*, depth: int, R: int, T: int, r: int, bound: int, samples: int | None = None, seed: int = 1) -> Certificate:
    """Proposition 37's certificate at ``(depth, 2, R, T)``: the levels ``0..r`` (``samples`` per level) and the
    blocks above reach ``bound`` (at most the end-input cap)."""
    cap = end_input_cap(M=2, R=R, T=T, depth=depth)
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=2, R=R, T=T, r=r, seed=seed, p=PRIME, **({} if samples is None else {"samples": samples})),
        "levels 0..r + blocks r+1..N vs the certified lower bound",
        lower_bound(depth=depth, R=R, T=T, r=r, samples=samples, seed=seed),
        "==",
        bound,
        cap=cap,
    )


def cases(budget: str) -> list:
    """Quick: ``(3, 4, 10)`` and ``(3, 5, 10)`` at the cap (24 s together); full: also ``(3, 4, 12)`` and
    ``(3, 5, 12)`` (blocks of side 9866 in an 8.6 GB temporary file each, 86 and 76 min on shared cores; at
    ``(3, 5, 12)`` also the levels 0..4 with 14000 samples: 90 min with ``workers=2`` on cores shared with another
    job, an 8.3 GB file of jets, about two hours on one core)."""
    check_budget(budget)
    rows = [
        dict(depth=L, R=R, T=T, r=r, bound=b, samples=CERTIFIED_SAMPLES.get((L, R, T)))
        for (L, R, T), (r, b) in CERTIFIED.items()
        if budget == "full" or T < 12
    ]
    return [{k: v for k, v in c.items() if v is not None} for c in rows]
