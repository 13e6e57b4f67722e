r"""Start-End spectra of grid tensors: the graded view of separation for analytic cells.

Over a finite alphabet the exact rank of :math:`[\![\mathcal A]\!]_{S,E}` (the Start-End separation rank on
the grid, Claim 1) is generically full, :math:`K^{T/2}`, for any analytic cell, so it says nothing new. The
graded quantities, from the singular values :math:`s_1 \ge s_2 \ge \dots` of the Start-End matricization:

* normalised singular values :math:`s_i / s_1`;
* truncation errors :math:`e_k = \sqrt{\sum_{i>k} s_i^2 / \sum_i s_i^2}`: by Eckart-Young, the relative
  Frobenius distance from the grid tensor to the nearest function of Start-End separation rank :math:`k`
  on the grid (:math:`e_0 = 1`);
* the :math:`\varepsilon`-rank :math:`\min\{k : e_k \le \varepsilon\}` for
  :math:`\varepsilon \in \{10^{-2}, 10^{-4}, 10^{-8}\}`;
* the entanglement entropy :math:`-\sum_i p_i \ln p_i`, :math:`p_i = s_i^2/\sum_j s_j^2` (nats), of the
  tensor and of the mean-centred tensor :math:`\mathcal A - \bar{\mathcal A}` (the mean is a rank-one term
  that otherwise dominates :math:`s_1`).

Honesty about float64: a backward-stable SVD of an :math:`n\times n` matrix (:math:`n` = ``side``, its larger
dimension) returns each singular value to within about :math:`n\,2^{-52} s_1`, the report's
``precision_floor`` (relative to :math:`s_1`). A truncation error is then known only to within
:math:`\tau = \sqrt n \cdot \text{precision\_floor} \cdot s_1/\lVert\mathcal A\rVert_F`; an
:math:`\varepsilon`-rank with :math:`\varepsilon \le \tau` is ``None`` (JSON ``null``), never a number. All of
this is numerical; nothing here is certified (exact ranks: :mod:`numerics.rank.dense`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np

from numerics.grid.cell_grid import cell_grid_nbytes, cell_grid_tensor
from numerics.grid.matricize import start_end
from numerics.rank.dense import singular_values
from racs.cells import init_stack, param_count
from racs.memory import LOG2_HOPELESS, check_fits, log2_bytes

__all__ = [
    "EPS",
    "Spectrum",
    "spectrum",
    "truncation_errors",
    "eps_rank",
    "entanglement_entropy",
    "in_float_range",
    "cell_spectrum",
    "seed_spectra",
    "check_spectrum_fits",
    "spectrum_row",
    "UNIT_ROUNDOFF",
    "MIN_SCALE",
    "MAX_SPECTRUM_LAYER_STEPS",
    "SAMPLED_EPS",
    "SampledSpectrum",
    "sample_halves",
    "block_spectrum",
    "sampled_start_end_spectrum",
]

#: The :math:`\varepsilon` of the reports, keyed as in the JSON rows.
EPS = MappingProxyType({"1e-2": 1e-2, "1e-4": 1e-4, "1e-8": 1e-8})
#: :math:`2^{-52}`, float64's spacing at 1.
UNIT_ROUNDOFF = 2.0**-52
#: :math:`2^{-970}`: a grid whose largest entry is below it has lost significant bits to underflow.
MIN_SCALE = 2.0**-970
#: Most (layer, time step, seed) updates one piece of work may plan (a command's rows, a depth study's case): the
#: grid of a stack is computed one layer and step at a time in Python (~0.5 ms per update measured at depth 2000),
#: so deeper or longer work is refused before it starts.
MAX_SPECTRUM_LAYER_STEPS = 100_000


@dataclass(frozen=True)
class Spectrum:
    r"""One Start-End spectrum.

    Attributes
    ----------
    singular_values : array ``(n,)``
        :math:`s_i/s_1`, descending (all zero for the zero tensor).
    truncation_errors : array ``(n + 1,)``
        :math:`e_k`, ``k = 0..n``.
    eps_rank : mapping str -> int or None
        :math:`\varepsilon`-rank per key of :data:`EPS` (``None`` below the precision floor).
    entropy, entropy_centred : float
        Entanglement entropy (nats) of the tensor and of the mean-centred tensor.
    precision_floor : float
        ``side * 2**-52``, relative to :math:`s_1`.
    side : int
        Larger dimension of the Start-End matrix.
    """

    singular_values: np.ndarray
    truncation_errors: np.ndarray
    eps_rank: Mapping
    entropy: float
    entropy_centred: float
    precision_floor: float
    side: int


def truncation_errors(s: np.ndarray) -> np.ndarray:
    r""":math:`e_k = \sqrt{\sum_{i>k} s_i^2/\sum_i s_i^2}` for ``k = 0..n`` (``s`` descending, any scale)."""
    s = np.asarray(s, dtype=np.float64)
    if s.size == 0 or s[0] == 0:
        return np.zeros(s.size + 1)
    w = (s / s[0]) ** 2
    tail = np.concatenate([np.cumsum(w[::-1])[::-1], [0.0]])  # tail[k] = sum_{i >= k} (0-based), i.e. i > k 1-based
    return np.sqrt(tail / tail[0])


def eps_rank(errors: np.ndarray, eps: float, *, resolution: float = 0.0) -> int | None:
    r"""Smallest :math:`k` with :math:`e_k \le \varepsilon`; ``None`` when ``eps <= resolution`` (the floor)."""
    if not eps > 0:
        raise ValueError(f"eps={eps!r} must be > 0")
    if eps <= resolution:
        return None
    return int(np.argmax(np.asarray(errors) <= eps))


def entanglement_entropy(s: np.ndarray) -> float:
    r""":math:`-\sum_i p_i \ln p_i` with :math:`p_i = s_i^2/\sum_j s_j^2` (0 for the zero tensor)."""
    s = np.asarray(s, dtype=np.float64)
    if s.size == 0 or s[0] == 0:
        return 0.0
    p = (s / s[0]) ** 2
    p = p[p > 0] / p.sum()
    return float(-(p * np.log(p)).sum())


def _singular_values(M: np.ndarray) -> np.ndarray:
    check_fits(3 * M.size * 8, f"the SVD of a {M.shape[0]} x {M.shape[1]} Start-End matrix")
    return singular_values(M)


def spectrum(A: np.ndarray, *, eps: Mapping = EPS) -> Spectrum:
    r"""The Start-End spectrum of a grid tensor.

    Parameters
    ----------
    A : float array of even order ``T >= 2``, shape ``(K,) * T``
        A grid tensor (Sec. 1.3.2); matricized with :func:`numerics.grid.matricize.start_end`.
    eps : mapping str -> float
        The :math:`\varepsilon` to report, keyed for JSON (default :data:`EPS`).
    """
    A = np.asarray(A)
    if A.dtype.kind not in "fiu":
        raise TypeError(f"spectrum needs a real float array; got dtype {A.dtype}")
    if not np.all(np.isfinite(A)):
        raise ValueError("the grid tensor has non-finite entries (inf/nan): lower the gain or T")
    M = start_end(A.astype(np.float64))
    s = _singular_values(M)
    side = max(M.shape)
    floor = side * UNIT_ROUNDOFF
    errors = truncation_errors(s)
    # s_1/||A||_F from the normalised values: s**2 itself over- or underflows for grids far from 1 in scale
    rel_norm = float(np.sqrt(np.sum((s / s[0]) ** 2))) if s[0] > 0 else 0.0
    resolution = np.sqrt(side) * floor / rel_norm if rel_norm > 0 else 0.0  # exact zeros: rank 0
    sc = _singular_values(M - M.mean())
    normalised = s / s[0] if s[0] > 0 else np.zeros_like(s)
    for a in (normalised, errors):
        a.setflags(write=False)
    return Spectrum(
        singular_values=normalised,
        truncation_errors=errors,
        eps_rank=MappingProxyType({k: eps_rank(errors, float(v), resolution=resolution) for k, v in eps.items()}),
        entropy=entanglement_entropy(s),
        entropy_centred=entanglement_entropy(sc),
        precision_floor=floor,
        side=side,
    )


def in_float_range(A: np.ndarray) -> bool:
    r"""Whether a grid tensor computed in float64 is still in float64's range: every entry finite (no overflow:
    e.g. a depth-3 RAC at gain 3, whose entries are polynomials of high degree in the weights) and
    :math:`\max|\mathcal A| \ge` :data:`MIN_SCALE`, below which entries no longer carry 53 significant bits
    (underflow: the same RAC at gain 0.5 rounds to the zero tensor)."""
    A = np.asarray(A)
    return bool(np.all(np.isfinite(A))) and A.size > 0 and float(np.max(np.abs(A))) >= MIN_SCALE


def cell_spectrum(
    cell: str,
    *,
    depth: int,
    R: int,
    T: int,
    K: int,
    gain: float = 1.0,
    seed=0,
    b_fg: float = 1.0,
    bias_scale: float = 0.0,
    max_bytes: int | None = None,
    none_out_of_range: bool = False,
) -> Spectrum | None:
    r"""The spectrum of one random stack: the unit of work of a depth study (one row, one seed).

    The stack is :func:`racs.cells.init_stack` with ``n_in = K`` (one-hot templates), class 0 read out.

    Parameters
    ----------
    none_out_of_range : bool
        What a grid tensor out of float64's range (:func:`in_float_range`: overflowed or underflowed) gives:
        ``None`` when true, else ``ValueError`` naming the seed and the fix. Either way it is never measured,
        and the overflow and underflow warnings of computing it are silenced: they are what the check detects.
    """
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 2 or T % 2:
        raise ValueError(f"T={T!r} must be an even int >= 2 (the Start-End partition halves it)")
    stack = init_stack(cell, depth=depth, R=R, n_in=K, gain=gain, seed=seed, b_fg=b_fg, bias_scale=bias_scale)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        A = cell_grid_tensor(stack, T=T, max_bytes=max_bytes)
    if in_float_range(A):
        return spectrum(A)
    if none_out_of_range:
        return None
    finite = bool(np.all(np.isfinite(A)))
    why = (
        "it overflowed: lower the gain, the depth or T"
        if not finite
        else f"its largest entry {float(np.max(np.abs(A))):.1e} is below 2^-970, so it underflowed: raise the gain, or "
        "lower the depth or T"
    )
    raise ValueError(
        f"the grid tensor of the {cell} stack with depth={depth}, R={R}, T={T}, K={K}, gain={gain:g}, "
        f"seed {seed} left float64's range ({why})"
    )


def check_spectrum_fits(
    cell: str, *, depth: int, R: int, T: int, K: int, what: str, fix: str, max_bytes: int | None = None
) -> None:
    r"""Refuse one spectrum before allocating (``TooLargeError``): the weights (four copies of the parameters while
    drawing), the grid tensor of :math:`K^T` entries (:func:`numerics.grid.cell_grid.cell_grid_nbytes`) and the SVD's
    three matrices of its size; judged in logarithms first, so a huge ``T`` costs nothing. ``what`` names the
    work and ``fix`` the remedy in the caller's words."""
    log2_grid = log2_bytes(base=K, exponent=T, times=8 * 4)
    if log2_grid >= LOG2_HOPELESS:
        check_fits(log2_grid, what, log2=True, fix=fix, max_bytes=max_bytes)
    need = (
        4 * 8 * param_count(cell, n_in=K, R=R, depth=depth)
        + cell_grid_nbytes(cell, K=K, T=T, depth=depth, R=R)
        + 3 * 8 * K**T
    )
    check_fits(need, what, fix=fix, max_bytes=max_bytes)


