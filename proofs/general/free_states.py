r"""The separation rank with the Start states free: the rank of the polynomial :math:`P(a^{(1)}, \dots, a^{(L)};
x^{s+1}, \dots, x^T)` through which the End reads the Start (``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10)
falls short").

The End steps see the Start only through :math:`a^{(l)} = W^{H,l} h^{s,l}`, so :math:`y = P(a; \text{end})` and
:math:`\mathrm{sep}(y) \le \mathrm{rank}\,P` (free :math:`a`), with equality when the Start map to :math:`a` is
dominant (it need not be: each :math:`a^{(l)}` is homogeneous of one degree in each Start input, so the projectivised
image has dimension at most :math:`s(M - 1)`; at :math:`(3, 2, 3, 10)` that is 5, below the 6 of the states, and
the equality 7146 holds there by two certified ranks). :math:`P` is linear in :math:`a^{(L)}`; the coefficient :math:`F_k` of :math:`a^{(L)}_k` has
:math:`\mathrm{rank}\,P \le \sum_k \mathrm{rank}\,F_k`. :func:`free_state_rank` computes these ranks as GF(p)
ranks of evaluation matrices (random weights, random states, random End inputs): lower bounds on the ranks for
those weights, equal to the generic ranks with high probability, never certificates of an upper bound.

:func:`one_step_span` is the *one-step model*: the span of :math:`\ell_k(b \odot z)\, w^\alpha (b \odot z)^\beta`
over :math:`u \in \mathrm{col}\,W^{I,1}` and all :math:`|\alpha| = N_1 - n`, :math:`|\beta| = n - 1` (depth 3,
:math:`w = a \odot u`, :math:`z = W^{I,2} w`): :math:`F_k = \ell_k(h^{s+1,2})\, G_k(h^{s+1,1}, h^{s+1,2})`
with :math:`G_k` of bidegree :math:`(N_1 - n, n - 1)`, so :math:`F_k`'s span lies in it whatever the later End
steps do.

:func:`start_jacobian_rank` decides the equality: the rank of the Start map's Jacobian at a random integer point
(depth at most 4, any :math:`M`); rank :math:`LR` means the map is dominant for almost every RAC, and then sep is
the rank of :math:`P`. Propositions 34, 38, 44, 47-50 (depth 4) and 59 (depth 2, where Theorem S\* proves rank
:math:`2R` from :math:`s = \lceil (2R - 2)/(M - 1) \rceil` on) rest on it.
"""

from __future__ import annotations

import itertools
from math import comb

import numpy as np

from numerics.rank import BLAS_MIN_SIDE, rank_mod_p, rank_mod_p_nbytes
from numerics.rank.dense import is_prime
from numerics.rank.flint_bridge import flint_rank_mod_p
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = [
    "PRIME",
    "matmul_mod",
    "exponents",
    "poly_mul",
    "monomial_values",
    "free_state_output",
    "continuation",
    "free_state_rank",
    "one_step_span",
    "JACOBIAN_PRIME",
    "matvec_mod",
    "start_weights",
    "start_jacobian_rank",
]

#: :math:`2^{31} - 1`: products of two residues stay below :math:`2^{62}`.
PRIME = 2**31 - 1


def matmul_mod(A: np.ndarray, h: np.ndarray, *, p: int = PRIME) -> np.ndarray:
    r"""``h @ A.T mod p`` (default :data:`PRIME`) over the last axis of ``h``, exactly, as residues in ``[0, p)``, for
    ``h``'s entries of magnitude below ``p`` :math:`\le` :data:`PRIME` (``A`` is reduced mod ``p`` first).

    One float64 BLAS product when the inner dimension :math:`k` keeps :math:`k (p - 1)^2` below :math:`2^{53}`
    (:func:`numerics.rank.default_prime` at :math:`k \le 64`), one int64 product when it stays below :math:`2^{63}`;
    otherwise ``A`` is split into its low 16 bits and the rest, whose
    products with ``h`` stay below :math:`2^{47}` (sums of up to :math:`2^{15}` of them fit), and the two halves are
    recombined mod ``p``. Either way the result is the same as reducing after every single product."""
    if not 2 <= p <= PRIME:
        raise ValueError(f"p={p} must be in 2..2**31 - 1")
    A = np.asarray(A, dtype=np.int64) % p
    k = A.shape[1]
    if k * (p - 1) ** 2 < 2**53:  # exact in float64 whatever order BLAS sums in: one GEMM
        flat = np.asarray(h, dtype=np.float64).reshape(-1, k) @ A.T.astype(np.float64)
        return flat.astype(np.int64).reshape(np.shape(h)[:-1] + (A.shape[0],)) % p
    if k * (p - 1) ** 2 < 2**63:
        return (h @ A.T) % p
    if k > 2**15:
        raise ValueError(f"an inner dimension of {k} overflows the split product; keep it at most 2**15")
    out = (h @ (A >> 16).T) % p
    out <<= 16
    out += (h @ (A & 0xFFFF).T) % p
    return out % p


