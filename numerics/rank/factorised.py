r"""Exact Start-End ranks through the states crossing the cut: side x D grid entries, not side^2 (issue 14, item 3).

Let :math:`s = T/2` and let :math:`S = (h^{s,1}, \dots, h^{s,L})` be the hidden states after the Start half
(Eq. 1.2 with Eq. 2.2). The End steps read the Start only through :math:`S`, and the output
:math:`y_c` is a polynomial in :math:`S` that is homogeneous of degree exactly

.. math:: N_l = \binom{s - 1 + L - l}{L - l}

in the entries of each :math:`h^{s,l}` (the end-state bound, :func:`numerics.end_state_bound`), with
coefficients that depend on the End inputs only. So with the :math:`D = \prod_l (\!(R, N_l)\!)` monomials
:math:`m` of that multidegree,

.. math:: A = [\![\mathcal A(y_c)]\!]_{S,E} = \Phi\, C,\qquad \Phi_{i m} = m(S_i),\qquad C_{m j} = c_m(E_j),

for the Start sequences :math:`i` (crossing states :math:`S_i`) and End sequences :math:`j`; this is a
polynomial identity, so it holds over GF(p) as over Q.

*The rows that suffice.* Let :math:`I` be the pivot rows of :math:`\Phi` (a basis of its row space,
:func:`numerics.rank.blas.blas_row_basis`). Every row of :math:`\Phi` is a combination of the rows
:math:`\Phi_I`, :math:`\Phi = U \Phi_I`, hence :math:`A = U \Phi_I C = U A_I`: the rows :math:`A_I` span the
row space of :math:`A`, and being rows of :math:`A` they lie in it, so

.. math:: \mathrm{rank}\,A = \mathrm{rank}\,A_I .

:math:`A_I` is :math:`|I| \times K^{s}` with :math:`|I| = \mathrm{rank}\,\Phi \le \min\{D, K^s\}`: the End half
run from the crossing states of the Start sequences in :math:`I` only (:func:`numerics.advance_states`,
:func:`numerics.finish_grid`). Nothing is random: the result is the exact GF(p) rank of :math:`A`, the number
:func:`numerics.rank_mod_p` gives on the materialised matrix, with the same certificate (a lower bound on the
rank over Q of the instance, Claims 2 and 5; the Schwartz-Zippel bound of the random weights is unchanged).
:math:`C` is never formed.

*Cost*, with side :math:`n = K^s`: the Start states (:math:`n L R^2` multiply-adds, shared by prefixes),
:math:`\Phi` (:math:`n D` products), the pivot rows of the :math:`n \times D` matrix :math:`\Phi`
(:math:`O(n D^2)` on BLAS), :math:`|I| \cdot n` grid entries for :math:`A_I`, and the rank of
:math:`A_I` (:math:`O(n |I|^2)` on BLAS); against :math:`n^2` grid entries and an :math:`O(n^3)` elimination
for the full matrix. It pays where :math:`D` is well below :math:`n`: :func:`factorised_rank` refuses (by default)
:math:`D > n /` :data:`FACTORISED_SHARE`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from dataclasses import field as dc_field
from math import comb, log2, prod

import numpy as np

from numerics.bounds.formulas import multiset
from numerics.grid.grid_tensor import BLOCK_ELEMENTS, advance_states, finish_grid, identity_templates
from numerics.rank.blas import blas_rank_nbytes, blas_row_basis
from numerics.rank.dense import rank_mod_p
from racs import RAC
from racs.memory import TooLargeError, check_fits
from racs.sizes import check_int, check_size

__all__ = [
    "FactorisedRank",
    "factorised_rank",
    "factorised_rank_nbytes",
    "factorised_suits",
    "crossing_degrees",
    "feature_count",
    "monomial_features",
    "FACTORISED_SHARE",
]

#: ``factorised_rank`` runs only where the feature count D is at most side / FACTORISED_SHARE: at D = side/4
#: the two side x D eliminations cost about a sixth of the side x side one (m n^2 - n^3/3 each vs 2 n^3/3).
FACTORISED_SHARE = 4


@dataclass(frozen=True)
class FactorisedRank:
    r"""The exact GF(p) rank of a Start-End matrix, computed from its factorisation through the crossing states.

    Attributes
    ----------
    rank : int
        :math:`\mathrm{rank}\,A` over GF(``prime``), exactly (module docstring: no randomness).
    D : int
        Monomial features of the crossing states, :math:`\prod_l (\!(R, N_l)\!)` (the end-state bound).
    basis_rows : int
        :math:`|I| = \mathrm{rank}\,\Phi`: the rows of :math:`A` that were computed.
    side : int
        :math:`K^{T/2}`.
    prime : int
    seconds : dict
        ``states``, ``features``, ``basis``, ``rows``, ``rank``.
    """

    rank: int
    D: int
    basis_rows: int
    side: int
    prime: int
    seconds: dict = dc_field(default_factory=dict)
    #: What ``rank`` is: the same number as the rank of the materialised matrix, whatever the instance.
    certifies = "exact GF(p) rank of the Start-End matrix (deterministic; equals rank_mod_p on the full matrix)"


def crossing_degrees(*, depth: int, T: int) -> tuple[int, ...]:
    r""":math:`(N_1, \dots, N_L)`, :math:`N_l = \binom{T/2 - 1 + L - l}{L - l}`: the degree of :math:`y` in the
    entries of :math:`h^{T/2,l}` (the number of lattice paths from :math:`(T/2+1, l)` to :math:`(T, L)`,
    :func:`numerics.end_state_bound`)."""
    L, T = check_size("depth", depth), check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even (the Start-End partition halves it)")
    return tuple(comb(T // 2 - 1 + L - l, L - l) for l in range(1, L + 1))


def feature_count(*, depth: int, R: int, T: int) -> int:
    r""":math:`D = \prod_l (\!(R, N_l)\!)`, the columns of :math:`\Phi` (an exact Python int, possibly huge)."""
    R = check_size("R", R)
    return prod(multiset(R, N) for N in crossing_degrees(depth=depth, T=T))


def factorised_suits(*, depth: int, R: int, T: int, side: int) -> bool:
    """The one rule for where :func:`factorised_rank` runs: the feature count D is at most side /
    :data:`FACTORISED_SHARE` (the atlas' :func:`numerics.atlas.run.case_method` and ``sep_rank``'s suggestions)."""
    return FACTORISED_SHARE * feature_count(depth=depth, R=R, T=T) <= side


def _monomials(field, x: np.ndarray, N: int) -> np.ndarray:
    """Every monomial of degree exactly ``N`` in the rows of ``x`` (``(R, n)``), as columns of an ``(n, ((R, N)))``
    array; monomials of the last ``R - j`` variables are built from those of the last ``R - j - 1``."""
    R, n = x.shape

    def powers(v):
        out = [np.ones(n)]
        for _ in range(N):
            out.append(field.mul(out[-1], v))
        return out

    tail = [p[:, None] for p in powers(x[R - 1])]  # tail[d]: degree d in the last variable alone
    for j in range(R - 2, -1, -1):
        pw = powers(x[j])
        tail = [
            np.concatenate([field.mul(pw[e][:, None], tail[d - e]) for e in range(d + 1)], axis=1) for d in range(N + 1)
        ]
    return tail[N]


def monomial_features(field, states: list, degrees) -> np.ndarray:
    r""":math:`\Phi`: for crossing states ``states[l]`` of shape ``(R, n)``, the ``(n, D)`` values of every
    monomial of degree ``degrees[l]`` in each layer's state, layers multiplied out (row-wise Kronecker product)."""
    out = None
    for x, N in zip(states, degrees):
        m = _monomials(field, x, N)
        out = m if out is None else field.mul(out[:, :, None], m[:, None, :]).reshape(len(m), -1)
    return np.ascontiguousarray(out)