def seed_spectra(
    cell: str,
    *,
    depth: int,
    R: int,
    T: int,
    K: int,
    seeds: Sequence,
    gain: float = 1.0,
    b_fg: float = 1.0,
    bias_scale: float = 0.0,
    max_bytes: int | None = None,
) -> tuple[list, int]:
    r"""``(spectra, dropped)``: :func:`cell_spectrum` of every seed whose grid tensor stays in float64's range
    (:func:`in_float_range`), and how many seeds did not. The one rule of the depth study's rows and of
    :func:`spectrum_row`: such seeds are counted, never measured."""
    specs = [
        cell_spectrum(
            cell,
            depth=depth,
            R=R,
            T=T,
            K=K,
            gain=gain,
            seed=s,
            b_fg=b_fg,
            bias_scale=bias_scale,
            max_bytes=max_bytes,
            none_out_of_range=True,
        )
        for s in seeds
    ]
    kept = [sp for sp in specs if sp is not None]
    return kept, len(specs) - len(kept)


def spectrum_row(
    cell: str,
    *,
    depth: int,
    R: int,
    T: int,
    K: int,
    seeds: Sequence,
    gain: float = 1.0,
    b_fg: float = 1.0,
    bias_scale: float = 0.0,
    max_bytes: int | None = None,
) -> dict:
    r"""A JSON-ready row: medians over the ``seeds`` whose grid stays in float64's range (:func:`seed_spectra`).

    Keys ``cell, depth, R, params, n_in, T, K, gain, seeds`` (how many were asked), ``out_of_range`` (how many
    were dropped), ``eps_rank`` (median per :math:`\varepsilon`; ``None`` if any kept seed's is),
    ``entropy, entropy_centred`` (medians), ``precision_floor`` (``K^(T/2) * 2**-52``), and the spreads
    ``eps_rank_range``, ``entropy_range`` (min, max over the kept seeds). With every seed dropped, every statistic
    and spread is ``None``.
    """
    seeds = list(seeds)
    if not seeds:
        raise ValueError("seeds must not be empty: give at least one seed")
    specs, dropped = seed_spectra(
        cell, depth=depth, R=R, T=T, K=K, seeds=seeds, gain=gain, b_fg=b_fg, bias_scale=bias_scale, max_bytes=max_bytes
    )
    ranks: dict[str, float | None] = {}
    spreads: dict[str, list | None] = {}
    for key in EPS:
        vals = [sp.eps_rank[key] for sp in specs]
        if not vals or any(v is None for v in vals):
            ranks[key], spreads[key] = None, None
        else:
            ranks[key], spreads[key] = float(np.median(vals)), [min(vals), max(vals)]
    ent = [sp.entropy for sp in specs]
    return {
        "cell": cell,
        "depth": depth,
        "R": R,
        "params": param_count(cell, n_in=K, R=R, depth=depth),
        "n_in": K,
        "T": T,
        "K": K,
        "gain": float(gain),
        "seeds": len(seeds),
        "out_of_range": dropped,
        "eps_rank": ranks,
        "entropy": float(np.median(ent)) if specs else None,
        "entropy_centred": float(np.median([sp.entropy_centred for sp in specs])) if specs else None,
        "precision_floor": K ** (T // 2) * UNIT_ROUNDOFF,
        "eps_rank_range": spreads,
        "entropy_range": [min(ent), max(ent)] if specs else None,
    }


# Last: the sampled estimator builds on the definitions above (it imports this package inside its functions).
from numerics.spectrum.sampled import (  # noqa: E402
    SAMPLED_EPS,
    SampledSpectrum,
    block_spectrum,
    sample_halves,
    sampled_start_end_spectrum,
)
