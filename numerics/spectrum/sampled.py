r"""Start-End spectra from sampled rows and columns: the lens at lengths whose grid tensor does not fit.

The Start-End matricization :math:`M = [\![\mathcal A]\!]_{S,E}` of a grid tensor over :math:`K` templates has
side :math:`N = K^{T/2}`: a row per start half :math:`(d_1, \dots, d_{T/2})`, a column per end half, the
entry the function's value on their concatenation (first symbol most significant, as
:func:`numerics.grid.matricize.start_end`). From :math:`T = 16` on (:math:`K = 5`: :math:`N = 390625`) it cannot
be materialised. The estimator:

1. draw :math:`n_s` distinct start halves and :math:`n_e` distinct end halves uniformly at random (without
   replacement, in random order; a seeded ``numpy.random.Generator``), :func:`sample_halves`;
2. evaluate the function on all :math:`n_s n_e` concatenations: the block :math:`B = M[I, J]`;
3. :math:`\hat s_i = \sqrt{(N/n_s)(N/n_e)}\; s_i(B)`, :math:`i \le \min(n_s, n_e)`, estimates the leading
   singular values of :math:`M`; :math:`\hat s_1` and :math:`\|\hat M\|_F = \sqrt{(N/n_s)(N/n_e)}\,\|B\|_F`
   (an unbiased estimate of :math:`\|M\|_F^2` in its square) are reported;
4. the :math:`\varepsilon`-ranks, truncation errors and entanglement entropy are those of :math:`\hat s` as in
   :mod:`numerics.spectrum` (they do not depend on the scale, so they are those of :math:`B`'s spectrum); the
   centred variant is :math:`B - \bar B`, the block of :math:`M - \hat m` with :math:`\hat m = \bar B` the
   sampled estimate of the grand mean :math:`\bar{\mathcal A}` that :func:`numerics.spectrum.spectrum` removes.

Assumptions (when :math:`\hat s` is close to :math:`s`): :math:`M` has low numerical rank :math:`r \ll
\min(n_s, n_e)` and its leading singular vectors are incoherent (no few rows or columns carry the mass), so a
uniform sample of rows and of columns sees every direction; then :math:`(N/n)\,B^\top B`-type scaling recovers
the leading values (row/column sampling of Drineas-Kannan-Mahoney with uniform probabilities). When the spectrum
is flat up to an index near :math:`\min(n_s, n_e)` the estimate cannot see it: :math:`B` has at most
:math:`\min(n_s, n_e)` singular values, so :math:`\varepsilon`-ranks are capped there and the entropy at
:math:`\ln\min(n_s, n_e)`: a high-rank tail is underestimated, never overestimated in rank.

Error, per estimate: the block splits into two disjoint diagonal sub-blocks :math:`B_{11}`, :math:`B_{22}`
(the first and second halves of the sampled rows and columns, two independent uniform samples of half the
size). With :math:`a, b` the quantity on them and :math:`q` on :math:`B`, the reported error is
:math:`\max(|a - b|,\ |q - (a + b)/2|)`: the spread of independent replicates, and the drift from half to full
sample size, which is large exactly when the quantity has not converged (a saturated, high-rank tail). Its
calibration against the full grid is in ``docs/lens.md`` (:func:`numerics.train.lens.calibration_rows`).
``saturated`` marks an :math:`\varepsilon`-rank above half of :math:`\min(n_s, n_e)`: there the estimate is a
floor of what the sample can show, not the rank of :math:`M`. Measured on recurrent networks (``docs/lens.md``,
138 cases against the full grid): entropies within 0.13 nats; :math:`\varepsilon`-ranks never more than 1 above
the truth and often below it (by a median 11 % for trained networks at :math:`\varepsilon = 10^{-1}`,
:math:`n = 512`); the split-half error is of the size of the real error, not a bound on it.

Everything here is numerical (float64); nothing is certified.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np

__all__ = [
    "SAMPLED_EPS",
    "SampledSpectrum",
    "sample_halves",
    "block_spectrum",
    "sampled_start_end_spectrum",
]

#: The :math:`\varepsilon` the lens reports at task length, keyed as in the JSON rows.
SAMPLED_EPS = MappingProxyType({"1e-1": 1e-1, "1e-2": 1e-2, "1e-3": 1e-3})
#: Sides up to this many rows are sampled as flat indices (``Generator.choice`` without replacement).
_FLAT_SIDE = 2**62


@dataclass(frozen=True)
class SampledSpectrum:
    r"""An estimated Start-End spectrum (module text).

    Attributes
    ----------
    singular_values : array ``(min(n_s, n_e),)``
        :math:`\hat s_i / \hat s_1`, descending.
    s1, frobenius : float
        :math:`\hat s_1` and :math:`\|\hat M\|_F` at the full matrix's scale.
    truncation_errors : array ``(min(n_s, n_e) + 1,)``
        :math:`e_k` of :math:`\hat s`.
    eps_rank : mapping str -> int or None
        Per :math:`\varepsilon` (``None`` below the block's float64 precision floor).
    entropy, entropy_centred : float
        Entanglement entropy (nats) of :math:`\hat s` and of the centred block's spectrum.
    error : mapping
        ``{"eps_rank": {key: int or None}, "entropy": float, "entropy_centred": float}``: the split-half error
        (module text); ``None`` where a half block's rank is below its floor.
    saturated : mapping str -> bool
        Whether the :math:`\varepsilon`-rank exceeds ``min(n_s, n_e) / 2``.
    n_s, n_e, side : int
        Sampled start and end halves, and :math:`N = K^{T/2}`.
    """

    singular_values: np.ndarray
    s1: float
    frobenius: float
    truncation_errors: np.ndarray
    eps_rank: Mapping
    entropy: float
    entropy_centred: float
    error: Mapping
    saturated: Mapping
    n_s: int
    n_e: int
    side: int

    def to_json(self) -> dict:
        """The scalar fields as a JSON-ready dict (no arrays)."""
        return {
            "eps_rank": dict(self.eps_rank),
            "entropy": self.entropy,
            "entropy_centred": self.entropy_centred,
            "s1": self.s1,
            "frobenius": self.frobenius,
            "error": {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in self.error.items()},
            "saturated": dict(self.saturated),
            "n_s": self.n_s,
            "n_e": self.n_e,
            "side": self.side,
        }


def _check_int(name: str, v, low: int) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < low:
        raise ValueError(f"{name}={v!r} must be an int >= {low}")
    return int(v)


def sample_halves(rng: np.random.Generator, *, K: int, half: int, n: int) -> np.ndarray:
    r"""``n`` distinct half-sequences over ``K`` symbols, uniform without replacement, in random order.

    Returns an int64 array ``(n, half)``, row ``i`` the symbols :math:`d_1 \dots d_{half}` (0-based) of the
    ``i``-th draw. ``n`` must not exceed :math:`K^{half}`.
    """
    if not isinstance(rng, np.random.Generator):
        raise TypeError(f"rng must be a numpy.random.Generator; got {type(rng).__name__}")
    K, half, n = _check_int("K", K, 1), _check_int("half", half, 1), _check_int("n", n, 1)
    side = K**half
    if n > side:
        raise ValueError(f"n={n} distinct halves asked of only K^half = {K}^{half} = {side}; lower n")
    if side <= _FLAT_SIDE:
        flat = rng.choice(side, size=n, replace=False).astype(np.int64)
        out = np.empty((n, half), dtype=np.int64)
        for t in range(half - 1, -1, -1):  # the last symbol is the least significant digit
            flat, out[:, t] = np.divmod(flat, K)
        return out
    # a side beyond int64: draw digits; a repeat has probability below n^2 / 2^63, and is redrawn
    seen: dict = {}
    while len(seen) < n:
        for row in rng.integers(0, K, size=(n - len(seen), half)):
            seen.setdefault(row.tobytes(), row)
    return np.array(list(seen.values())[:n], dtype=np.int64)


def _resolution(s: np.ndarray, shape: tuple) -> float:
    """The block's float64 floor on a truncation error (as :func:`numerics.spectrum.spectrum`)."""
    from numerics.spectrum import UNIT_ROUNDOFF

    side = max(shape)
    rel_norm = float(np.sqrt(np.sum((s / s[0]) ** 2))) if s.size and s[0] > 0 else 0.0
    return float(np.sqrt(side) * side * UNIT_ROUNDOFF / rel_norm) if rel_norm > 0 else 0.0


def _quantities(B: np.ndarray, eps: Mapping) -> tuple:
    """``(s, errors, eps_rank, entropy, entropy_centred)`` of a block (unscaled)."""
    from numerics.spectrum import entanglement_entropy, eps_rank, truncation_errors

    s = np.linalg.svd(B, compute_uv=False)
    errors = truncation_errors(s)
    res = _resolution(s, B.shape)
    ranks = {k: eps_rank(errors, float(v), resolution=res) for k, v in eps.items()}
    sc = np.linalg.svd(B - B.mean(), compute_uv=False)
    return s, errors, ranks, entanglement_entropy(s), entanglement_entropy(sc)


def _split_error(q: float | None, a: float | None, b: float | None):
    if q is None or a is None or b is None:
        return None
    return max(abs(a - b), abs(q - (a + b) / 2))


def block_spectrum(B, *, side: int, eps: Mapping = SAMPLED_EPS) -> SampledSpectrum:
    r"""The estimate of module text from a given block ``B`` ``(n_s, n_e)``: rows and columns of the
    :math:`N \times N` Start-End matrix (``side`` :math:`= N`) drawn uniformly without replacement, in random
    order (the split-half error uses the first and second halves of each; ``n_s, n_e >= 2``)."""
    B = np.asarray(B)
    if B.ndim != 2 or B.dtype.kind not in "fiu":
        raise TypeError(f"B must be a real 2-d array (n_s, n_e); got shape {B.shape}, dtype {B.dtype}")
    n_s, n_e = B.shape
    side = _check_int("side", side, 1)
    if n_s < 2 or n_e < 2 or max(n_s, n_e) > side:
        raise ValueError(f"B has shape {B.shape}: need 2 <= n_s, n_e <= side={side}; sample more or fewer halves")
    B = B.astype(np.float64)
    if not np.all(np.isfinite(B)):
        raise ValueError("the sampled block has non-finite entries (inf/nan): lower the gain or T")
    s, errors, ranks, ent, ent_c = _quantities(B, eps)
    h_s, h_e = n_s // 2, n_e // 2
    _, _, ra, ea, eca = _quantities(B[:h_s, :h_e], eps)
    _, _, rb, eb, ecb = _quantities(B[h_s : 2 * h_s, h_e : 2 * h_e], eps)
    scale = np.sqrt((side / n_s) * (side / n_e))
    cap = min(n_s, n_e) / 2
    normalised = s / s[0] if s[0] > 0 else np.zeros_like(s)
    for arr in (normalised, errors):
        arr.setflags(write=False)
    return SampledSpectrum(
        singular_values=normalised,
        s1=float(scale * s[0]),
        frobenius=float(scale * np.linalg.norm(B)),
        truncation_errors=errors,
        eps_rank=MappingProxyType(ranks),
        entropy=ent,
        entropy_centred=ent_c,
        error=MappingProxyType(
            {
                "eps_rank": MappingProxyType({k: _split_error(ranks[k], ra[k], rb[k]) for k in eps}),
                "entropy": float(_split_error(ent, ea, eb)),
                "entropy_centred": float(_split_error(ent_c, eca, ecb)),
            }
        ),
        saturated=MappingProxyType({k: ranks[k] is not None and ranks[k] > cap for k in eps}),
        n_s=n_s,
        n_e=n_e,
        side=side,
    )


def sampled_start_end_spectrum(
    evaluate: Callable[[np.ndarray, np.ndarray], np.ndarray],
    *,
    K: int,
    T: int,
    n_s: int,
    n_e: int,
    seed,
    eps: Mapping = SAMPLED_EPS,
) -> SampledSpectrum:
    r"""Sample halves (:func:`sample_halves`), evaluate the block and estimate (:func:`block_spectrum`).

    Parameters
    ----------
    evaluate : callable ``(starts, ends) -> array (n_s, n_e)``
        ``starts`` ``(n_s, T/2)`` and ``ends`` ``(n_e, T/2)`` int symbol arrays; entry ``[i, j]`` is the
        function on the concatenation ``starts[i] + ends[j]``.
    K, T : int
        Templates and an even length.
    n_s, n_e : int
        Halves to draw (at most :math:`K^{T/2}` each).
    seed : int, sequence of ints or numpy Generator
        Starts are drawn first, then ends, from one stream.
    """
    T = _check_int("T", T, 2)
    if T % 2:
        raise ValueError(f"T={T} must be even (the Start-End partition halves it)")
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    half = T // 2
    starts = sample_halves(rng, K=K, half=half, n=n_s)
    ends = sample_halves(rng, K=K, half=half, n=n_e)
    B = np.asarray(evaluate(starts, ends))
    if B.shape != (n_s, n_e):
        raise ValueError(f"evaluate returned shape {B.shape}; expected (n_s, n_e) = ({n_s}, {n_e})")
    return block_spectrum(B, side=K**half, eps=eps)
