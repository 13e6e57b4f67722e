"""Validation of the integer sizes every public function takes (``depth``, ``M``, ``R``, ``T``, ``K``, ``C``, ...)."""

from __future__ import annotations

import numpy as np

__all__ = ["check_int", "check_size"]


def check_int(name: str, v) -> int:
    """``v`` as an ``int``; ``TypeError`` naming ``name`` for anything else (``bool`` included)."""
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
        raise TypeError(f"{name}={v!r} must be an int")
    return int(v)


def check_size(name: str, v, *, low: int = 1) -> int:
    """:func:`check_int`, and ``ValueError`` when ``v < low``."""
    v = check_int(name, v)
    if v < low:
        raise ValueError(f"{name}={v} must be >= {low}")
    return v
