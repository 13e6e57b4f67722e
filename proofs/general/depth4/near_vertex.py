r"""Proposition 38: :math:`\operatorname{sep}(4, M, 3, 8) = 598131` for almost every RAC with :math:`M \ge 3`, and
at most 598131 for every RAC (general inputs; ``docs/theory/depth4-r3-t8-t10.md``, "Proposition 38").

Depth 4, :math:`R = 3`, :math:`T = 8` (:math:`s = 4`, :math:`N_1 = 20`). With :math:`M \ge R` the output factors
through :math:`W^{I,1}`, so sep is that of :math:`M = R`, :math:`W^{I,1} = I`; the Start map onto the four cut
states is dominant (Lemma S: a Jacobian of rank :math:`4R = 12` at one integer point,
:func:`~proofs.general.free_states.start_jacobian_rank`), so sep is the rank of the End polynomial with
the cut states free, and that is :math:`\sum_\alpha \mathrm{rank}\, Q_\alpha` over the 231 monomials
:math:`w^\alpha` of :math:`w = a \odot u_5` (Proposition 12's a-splitting).

* **Lower bound (recomputed here).** :func:`block_ranks` takes the rank mod :data:`PRIME` of every block of one
  representative per :math:`S_3`-orbit of :math:`\alpha` at one integer point; relabelling the layer-1 units carries
  :math:`Q_\alpha` to :math:`Q_{\sigma\alpha}`, so the orbit-weighted sum, 598131, is a lower bound on the generic
  rank of :math:`P`.
* **Upper bound (recomputed here).** The sum of per-block bounds: Proposition 42's
  (:func:`~proofs.general.depth4.outer_blocks.block_bounds`: fat points and local jet conditions, 598563 in all, the
  sum of the helpers' reviewed per-block bounds), less the closures of the five near-vertex classes
  (:mod:`~proofs.general.depth4.closures`: 45 explicit kernel elements on (19, 1, 0), functionals vanishing at the
  points :math:`l_i = l_j = 0` on (18, 1, 1), (17, 2, 1), (16, 2, 2), (16, 3, 1); :data:`UPPER_STEPS`). Every
  certificate was first recomputed by a reviewer with its own code at its own primes (``docs/reviews/d4r3b-2026-11-30``,
  ``k45-2026-11-30``, ``k189-2026-11-30``, ``k189-T10-2026-12-01``).

:func:`check` recomputes Lemma S and the lower bound,
:func:`~proofs.general.depth4.outer_blocks.check_proposition_38` also the upper bound (the registry's check). The value goes to the atlas of open shapes
(:mod:`proofs.general.atlas_open`) through :func:`proven_sep`.

**Proposition 39** (:math:`T = 10`; computer-assisted, reviewed). The blocks at :math:`T = 10` are 666 (120 orbits), of
side about 8500. At one point the 231 *interior* ones (44 orbits, every :math:`\alpha_i \ge s = 5`) are at Proposition
12's bound 8388, and the other 435 (76 orbits) at :data:`OUTER_RANKS`, orbit-weighted 3422196; with Lemma S at
:math:`s = 5` they give :math:`\operatorname{sep}(4, M, 3, 10) \ge 1937628 + 3422196 = 5359824` for :math:`M \ge 3`
(:data:`PARTIAL`, :func:`proven_lower_bound`, :func:`check_partial`). Proposition 42
(:mod:`~proofs.general.depth4.outer_blocks`) bounds it by 5360526 above.
**Conjecture 40** says that the interior blocks reach their bound at every :math:`T` (:func:`interior_representatives`,
:func:`interior_bound`, :func:`check_interior`).
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Callable, Sequence
from functools import cache
from itertools import permutations
from math import comb

import numpy as np

from numerics.bounds.depth4 import corner_bound, start_degrees
from numerics.bounds.depth4_blocks import orbit_representatives
from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rank_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import start_jacobian_rank
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "PRIME",
    "draw_point",
    "SEP",
    "UPPER_STEPS",
    "UPPER_BEFORE",
    "proven_sep",
    "block_ranks",
    "check",
    "STATEMENT_PARTIAL",
    "CHECK_PARTIAL",
    "PARTIAL",
    "OUTER_RANKS",
    "proven_lower_bound",
    "check_partial",
    "cases_partial",
    "STATEMENT_INTERIOR",
    "CHECK_INTERIOR",
    "at_shape",
    "interior_representatives",
    "interior_bound",
    "check_interior",
    "cases_interior",
]

STATEMENT = (
    "Proposition 38 (depth 4, general inputs, R = 3 <= M, T = 8: sep = 598131 for almost every RAC, <= 598131 for"
    " every RAC; the lower bound the sum of the 231 block ranks of Proposition 12's a-splitting with the Start map"
    " dominant (Lemma S), the upper bound a sum of per-block bounds from helpers' certificates (fat points, jets,"
    " 45 kernel elements at (19, 1, 0), vanishing functionals near the vertices), every certificate recomputed by a"
    " reviewer's own code and by the lab; computer-assisted; this lab)"
)
CHECK = (
    "exact GF(p) ranks at one integer point: the Start Jacobian at s = 4 == 4R = 12 (Lemma S); the orbit-weighted sum"
    " of every block's least proved bound (outer_blocks.closed_bounds: Proposition 42's 598563 less the five"
    " near-vertex closures, each functional checked to vanish on A_k) == 598131, each closure's saving == UPPER_STEPS;"
    " (full budget) the orbit-weighted sum of the ranks of the 44 orbit representatives' blocks Q_alpha == 598131"
)
#: The prime of the block ranks, below :math:`2^{20}`: the Vandermonde step is one float64 matrix product of
#: residues, exact for up to :math:`2^{13}` lattice points (products below :math:`2^{40}`, sums below :math:`2^{53}`).
PRIME = 1048571
#: The largest block array :func:`block_ranks` allocates (4 bytes per residue).
MAX_BYTES = 4 * 2**30

_R = 3

#: ``(R, T) -> sep(4, M, R, T)`` for every ``M >= R`` (Proposition 38).
SEP: dict[tuple[int, int], int] = {(3, 8): 598131}
#: How the upper bound came down from the sum of the reviewed per-block bounds (598563): ``(class, blocks, less
#: per block)`` for the five near-vertex classes.
UPPER_STEPS: tuple[tuple[tuple[int, int, int], int, int], ...] = (
    ((19, 1, 0), 6, 27),
    ((18, 1, 1), 3, 27),
    ((17, 2, 1), 6, 18),
    ((16, 2, 2), 3, 9),
    ((16, 3, 1), 6, 9),
)
#: The sum of the per-block upper bounds before the five classes were closed.
UPPER_BEFORE = 598563

STATEMENT_PARTIAL = (
    "Proposition 39 (depth 4, general inputs, R = 3 <= M, T = 10: sep >= 5359824 for almost every RAC, the sum of the"
    " ranks at one point of all 666 blocks (120 orbits) of Proposition 12's a-splitting: the 231 interior ones (every"
    " alpha_i >= 5) at their bound 8388, the 435 others at 3422196 in all; with the Start map dominant at s = 5"
    " (Lemma S); 1937628 from the interior alone, 83160 before; computer-assisted, reviewed; this lab)"
)
CHECK_PARTIAL = (
    "exact GF(p) rank of the Start Jacobian at s = 5 == 4R = 12; the 120 orbit representatives' block ranks are the"
    ' recorded command check_partial(part="blocks") (about 2 h on one core with the compiled kernel, 35 GB of'
    " temporary disk)"
)


def at_shape(table: dict[tuple[int, int], int], *, M: int, R: int, T: int) -> int | None:
    """The entry of an ``(R, T) -> value`` table of a depth-4 proposition at the shape ``(4, M, R, T)``: ``None`` when
    ``M < R`` (the propositions hold for ``M >= R``) or ``(R, T)`` is not in the table."""
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T, low=2)
    return table.get((R, T)) if M >= R else None


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(4, M, R, T) where Proposition 38 gives it (``R = 3``, ``T = 8``, ``M >= 3``), else ``None``."""
    return at_shape(SEP, M=M, R=R, T=T)