def _end_rows(rac: RAC, start: list, F: np.ndarray, half: int, c: int) -> np.ndarray:
    """``(n, K^half)``: the End half run from each of the ``n`` crossing states in ``start``, in blocks of
    starts whose End states (two levels, all layers) fit eight times :data:`numerics.grid.grid_tensor.BLOCK_ELEMENTS`."""
    n, K = start[0].shape[1], F.shape[0]
    width = K**half
    per_start = 2 * rac.depth * rac.R * K ** (half - 1)  # two consecutive levels of states, all layers
    step = max(1, 8 * BLOCK_ELEMENTS // per_start)
    out = np.empty((n, width))
    for b in range(0, n, step):
        block = [s[:, b : b + step] for s in start]
        states = advance_states(rac, block, [F] * (half - 1))
        finish_grid(rac, states, F, c=c, out=out[b : b + step].reshape(-1))
    return out


def factorised_rank_nbytes(*, K: int, T: int, depth: int, R: int) -> int:
    """Planned peak memory of :func:`factorised_rank`: Start states, :math:`\\Phi` with its construction and
    elimination, the rows :math:`A_I` with their End-state blocks and elimination."""
    side = K ** (T // 2)
    D = feature_count(depth=depth, R=R, T=T)
    rows = min(D, side)
    states = 2 * depth * R * side + 8 * BLOCK_ELEMENTS
    phi = 3 * side * D  # the features, the layer being multiplied in, its monomial table
    rank = max(blas_rank_nbytes((rows, side), overwrite=True), 3 * 8 * rows * side)  # BLAS or, below 512 rows, FLINT
    return 8 * (states + phi + rows * side) + blas_rank_nbytes((side, D), overwrite=True) + rank


def factorised_rank(
    rac: RAC,
    *,
    T: int,
    templates=None,
    c: int = 0,
    max_fraction: float = 1 / FACTORISED_SHARE,
    max_bytes: int | None = None,
) -> FactorisedRank:
    r"""Exact rank over GF(p) of :math:`[\![\mathcal A(y_c)]\!]_{S,E}` from the crossing-state factorisation.

    Parameters
    ----------
    rac : RAC in a ``ModP`` field
    T : int
        Even sequence length.
    templates : array ``(K, M)``, optional
        Template feature vectors as rows (default the :math:`M` one-hot ones); any :math:`K`.
    c : int
        0-based class.
    max_fraction : float
        Largest :math:`D / K^{T/2}` accepted (default ``1 / FACTORISED_SHARE``); ``float("inf")`` runs anyway,
        e.g. to compare with the full matrix on small cases.
    max_bytes : int, optional
        Memory budget (default 80% of the available memory), checked before allocating
        (:func:`factorised_rank_nbytes`).

    Returns
    -------
    FactorisedRank
        The same rank as :func:`numerics.rank_mod_p` on the materialised Start-End matrix (module docstring).

    Raises
    ------
    ValueError
        Where :math:`D >` ``max_fraction`` :math:`K^{T/2}` (the full matrix is cheaper: method ``exact``,
        or ``sketch`` for low ranks beyond memory), or for odd ``T`` or an out-of-range ``c``.
    """
    if rac.field.modulus is None:
        raise TypeError(f"factorised_rank needs a RAC over GF(p) (ModP); this one is over {rac.field.name}")
    check_int("class index c", c)
    if not 0 <= c < rac.C:
        raise ValueError(f"class index c={c} out of range: the RAC has C={rac.C} classes (0-based)")
    degrees = crossing_degrees(depth=rac.depth, T=T)
    F = identity_templates(rac) if templates is None else rac.field.check(templates, "templates")
    if F.ndim != 2 or F.shape[1] != rac.M or F.shape[0] < 1:
        raise ValueError(f"templates must have shape (K, M={rac.M}); got {np.shape(templates)}")
    K, half, p = F.shape[0], T // 2, rac.field.modulus
    if half * log2(K) > 62:  # judged from the logarithm: K**half itself may not even be computable
        raise TooLargeError(f"factorised_rank: the {K}^{half} Start sequences of T={T} exceed any memory; lower T")
    side = K**half
    D = feature_count(depth=rac.depth, R=rac.R, T=T)
    if not max_fraction > 0:
        raise ValueError(f"max_fraction={max_fraction!r} must be > 0 (float('inf') accepts any D)")
    if D > max_fraction * side:
        raise ValueError(
            f"factorised_rank: D = {D} crossing-state features (depth={rac.depth}, R={rac.R}, T={T}) "
            f"exceed max_fraction={max_fraction:g} of the side {side}; use method='exact' "
            "(or method='sketch' for a low rank beyond memory)"
        )
    check_fits(
        factorised_rank_nbytes(K=K, T=T, depth=rac.depth, R=rac.R),
        f"a factorised rank with D = {D} features at side {side}",
        max_bytes=max_bytes,
    )
    secs = {}
    t = time.perf_counter()
    start = advance_states(rac, [h[:, None] for h in rac.h0], [F] * half)
    secs["states"], t = time.perf_counter() - t, time.perf_counter()
    Phi = monomial_features(rac.field, start, degrees)
    secs["features"], t = time.perf_counter() - t, time.perf_counter()
    I = blas_row_basis(Phi, p, overwrite=True)
    del Phi
    secs["basis"], t = time.perf_counter() - t, time.perf_counter()
    rows = _end_rows(rac, [s[:, I] for s in start], F, half, c)
    secs["rows"], t = time.perf_counter() - t, time.perf_counter()
    r = rank_mod_p(rows, p, overwrite=True).rank if I.size else 0  # no pivot rows: every crossing state is 0
    secs["rank"] = time.perf_counter() - t
    return FactorisedRank(r, D, int(I.size), side, p, secs)
