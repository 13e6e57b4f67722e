"""The C allocator's settings for a command line: large temporaries reuse memory instead of faulting in new pages.

glibc's ``malloc`` serves blocks above its mmap threshold (128 KiB, raised on the fly up to the size of a freed
block, at most 32 MiB) with fresh ``mmap`` pages and returns the top of its heap to the system once 128 KiB (twice
the threshold, on the fly) lie free there. The lab's hot paths allocate and free temporaries of one to thirty
megabytes many times (the grid walk's chunks, the elimination's panels, their reductions), so each new block is
new pages: every 4 KiB page costs a fault when first written. ``python -m numerics.sep_rank --depth 2 --M 4 --R 4
--T 12 --trials 1`` took 46,800-48,300 minor faults and 0.36-0.68 s of system time with the defaults, 13,000 and
0.10-0.20 s with the two settings below (``/usr/bin/time``, 2026-11-28): blocks up to 32 MiB come from the heap,
and up to :data:`TRIM_BYTES` of freed heap stays with the process for the next one. Blocks above 32 MiB (the grid
tensor itself) are still mapped on their own and given back when freed.

Only command lines call :func:`keep_freed_memory` (through :func:`numerics.cli.one_line_errors`, so a test that
runs a command's ``main`` in its own process sets it there too): a process that owns its allocator. ``import
numerics`` in a notebook or a worker leaves the allocator as it is. Elsewhere than glibc (musl, macOS, Windows) there is no ``mallopt`` and nothing changes.
"""

from __future__ import annotations

__all__ = ["keep_freed_memory", "MMAP_THRESHOLD_BYTES", "TRIM_BYTES"]

#: Blocks up to this size come from the heap: glibc's largest allowed threshold on 64-bit systems (32 MiB).
MMAP_THRESHOLD_BYTES = 32 * 2**20
#: Freed memory at the top of the heap kept for reuse before it goes back to the system.
TRIM_BYTES = 512 * 2**20

# glibc's <malloc.h> parameter numbers.
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3


def keep_freed_memory() -> bool:
    """Set glibc's mmap and trim thresholds (module text); ``True`` if both were accepted, ``False`` where the C
    library has no ``mallopt`` or refused them (the allocator then keeps its defaults)."""
    import ctypes

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (AttributeError, OSError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    # Order matters: setting either disables glibc's dynamic adjustment of both, so both are set together.
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES)) and bool(mallopt(_M_TRIM_THRESHOLD, TRIM_BYTES))
