r"""Start-End ranks beyond memory: the matrix is streamed in blocks into a random sketch over GF(p).

:math:`A = [\![\mathcal A]\!]_{S,E}` (side :math:`K^{T/2}`) is never held whole. Fixing the first
:math:`q` End inputs gives a block of :math:`K^{T/2-q}` columns, which is the grid tensor with one-row
templates at those steps; the Start states are computed once and each block runs only the End steps
from them (:func:`numerics.advance_states`, :func:`numerics.finish_grid`). Each block is
multiplied into :math:`Y = A\Omega` for a uniform random :math:`\Omega \in \mathrm{GF}(p)^{K^{T/2}\times w}`
and dropped. Memory is :math:`O(K^{T/2} (w + K^{T/2-q}))` instead of :math:`K^T`; time is still that of
every grid entry once (about 3e7 entries per second here), so the sketch buys memory, not speed.

* :math:`\mathrm{rank}\,Y \le \mathrm{rank}\,A` always, so the sketch rank is a certified lower bound,
  like the full rank.
* If :math:`\mathrm{rank}\,A \ge w` then :math:`\mathrm{rank}\,Y = w` except with probability at most
  :math:`w/p` (Schwartz-Zippel on a :math:`w \times w` minor, degree :math:`w` in :math:`\Omega`). So a sketch
  with :math:`\mathrm{rank}\,Y < w` gives :math:`\mathrm{rank}\,A` itself; otherwise the width doubles
  (new columns only; the old ones are kept) until it does, or until :math:`w` reaches the side.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from numerics.grid.grid_tensor import advance_states, finish_grid, identity_templates
from numerics.rank.dense import rank_mod_p
from racs import RAC, ModP
from racs.memory import check_fits

__all__ = ["SketchRank", "sketched_rank", "sketched_rank_nbytes"]


@dataclass(frozen=True)
class SketchRank:
    """Rank of the sketch :math:`Y = A\\Omega` (a certified lower bound on rank A, and equal to it when
    ``rank < width``), with the width reached, the blocks streamed per pass and the peak entries held."""

    rank: int
    width: int
    side: int
    blocks: int
    peak_entries: int
    prime: int

    @property
    def complete(self) -> bool:
        """``rank < width``: the sketch saw the whole rank (up to probability ``width / prime``)."""
        return self.rank < self.width or self.width >= self.side


def sketched_rank_nbytes(*, K: int, T: int, depth: int, R: int, width: int, block_entries: int = 2**22) -> int:
    r"""Planned peak of :func:`sketched_rank` once its sketch has reached ``width`` columns, side
    :math:`s = K^{T/2}`: one block of the grid tensor (at most ``block_entries`` entries, or one column block of
    the side), the Start states (:math:`2 L R s`), and the sketch with its new columns and the rank's copies of
    it (:math:`6 s w`), float64 each. :func:`sketched_rank` checks its own part again as it widens."""
    side = K ** (T // 2)
    return 8 * (max(block_entries, side) + 2 * depth * R * side + 6 * side * width)


def _sketch_columns(rac: RAC, start: list, F: np.ndarray, Omega: np.ndarray, half: int, q: int, c: int) -> np.ndarray:
    """``A @ Omega`` mod p (``A`` the Start-End matrix of class ``c``) from the Start states, streaming the blocks of
    ``K^(T/2-q)`` columns."""
    field = rac.field
    if not isinstance(field, ModP):  # sketched_rank refuses other fields first
        raise TypeError(f"the sketch needs a RAC over GF(p) (ModP); this one is over {field.name}")
    K = F.shape[0]
    width = K ** (half - q)
    Y = np.zeros((K**half, Omega.shape[1]))
    step = field.max_inner
    for b, fixed in enumerate(itertools.product(range(K), repeat=q)):
        steps = [F[[d]] for d in fixed] + [F] * (half - q)
        B = finish_grid(rac, advance_states(rac, start, steps[:-1]), steps[-1], c=c).reshape(K**half, width)
        rows = Omega[b * width : (b + 1) * width]
        for s in range(0, width, step):  # dot products of at most max_inner terms stay exact
            Y += field.matmul(B[:, s : s + step], rows[s : s + step])
            Y = field.reduce(Y, out=Y)
    return Y


def sketched_rank(
    rac: RAC,
    *,
    T: int,
    seed,
    width: int = 16,
    templates=None,
    c: int = 0,
    block_entries: int = 2**22,
    max_bytes: int | None = None,
) -> SketchRank:
    """Rank of the Start-End matricization over GF(p), streamed through a sketch of adaptive width.

    Parameters
    ----------
    rac : RAC in a ``ModP`` field
    seed : int or numpy.random.Generator
        Source of :math:`\\Omega`.
    width : int
        Initial sketch width (doubles while the sketch is full).
    templates : array ``(K, M)``, optional
        Default the identity.
    c : int
        Output class: the sketch is of the grid tensor of :math:`y_c`.
    block_entries : int
        Largest block of the grid tensor held at once; fixes :math:`q`, the End inputs fixed per block.
    """
    if rac.field.modulus is None:
        raise TypeError(f"sketched_rank needs a RAC over GF(p) (ModP); this one is over {rac.field.name}")
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2")
    if width < 1:
        raise ValueError(f"width={width} must be >= 1")
    F = identity_templates(rac) if templates is None else rac.field.check(templates, "templates")
    K, half, p = F.shape[0], T // 2, rac.field.modulus
    side = K**half
    q = next(q for q in range(half + 1) if K ** (T - q) <= block_entries or q == half)
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    check_fits(8 * 2 * rac.depth * rac.R * side, f"the Start states of {side} prefixes", max_bytes=max_bytes)
    start = advance_states(rac, [h[:, None] for h in rac.h0], [F] * half)  # computed once, reused by every block
    Y = np.zeros((side, 0))
    w = min(width, side)
    while True:
        check_fits(8 * (K ** (T - q) + 3 * side * w), f"a sketch of width {w} for side {side}", max_bytes=max_bytes)
        new = rac.field.random(rng, (side, w - Y.shape[1]))
        Y = np.concatenate([Y, _sketch_columns(rac, start, F, new, half, q, c)], axis=1)
        r = rank_mod_p(Y, p).rank
        if r < w or w >= side:
            return SketchRank(r, w, side, K**q, K ** (T - q) + 2 * side * w, p)
        w = min(2 * w, side)
