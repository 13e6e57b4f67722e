r"""Proposition 38: :math:`\operatorname{sep}(4, M, 3, 8) = 598131` for almost every RAC with :math:`M \ge 3`, and
at most 598131 for every RAC (general inputs; ``docs/theory/depth4-corner-blocks.md``, "Proposition 38").

Recorded, not recomputed here. The lower bound is the sum of the 231 block ranks of Proposition 12's a-splitting
with the Start Jacobian (Lemma S); the upper bound is the sum of per-block bounds: Proposition 35's fat points
(:mod:`~proofs.general.depth4.fat_points`), the third and fourth helpers' bounds on 219 blocks, 45 explicit kernel
elements on the class (19, 1, 0) and a per-coordinate count on (18, 1, 1), and functionals vanishing at the points
:math:`l_i = l_j = 0` on (17, 2, 1), (16, 2, 2), (16, 3, 1). Every certificate was recomputed by a reviewer with
its own code at its own primes (``docs/reviews/d4r3b-2026-11-30``, ``k45-2026-11-30``, ``k189-2026-11-30``); the
scripts are in ``docs/research/`` (``d4r3``, ``d4r3c``, ``k45``, ``k189``). This module gives the value to the
atlas of open shapes (:mod:`proofs.general.atlas_open`) and states where it applies.
"""

from __future__ import annotations

from racs.sizes import check_size

__all__ = ["SEP", "UPPER_STEPS", "proven_sep"]

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


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(4, M, R, T) where Proposition 38 gives it (``R = 3``, ``T = 8``, ``M >= 3``), else ``None``."""
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T, low=2)
    if M < R:
        return None
    return SEP.get((R, T))