def free_state_output(
    WI: list,
    WH: list,
    WO: np.ndarray,
    states: list,
    xs: np.ndarray,
    *,
    top: int | None = None,
    p: int = PRIME,
) -> np.ndarray:
    r""":math:`P(a; x)` mod p with free Start states, Eq. (1.2) from step :math:`s + 1` on.

    Parameters
    ----------
    WI, WH : lists of ``L`` integer arrays
        :math:`W^{I,l}` (the first ``(R, M)``, the others ``(R, R)``) and :math:`W^{H,l}` ``(R, R)``.
    WO : array ``(R,)``
    states : list of ``L`` arrays ``(P, R)``
        :math:`a^{(1)}, \dots, a^{(L)}` at ``P`` points (with ``top`` set, :math:`a^{(L)}` is ignored).
    xs : array ``(Q, n, M)``
        ``Q`` End sequences of ``n`` inputs.
    top : int, optional
        Replace :math:`a^{(L)}` by :math:`e_{top}`: the coefficient :math:`F_{top}`.
    p : int, optional
        The prime (default :data:`PRIME`); every entry a residue mod ``p``.

    Returns
    -------
    array ``(P, Q)``
    """
    L, P, R = len(WI), states[0].shape[0], states[0].shape[1]
    Q = xs.shape[0]
    below = np.broadcast_to(matmul_mod(WI[0], xs[:, 0, :], p=p)[None], (P, Q, R))
    h = []
    for l in range(L):
        inp = below if l == 0 else matmul_mod(WI[l], below, p=p)
        if l == L - 1 and top is not None:
            cur = np.zeros_like(inp)
            cur[..., top] = inp[..., top]
        else:
            cur = states[l][:, None, :] * inp % p
        h.append(cur)
        below = cur
    return _steps(WI, WH, WO, h, xs[:, 1:], p=p)


def continuation(WI: list, WH: list, WO: np.ndarray, states: list, xs: np.ndarray, *, p: int = PRIME) -> np.ndarray:
    r""":math:`Y(h^{1}, \dots, h^{L}; x^{t+1}, \dots, x^{t+n})` mod p: the last ``n`` steps of Eq. (1.2) from the
    full states :math:`h^{t,l}` (not the cut states :math:`a^{(l)} = W^{H,l} h^{t,l}` of :func:`free_state_output`).

    Parameters
    ----------
    WI, WH, WO : the weights, as in :func:`free_state_output`
    states : list of ``L`` arrays ``(P, R)``
        :math:`h^{t,1}, \dots, h^{t,L}` at ``P`` points.
    xs : array ``(Q, n, M)``
        ``Q`` sequences of the later inputs.
    p : int, optional
        The prime (default :data:`PRIME`).

    Returns
    -------
    array ``(P, Q)``
    """
    P, R = states[0].shape
    h = [np.broadcast_to(a[:, None, :], (P, xs.shape[0], R)) for a in states]
    return _steps(WI, WH, WO, h, xs, p=p)


def _steps(WI: list, WH: list, WO: np.ndarray, h: list, xs: np.ndarray, *, p: int) -> np.ndarray:
    """Eq. (1.2)'s steps over ``xs`` ``(Q, n, M)`` from the states ``h`` (``L`` arrays ``(P, Q, R)``), then the
    output ``(P, Q)``; ``h`` is rebound, not written into (its arrays may be broadcast views)."""
    P, Q, R = h[0].shape
    for t in range(xs.shape[1]):
        below = np.broadcast_to(matmul_mod(WI[0], xs[:, t, :], p=p)[None], (P, Q, R))
        for l in range(len(WI)):
            h[l] = matmul_mod(WH[l], h[l], p=p) * (below if l == 0 else matmul_mod(WI[l], below, p=p)) % p
            below = h[l]
    return matmul_mod(WO[None, :], h[-1], p=p)[..., 0]


