"""Refuse allocations that will not fit, before making them."""
from __future__ import annotations

import os
from typing import Optional

__all__ = ["TooLargeError", "available_bytes", "check_fits", "format_bytes"]

#: Share of the available memory one computation may plan to use.
MEMORY_SHARE = 0.8


class TooLargeError(ValueError):
    """The requested work would not fit in the memory budget."""


def available_bytes() -> int:
    """Memory the OS reports as available (``MemAvailable``), else physical free pages."""
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_AVPHYS_PAGES")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - non-POSIX
        return 8 * 2**30


def format_bytes(n: float) -> str:
    """``1536 -> '1.5 KiB'``."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if abs(n) < 1024 or unit == "PiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError  # pragma: no cover


def check_fits(nbytes: int, what: str, *, max_bytes: Optional[int] = None) -> None:
    """Raise :class:`TooLargeError` if ``nbytes`` exceeds ``max_bytes`` (default 80% of available memory)."""
    if max_bytes is None:
        limit, source = int(MEMORY_SHARE * available_bytes()), "80% of available memory"
    else:
        limit, source = int(max_bytes), "max_bytes"
    if nbytes > limit:
        raise TooLargeError(
            f"{what} needs {format_bytes(nbytes)}, more than the {format_bytes(limit)} allowed "
            f"({source}); lower T or M"
        )
