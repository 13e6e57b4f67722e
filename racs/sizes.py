"""The integer sizes every public function takes (``depth``, ``M``, ``R``, ``T``, ``K``, ``C``, ...): their validation, and
their text for a person."""

from __future__ import annotations

import numpy as np

__all__ = ["check_int", "check_size", "int_text", "INT_TEXT_DIGITS"]

#: Integers of more digits are written by their leading digits in text (:func:`int_text`); JSON keeps them exact.
INT_TEXT_DIGITS = 20


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


def int_text(n: int) -> str:
    r"""An integer for a person: in full up to :data:`INT_TEXT_DIGITS` digits, else its exact leading digits and
    decimal exponent, ``'1.2345...e6020'`` (never a digit that is not the integer's own).

    Works on any size: Python refuses ``str()`` of integers of more than 4300 digits (the end-state bound at depth
    :math:`10^4` has about 6000), and this never calls it on one.
    """
    n = int(n)
    size = abs(n)
    if size < 10**INT_TEXT_DIGITS:
        return str(n)
    exp = int((size.bit_length() - 1) * 0.30102999566398120)  # log10(2): the exponent or one short of it
    exp += 10 ** (exp + 1) <= size
    exp -= 10**exp > size  # float rounding just below an integer
    lead = str(size // 10 ** (exp - 4))  # the first five digits
    return f"{'-' if n < 0 else ''}{lead[0]}.{lead[1:]}...e{exp}"