#: States per tile of :func:`free_state_rank`'s evaluation (rows x End sequences x R).
_TILE = 2**18


def free_state_rank(
    *,
    depth: int,
    M: int,
    R: int,
    T: int,
    points: int,
    top: int | None = None,
    seed: int = 0,
    chunk: int = 64,
    top_hidden_identity: bool = False,
    p: int = PRIME,
    compact: bool | None = None,
) -> int:
    r"""GF(p) rank of the ``points x points`` evaluation matrix of :math:`P` (``top=None``) or of :math:`F_{top}`,
    random weights, states and End inputs from ``seed``. A lower bound on the rank for these weights; with
    ``points`` at least the rank sought, equal to it with high probability.

    For :math:`(L, M, R, T) = (3, 2, 3, 10)`: 7146 with ``points=7300`` and 2385 per :math:`k` with ``points=2900``.
    ``top_hidden_identity`` draws the weights from the family :math:`W^{H,L} = I` (the others random;
    :mod:`proofs.general.depth3.lower_family`): there :math:`F_k` has rank 2382 at :math:`(3, 2, 3, 10)` (21 s on one
    core at :data:`PRIME`, 10 s at 11863279, 26 s with the column-at-a-time product of 2026-11;
    ``bench/bench_free_states.py`` times the evaluation alone) and :math:`P` still 7146, the sum of the three.

    ``p`` is the prime (default :data:`PRIME`; the weights, states and inputs are drawn in ``[0, p)``): one that keeps
    float64 panels of 256 exact (:func:`numerics.rank.default_prime`, 11863279) makes each product of the evaluation
    one float64 BLAS product and the rank a BLAS elimination, several times faster at large ``points``.
    ``chunk`` is the number of Start points per tile (a tile holds about 2**18 states).

    ``compact`` stores the matrix as centred float32 values and eliminates it in place (:mod:`numerics.rank.blas`'s
    float32 storage): 4 bytes an entry against the int64 route's 32 (the int64 matrix, and the float64 copies the BLAS
    rank makes while it reduces it). At Proposition 59's span of side 9347, (3, 9), it peaked at 0.62 GB on one core
    in 125 s; the int64 route took 174 s in session 69's run (research log ``bases_r9_12.log``). It needs a prime
    below :math:`2^{25}` (every centred value exact in float32) and is the default there from
    :data:`~numerics.rank.BLAS_MIN_SIDE` points on (``None``); the rank is the same number either way."""
    L, M, R = check_size("depth", depth), check_size("M", M), check_size("R", R)
    if isinstance(p, bool) or not isinstance(p, (int, np.integer)) or not 2 <= p <= PRIME or not is_prime(int(p)):
        raise ValueError(f"p={p!r} must be a prime at most 2**31 - 1 = {PRIME}")
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2")
    if top is not None and not 0 <= top < R:
        raise ValueError(f"top={top} must be in 0..R-1 = 0..{R - 1}")
    if compact is None:
        compact = p < 2**25 and points >= BLAS_MIN_SIDE
    elif compact and p >= 2**25:
        raise ValueError(f"compact=True needs a prime below 2**25 (float32 holds its centred values), got p={p}")
    # refuse before allocating: the matrix (float32 or int64), plus the rank's working memory
    size = (points, points)
    need = (
        4 * points * points + rank_mod_p_nbytes(size, p, backend="blas", overwrite=True)
        if compact
        else 8 * points * points + rank_mod_p_nbytes(size, p, centred=False)
    )
    check_fits(need, f"a {points} x {points} evaluation matrix and its GF(p) rank", fix="lower points or T")
    g = np.random.default_rng(seed)
    WI = [g.integers(0, p, (R, M if l == 0 else R)) for l in range(L)]
    WH = [g.integers(0, p, (R, R)) for _ in range(L)]
    if top_hidden_identity:
        WH[-1] = np.eye(R, dtype=np.int64)
    WO = g.integers(0, p, R)
    states = [g.integers(0, p, (points, R)) for _ in range(L)]
    xs = g.integers(0, p, (points, T // 2, M))
    Y = np.empty(size, dtype=np.float32 if compact else np.int64)
    # tiles of about 2**18 states: the working arrays stay in cache (at (2, 2, 8, 14) row blocks of 256 against every
    # End sequence ran 2x slower per entry); every entry is exact, so the tiling does not change Y
    width = max(1, _TILE // (chunk * R))
    for i in range(0, points, chunk):
        rows = [a[i : i + chunk] for a in states]
        for j in range(0, points, width):
            tile = free_state_output(WI, WH, WO, rows, xs[j : j + width], top=top, p=p)
            Y[i : i + chunk, j : j + width] = np.where(tile > p // 2, tile - p, tile) if compact else tile
    if compact:
        return rank_mod_p(Y, p, backend="blas", overwrite=True).rank
    return rank_mod_p(Y, p).rank


#: The Start Jacobian's prime, :math:`2^{29} - 3` (:func:`start_jacobian_rank`; the same draws as the depth-4 corner
#: blocks of :mod:`~proofs.general.depth4.corner_blocks`): a sum of two products of residues fits int64.
JACOBIAN_PRIME = 536870909


def matvec_mod(W: np.ndarray, h: np.ndarray, *, p: int = JACOBIAN_PRIME) -> np.ndarray:
    """``W h`` mod ``p`` over the first axis of ``h`` (shape ``(R, ...)``): :func:`matmul_mod` on that axis."""
    return np.moveaxis(matmul_mod(W, np.moveaxis(h, 0, -1), p=p), -1, 0)


def start_weights(seed: int, *, R: int, M: int | None = None, p: int = JACOBIAN_PRIME) -> dict[str, np.ndarray]:
    """The random weights of :func:`start_jacobian_rank` (and of the depth-4 corner blocks), residues in
    ``1..p-1`` drawn in one fixed order from ``seed``: ``W1`` (``R x M``, ``M = R`` by default), ``W2..W4``, ``H1..H4``
    (``R x R``; depth <= 4 reads the first ``depth`` of each), ``WO`` (``R``)."""
    rng = np.random.default_rng(seed)
    M = R if M is None else M
    w = {
        name: rng.integers(1, p, size=(R, M if name == "W1" else R), dtype=np.int64)
        for name in ("W1", "W2", "W3", "W4")
    }
    w |= {name: rng.integers(1, p, size=(R, R), dtype=np.int64) for name in ("H1", "H2", "H3", "H4")}
    w["WO"] = rng.integers(1, p, size=R, dtype=np.int64)
    return w


def start_jacobian_rank(*, n: int, R: int, seed: int = 1, M: int | None = None, depth: int = 4) -> int:
    r"""Rank mod p of the Jacobian of the Start map :math:`(x^1, \dots, x^n) \mapsto (W^{H,l} h^{n,l})_{l=1..L}` of a
    random depth-:math:`L` RAC (``depth``, at most 4) with ``M`` inputs (``R`` by default) and the thesis' initial
    states :math:`W^{H,l} h^{0,l} = \mathbf 1`, at a random integer point (forward-mode derivatives, exact). Shape
    ``(LR, nM)``; rank :math:`LR` certifies that the map is dominant for almost every RAC (Lemma S; 8 at
    :math:`R = 2`, Proposition 34; 12 at :math:`R = 3`, :math:`n = 4`, Proposition 38; at depth 2, Theorem B of
    Proposition 59, where Theorem S\* proves rank :math:`2R` at :math:`n \ge \lceil (2R - 2)/(M - 1) \rceil`)."""
    n, R, L = check_size("n", n), check_size("R", R), check_size("depth", depth)
    M = R if M is None else check_size("M", M)
    if L > 4:
        raise ValueError(f"depth={depth} must be at most 4")
    w, rng = start_weights(seed, R=R, M=M), np.random.default_rng(seed + 1)
    size = M * n
    # Per layer: the recurrent factor W^(H,l) h^(t-1,l) (value, gradient); 1 and 0 before the first step.
    rec = [(np.ones(R, dtype=np.int64), np.zeros((R, size), dtype=np.int64)) for _ in range(L)]
    for t in range(n):
        grad = np.zeros((M, size), dtype=np.int64)
        grad[:, M * t : M * (t + 1)] = np.eye(M, dtype=np.int64)
        below = (rng.integers(0, JACOBIAN_PRIME, size=M, dtype=np.int64), grad)
        for layer in range(L):
            r, dr = rec[layer]
            W = w[f"W{layer + 1}"]
            i, di = matvec_mod(W, below[0]), matvec_mod(W, below[1])
            h = r * i % JACOBIAN_PRIME
            dh = (r[:, None] * di % JACOBIAN_PRIME + i[:, None] * dr % JACOBIAN_PRIME) % JACOBIAN_PRIME
            H = w[f"H{layer + 1}"]
            rec[layer] = (matvec_mod(H, h), matvec_mod(H, dh))
            below = (h, dh)
    J = np.concatenate([dr for _, dr in rec])
    return flint_rank_mod_p(np.ascontiguousarray(J, dtype=np.uint64), JACOBIAN_PRIME, threads=1)[0]


def exponents(R: int, d: int) -> np.ndarray:
    """Exponent vectors of the monomials of degree ``d`` in ``R`` variables, shape ``(((R, d)), R)``, in
    ``combinations_with_replacement`` order."""
    out = np.zeros((comb(R + d - 1, d), R), dtype=np.int64)
    for row, combo in enumerate(itertools.combinations_with_replacement(range(R), d)):
        for i in combo:
            out[row, i] += 1
    return out


def poly_mul(f: dict, g: dict, *, p: int = PRIME) -> dict:
    """The product mod ``p`` of two sparse polynomials held as ``exponent tuple -> residue`` (residues below
    :math:`2^{31}`, so each product fits in an int64; the result may hold zero residues)."""
    out: dict = {}
    for ef, cf in f.items():
        for eg, cg in g.items():
            e = tuple(a + b for a, b in zip(ef, eg, strict=True))
            out[e] = (out.get(e, 0) + cf * cg) % p
    return out


def monomial_values(sets: list, degrees: tuple, *, p: int = PRIME) -> np.ndarray:
    """Every monomial of multidegree ``degrees`` in the variable sets ``sets`` (each ``(P, R)``) at the ``P`` points,
    mod ``p`` (default :data:`PRIME`): shape ``(P, prod ((R, D_l)))``, the first set's monomials outermost, each set
    in :func:`exponents` order."""
    P = sets[0].shape[0]
    out = np.ones((P, 1), dtype=np.int64)
    for x, d in zip(sets, degrees, strict=True):
        powers = np.ones(x.shape + (d + 1,), dtype=np.int64)  # [..., e] = x ** e
        for e in range(1, d + 1):
            powers[..., e] = powers[..., e - 1] * x % p
        mons = exponents(x.shape[1], d)
        vals = np.ones((P, len(mons)), dtype=np.int64)
        for i in range(x.shape[1]):
            vals = vals * powers[:, i, mons[:, i]] % p
        out = (out[:, :, None] * vals[:, None, :] % p).reshape(P, -1)
    return out


def one_step_span(*, M: int, R: int, n: int, seed: int = 0) -> int:
    r"""Dimension (GF(p) rank at random points; a lower bound, exact with high probability) of the one-step
    model's span at depth 3 with ``n`` End steps: polynomials of bidegree :math:`(N_1, N_2) = (\binom{n+1}{2}, n)`
    in :math:`(a, b)`. Equal to :math:`\mathrm{rank}\,F_k` wherever the later steps are rich enough (at
    :math:`M = 2`, :math:`R = 3`, :math:`n = 5`: 2385 both)."""
    M, R, n = check_size("M", M), check_size("R", R), check_size("n", n)
    N1, N2 = n * (n + 1) // 2, n
    d1, d2 = N1 - n, N2 - 1
    g = np.random.default_rng(seed)
    W1, W2, ell = g.integers(0, PRIME, (R, M)), g.integers(0, PRIME, (R, R)), g.integers(0, PRIME, R)
    rows = comb(N1 + R - 1, R - 1) * comb(N2 + R - 1, R - 1) + 8
    cols = (comb(N1 + M - 1, M - 1) + 2) * comb(d1 + R - 1, R - 1) * comb(d2 + R - 1, R - 1)
    # refuse before allocating: the blocks and their concatenation (int64), plus the rank's working memory
    need = 16 * rows * cols + rank_mod_p_nbytes((rows, cols), PRIME, centred=False)
    check_fits(need, f"the one-step model's {rows} x {cols} evaluation matrix and its GF(p) rank", fix="lower n")
    A, B = g.integers(0, PRIME, (rows, R)), g.integers(0, PRIME, (rows, R))
    blocks = []
    for _ in range(comb(N1 + M - 1, M - 1) + 2):  # the span over u of a degree-N_1 form in M coordinates
        u = matmul_mod(W1, g.integers(0, PRIME, (1, M)))[0]
        w = A * u % PRIME
        bz = B * matmul_mod(W2, w) % PRIME
        first = matmul_mod(ell[None, :], bz)[:, 0]
        blocks.append(first[:, None] * monomial_values([w, bz], (d1, d2)) % PRIME)
    return rank_mod_p(np.concatenate(blocks, axis=1), PRIME).rank
