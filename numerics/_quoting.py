"""Quoting user text back in one-line messages (:mod:`numerics.cli` re-exports these): a 5000-digit number or a
deep temporary path stays one readable line."""

from __future__ import annotations

import os

__all__ = ["quote", "quote_path"]

#: Longest piece of user text quoted back in a message.
_QUOTE_CHARS = 40
#: Longest path quoted back whole.
_PATH_CHARS = 240


def quote(text: str, limit: int = _QUOTE_CHARS) -> str:
    """``repr`` of user text, shortened to its ends when longer than ``limit`` (a 5000-digit number stays one
    readable line)."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[: limit // 2] + "..." + text[-max(8, limit // 5) :]) + f" ({len(text)} characters)"


def quote_path(path) -> str:
    """:func:`quote` of a path: whole up to :data:`_PATH_CHARS` characters (a deep temporary folder stays readable)."""
    return quote(str(os.fspath(path)), _PATH_CHARS)
