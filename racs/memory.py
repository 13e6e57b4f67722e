r"""Refuse allocations that will not fit, before making them; say sizes the way a person reads them.

Every planner in the lab states its peak in bytes and calls :func:`check_fits` before it allocates. Sizes
that may be astronomically large (a grid tensor of :math:`K^T` entries for :math:`T = 10^{20}`) are never
computed as integers: :func:`log2_bytes` gives their base-2 logarithm from the factors, and
:func:`check_fits` accepts that logarithm (a ``float``) as well as an exact count. :func:`format_bytes` is
the one place a size becomes text ("74.5 GiB", "about 10^31 bytes").
"""

from __future__ import annotations

import math
import os
import resource

__all__ = [
    "TooLargeError",
    "available_bytes",
    "check_fits",
    "format_bytes",
    "log2_bytes",
    "format_log2_bytes",
    "MEMORY_SHARE",
    "LOG2_HOPELESS",
    "OBJECT_ENTRY_BYTES",
    "entry_nbytes",
    "fits",
    "budget_bytes",
]

#: Share of the available memory one computation may plan to use.
MEMORY_SHARE = 0.8
#: Plans of :math:`2^{64}` bytes and more are refused from their logarithm alone, whatever the budget.
LOG2_HOPELESS = 64.0
#: Planning estimate for one entry of an object array (a pointer and a ``Fraction`` or Python int).
OBJECT_ENTRY_BYTES = 120
#: Largest size written with a binary unit; above it a power of ten.
_UNITS = ("B", "KiB", "MiB", "GiB", "TiB", "PiB")


class TooLargeError(ValueError):
    """The requested work would not fit in the memory budget."""


def _address_space_left() -> int | None:
    """What ``RLIMIT_AS`` still allows this process to map, if a limit is set (Linux ``VmSize`` is the use)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY:
        return None
    try:
        with open("/proc/self/status") as fh:
            used = next(int(line.split()[1]) * 1024 for line in fh if line.startswith("VmSize:"))
    except (OSError, StopIteration):  # pragma: no cover - non-Linux
        used = 0
    return max(0, soft - used)


def available_bytes() -> int:
    """Memory this process may still use: ``MemAvailable`` (else free physical pages), capped by what its address
    space limit (``ulimit -v``, ``RLIMIT_AS``) leaves."""
    avail = None
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    avail = int(line.split()[1]) * 1024
                    break
    except OSError:
        pass
    if avail is None:
        try:
            avail = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_AVPHYS_PAGES")
        except (ValueError, OSError, AttributeError):  # pragma: no cover - non-POSIX
            avail = 8 * 2**30
    left = _address_space_left()
    return avail if left is None else min(avail, left)


def entry_nbytes(dtype) -> int:
    """Planned bytes per array entry of ``dtype`` (:data:`OBJECT_ENTRY_BYTES` for object arrays)."""
    return OBJECT_ENTRY_BYTES if dtype == object else dtype.itemsize  # noqa: E721 (a numpy dtype equals object)


def log2_bytes(*, base: int, exponent: int, times: int | float = 1) -> float:
    r""":math:`\log_2(\text{times} \cdot \text{base}^{\text{exponent}})` without forming the power (``-inf``
    when it is 0): the size of :math:`K^T` entries of 8 bytes is ``log2_bytes(base=K, exponent=T, times=8)``."""
    if base < 0 or exponent < 0 or times < 0:
        raise ValueError(f"log2_bytes needs base, exponent, times >= 0; got {base}, {exponent}, {times}")
    if times == 0 or (base == 0 and exponent > 0):
        return -math.inf
    if base in (0, 1):
        return math.log2(times)
    try:
        return exponent * math.log2(base) + math.log2(times)
    except OverflowError:  # an exponent beyond float range (a T of 309+ digits): no size could fit
        return math.inf


def format_bytes(n: int | float) -> str:
    r"""A size for a person: ``1536 -> '1.5 KiB'``, ``80 * 2**30 -> '80.0 GiB'``, :math:`10^{31}` ``-> 'about
    10^31 bytes'``.

    ``n`` is a byte count (an ``int`` of any size or a ``float``, ``inf`` allowed). Binary units up to 1024 PiB;
    above that the nearest power of ten, so a message never shows a 20-digit number of PiB.
    """
    if isinstance(n, float) and math.isinf(n):
        return "an unbounded number of bytes"
    if isinstance(n, float) and math.isnan(n):
        raise ValueError("format_bytes got NaN; pass a byte count")
    if n < 0:
        return "-" + format_bytes(-n)
    if n >= 1024 * 2**50:
        return f"about 10^{round(math.log10(n))} bytes"
    x = float(n)
    for unit in _UNITS:
        if x < 1024 or unit == _UNITS[-1]:
            return f"{x:.0f} {unit}" if unit == "B" else f"{x:.1f} {unit}"
        x /= 1024
    raise AssertionError  # pragma: no cover


def format_log2_bytes(log2_n: float) -> str:
    r""":func:`format_bytes` of :math:`2^{n}` for ``log2_n`` :math:`= n`, without forming the number."""
    if log2_n < 60:
        return format_bytes(2.0**log2_n)
    if math.isinf(log2_n):
        return "more than 10^(10^307) bytes"
    return f"about 10^{round(log2_n * math.log10(2))} bytes"


def budget_bytes(max_bytes: int | None = None) -> int:
    """The budget :func:`check_fits` compares with: ``max_bytes``, else 80% of :func:`available_bytes`."""
    return int(MEMORY_SHARE * available_bytes()) if max_bytes is None else int(max_bytes)


def fits(nbytes: int, *, max_bytes: int | None = None) -> bool:
    """Whether a plan of ``nbytes`` fits the budget (to choose between ways of doing the work)."""
    return nbytes <= budget_bytes(max_bytes)


def check_fits(
    nbytes: int | float,
    what: str,
    *,
    max_bytes: int | None = None,
    fix: str = "lower T or M",
    log2: bool = False,
) -> None:
    """Raise :class:`TooLargeError` if the plan exceeds ``max_bytes`` (default 80% of :func:`available_bytes`).

    Parameters
    ----------
    nbytes : int or float
        The planned peak in bytes; with ``log2=True`` its base-2 logarithm (for sizes too large to form).
    what : str
        What would be allocated, for the message ("the grid tensor for K=3, T=40 ...").
    fix : str
        What the user can do, the message's last clause.
    """
    limit = budget_bytes(max_bytes)
    source = "80% of available memory" if max_bytes is None else f"max_bytes={max_bytes}"
    if log2:
        too_big = nbytes >= LOG2_HOPELESS or 2.0**nbytes > limit
        size = format_log2_bytes(nbytes)
    else:
        too_big = nbytes > limit
        size = format_bytes(nbytes)
    if too_big:
        raise TooLargeError(f"{what} needs {size}, more than the {format_bytes(limit)} allowed ({source}); {fix}")