def proven_lower_bound(*, M: int, R: int, T: int) -> int | None:
    """The lower bound of Proposition 39 on sep(4, M, R, T) (``R = 3``, ``T = 10``, ``M >= 3``), else ``None``."""
    return at_shape({k: v[1] for k, v in PARTIAL.items()}, M=M, R=R, T=T)


def _mv(W: np.ndarray, h: list) -> list:
    """``W h`` mod p for ``h`` a list of :math:`R` arrays (coordinates); products of residues below :math:`2^{40}`."""
    return [sum(int(W[r, j]) * h[j] for j in range(len(h))) % PRIME for r in range(W.shape[0])]


def _had(x: list, y: list) -> list:
    return [a * b % PRIME for a, b in zip(x, y, strict=True)]


def block_ranks(
    *,
    T: int = 8,
    seed: int = 1,
    orbits: bool = True,
    alphas: Sequence[tuple[int, ...]] | None = None,
    chunk: int | None = None,
    on_disk: bool = False,
    report: Callable[[tuple[int, ...], int], None] | None = None,
    compiled: bool | None = None,
) -> dict[tuple[int, ...], int]:
    r"""Ranks mod :data:`PRIME` of Proposition 12's blocks :math:`Q_\alpha` (:math:`|\alpha| = N_1`) of one random
    depth-4 RAC with :math:`R = M = 3`, :math:`W^{I,1} = I`, at :math:`T = 2n` (:math:`n \ge 3`).

    The cut states :math:`(b, c, g)` are free and :math:`w = a \odot u_{n+1}` runs over the principal lattice
    :math:`w = (1, i, j)`, :math:`i + j \le N_1`, which is unisolvent for the forms of degree :math:`N_1`; one inverse
    Vandermonde matrix turns the values into the coefficients :math:`Q_\alpha`. :math:`y` is linear in :math:`g` and
    in the last input :math:`u_T`, so each block is a matrix with rows (cut point :math:`(b, c)`, :math:`k`:
    :math:`g = e_k`) and columns (End point :math:`(u_{n+2}, \dots, u_{T-1})`, :math:`i`: :math:`u_T = e_i`):
    :math:`3 X` rows, :math:`X = \binom{N_2+2}{2}\binom{N_3+2}{2}` the dimension of the forms of the cut states'
    degrees, and :math:`3 Y` columns, :math:`3 Y \ge` the largest per-block bound + 12.

    Parameters
    ----------
    T : int
        Even, :math:`\ge 6`. At :math:`T = 8`: 44 blocks of 2970 x 2856, 1.5 GB, about five minutes on one core with
        numpy; at :math:`T = 10` the 120 orbits' blocks need 35 GB, refused in memory (``on_disk``: 73 min of
        evaluation on one core with numpy, about 13 with the kernel, then about a minute per rank).
    orbits : bool
        One representative per :math:`S_3`-orbit (:func:`orbit_representatives`) if true, else every :math:`\alpha`.
    alphas : sequence of (int, int, int), optional
        Only these blocks (each summing to :math:`N_1`); ``orbits`` is then ignored. A partial sum, weighted by orbit
        sizes, is still a lower bound on sep (every block's rank is). At :math:`T = 10`, ten blocks of
        8568 x 8400 take 2.9 GB.
    chunk : int, optional
        End points evaluated at a time; by default 8 with the kernel, and with numpy 10 up to :math:`T = 8` and 2
        from :math:`T = 10` (numpy holds about 1 GB of states per End point there, the kernel about 0.14 GB).
    on_disk : bool
        Keep the blocks in an unnamed temporary file (its disk freed when the process ends, however it ends)
        instead of memory: the evaluation then needs memory for one chunk whatever the number of blocks, and the
        disk :math:`4 \cdot 9XY` bytes per block (288 MB at :math:`T = 10`). The ranks do not depend on it.
    report : callable, optional
        Called as ``report(alpha, rank)`` after each rank, in the order of the blocks (a long run's log).
    compiled : bool, optional
        Evaluate with the compiled kernel (:mod:`~proofs.general.depth4._kernel`, the ``fast`` extra's numba)
        instead of numpy; ``None``: when numba is importable. The blocks are the same arrays either way
        (``tests/proofs/general/depth4/test_kernel.py``); the kernel ran 4.5 times faster than numpy at
        :math:`T = 8` and 5.6 times at :math:`T = 10` (``bench/bench_near_vertex.py``).

    Returns
    -------
    dict
        :math:`\alpha \mapsto` the rank at this point: a lower bound on the generic rank of :math:`Q_\alpha` (a
        nonzero minor mod p is a nonzero integer polynomial in the weights).
    """
    T = check_size("T", T, low=6)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    seed = check_size("seed", seed, low=0)
    kernel = _kernel_module() if compiled is not False else None
    if compiled and kernel is None:
        raise ValueError("compiled=True needs numba: pip install 'racs-lab[fast]', or pass compiled=None")
    chunk = check_size("chunk", chunk) if chunk is not None else 8 if kernel else 10 if T <= 8 else 2
    n = T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    chosen: list[tuple[int, ...]]
    if alphas is not None:
        chosen = [tuple(check_size("alpha entry", v, low=0) for v in a) for a in alphas]
        if not chosen or any(len(a) != _R or sum(a) != n1 for a in chosen):
            raise ValueError(f"alphas={list(alphas)} must be nonempty triples summing to N_1={n1} at T={T}")
    elif orbits:
        chosen = [a for a, _ in orbit_representatives(n1=n1)]
    else:
        chosen = [(n1 - i - j, i, j) for i in range(n1 + 1) for j in range(n1 + 1 - i)]
    X = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    Y = -(-(max(corner_bound(R=_R, T=T, alpha=a) for a in chosen) + 12) // 3)
    need = len(chosen) * 9 * X * Y * 4
    if on_disk:
        free = shutil.disk_usage(tempfile.gettempdir()).free
        if free < need * 1.1:
            raise ValueError(
                f"T={T} needs {need / 2**30:.1f} GiB of temporary disk for the blocks; {tempfile.gettempdir()} has "
                f"{free / 2**30:.1f} GiB free: choose fewer alphas"
            )
    elif need > MAX_BYTES:
        raise ValueError(
            f"T={T} needs {need / 2**30:.1f} GiB of blocks; at most 4 GiB here: choose fewer alphas or on_disk=True"
        )
    # numpy: the chunk's states, about 64 arrays of X x lattice x chunk int64 (the states, A, Z, the middle steps' D),
    # still held while each rank copies one block twice as uint64 (ours and FLINT's): with 14 blocks in memory 6.6 GiB
    # (7.1 GB) planned, 7.3 GB measured at T = 10. The kernel: the three first-step states and the chunk's 9 entries
    # per (lattice point, cut point, End point) in float64, and one product's result per block.
    lat = comb(n1 + 2, 2)
    states = (9 * lat * X + 9 * lat * X * chunk + len(chosen) * X * chunk) * 8 if kernel else 64 * X * lat * chunk * 8
    work = states + 2 * 8 * 9 * X * Y
    check_fits(
        (0 if on_disk else need) + work, f"{len(chosen)} blocks of {3 * X} x {3 * Y} at T={T}", fix="lower chunk or T"
    )
    weights, b0, c0, ends = draw_point(seed=seed, X=X, Y=Y, n=n)
    W2, W3, W4, H1, H2, H3, H4, WO = weights
    b = [v.reshape(X, 1, 1) for v in b0]
    c = [v.reshape(X, 1, 1) for v in c0]
    lattice = [(i, j) for i in range(n1 + 1) for j in range(n1 + 1 - i)]
    V = np.array([[pow(i, a, PRIME) * pow(j, bb, PRIME) % PRIME for a, bb in lattice] for i, j in lattice])
    row = {mono: r for r, mono in enumerate(lattice)}
    pick = flint_inv_mod_p(V.astype(np.uint64), PRIME)[[row[(a[1], a[2])] for a in chosen]].astype(np.float64)
    # The first End step (u_(n+1) inside w): shapes (X, lattice, 1), independent of the later End inputs.
    w = [np.ones((1, len(lattice), 1), np.int64)] + [np.array(v, np.int64).reshape(1, -1, 1) for v in zip(*lattice)]
    h2 = _had(b, _mv(W2, w))
    h3 = _had(c, _mv(W3, h2))
    v = _mv(W4, h3)
    # An unnamed temporary file (O_TMPFILE on Linux): the system frees its disk when the process ends, however it
    # ends (a kill -9 too), and no name is left behind.
    with tempfile.TemporaryFile() if on_disk else contextlib.nullcontext() as scratch:
        # Stored transposed (a column per row) so that each chunk writes whole rows: sequential in a file.
        shape = (len(chosen), 3 * Y, 3 * X)
        blocks: np.ndarray
        if scratch is not None:
            blocks = np.memmap(scratch, dtype=np.uint32, mode="w+", shape=shape)
        else:
            blocks = np.empty(shape, dtype=np.uint32)
        weights = (W2, W3, W4, H1, H2, H3, H4, WO)
        if kernel is not None:
            _evaluate_compiled(kernel, blocks, X, Y, chunk, pick, w, h2, h3, v, ends, weights)
        else:
            _evaluate(blocks, X, Y, chunk, pick, w, h2, h3, v, ends, weights)
        ranks: dict[tuple[int, ...], int] = {}
        for r, a in enumerate(chosen):
            ranks[a] = flint_rank_mod_p(blocks[r].astype(np.uint64), PRIME, threads=1)[0]
            if report is not None:
                report(a, ranks[a])
        del blocks
    return ranks


def draw_point(
    *, seed: int, X: int, Y: int, n: int
) -> tuple[tuple[np.ndarray, ...], np.ndarray, np.ndarray, np.ndarray]:
    r"""The random integer point of :func:`block_ranks` (and of :mod:`~proofs.general.depth4.edge_block`), in this
    order from ``numpy.random.default_rng(seed)``: the weights :math:`(W_2, W_3, W_4, H_1, H_2, H_3, H_4)` (3 x 3 in
    :math:`[1, p)`) and :math:`W_O` (3,), the cut points :math:`b`, :math:`c` (3 x X) and the End inputs
    :math:`u_{n+2}, \dots, u_{T-1}` (``(n - 2, 3, Y)``), all residues mod :data:`PRIME`."""
    rng = np.random.default_rng(seed)
    weights = tuple(rng.integers(1, PRIME, size=(_R, _R), dtype=np.int64) for _ in range(7))
    weights += (rng.integers(1, PRIME, size=_R, dtype=np.int64),)
    b = rng.integers(0, PRIME, size=(_R, X), dtype=np.int64)
    c = rng.integers(0, PRIME, size=(_R, X), dtype=np.int64)
    return weights, b, c, rng.integers(0, PRIME, size=(n - 2, _R, Y), dtype=np.int64)


def _evaluate(
    blocks: np.ndarray,
    X: int,
    Y: int,
    chunk: int,
    pick: np.ndarray,
    w: list,
    h2: list,
    h3: list,
    v: list,
    ends: np.ndarray,
    weights: tuple[np.ndarray, ...],
) -> None:
    """Fill ``blocks[:, 3 y + i, k X + x]`` with the blocks' entries, ``chunk`` End points at a time."""
    W2, W3, W4, H1, H2, H3, H4, WO = weights
    for y0 in range(0, Y, chunk):
        y1 = min(Y, y0 + chunk)
        s1, s2, s3, D = _mv(H1, w), _mv(H2, h2), _mv(H3, h3), []
        for u in ends[:, :, y0:y1]:  # the middle End steps
            s1 = _had(s1, [x.reshape(1, 1, -1) for x in u])
            s2 = _had(s2, _mv(W2, s1))
            s3 = _had(s3, _mv(W3, s2))
            D.append(_mv(W4, s3))
            s1, s2, s3 = _mv(H1, s1), _mv(H2, s2), _mv(H3, s3)
        # The last step is linear in u_T: W4 h3^(T) = A u_T with A = W4 diag(s3) W3 diag(s2) W2 diag(s1).
        A = [[W2[r, i] * s1[i] % PRIME for i in range(_R)] for r in range(_R)]
        for Wl, s in ((W3, s2), (W4, s3)):
            A = [[s[r] * A[r][i] % PRIME for i in range(_R)] for r in range(_R)]
            A = [[sum(int(Wl[r, m]) * A[m][i] for m in range(_R)) % PRIME for i in range(_R)] for r in range(_R)]
        # y = WO . (diag(A u_T) H4 diag(D_(T-1)) H4 ... diag(D_(n+2)) H4 diag(v) g): B[k][i], y = sum g_k (u_T)_i B[k][i]
        Z = [[WO[r] * A[r][i] % PRIME for i in range(_R)] for r in range(_R)]
        for Dt in [*reversed(D), v]:
            Z = [[sum(int(H4[m, r]) * Z[m][i] for m in range(_R)) % PRIME for i in range(_R)] for r in range(_R)]
            Z = [[Dt[r] * Z[r][i] % PRIME for i in range(_R)] for r in range(_R)]
        for k in range(_R):
            for i in range(_R):
                B = np.broadcast_to(Z[k][i], (X, pick.shape[1], y1 - y0)).astype(np.float64)
                q = np.fmod(np.tensordot(pick, B, axes=([1], [1])), PRIME)  # (blocks, X, y1 - y0), exact
                blocks[:, 3 * y0 + i : 3 * y1 : 3, k * X : (k + 1) * X] = q.transpose(0, 2, 1)


@cache
def _kernel_module():
    """:mod:`proofs.general.depth4._kernel` (importing numba), or ``None`` when numba is absent or broken."""
    try:
        from proofs.general.depth4 import _kernel
    except ImportError:
        return None
    return _kernel


def _evaluate_compiled(
    kernel,
    blocks: np.ndarray,
    X: int,
    Y: int,
    chunk: int,
    pick: np.ndarray,
    w: list,
    h2: list,
    h3: list,
    v: list,
    ends: np.ndarray,
    weights: tuple[np.ndarray, ...],
) -> None:
    """:func:`_evaluate` with the entries from :func:`proofs.general.depth4._kernel.end_values`: the same arrays."""
    L = pick.shape[1]

    def layout(h: list) -> np.ndarray:  # (3, lattice, X) float64 from three (X, lattice, 1) residue arrays
        return np.stack([np.broadcast_to(x, (X, L, 1))[:, :, 0].T for x in h]).astype(np.float64)

    wl = np.stack([np.broadcast_to(x, (1, L, 1))[0, :, 0] for x in w]).astype(np.float64)
    H2s, H3s, Vs = layout(h2), layout(h3), layout(v)
    W = np.stack(weights[:7]).astype(np.float64)
    WO = weights[7].astype(np.float64)
    ends = ends.astype(np.float64)
    for y0 in range(0, Y, chunk):
        y1 = min(Y, y0 + chunk)
        out = np.empty((9, L, y1 - y0, X))
        kernel.end_values(wl, H2s, H3s, Vs, np.ascontiguousarray(ends[:, :, y0:y1]), W, WO, out, float(PRIME))
        for k in range(_R):
            for i in range(_R):
                q = np.fmod(pick @ out[3 * k + i].reshape(L, -1), PRIME)  # (blocks, chunk X), exact below 2^53
                blocks[:, 3 * y0 + i : 3 * y1 : 3, k * X : (k + 1) * X] = q.reshape(-1, y1 - y0, X)


def _certify(
    statement: str,
    *,
    part: str,
    s: int,
    T: int,
    alphas: Sequence | None,
    bound: int,
    seed: int,
    on_disk: bool = False,
) -> Certificate:
    """Lemma S at ``s`` (``part="start"``), or also the orbit-weighted sum of the block ranks at ``T`` (all orbit
    representatives, or ``alphas``) against ``bound`` (``part="blocks"``)."""
    if part not in ("start", "blocks"):
        raise ValueError(f"part={part!r}: choose 'start' or 'blocks'")
    jac = start_jacobian_rank(n=s, seed=seed, R=_R)
    if part == "start":
        return Certificate.compare(
            statement, dict(part=part, seed=seed), f"Start Jacobian rank at s = {s} vs 4R", jac, "==", 4 * _R
        )
    ranks = block_ranks(T=T, seed=seed, alphas=alphas, on_disk=on_disk)
    weights = {a: len(set(permutations(a))) for a in ranks}
    return Certificate.compare(
        statement,
        dict(part=part, seed=seed, p=PRIME),
        f"(Start Jacobian rank at s = {s}, orbit-weighted sum of the block ranks) vs (4R, the stated bound)",
        (jac, sum(weights[a] * r for a, r in ranks.items())),
        "==",
        (4 * _R, bound),
        ranks=ranks,
        blocks=sum(weights.values()),
    )


def check(*, part: str, seed: int = 1) -> Certificate:
    """``part="start"``: Lemma S, the Start Jacobian at :math:`s = 4` (:math:`R = 3`) has rank 12; ``part="blocks"``:
    also the orbit-weighted sum of the block ranks at :math:`T = 8` (:func:`block_ranks`) against 598131. The upper
    bound is recomputed by :func:`~proofs.general.depth4.outer_blocks.check_proposition_38` (``part="upper"``), which
    is the registry's check for this row."""
    upper = UPPER_BEFORE - sum(blocks * less for _, blocks, less in UPPER_STEPS)
    return _certify(STATEMENT, part=part, s=4, T=8, alphas=None, bound=upper, seed=seed)


def check_partial(*, part: str = "start", seed: int = 1) -> Certificate:
    """Proposition 39's quick certificate: Lemma S at :math:`s = 5` (:math:`R = 3`), the Start Jacobian of rank 12.
    The block ranks are the recorded command in :data:`CHECK_PARTIAL` (``part="blocks"``: every orbit, about 2 hours
    with the compiled kernel: 25 min of evaluation and 120 ranks of about 53 s)."""
    alphas, bound = PARTIAL[_R, 10]
    return _certify(STATEMENT_PARTIAL, part=part, s=5, T=10, alphas=alphas, bound=bound, seed=seed, on_disk=True)


def cases_partial(budget: str) -> list:
    """Quick and full: Lemma S at s = 5 (a second). The blocks are the recorded command
    ``check_partial(part="blocks")``."""
    check_budget(budget)
    return [dict(part="start")]


STATEMENT_INTERIOR = (
    "Conjecture 40 (depth 4, general inputs, R = 3, every even T >= 6: each block Q_alpha of Proposition 12's"
    " a-splitting with every alpha_i >= s = T/2 has Proposition 12's per-block bound as its generic rank, from T = 8"
    " the depth-3 ideal bound at (R, T); so sep(4, M, 3, T) >= C(N_1 - 3s + 2, 2) times that bound for almost every"
    " RAC with M >= 3; proved at every T by Proposition 50 (this row checks T = 6, 8); this lab)"
)
CHECK_INTERIOR = (
    "exact GF(p) rank of every interior orbit representative's block at one integer point == its Proposition 12"
    " bound (a rank below is a counterexample candidate, above a bug); T = 6 (quick), 8 (full); T = 10 recorded"
    " (Proposition 39)"
)


def interior_representatives(*, T: int) -> list[tuple[tuple[int, ...], int]]:
    r"""The :math:`S_3`-orbit representatives :math:`\alpha` with every :math:`\alpha_i \ge s = T/2`, with their
    orbit sizes (Conjecture 40): 10 orbits, 45 blocks at :math:`T = 8`; 44 orbits, 231 blocks at :math:`T = 10`."""
    T = check_size("T", T, low=6)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    n1 = start_degrees(depth=4, T=T)[0]
    return [(a, size) for a, size in orbit_representatives(n1=n1) if min(a) >= T // 2]


#: The ranks of the 76 orbit representatives outside the interior at :math:`T = 10` (some :math:`\alpha_i < 5`; 435
#: blocks) at Proposition 39's point (seed 1, :data:`PRIME`), recorded from
#: ``docs/research/d4r3-T10c-2026-11-30/blocks_T10c.log`` (``block_ranks(T=10, alphas=..., on_disk=True)``, the
#: compiled kernel), predicted by Conjecture 41's rule before the run on 66 of them.
OUTER_RANKS: dict[tuple[int, ...], int] = {
    (35, 0, 0): 2844,
    (34, 1, 0): 4833,
    (33, 2, 0): 5859,
    (33, 1, 1): 6534,
    (32, 3, 0): 6570,
    (32, 2, 1): 7362,
    (31, 4, 0): 6993,
    (31, 3, 1): 7848,
    (31, 2, 2): 7938,
    (30, 5, 0): 7155,
    (30, 4, 1): 8055,
    (30, 3, 2): 8199,
    (29, 6, 0): 7155,
    (29, 5, 1): 8073,
    (29, 4, 2): 8244,
    (29, 3, 3): 8298,
    (28, 7, 0): 7155,
    (28, 6, 1): 8073,
    (28, 5, 2): 8253,
    (28, 4, 3): 8334,
    (27, 8, 0): 7155,
    (27, 7, 1): 8073,
    (27, 6, 2): 8253,
    (27, 5, 3): 8343,
    (27, 4, 4): 8370,
    (26, 9, 0): 7155,
    (26, 8, 1): 8073,
    (26, 7, 2): 8253,
    (26, 6, 3): 8343,
    (26, 5, 4): 8379,
    (25, 10, 0): 7155,
    (25, 9, 1): 8073,
    (25, 8, 2): 8253,
    (25, 7, 3): 8343,
    (25, 6, 4): 8379,
    (24, 11, 0): 7155,
    (24, 10, 1): 8073,
    (24, 9, 2): 8253,
    (24, 8, 3): 8343,
    (24, 7, 4): 8379,
    (23, 12, 0): 7155,
    (23, 11, 1): 8073,
    (23, 10, 2): 8253,
    (23, 9, 3): 8343,
    (23, 8, 4): 8379,
    (22, 13, 0): 7155,
    (22, 12, 1): 8073,
    (22, 11, 2): 8253,
    (22, 10, 3): 8343,
    (22, 9, 4): 8379,
    (21, 14, 0): 7155,
    (21, 13, 1): 8073,
    (21, 12, 2): 8253,
    (21, 11, 3): 8343,
    (21, 10, 4): 8379,
    (20, 15, 0): 7155,
    (20, 14, 1): 8073,
    (20, 13, 2): 8253,
    (20, 12, 3): 8343,
    (20, 11, 4): 8379,
    (19, 16, 0): 7155,
    (19, 15, 1): 8073,
    (19, 14, 2): 8253,
    (19, 13, 3): 8343,
    (19, 12, 4): 8379,
    (18, 17, 0): 7155,
    (18, 16, 1): 8073,
    (18, 15, 2): 8253,
    (18, 14, 3): 8343,
    (18, 13, 4): 8379,
    (17, 17, 1): 8073,
    (17, 16, 2): 8253,
    (17, 15, 3): 8343,
    (17, 14, 4): 8379,
    (16, 16, 3): 8343,
    (16, 15, 4): 8379,
}

#: ``(R, T) -> (one representative per S_3-orbit, the orbit-weighted sum of their block ranks)``: a lower bound on
#: sep(4, M, R, T) for every ``M >= R`` (Proposition 39: every orbit at ``T = 10``, the 44 interior ones at their bound
#: 8388 and :data:`OUTER_RANKS`; three batches, each reviewed).
PARTIAL: dict[tuple[int, int], tuple[tuple[tuple[int, ...], ...], int]] = {
    (3, 10): (tuple(a for a, _ in orbit_representatives(n1=35)), 5359824)
}


def interior_bound(*, T: int) -> int:
    r"""The interior's part of the lower bound on sep(4, M, 3, T) (:math:`M \ge 3`), Conjecture 40's value: the
    interior blocks' Proposition 12 bounds, :math:`\binom{N_1 - 3s + 2}{2}` times the depth-3 ideal bound at
    :math:`(3, T)` (1937628 at :math:`T = 10`, 16387020 at :math:`T = 12`). Proposition 50 proves Conjecture 40 at every
    even :math:`T \ge 6` (computer-assisted through :math:`T \le 14`), so it is a lower bound for almost every RAC."""
    return sum(size * corner_bound(R=_R, T=T, alpha=a) for a, size in interior_representatives(T=T))


def check_interior(*, T: int, seed: int = 1) -> Certificate:
    """Conjecture 40 at ``T``: the rank of every interior representative's block at one point against its bound."""
    reps = [a for a, _ in interior_representatives(T=T)]
    bounds = tuple(corner_bound(R=_R, T=T, alpha=a) for a in reps)
    # from T = 10 the blocks need a file
    ranks = block_ranks(T=T, seed=seed, alphas=reps, on_disk=T >= 10)
    got = tuple(ranks[a] for a in reps)
    details: dict = {"alphas": reps}
    if any(r > b for r, b in zip(got, bounds, strict=True)):
        details["bound_violated"] = True  # Proposition 12 is a theorem: a rank above it is a bug
    elif got != bounds:
        details["counterexample_candidate"] = True  # one point's GF(p) rank is only a lower bound
    return Certificate.compare(
        STATEMENT_INTERIOR,
        dict(T=T, seed=seed, p=PRIME),
        "ranks of the interior representatives' blocks at one point vs Proposition 12's per-block bounds",
        got,
        "==",
        bounds,
        **details,
    )


def cases_interior(budget: str) -> list:
    """Quick: :math:`T = 6` (one block, seconds); full: also :math:`T = 8` (10 blocks of 2970 x 2856, 3.5 min on a
    shared core). :math:`T = 10` is Proposition 39's recorded run."""
    check_budget(budget)
    return [dict(T=6)] if budget == "quick" else [dict(T=6), dict(T=8)]
